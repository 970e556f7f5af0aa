/** A save of the signed-in user's own data after which the session user is re-read, so the navbar and profile card follow. */
import { useMutation } from '@tanstack/react-query';
import { getUserInfo } from '@shared/auth/get-user-info';
import { useSessionStore } from '@shared/auth/session-store';

/** A TanStack mutation running `save(body)`, then re-reading `auth/info` into the session store on success. */
export function useSessionMutation<B, R>(save: (body: B) => Promise<R>) {
  return useMutation({
    mutationFn: save,
    onSuccess: async () => {
      useSessionStore.getState().setUserInfo(await getUserInfo());
    },
  });
}
