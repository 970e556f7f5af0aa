/**
 * Lottery records (`api/lottery/records`): every draw (prize or no prize) with the streamer, the prize and its value
 * as drawn, the lottery time and its Dubai day, and when and by whom the prize was awarded. Staff mark drawn prizes
 * awarded (`PUT api/lottery/records/award`); a record without a prize has nothing to award.
 */
import { and, desc, eq, gte, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Page } from '../../../streams/contracts/common';
import type { LotteryRecord } from '../../../streams/contracts/lottery';
import { refusal } from '../../../streams/contracts/refusals';
import type { Db, DbOrTx } from '../../db/database';
import { lotteryActivities, lotteryRecords } from '../../db/schema/lottery';
import { badRequest, notFound } from '../../http/http-error';
import { blurryOver, defineList, type ListQuery, type SortQuery } from '../../http/list-query';
import { formatWireDate } from '../../http/wire-date';
import { columnsOf, sheetXlsx } from '../../http/xlsx';
import { fromCents } from './prizes';

/** The list's and the export's filters (streams/contracts/lottery.ts `lotteryRecordQuerySchema`). */
export interface RecordFilter {
  activityId?: number | undefined;
  prizeId?: number | undefined;
  outcome?: 'won' | 'none' | undefined;
  awarded?: 'true' | 'false' | undefined;
  from?: string | undefined;
  to?: string | undefined;
  blurry?: string | undefined;
}

const recordRow = (db: DbOrTx) => db.select({ record: lotteryRecords, activityName: lotteryActivities.name }).from(lotteryRecords).innerJoin(lotteryActivities, eq(lotteryActivities.id, lotteryRecords.activityId));
type RecordRow = Awaited<ReturnType<typeof recordRow>>[number];

const recordList = defineList({
  table: lotteryRecords,
  sorts: { id: lotteryRecords.id, uniqueId: lotteryRecords.uniqueId, prizeName: lotteryRecords.prizeName, value: lotteryRecords.valueCents, lotteryTime: lotteryRecords.lotteryTime, awardTime: lotteryRecords.awardTime },
  order: [desc(lotteryRecords.lotteryTime)],
  tieBreak: desc(lotteryRecords.id),
  select: recordRow,
});

const conditionsOf = (query: RecordFilter) => [
  query.activityId === undefined ? undefined : eq(lotteryRecords.activityId, query.activityId),
  query.prizeId === undefined ? undefined : eq(lotteryRecords.prizeId, query.prizeId),
  query.outcome === 'won' ? isNotNull(lotteryRecords.prizeId) : query.outcome === 'none' ? isNull(lotteryRecords.prizeId) : undefined,
  query.awarded === 'true' ? isNotNull(lotteryRecords.awardTime) : query.awarded === 'false' ? and(isNotNull(lotteryRecords.prizeId), isNull(lotteryRecords.awardTime)) : undefined,
  query.from ? gte(lotteryRecords.lotteryDay, query.from) : undefined,
  query.to ? lte(lotteryRecords.lotteryDay, query.to) : undefined,
  blurryOver(query.blurry, lotteryRecords.uniqueId, lotteryRecords.nickname, lotteryRecords.prizeName),
];

const toRecord = ({ record, activityName }: RecordRow, zone: string): LotteryRecord => ({
  id: record.id,
  activityId: record.activityId,
  activityName,
  codeId: record.codeId,
  uniqueId: record.uniqueId,
  nickname: record.nickname,
  prizeId: record.prizeId,
  prizeName: record.prizeName,
  value: record.valueCents === null ? null : fromCents(record.valueCents),
  lotteryTime: formatWireDate(record.lotteryTime, zone),
  lotteryDay: record.lotteryDay,
  awardTime: record.awardTime ? formatWireDate(record.awardTime, zone) : null,
  awardedBy: record.awardedBy,
});

/** `GET api/lottery/records`: newest draw first. @throws 400 bad sort. */
export async function listRecords(db: Db, query: ListQuery & RecordFilter, zone: string): Promise<Page<LotteryRecord>> {
  return recordList.page(db, query, conditionsOf(query), (rows) => rows.map((row) => toRecord(row, zone)));
}

/** `GET api/lottery/records/download`: the same rows as xlsx (streamer, prize, value, lottery time, award time). */
export async function recordsXlsx(db: Db, query: SortQuery & RecordFilter, zone: string): Promise<Buffer> {
  const rows = (await recordList.rows(db, query.sort, conditionsOf(query))).map((row) => toRecord(row, zone));
  const headers = ['Activity', 'TikTok ID', 'Nickname', 'Prize', 'Value', 'Lottery time', 'Dubai day', 'Award time', 'Awarded by'];
  return sheetXlsx(
    'Lottery records',
    columnsOf(headers, [24, 20, 20, 20, 10, 20, 12, 20, 16]),
    rows.map((r) => [r.activityName, r.uniqueId, r.nickname ?? '', r.prizeName ?? 'No prize', r.value ?? '', r.lotteryTime, r.lotteryDay, r.awardTime ?? '', r.awardedBy ?? '']),
  );
}

/**
 * `PUT api/lottery/records/award`: marks drawn prizes awarded now by `by` (or not awarded). A record already awarded
 * keeps its first award time. @throws 404 naming an unknown id; 400 `LOTTERY_NOTHING_TO_AWARD` for a record without a
 * prize. Nothing changes then.
 */
export async function awardRecords(db: Db, body: { ids: number[]; awarded: boolean }, by: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await tx.select({ id: lotteryRecords.id, prizeId: lotteryRecords.prizeId, awardTime: lotteryRecords.awardTime }).from(lotteryRecords).where(inArray(lotteryRecords.id, body.ids));
    const missing = body.ids.find((id) => !found.some((row) => row.id === id));
    if (missing !== undefined) throw notFound(refusal('LOTTERY_RECORD_NOT_FOUND', { id: missing }));
    const empty = found.find((row) => row.prizeId === null);
    if (empty) throw badRequest(refusal('LOTTERY_NOTHING_TO_AWARD', { id: empty.id }));
    if (body.awarded) {
      const pending = found.filter((row) => row.awardTime === null).map((row) => row.id);
      if (pending.length > 0) await tx.update(lotteryRecords).set({ awardTime: now, awardedBy: by }).where(inArray(lotteryRecords.id, pending));
    } else {
      await tx.update(lotteryRecords).set({ awardTime: null, awardedBy: null }).where(inArray(lotteryRecords.id, body.ids));
    }
  });
}
