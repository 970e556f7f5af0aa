/**
 * `PUT api/users/center` `{ nickName, gender, phone }` → 204 (the signed-in user's own profile).
 * On success the session user is re-read from `auth/info` so the navbar nickname follows.
 */
import { useMutation } from '@tanstack/react-query';
import { updateProfileBodySchema, type UpdateProfileBody } from '../../../../streams/contracts/user-center';
import { getUserInfo } from '@shared/auth/get-user-info';
import { useSessionStore } from '@shared/auth/session-store';
import { http } from '@shared/http/http-client';

export async function updateProfile(body: UpdateProfileBody): Promise<void> {
  await http.put('api/users/center', updateProfileBodySchema.parse(body), { silent: true });
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async () => {
      useSessionStore.getState().setUserInfo(await getUserInfo());
    },
  });
}
