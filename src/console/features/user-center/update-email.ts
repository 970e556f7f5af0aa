/**
 * `POST api/users/updateEmail` `{ email, pass }` → 200 (`pass` is the current password, checked first).
 * On success the session user is re-read so the profile card shows the new address.
 */
import { useMutation } from '@tanstack/react-query';
import { updateEmailBodySchema, type UpdateEmailBody } from '../../../../streams/contracts/user-center';
import { getUserInfo } from '@shared/auth/get-user-info';
import { useSessionStore } from '@shared/auth/session-store';
import { http } from '@shared/http/http-client';

export async function updateEmail(body: UpdateEmailBody): Promise<void> {
  await http.post('api/users/updateEmail', updateEmailBodySchema.parse(body), { silent: true });
}

export function useUpdateEmail() {
  return useMutation({
    mutationFn: updateEmail,
    onSuccess: async () => {
      useSessionStore.getState().setUserInfo(await getUserInfo());
    },
  });
}
