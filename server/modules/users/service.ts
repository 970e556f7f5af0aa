/**
 * User-center use cases (eladmin `UserController.center/updatePass/updateEmail`): a user changes
 * their own profile, password and e-mail; the id always comes from the session, never from the body.
 */
import type { UpdateEmailBody, UpdatePasswordBody, UpdateProfileBody } from '../../../streams/contracts/user-center';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/http-error';
import { fieldRefusal, refusal } from '../../../streams/contracts/refusals';
import { hashPassword, verifyPassword } from '../auth/password';
import { AVATAR_PREFIX, removeAvatar } from './avatars';
import { emailTaken, findAvatarName, findPasswordHash, updateAvatar, updateUser } from './repository';

/** `PUT api/users/center`: nickname, gender, phone of the caller. */
export async function updateOwnProfile(db: Db, userId: number, body: UpdateProfileBody, by: string): Promise<void> {
  await db.transaction(async (tx) => {
    await updateUser(tx, userId, { nickName: body.nickName, gender: body.gender, phone: body.phone ? body.phone : null }, by);
  });
}

/**
 * `POST api/users/updatePass`. The old password stops working; the route then ends the user's other sessions (the
 * current one stays signed in).
 * @throws 400 'The old password is wrong' / 'The new password must differ from the old one'.
 */
export async function changeOwnPassword(db: Db, userId: number, body: UpdatePasswordBody, by: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await verifyPassword(await findPasswordHash(tx, userId), body.oldPass))) throw badRequest(refusal('OLD_PASSWORD_WRONG'));
    if (body.oldPass === body.newPass) throw badRequest(refusal('NEW_PASSWORD_SAME'));
    await updateUser(tx, userId, { password: await hashPassword(body.newPass), pwdResetTime: new Date() }, by);
  });
}

/**
 * `POST api/users/updateEmail`.
 * @throws 400 'The password is wrong' / 'email: this address is already used by another user'.
 */
export async function changeOwnEmail(db: Db, userId: number, body: UpdateEmailBody, by: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await verifyPassword(await findPasswordHash(tx, userId), body.pass))) throw badRequest(refusal('PASSWORD_WRONG'));
    if (await emailTaken(tx, body.email, userId)) throw badRequest(fieldRefusal('email', 'EMAIL_IN_USE'));
    await updateUser(tx, userId, { email: body.email }, by);
  });
}

/**
 * `POST api/users/updateAvatar` after the file is stored as `name` in `dir`: points the caller's avatar at it in one
 * transaction, then removes the previous file. When the update fails the new file is removed instead, so nothing is
 * left behind either way.
 * @returns the path the avatar is served at.
 */
export async function changeOwnAvatar(db: Db, dir: string, userId: number, name: string, by: string): Promise<string> {
  const avatarPath = `${AVATAR_PREFIX}${name}`;
  let previous: string | null;
  try {
    previous = await db.transaction(async (tx) => {
      const old = await findAvatarName(tx, userId);
      await updateAvatar(tx, userId, { avatarName: name, avatarPath }, by);
      return old;
    });
  } catch (error) {
    await removeAvatar(dir, name);
    throw error;
  }
  if (previous !== name) await removeAvatar(dir, previous);
  return avatarPath;
}
