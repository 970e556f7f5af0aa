/** The `createTime` range filter of the system lists: two wire dates (`yyyy-MM-dd HH:mm:ss` in the server zone). */
import { TZDate } from '@date-fns/tz';
import { and, gte, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../../http/http-error';
import { fieldRefusal } from '../../../streams/contracts/refusals';
import { formatWireDate } from '../../http/wire-date';

/** The instant a wire date names in `zone`, or null when the text is not a real wire date. */
export function parseWireDate(text: string, zone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const date = new TZDate(y, mo - 1, d, h, mi, s, zone);
  if (Number.isNaN(date.getTime())) return null;
  const instant = new Date(date.getTime());
  // A date that does not exist (2026-02-30) rolls over; refuse it rather than silently shifting the range.
  return formatWireDate(instant, zone) === text.trim() ? instant : null;
}

/**
 * `column between from and to` (both included).
 * @throws HttpError 400 `createTime: …` when a date is malformed or the range is reversed.
 */
export function createTimeRange(column: AnyPgColumn, range: readonly string[] | undefined, zone: string): SQL | undefined {
  if (!range) return undefined;
  const [from, to] = range.map((text) => parseWireDate(text, zone));
  if (!from || !to) throw badRequest(fieldRefusal('createTime', 'DATE_FORMAT_DEPTS'));
  if (from > to) throw badRequest(fieldRefusal('createTime', 'RANGE_START_AFTER_END'));
  return and(gte(column, from), lte(column, to));
}
