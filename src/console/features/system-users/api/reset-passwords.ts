/** `PUT api/users/resetPwd [ids]` → 200 `[{id, username, password}]` (`user:edit`): fresh passwords, shown once. */
import { useMutation } from '@tanstack/react-query';
import { idListSchema } from '../../../../../streams/contracts/common';
import { resetPasswordsSchema, type ResetPasswords } from '../../../../../streams/contracts/system-users';
import { http } from '@shared/http/http-client';
import { WRITE_SCOPE } from './keys';

export async function resetPasswords(ids: number[]): Promise<ResetPasswords> {
  const { data } = await http.put<unknown>('api/users/resetPwd', idListSchema.parse(ids), { silent: true });
  return resetPasswordsSchema.parse(data);
}

export function useResetPasswords() {
  return useMutation({ mutationFn: resetPasswords, scope: WRITE_SCOPE });
}
