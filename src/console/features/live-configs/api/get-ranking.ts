/**
 * `GET api/liveConfigs/ranking?range&start&end&configId&size` → {@link RankingEntry}[] (each "PK ranking
 * entry: rank, host name, score, avatar"; `liveConfig:list`). Equal scores share a rank.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { rankingEntrySchema, type RankingEntry, type RankingRange } from '../../../../../streams/contracts/live-configs';
import { http } from '@shared/http/http-client';
import { liveConfigKeys } from './live-config-keys';

/** The ranking query as the page holds it (custom ranges carry `yyyy-MM-dd` days). */
export interface RankingQueryInput {
  range: RankingRange;
  start: string;
  end: string;
  /** One configuration's streamers, or all (`null`). */
  configId: number | null;
}

const rankingSchema = z.array(rankingEntrySchema);

/** The query string: days only for `custom`, no configId for "all". */
export function rankingParams(query: RankingQueryInput): Record<string, string | number> {
  const params: Record<string, string | number> = { range: query.range, size: 100 };
  if (query.range === 'custom') {
    params.start = query.start;
    params.end = query.end;
  }
  if (query.configId !== null) params.configId = query.configId;
  return params;
}

/** The ranking. @throws HttpRequestError (400 with the date messages for a bad custom range). */
export async function getRanking(query: RankingQueryInput, signal?: AbortSignal): Promise<RankingEntry[]> {
  const { data } = await http.get<unknown>('api/liveConfigs/ranking', { params: rankingParams(query), signal, silent: true });
  return rankingSchema.parse(data);
}

/**
 * The ranking, refreshed every `refreshMs` (1, 10 or 30 minutes) also in the background (a ranking is
 * often left open on a second screen). `enabled` false while a custom range is incomplete.
 */
export function useRanking(query: RankingQueryInput, refreshMs: number, enabled: boolean) {
  return useQuery({
    queryKey: liveConfigKeys.ranking(query),
    queryFn: ({ signal }) => getRanking(query, signal),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: refreshMs,
    refetchIntervalInBackground: true,
  });
}
