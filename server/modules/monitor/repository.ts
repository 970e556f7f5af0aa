/** Queries of monitored streamers (tables server/db/schema/monitor.ts). */
import { and, count, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { MonitorStreamerFilter } from '../../../streams/contracts/monitor';
import type { DbOrTx } from '../../db/database';
import { monitoredStreamers } from '../../db/schema/monitor';
import { users } from '../../db/schema/users';
import { likePattern } from '../../http/paging';

export type MonitoredStreamerDbRow = typeof monitoredStreamers.$inferSelect;
export type MonitoredStreamerInsert = typeof monitoredStreamers.$inferInsert;

/** Name of the unique index on `lower(unique_id)` (migration 0004): PostgreSQL reports it as the violated constraint. */
export const UNIQUE_ID_INDEX = 'monitored_streamers_unique_id_lower_unique';

/** Rows per statement when a query carries a long list (imports): well under PostgreSQL's 65,535 parameters. */
export const CHUNK = 1_000;

/** Splits `items` into lists of at most `size`. */
export function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const lowerUniqueId = sql`lower(${monitoredStreamers.uniqueId})`;

/**
 * WHERE of the list and the export. Blurry: the TikTok ID, nickname or notes, case-insensitive, a leading `@`
 * ignored, the user's `%` and `_` literal. `staffId` 0 means "nobody assigned".
 */
export function streamerFilter(filter: MonitorStreamerFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const text = filter.blurry?.trim().replace(/^@/, '');
  if (text) {
    const pattern = likePattern(text);
    conditions.push(or(ilike(monitoredStreamers.uniqueId, pattern), ilike(monitoredStreamers.nickname, pattern), ilike(monitoredStreamers.notes, pattern)));
  }
  if (filter.type) conditions.push(eq(monitoredStreamers.type, filter.type));
  if (filter.enabled !== undefined) conditions.push(eq(monitoredStreamers.enabled, filter.enabled));
  if (filter.staffId !== undefined) conditions.push(filter.staffId === 0 ? isNull(monitoredStreamers.staffId) : eq(monitoredStreamers.staffId, filter.staffId));
  if (filter.status) conditions.push(eq(monitoredStreamers.status, filter.status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A row with its assigned staff member's name and user name (left join: null when nobody is assigned). */
export const selectWithStaff = (db: DbOrTx) =>
  db
    .select({ streamer: monitoredStreamers, staffNickName: users.nickName, staffUsername: users.username })
    .from(monitoredStreamers)
    .leftJoin(users, eq(users.id, monitoredStreamers.staffId));
export type StreamerWithStaff = Awaited<ReturnType<typeof selectWithStaff>>[number];

export const findStreamer = async (db: DbOrTx, id: number): Promise<MonitoredStreamerDbRow | null> =>
  (await db.select().from(monitoredStreamers).where(eq(monitoredStreamers.id, id)))[0] ?? null;

/** The rows of `ids` that exist, by id (so a batch writes its log in a stable order). */
export const findStreamersByIds = (db: DbOrTx, ids: number[]) =>
  db
    .select({ id: monitoredStreamers.id, enabled: monitoredStreamers.enabled, status: monitoredStreamers.status })
    .from(monitoredStreamers)
    .where(inArray(monitoredStreamers.id, ids))
    .orderBy(monitoredStreamers.id);

/** Whether a row other than `exceptId` monitors `uniqueId` (without case). */
export async function uniqueIdTaken(db: DbOrTx, uniqueId: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(monitoredStreamers)
    .where(and(eq(lowerUniqueId, uniqueId.toLowerCase()), exceptId === null ? undefined : ne(monitoredStreamers.id, exceptId)));
  return (row?.n ?? 0) > 0;
}

/** Which of `keys` (lower-case TikTok IDs) are monitored already. */
export async function existingKeys(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunks(keys)) {
    const rows = await db.select({ key: lowerUniqueId.mapWith(String) }).from(monitoredStreamers).where(inArray(lowerUniqueId, part));
    for (const row of rows) found.add(row.key);
  }
  return found;
}

/** Whether user `id` exists and is enabled (only they can be assigned). */
export async function staffAssignable(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users).where(and(eq(users.id, id), eq(users.enabled, true)));
  return (row?.n ?? 0) > 0;
}

/**
 * Enabled users by user name, matched without case (an exact match wins when two names differ only by case).
 * @returns lower-case user name → user id.
 */
export async function staffByUsername(db: DbOrTx, usernames: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const wanted = [...new Set(usernames.map((name) => name.toLowerCase()))];
  for (const part of chunks(wanted)) {
    const rows = await db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(and(inArray(sql`lower(${users.username})`, part), eq(users.enabled, true)));
    for (const row of rows) {
      const key = row.username.toLowerCase();
      if (!found.has(key) || usernames.includes(row.username)) found.set(key, row.id);
    }
  }
  return found;
}

