/**
 * `GET api/liveConfigs/{id}/entries?round&page&size` → a page of ledger entries, newest first (permission
 * `liveConfig:list`): gifts with their msgId, manual adjustments with user and reason, effect bonuses.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageSchema, type Page } from '../../../../../streams/contracts/common';
import { scoreEntryRowSchema, type ScoreEntryRow } from '../../../../../streams/contracts/live-configs';
import { http } from '@shared/http/http-client';
import { liveConfigKeys } from './live-config-keys';

/** A page of the ledger, optionally of one round. */
export interface EntriesQuery {
  page: number;
  size: number;
  /** One round, or every round (`null`). */
  round: number | null;
}

const entriesPageSchema = pageSchema(scoreEntryRowSchema);

/** One page of entries. @throws HttpRequestError. */
export async function getScoreEntries(id: number, query: EntriesQuery, signal?: AbortSignal): Promise<Page<ScoreEntryRow>> {
  const params: Record<string, number> = { page: query.page, size: query.size };
  if (query.round !== null) params.round = query.round;
  const { data } = await http.get<unknown>(`api/liveConfigs/${id}/entries`, { params, signal });
  return entriesPageSchema.parse(data);
}

/** The ledger of configuration `id` (the previous page stays while the next one loads). */
export function useScoreEntries(id: number, query: EntriesQuery) {
  return useQuery({
    queryKey: liveConfigKeys.entries(id, query),
    queryFn: ({ signal }) => getScoreEntries(id, query, signal),
    placeholderData: keepPreviousData,
  });
}
