/**
 * `PUT api/users/center` `{ nickName, gender, phone }` → 204 (the signed-in user's own profile).
 * On success the session user is re-read from `auth/info` so the navbar nickname follows.
 */
import { updateProfileBodySchema, type UpdateProfileBody } from '../../../../streams/contracts/user-center';
import { http } from '@shared/http/http-client';
import { useSessionMutation } from './session-mutation';

export async function updateProfile(body: UpdateProfileBody): Promise<void> {
  await http.put('api/users/center', updateProfileBodySchema.parse(body), { silent: true });
}

/** The save as a mutation; the session user is re-read after it. */
export function useUpdateProfile() {
  return useSessionMutation(updateProfile);
}
