/**
 * `GET api/liveConfigs/{id}` → {@link LiveConfigDetail}: every field of the configuration (what PUT takes back),
 * its state, overlay key, plugin links, followed room and game view (`liveConfig:list`).
 */
import { useQuery } from '@tanstack/react-query';
import { liveConfigDetailSchema, type LiveConfigDetail } from '../../../../../streams/contracts/live-configs';
import { http } from '@shared/http/http-client';
import { liveConfigKeys } from './live-config-keys';

/**
 * Fetches one configuration.
 * @throws HttpRequestError (404 when it does not exist); ZodError when the answer breaks the contract.
 */
export async function getLiveConfig(id: number, signal?: AbortSignal): Promise<LiveConfigDetail> {
  const { data } = await http.get<unknown>(`api/liveConfigs/${id}`, { signal });
  return liveConfigDetailSchema.parse(data);
}

/** The configuration `id` (nothing while `id` is undefined). */
export function useLiveConfig(id: number | undefined) {
  return useQuery({
    queryKey: liveConfigKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getLiveConfig(id ?? 0, signal),
    enabled: id !== undefined,
    // Always fresh when a form opens (someone else may have edited it); the form reads it once, at mount.
    staleTime: 0,
  });
}
