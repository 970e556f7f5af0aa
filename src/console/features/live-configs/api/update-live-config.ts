/**
 * `PUT api/liveConfigs` `{ id, …LiveConfigBody }` → 204 (`liveConfig:edit`); a running game takes the
 * new version at once. Sent `silent` like the create: the form shows a refusal beside its field.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LiveConfigBody } from '../../../../../streams/games/live-config';
import { http } from '@shared/http/http-client';
import { liveConfigKeys } from './live-config-keys';

/** Saves configuration `id`. @throws HttpRequestError (400 with the rule's message, 404). */
export async function updateLiveConfig({ id, body }: { id: number; body: LiveConfigBody }): Promise<void> {
  await http.put('api/liveConfigs', { id, ...body }, { silent: true });
}

/** Mutation saving a configuration; refreshes the lists and everything about that configuration. */
export function useUpdateLiveConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLiveConfig,
    onSuccess: (_data, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: liveConfigKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: liveConfigKeys.config(id) }),
      ]),
  });
}
