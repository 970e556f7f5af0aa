/**
 * eladmin list paging: `page` 0-based, `size`, repeatable `sort=field,desc`.
 * Sort fields are whitelisted per list; an unknown one is a 400 rather than silently ignored, so a typo in
 * the console shows up at once.
 */
import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from './http-error';
import { fieldRefusal } from '../../streams/contracts/refusals';

/** Wire field name → column it sorts by. */
export type SortWhitelist = Record<string, AnyPgColumn>;

/**
 * Turns `sort` query values into ORDER BY terms.
 * @param sort one `field,dir` string or several; `dir` is `asc` (default) or `desc`.
 * @param fallback terms used when no sort is given.
 * @throws HttpError 400 `sort: unknown field 'x'` / `sort: direction must be asc or desc`.
 */
export function orderByFrom(sort: string | string[] | undefined, whitelist: SortWhitelist, fallback: SQL[]): SQL[] {
  const values = sort === undefined ? [] : Array.isArray(sort) ? sort : [sort];
  const terms: SQL[] = [];
  for (const value of values) {
    if (value.trim() === '') continue;
    const [field = '', direction = 'asc'] = value.split(',').map((part) => part.trim());
    const column = Object.hasOwn(whitelist, field) ? whitelist[field] : undefined;
    if (!column) throw badRequest(fieldRefusal('sort', 'SORT_FIELD_UNKNOWN', { name: field, allowed: Object.keys(whitelist) }));
    const dir = direction.toLowerCase();
    if (dir !== 'asc' && dir !== 'desc') throw badRequest(fieldRefusal('sort', 'SORT_DIRECTION'));
    terms.push(dir === 'desc' ? desc(column) : asc(column));
  }
  return terms.length > 0 ? terms : fallback;
}

/** LIMIT/OFFSET of a 0-based page. */
export const pageWindow = (page: number, size: number) => ({ limit: size, offset: page * size });

/** `%text%` for ILIKE with the user's `%`, `_` and `\` taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
