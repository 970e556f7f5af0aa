/** Queries of the group host streamer config (table server/db/schema/group-streamers.ts). */
import { and, count, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { groupStreamers } from '../../db/schema/group-streamers';
import { likePattern } from '../../http/paging';

export type GroupStreamerDbRow = typeof groupStreamers.$inferSelect;

/** Name of the unique constraint on `anchor_id` (migration 0003). */
export const ANCHOR_UNIQUE_CONSTRAINT = 'group_streamers_anchor_unique';

/** Blurry search of the list: the streamer ID or the nickname, case-insensitive, the user's `%` and `_` literal. */
export function streamerFilter(blurry: string | undefined): SQL | undefined {
  const text = blurry?.trim().replace(/^@/, '');
  if (!text) return undefined;
  const pattern = likePattern(text);
  return or(ilike(groupStreamers.anchorId, pattern), ilike(groupStreamers.nickname, pattern));
}

export const findStreamer = async (db: DbOrTx, id: number): Promise<GroupStreamerDbRow | null> =>
  (await db.select().from(groupStreamers).where(eq(groupStreamers.id, id)))[0] ?? null;

export const findStreamersByIds = (db: DbOrTx, ids: number[]) =>
  db.select({ id: groupStreamers.id }).from(groupStreamers).where(inArray(groupStreamers.id, ids));

/** Whether a row other than `exceptId` keeps `anchorId`. */
export async function anchorIdTaken(db: DbOrTx, anchorId: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(groupStreamers)
    .where(and(eq(groupStreamers.anchorId, anchorId), exceptId === null ? undefined : ne(groupStreamers.id, exceptId)));
  return (row?.n ?? 0) > 0;
}

