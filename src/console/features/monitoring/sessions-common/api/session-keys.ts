/**
 * Query keys of the live sessions pages (one factory, so every query of them sits under `sessionKeys.all`).
 */

type Params = Readonly<Record<string, string | number | boolean>>;

/** Key factory. */
export const sessionKeys = {
  all: ['monitoring', 'sessions'] as const,
  series: (params: Params) => [...sessionKeys.all, 'series', params] as const,
  ranking: (params: Params) => [...sessionKeys.all, 'ranking', params] as const,
} as const;
