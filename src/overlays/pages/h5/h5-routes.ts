/**
 * The operators' phone (H5) pages (and the streamers' lucky wheel, `luckLottery`, opened by a lottery code) under `/whiteListPages/`: their names (the product's route names), which one a
 * path asks for, and the links between them. Kept tiny and free of imports because the overlay entry reads it
 * before anything else (the pages themselves load lazily, h5-app.tsx).
 */

/** Every phone page, by its route name (the path is `/whiteListPages/<name>`). */
export const H5_PAGES = [
  'tiktokOrder',
  'guildJoinedTiktokOrder',
  'ttOrderAnchorList',
  'ttOrderAnchorInfo',
  'ttCheckAnchorList',
  'ttCheckAnchorInfo',
  'tiktokConnectUs',
  'openWeApp',
  'weeklyReport',
  'luckLottery',
] as const;
/** A phone page's name. */
export type H5Page = (typeof H5_PAGES)[number];

const PREFIX = '/whiteListPages/';

/** The phone page a path asks for (`/whiteListPages/tiktokOrder`, with or without a trailing slash), or `null`. */
export function h5PageOf(pathname: string): H5Page | null {
  if (!pathname.startsWith(PREFIX)) return null;
  const name = pathname.slice(PREFIX.length).split('/')[0] ?? '';
  return (H5_PAGES as readonly string[]).includes(name) ? (name as H5Page) : null;
}

/**
 * The link to another phone page that keeps the reader's key and, when the link named one, their language: the key is
 * the only credential a phone page has, so a link that dropped it would open a page that cannot load.
 */
export function h5Href(page: H5Page, from: { key: string | null; lang: string | null }, extra: Readonly<Record<string, string | number>> = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(extra)) query.set(name, String(value));
  if (from.key) query.set('key', from.key);
  if (from.lang) query.set('lang', from.lang);
  const search = query.toString();
  return `${PREFIX}${page}${search ? `?${search}` : ''}`;
}
