/**
 * `GET api/monitor/ranking?metric&from&to&tz&type&page&size` → {@link RankingPage} (`monitor:list`;
 * streams/contracts/monitor-sessions.ts): the streamers with a session in the range, ranked by diamonds, peak viewers
 * or live time inside it, ties sharing a rank, with the first streamer's value for the bars. Dates are whole days of
 * the browser's zone (sent as `tz`). Used by the ranking page and, for its first selection, by the line chart.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MonitorType } from '../../../../../../streams/contracts/monitor';
import { rankingPageSchema, type RankingMetric, type RankingPage } from '../../../../../../streams/contracts/monitor-sessions';
import { http } from '@shared/http/http-client';
import { sessionKeys } from './session-keys';

/** The ranking query as a page holds it (`type` '' = every type). */
export interface RankingQuery {
  metric: RankingMetric;
  /** First and last day, `yyyy-MM-dd`. */
  from: string;
  to: string;
  tz: string;
  type: MonitorType | '';
  page: number;
  size: number;
}

/** The query string (an empty type left out). */
export function rankingParams(query: RankingQuery): Record<string, string | number> {
  const { type, ...rest } = query;
  return type === '' ? rest : { ...rest, type };
}

/**
 * One page of the ranking, parsed with the contract.
 * @throws HttpRequestError on a failed answer (a 400 names the field: `to: …`); ZodError when the answer breaks the contract.
 */
export async function getRanking(query: RankingQuery, signal?: AbortSignal): Promise<RankingPage> {
  const { data } = await http.get<unknown>('api/monitor/ranking', { params: rankingParams(query), signal, silent: true });
  return rankingPageSchema.parse(data);
}

/**
 * The ranking; the previous page stays while the next loads. Polled every `refreshMs` (a range that includes today
 * moves while streamers are live), paused after a failure. Sent `silent`: the page says what failed.
 */
export function useRanking(query: RankingQuery, options: { refreshMs?: number | false; enabled?: boolean } = {}) {
  const params = rankingParams(query);
  return useQuery({
    queryKey: sessionKeys.ranking(params),
    queryFn: ({ signal }) => getRanking(query, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    refetchInterval: (q) => (q.state.status === 'error' ? false : (options.refreshMs ?? false)),
  });
}
