/**
 * Query keys of the live sessions pages (one factory, under the monitoring feature's root key, so invalidating
 * `monitorKeys.all` refreshes these too).
 */
import { monitorKeys } from '../../api/monitor-keys';

type Params = Readonly<Record<string, string | number | boolean>>;

/** Key factory. */
export const sessionKeys = {
  all: [...monitorKeys.all, 'sessions'] as const,
  list: (params: Params) => [...sessionKeys.all, 'list', params] as const,
  series: (params: Params) => [...sessionKeys.all, 'series', params] as const,
  ranking: (params: Params) => [...sessionKeys.all, 'ranking', params] as const,
} as const;
