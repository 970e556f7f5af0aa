/**
 * `POST api/liveConfigs` {@link LiveConfigBody} → 201 `{ id }` (`liveConfig:add`). Sent `silent`: a
 * refusal (400 `field.path: message`) is shown by the form beside the field it names, not toasted.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdConfigSchema } from '../../../../../streams/contracts/live-configs';
import type { LiveConfigBody } from '../../../../../streams/games/live-config';
import { http } from '@shared/http/http-client';
import { liveConfigKeys } from './live-config-keys';

/**
 * Creates a configuration.
 * @returns the new id. @throws HttpRequestError (400 with the rule's message).
 */
export async function createLiveConfig(body: LiveConfigBody): Promise<{ id: number }> {
  const { data } = await http.post<unknown>('api/liveConfigs', body, { silent: true });
  return createdConfigSchema.parse(data);
}

/** Mutation creating a configuration; refreshes the lists. */
export function useCreateLiveConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLiveConfig,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveConfigKeys.lists() }),
  });
}
