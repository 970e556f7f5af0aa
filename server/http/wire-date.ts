/**
 * Dates of eladmin pages travel as `yyyy-MM-dd HH:mm:ss` in the server's configured zone
 * (the product's time format `{y}-{m}-{d} {h}:{i}:{s}`).
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** Formats an instant for the wire, in IANA zone `timeZone`. */
export function formatWireDate(date: Date | number, timeZone: string): string {
  return format(new TZDate(typeof date === 'number' ? date : date.getTime(), timeZone), 'yyyy-MM-dd HH:mm:ss');
}

/** ISO 8601 with the zone's offset (live data and `serverTime`). */
export function formatIsoWithOffset(date: Date | number, timeZone: string): string {
  return format(new TZDate(typeof date === 'number' ? date : date.getTime(), timeZone), "yyyy-MM-dd'T'HH:mm:ss.SSSxxx");
}
