/** Queries of the live assistant configurations, their ledgers, turntable records and the gift catalogue. */
import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { liveConfigs, liveGameStates, liveGiftCatalogue, liveScoreEntries, liveTurntableRecords } from '../../db/schema/games';
import { likePattern } from '../../http/paging';

export type LiveConfigDbRow = typeof liveConfigs.$inferSelect;
export type TurntableRecordDbRow = typeof liveTurntableRecords.$inferSelect;

/** Blurry search of the configurations list: the name. */
export const configFilter = (blurry: string | undefined): SQL | undefined => (blurry?.trim() ? ilike(liveConfigs.name, likePattern(blurry.trim())) : undefined);

/** The configurations of one game style (`pluginStyle` of the stored body), or of every style but it (`not`). */
export const styleFilter = (style: string, not = false): SQL =>
  not ? sql`(${liveConfigs.body} ->> 'pluginStyle') is distinct from ${style}` : sql`(${liveConfigs.body} ->> 'pluginStyle') = ${style}`;

/** The round number kept in the persisted round snapshot (0 before the first round). */
export const roundNumberSql = sql<number>`coalesce((${liveGameStates.persisted} #>> '{round,context,round}')::int, 0)`;

export async function countConfigs(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(liveConfigs).where(where);
  return row?.n ?? 0;
}

export const findConfig = async (db: DbOrTx, id: number): Promise<LiveConfigDbRow | null> =>
  (await db.select().from(liveConfigs).where(eq(liveConfigs.id, id)))[0] ?? null;

/** The configuration whose overlay key is `key`, or null (wrong or rotated key). */
export const findConfigByOverlayKey = async (db: DbOrTx, key: string): Promise<{ id: number } | null> =>
  (await db.select({ id: liveConfigs.id }).from(liveConfigs).where(eq(liveConfigs.overlayKey, key)))[0] ?? null;

/** Rows of `ids`, locked until the transaction ends (a running game's write waits, or sees them gone). */
export const lockConfigs = (db: DbOrTx, ids: number[]) =>
  db.select({ id: liveConfigs.id, state: liveConfigs.state }).from(liveConfigs).where(inArray(liveConfigs.id, ids)).for('update');

/** Filter of the ledger list: a configuration, optionally one round. */
export const entryFilter = (configId: number, round: number | undefined): SQL | undefined =>
  and(eq(liveScoreEntries.configId, configId), round === undefined ? undefined : eq(liveScoreEntries.round, round));

export async function countEntries(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(liveScoreEntries).where(where);
  return row?.n ?? 0;
}

/** Filter of the turntable records: a configuration, optionally `blurry` over the nickname and the prize. */
export function recordFilter(configId: number, blurry: string | undefined): SQL | undefined {
  const text = blurry?.trim();
  return and(
    eq(liveTurntableRecords.configId, configId),
    text ? or(ilike(liveTurntableRecords.byNickname, likePattern(text)), ilike(liveTurntableRecords.content, likePattern(text))) : undefined,
  );
}

export async function countRecords(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(liveTurntableRecords).where(where);
  return row?.n ?? 0;
}

/** True when a spin with this request id is already recorded for the configuration. */
export async function spinRecorded(db: DbOrTx, configId: number, requestId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(liveTurntableRecords)
    .where(and(eq(liveTurntableRecords.configId, configId), eq(liveTurntableRecords.requestId, requestId)));
  return (row?.n ?? 0) > 0;
}

/** Blurry search of the gift catalogue: the name, or the exact gift id. */
export const giftFilter = (blurry: string | undefined): SQL | undefined => {
  const text = blurry?.trim();
  return text ? or(ilike(liveGiftCatalogue.name, likePattern(text)), eq(liveGiftCatalogue.giftId, text)) : undefined;
};

export async function countGifts(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(liveGiftCatalogue).where(where);
  return row?.n ?? 0;
}

/** Points per streamer ID over ledger entries in `[from, to)` (all configurations, or one), highest first. */
export async function scoresByStreamer(db: DbOrTx, from: Date, to: Date, configId: number | undefined, limit: number) {
  // bigint: a month of a popular streamer can pass 2^31 points; read back with Number().
  const score = sql<number | string | bigint>`sum(${liveScoreEntries.delta})::bigint`;
  return db
    .select({ streamerId: liveScoreEntries.streamerId, score })
    .from(liveScoreEntries)
    .where(and(gte(liveScoreEntries.at, from), lt(liveScoreEntries.at, to), configId === undefined ? undefined : eq(liveScoreEntries.configId, configId)))
    .groupBy(liveScoreEntries.streamerId)
    .orderBy(desc(score), liveScoreEntries.streamerId)
    .limit(limit);
}
