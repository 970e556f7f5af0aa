/**
 * `DELETE auth/online` with `[keys]` → those sessions end; their next call gets 401 (SPEC §7).
 * Invalidates every online-users list through the shared key factory.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { queryKeys } from '../../../shared/api/query-keys';
import { http } from '../../../shared/http/http-client';

export const kickOutBodySchema = z.array(z.string().min(1)).min(1);

export async function kickOutUsers(keys: string[]): Promise<void> {
  await http.delete('auth/online', { data: kickOutBodySchema.parse(keys) });
}

export function useKickOutUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: kickOutUsers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.auth.online.all() }),
  });
}
