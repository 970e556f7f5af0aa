/**
 * `POST api/liveConfigs/{id}/overlayKey` → `{ overlayKey, pluginLink }` (`liveConfig:edit`): a new
 * overlay key; overlays opened with the old one stop at once (the server closes their sockets).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { overlayKeySchema } from '../../../../../streams/contracts/live-configs';
import { http } from '@shared/http/http-client';
import { liveConfigKeys } from './live-config-keys';
import { liveConfigsApi } from './live-configs-api';

/** Replaces the key. @throws HttpRequestError. */
export async function rotateOverlayKey(id: number) {
  const { data } = await http.post<unknown>(`api/liveConfigs/${id}/overlayKey`, {});
  return overlayKeySchema.parse(data);
}

/** Mutation replacing a key; refreshes the lists and the configuration's detail. */
export function useRotateOverlayKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateOverlayKey,
    onSuccess: (_data, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: liveConfigsApi.keys.all }),
        queryClient.invalidateQueries({ queryKey: liveConfigKeys.detail(id) }),
      ]),
  });
}
