/**
 * Lottery activities (`api/lottery/activities`): an activity's name and Dubai days, with its prizes' probability
 * total and how many prizes and codes it has. Not limited by data scope: the lottery is the guild's, run by the staff
 * holding `lottery:*`. Deleting an activity deletes its prizes, codes and records.
 */
import { desc, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { Page } from '../../../streams/contracts/common';
import type { LotteryActivity, LotteryActivityBody } from '../../../streams/contracts/lottery';
import { refusal } from '../../../streams/contracts/refusals';
import type { Db, DbOrTx } from '../../db/database';
import { lotteryActivities, lotteryCodes, lotteryPrizes } from '../../db/schema/lottery';
import { notFound } from '../../http/http-error';
import { blurryOver, defineList, type ListQuery } from '../../http/list-query';
import { formatWireDate } from '../../http/wire-date';

// The activity's id written out with its table: drizzle leaves columns unqualified in a one-table select, so a bare
// `${lotteryActivities.id}` inside these subqueries would read the inner table's own `id`.
const activityId = sql`${sql.identifier(getTableName(lotteryActivities))}.${sql.identifier(lotteryActivities.id.name)}`;
const probabilityTotal = sql<number>`(select coalesce(sum(${lotteryPrizes.probability}), 0)::int from ${lotteryPrizes} where ${lotteryPrizes.activityId} = ${activityId})`;
const prizeCount = sql<number>`(select count(*)::int from ${lotteryPrizes} where ${lotteryPrizes.activityId} = ${activityId})`;
const codeCount = sql<number>`(select count(*)::int from ${lotteryCodes} where ${lotteryCodes.activityId} = ${activityId})`;

const activityRow = (db: DbOrTx) =>
  db.select({ activity: lotteryActivities, probabilityTotal, prizeCount, codeCount }).from(lotteryActivities);
type ActivityRow = Awaited<ReturnType<typeof activityRow>>[number];

const activityList = defineList({
  table: lotteryActivities,
  sorts: { id: lotteryActivities.id, name: lotteryActivities.name, startDate: lotteryActivities.startDate, endDate: lotteryActivities.endDate, createTime: lotteryActivities.createTime },
  order: [desc(lotteryActivities.startDate)],
  tieBreak: desc(lotteryActivities.id),
  select: activityRow,
});

const toActivity = ({ activity, ...counts }: ActivityRow, zone: string): LotteryActivity => ({
  id: activity.id,
  name: activity.name,
  startDate: activity.startDate,
  endDate: activity.endDate,
  enabled: activity.enabled,
  ...counts,
  createTime: formatWireDate(activity.createTime, zone),
});

/** `GET api/lottery/activities`: newest first; `blurry` searches the name. @throws 400 bad sort. */
export async function listActivities(db: Db, query: ListQuery & { blurry?: string | undefined }, zone: string): Promise<Page<LotteryActivity>> {
  return activityList.page(db, query, [blurryOver(query.blurry, lotteryActivities.name)], (rows) => rows.map((row) => toActivity(row, zone)));
}

/** The activity, or 404 `LOTTERY_ACTIVITY_NOT_FOUND`. */
export async function activityOrThrow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(lotteryActivities).where(eq(lotteryActivities.id, id));
  if (!row) throw notFound(refusal('LOTTERY_ACTIVITY_NOT_FOUND', { id }));
  return row;
}

/** `POST api/lottery/activities` → the activity. */
export async function createActivity(db: Db, body: LotteryActivityBody, by: string, zone: string): Promise<LotteryActivity> {
  const [row] = await db.insert(lotteryActivities).values({ ...body, createBy: by, updateBy: by }).returning({ id: lotteryActivities.id });
  const [created] = await activityRow(db).where(eq(lotteryActivities.id, row!.id));
  return toActivity(created!, zone);
}

/** `PUT api/lottery/activities`. @throws 404 unknown activity. */
export async function updateActivity(db: Db, body: LotteryActivityBody & { id: number }, by: string): Promise<void> {
  const { id, ...fields } = body;
  const done = await db.update(lotteryActivities).set({ ...fields, updateBy: by, updateTime: new Date() }).where(eq(lotteryActivities.id, id)).returning({ id: lotteryActivities.id });
  if (done.length === 0) throw notFound(refusal('LOTTERY_ACTIVITY_NOT_FOUND', { id }));
}

/** `DELETE api/lottery/activities [ids]`: with their prizes, codes and records. @throws 404 naming an unknown id (nothing deleted). */
export async function deleteActivities(db: Db, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await tx.select({ id: lotteryActivities.id }).from(lotteryActivities).where(inArray(lotteryActivities.id, ids));
    const missing = ids.find((id) => !found.some((row) => row.id === id));
    if (missing !== undefined) throw notFound(refusal('LOTTERY_ACTIVITY_NOT_FOUND', { id: missing }));
    await tx.delete(lotteryActivities).where(inArray(lotteryActivities.id, ids));
  });
}
