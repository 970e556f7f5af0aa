/**
 * Query keys of the group-live game pages (one factory, so mutations invalidate through the same functions the
 * queries build their keys with). Kept inside the feature: no other feature reads them.
 */
import type { RankingQueryInput } from './get-ranking';

/** A page of an eladmin list with a free-text `blurry` search. */
export interface BlurryPageQuery {
  page: number;
  size: number;
  blurry: string;
}

/** Key factory; `config(id)` prefixes everything about one configuration (detail, view, ledger, records). */
export const liveConfigKeys = {
  all: ['liveConfigs'] as const,
  config: (id: number) => [...liveConfigKeys.all, 'config', id] as const,
  detail: (id: number) => [...liveConfigKeys.config(id), 'detail'] as const,
  view: (id: number) => [...liveConfigKeys.config(id), 'view'] as const,
  entriesAll: (id: number) => [...liveConfigKeys.config(id), 'entries'] as const,
  entries: (id: number, query: { page: number; size: number; round: number | null }) => [...liveConfigKeys.entriesAll(id), query] as const,
  gifts: (query: BlurryPageQuery) => [...liveConfigKeys.all, 'gifts', query] as const,
  rooms: () => [...liveConfigKeys.all, 'rooms'] as const,
  ranking: (query: RankingQueryInput) => [...liveConfigKeys.all, 'ranking', query] as const,
} as const;
