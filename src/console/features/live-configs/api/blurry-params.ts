/** Query string of an eladmin page with a free-text search: an empty search is left out rather than sent as `blurry=`. */
import type { BlurryPageQuery } from './live-config-keys';

/** `{ page, size, blurry? }`. */
export function blurryPageParams(query: BlurryPageQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, size: query.size };
  if (query.blurry !== '') params.blurry = query.blurry;
  return params;
}
