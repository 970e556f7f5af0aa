/**
 * `DELETE auth/online` with `[keys]` → those sessions end; their next call gets 401 (needs `online:del`). The
 * caller's own session is refused with 400. Invalidates every online-users list.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { queryKeys } from '@shared/api/query-keys';
import { http } from '@shared/http/http-client';

export const kickOutBodySchema = z.array(z.string().min(1)).min(1);

/** The server's refusal to kick the caller's own session (server/modules/auth/routes.ts), shown translated. */
export const OWN_SESSION_MESSAGE = 'You cannot kick out your own session; sign out instead';

export async function kickOutUsers(keys: string[]): Promise<void> {
  // silent: the page words the failure (the own-session refusal in the reader's language).
  await http.delete('auth/online', { data: kickOutBodySchema.parse(keys), silent: true });
}

export function useKickOutUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: kickOutUsers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.auth.online.all() }),
  });
}
