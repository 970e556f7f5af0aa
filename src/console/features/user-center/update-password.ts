/** `POST api/users/updatePass` `{ oldPass, newPass }` → 200; 400 'The old password is wrong' otherwise. */
import { useMutation } from '@tanstack/react-query';
import { updatePasswordBodySchema, type UpdatePasswordBody } from '../../../../streams/contracts/user-center';
import { http } from '@shared/http/http-client';

export async function updatePassword(body: UpdatePasswordBody): Promise<void> {
  await http.post('api/users/updatePass', updatePasswordBodySchema.parse(body), { silent: true });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
