/**
 * `POST api/users/updateEmail` `{ email, pass }` → 200 (`pass` is the current password, checked first).
 * On success the session user is re-read so the profile card shows the new address.
 */
import { updateEmailBodySchema, type UpdateEmailBody } from '../../../../streams/contracts/user-center';
import { http } from '@shared/http/http-client';
import { useSessionMutation } from './session-mutation';

export async function updateEmail(body: UpdateEmailBody): Promise<void> {
  await http.post('api/users/updateEmail', updateEmailBodySchema.parse(body), { silent: true });
}

/** The save as a mutation; the session user is re-read after it. */
export function useUpdateEmail() {
  return useSessionMutation(updateEmail);
}
