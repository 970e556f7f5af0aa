/**
 * User-center use cases (issue 2; eladmin `UserController.center/updatePass/updateEmail`): a user changes
 * their own profile, password and e-mail; the id always comes from the session, never from the body.
 */
import type { UpdateEmailBody, UpdatePasswordBody, UpdateProfileBody } from '../../../streams/contracts/user-center';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/http-error';
import { hashPassword, verifyPassword } from '../auth/password';
import { emailTaken, findPasswordHash, updateUser } from './repository';

/** `PUT api/users/center`: nickname, gender, phone of the caller. */
export async function updateOwnProfile(db: Db, userId: number, body: UpdateProfileBody, by: string): Promise<void> {
  await db.transaction(async (tx) => {
    await updateUser(tx, userId, { nickName: body.nickName, gender: body.gender, phone: body.phone ? body.phone : null }, by);
  });
}

/**
 * `POST api/users/updatePass`. The current session stays signed in; the old password stops working.
 * @throws 400 'The old password is wrong' / 'The new password must differ from the old one'.
 */
export async function changeOwnPassword(db: Db, userId: number, body: UpdatePasswordBody, by: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await verifyPassword(await findPasswordHash(tx, userId), body.oldPass))) throw badRequest('The old password is wrong');
    if (body.oldPass === body.newPass) throw badRequest('The new password must differ from the old one');
    await updateUser(tx, userId, { password: await hashPassword(body.newPass), pwdResetTime: new Date() }, by);
  });
}

/**
 * `POST api/users/updateEmail`.
 * @throws 400 'The password is wrong' / 'email: this address is already used by another user'.
 */
export async function changeOwnEmail(db: Db, userId: number, body: UpdateEmailBody, by: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await verifyPassword(await findPasswordHash(tx, userId), body.pass))) throw badRequest('The password is wrong');
    if (await emailTaken(tx, body.email, userId)) throw badRequest('email: this address is already used by another user');
    await updateUser(tx, userId, { email: body.email }, by);
  });
}
