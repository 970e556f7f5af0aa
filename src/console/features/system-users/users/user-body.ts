/** A user row read back as the form and the switch send it. Pure. */
import type { SystemUser, UserUpdateBody } from '../../../../../streams/contracts/system-users';

/** The row's gender as the form offers it (older rows may say '女' / '男'). */
export function genderOf(user: Pick<SystemUser, 'gender'>): 'male' | 'female' {
  return user.gender === 'female' || user.gender === '女' ? 'female' : 'male';
}

/** The update body of `user` with `enabled` set (the list's switch). */
export function userBody(user: SystemUser, enabled: boolean): UserUpdateBody {
  return {
    id: user.id,
    username: user.username,
    nickName: user.nickName,
    gender: genderOf(user),
    email: user.email,
    phone: user.phone,
    enabled,
    dept: user.dept ? { id: user.dept.id } : null,
    roles: user.roles.map(({ id }) => ({ id })),
    jobs: user.jobs.map(({ id }) => ({ id })),
  };
}
