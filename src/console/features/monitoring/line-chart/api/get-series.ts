/**
 * `GET api/monitor/series?streamerIds=1,2&range=today|7d|30d&tz` → {@link SeriesAnswer} (`monitor:list`;
 * streams/contracts/monitor-sessions.ts): per streamer, viewers (bucket mean and peak), diamonds and likes (sums) in
 * 5-minute buckets over today, hourly over 7 days, daily over 30 days, aligned on the browser's midnight (`tz`).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { seriesAnswerSchema, type SeriesAnswer, type SeriesRange } from '../../../../../../streams/contracts/monitor-sessions';
import { http } from '@shared/http/http-client';
import { sessionKeys } from '../../sessions-common/api/session-keys';

/** The chart's query. */
export interface SeriesQuery {
  streamerIds: readonly number[];
  range: SeriesRange;
  tz: string;
}

/** The query string. */
export function seriesParams(query: SeriesQuery): Record<string, string> {
  return { streamerIds: query.streamerIds.join(','), range: query.range, tz: query.tz };
}

/**
 * The series, parsed with the contract.
 * @throws HttpRequestError on a failed answer; ZodError when the answer breaks the contract.
 */
export async function getSeries(query: SeriesQuery, signal?: AbortSignal): Promise<SeriesAnswer> {
  const { data } = await http.get<unknown>('api/monitor/series', { params: seriesParams(query), signal, silent: true });
  return seriesAnswerSchema.parse(data);
}

/** How often "today" refreshes, ms (the scanner writes the current minute every few seconds). */
export const TODAY_REFRESH_MS = 60_000;

/**
 * The series of the chosen streamers (nothing is asked while none is chosen). The previous answer stays while the
 * next loads, so switching range does not blank the chart; "today" is asked again every minute, paused after a failure.
 */
export function useSeries(query: SeriesQuery) {
  const params = seriesParams(query);
  return useQuery({
    queryKey: sessionKeys.series(params),
    queryFn: ({ signal }) => getSeries(query, signal),
    enabled: query.streamerIds.length > 0,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.status === 'error' || query.range !== 'today' ? false : TODAY_REFRESH_MS),
  });
}
