/**
 * Lottery prizes (`api/lottery/prizes`): an activity's prizes with their whole-percent probability, stock and value.
 * The rule "probability 1–100 each, the total at most 100" holds per activity: a write that would take the total
 * over 100 is refused (400 `LOTTERY_PROBABILITY_TOTAL` naming the total), checked with the activity's row locked so
 * two editors cannot pass it together. Values are kept in hundredths (exact sums). A prize already drawn cannot be
 * deleted (its records keep it): lower its probability or its stock to 0 instead.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Page } from '../../../streams/contracts/common';
import type { LotteryPrize, LotteryPrizeBody } from '../../../streams/contracts/lottery';
import { fieldRefusal, refusal } from '../../../streams/contracts/refusals';
import type { Db, DbOrTx } from '../../db/database';
import { lotteryActivities, lotteryPrizes, lotteryRecords } from '../../db/schema/lottery';
import { badRequest, notFound } from '../../http/http-error';
import { blurryOver, defineList, type ListQuery } from '../../http/list-query';
import { formatWireDate } from '../../http/wire-date';
import { activityOrThrow } from './activities';

const prizeRow = (db: DbOrTx) => db.select({ prize: lotteryPrizes, activityName: lotteryActivities.name }).from(lotteryPrizes).innerJoin(lotteryActivities, eq(lotteryActivities.id, lotteryPrizes.activityId));
type PrizeRow = Awaited<ReturnType<typeof prizeRow>>[number];

const prizeList = defineList({
  table: lotteryPrizes,
  sorts: { id: lotteryPrizes.id, name: lotteryPrizes.name, value: lotteryPrizes.valueCents, probability: lotteryPrizes.probability, stock: lotteryPrizes.stock, sort: lotteryPrizes.sort, createTime: lotteryPrizes.createTime },
  order: [asc(lotteryPrizes.activityId), asc(lotteryPrizes.sort)],
  tieBreak: asc(lotteryPrizes.id),
  select: prizeRow,
});

/** Hundredths → the wire's value. */
export const fromCents = (cents: number): number => cents / 100;
const toCents = (value: number): number => Math.round(value * 100);

const toPrize = ({ prize, activityName }: PrizeRow, zone: string): LotteryPrize => ({
  id: prize.id,
  activityId: prize.activityId,
  activityName,
  name: prize.name,
  value: fromCents(prize.valueCents),
  picture: prize.picture,
  probability: prize.probability,
  stock: prize.stock,
  drawn: prize.drawn,
  sort: prize.sort,
  createTime: formatWireDate(prize.createTime, zone),
});

/** `GET api/lottery/prizes`: by activity and sort order; `activityId` filters, `blurry` searches the name. */
export async function listPrizes(db: Db, query: ListQuery & { activityId?: number | undefined; blurry?: string | undefined }, zone: string): Promise<Page<LotteryPrize>> {
  const conditions = [query.activityId === undefined ? undefined : eq(lotteryPrizes.activityId, query.activityId), blurryOver(query.blurry, lotteryPrizes.name)];
  return prizeList.page(db, query, conditions, (rows) => rows.map((row) => toPrize(row, zone)));
}

/** Refuses a probability that takes the activity's total over 100 (the activity row locked by the caller's transaction). */
async function checkTotal(tx: DbOrTx, activityId: number, probability: number, exceptId: number | null): Promise<void> {
  await tx.select({ id: lotteryActivities.id }).from(lotteryActivities).where(eq(lotteryActivities.id, activityId)).for('update');
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${lotteryPrizes.probability}), 0)::int` })
    .from(lotteryPrizes)
    .where(and(eq(lotteryPrizes.activityId, activityId), exceptId === null ? undefined : ne(lotteryPrizes.id, exceptId)));
  const total = (row?.total ?? 0) + probability;
  if (total > 100) throw badRequest(fieldRefusal('probability', 'LOTTERY_PROBABILITY_TOTAL', { total }));
}

const columnsOf = (body: LotteryPrizeBody) => ({
  activityId: body.activityId,
  name: body.name,
  valueCents: toCents(body.value),
  picture: body.picture,
  probability: body.probability,
  stock: body.stock,
  sort: body.sort,
});

/** `POST api/lottery/prizes` → the prize. @throws 404 unknown activity; 400 total over 100. */
export async function createPrize(db: Db, body: LotteryPrizeBody, by: string, zone: string): Promise<LotteryPrize> {
  return db.transaction(async (tx) => {
    await activityOrThrow(tx, body.activityId);
    await checkTotal(tx, body.activityId, body.probability, null);
    const [row] = await tx.insert(lotteryPrizes).values({ ...columnsOf(body), createBy: by, updateBy: by }).returning({ id: lotteryPrizes.id });
    const [created] = await prizeRow(tx).where(eq(lotteryPrizes.id, row!.id));
    return toPrize(created!, zone);
  });
}

/** `PUT api/lottery/prizes`. @throws 404 unknown prize or activity; 400 total over 100. */
export async function updatePrize(db: Db, body: LotteryPrizeBody & { id: number }, by: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: lotteryPrizes.id }).from(lotteryPrizes).where(eq(lotteryPrizes.id, body.id));
    if (!existing) throw notFound(refusal('LOTTERY_PRIZE_NOT_FOUND', { id: body.id }));
    await activityOrThrow(tx, body.activityId);
    await checkTotal(tx, body.activityId, body.probability, body.id);
    await tx.update(lotteryPrizes).set({ ...columnsOf(body), updateBy: by, updateTime: new Date() }).where(eq(lotteryPrizes.id, body.id));
  });
}

/**
 * `DELETE api/lottery/prizes [ids]`. @throws 404 naming an unknown id; 400 `LOTTERY_PRIZE_DRAWN` when one was
 * already drawn. Nothing is deleted then.
 */
export async function deletePrizes(db: Db, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await tx.select({ id: lotteryPrizes.id, name: lotteryPrizes.name }).from(lotteryPrizes).where(inArray(lotteryPrizes.id, ids));
    const missing = ids.find((id) => !found.some((row) => row.id === id));
    if (missing !== undefined) throw notFound(refusal('LOTTERY_PRIZE_NOT_FOUND', { id: missing }));
    const [drawn] = await tx.select({ prizeId: lotteryRecords.prizeId }).from(lotteryRecords).where(inArray(lotteryRecords.prizeId, ids)).limit(1);
    if (drawn) throw badRequest(refusal('LOTTERY_PRIZE_DRAWN', { name: found.find((row) => row.id === drawn.prizeId)?.name ?? String(drawn.prizeId) }));
    await tx.delete(lotteryPrizes).where(inArray(lotteryPrizes.id, ids));
  });
}
