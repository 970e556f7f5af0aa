/**
 * `GET api/liveConfigs/{id}/turntable/records?page&size&blurry` → a page of spins, newest first (permission
 * `liveConfig:list`; blurry over the nickname and the prize).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageSchema, type Page } from '../../../../../streams/contracts/common';
import { turntableRecordRowSchema, type TurntableRecordRow } from '../../../../../streams/contracts/live-configs';
import { http } from '@shared/http/http-client';
import { blurryPageParams } from './blurry-params';
import { liveConfigKeys, type BlurryPageQuery } from './live-config-keys';

const recordsPageSchema = pageSchema(turntableRecordRowSchema);

/** One page of records. @throws HttpRequestError. */
export async function getTurntableRecords(id: number, query: BlurryPageQuery, signal?: AbortSignal): Promise<Page<TurntableRecordRow>> {
  const { data } = await http.get<unknown>(`api/liveConfigs/${id}/turntable/records`, { params: blurryPageParams(query), signal });
  return recordsPageSchema.parse(data);
}

/** The records of configuration `id`; `refreshMs` polls while the page is open (spins arrive any time). */
export function useTurntableRecords(id: number, query: BlurryPageQuery, refreshMs: number | false = false) {
  return useQuery({
    queryKey: liveConfigKeys.records(id, query),
    queryFn: ({ signal }) => getTurntableRecords(id, query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.status === 'error' ? false : refreshMs),
  });
}
