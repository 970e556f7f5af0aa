/**
 * Service logs (`api/anchorServiceLogs`): every follow-up an operator records, and what it does to the streamer.
 *
 * Rules (the product's "Service log" and "private messages at most 3 if unanswered"):
 * - the private messages of the logs since the streamer last replied, this one's included, are at most
 *   PRIVATE_MESSAGE_LIMIT unless this log says the streamer replied (400 PRIVATE_MESSAGE_LIMIT on the field);
 * - the log writes the streamer's recruitment strategy, next action and notice time (the follow-up reminder);
 * - next action give up → progress given up with the strategy as the reason; invite to guild → check result pending
 *   review (the reviewers' queue), unless already approved; a first log moves a new streamer to contacted.
 * The log, the streamer's changes and the timeline entry are one transaction.
 */
import { and, desc, eq, gt, sql, sum } from 'drizzle-orm';
import { PRIVATE_MESSAGE_LIMIT, type ServiceLogValues } from '../../../streams/contracts/anchors';
import type { ServiceLogFilter, ServiceLogRow } from '../../../streams/contracts/anchor-service-logs';
import type { Page } from '../../../streams/contracts/common';
import { fieldRefusal } from '../../../streams/contracts/refusals';
import type { Db, DbOrTx } from '../../db/database';
import { anchors, anchorServiceLogs } from '../../db/schema/anchors';
import { badRequest } from '../../http/http-error';
import { blurryOver, cappedCount, defineList, type ListQuery, type SortQuery } from '../../http/list-query';
import { formatWireDate } from '../../http/wire-date';
import { sheetXlsx } from '../../http/xlsx';
import { createTimeRange, parseWireDate } from '../depts/date-range';
import { recordEvents } from './anchor-events';
import { moveProgress } from './anchor-moves';
import { reachable, refuseMissing } from './anchor-records';
import { scopeCondition, type CrmCaller } from './crm-caller';

type StoredLog = typeof anchorServiceLogs.$inferSelect;
type LogListRow = { log: StoredLog; uniqueId: string; nickname: string };

const logRows = (db: DbOrTx) =>
  db.select({ log: anchorServiceLogs, uniqueId: anchors.uniqueId, nickname: anchors.nickname }).from(anchorServiceLogs).innerJoin(anchors, eq(anchors.id, anchorServiceLogs.anchorRowId));
/**
 * Service logs counted exactly at most: an operator with 2,000 streamers has tens of thousands of logs, and counting
 * them all through the join took longer (60 ms) than the page itself; past this the list says "about N".
 */
export const SERVICE_LOG_COUNT_CAP = 1_000;
/** The keys of a page of logs: the same join, only the log's id (anchor_service_logs_anchor_cover_idx covers it). */
const logKeys = (db: DbOrTx) => db.select({ id: anchorServiceLogs.id }).from(anchorServiceLogs).innerJoin(anchors, eq(anchors.id, anchorServiceLogs.anchorRowId));
const logList = (countJoined: boolean) =>
  defineList({
    table: anchorServiceLogs,
    sorts: { id: anchorServiceLogs.id, createTime: anchorServiceLogs.createTime, noticeTime: anchorServiceLogs.noticeTime, privateMessageCount: anchorServiceLogs.privateMessageCount },
    order: [desc(anchorServiceLogs.createTime)],
    tieBreak: desc(anchorServiceLogs.id),
    select: logRows,
    deferred: { id: anchorServiceLogs.id, keys: logKeys },
    // A million logs are not counted one by one (cappedCount): exactly up to SERVICE_LOG_COUNT_CAP, then the planner's
    // estimate ("about N"). A scope or a search is a condition on the streamer: the rows counted are the join's then;
    // otherwise the log table's alone.
    count: cappedCount(
      (db, where) =>
        countJoined
          ? db.select({ one: sql`1` }).from(anchorServiceLogs).innerJoin(anchors, eq(anchors.id, anchorServiceLogs.anchorRowId)).where(where)
          : db.select({ one: sql`1` }).from(anchorServiceLogs).where(where),
      SERVICE_LOG_COUNT_CAP,
    ),
  });
const joinedList = logList(true);
const plainList = logList(false);
/** The list definition for a caller and filter: the plain count when no condition is on the streamer. */
const listFor = (who: CrmCaller, filter: ServiceLogFilter) => (who.scope.kind === 'all' && !filter.blurry ? plainList : joinedList);

const toRow = ({ log, uniqueId, nickname }: LogListRow, zone: string): ServiceLogRow => ({
  id: log.id,
  anchorRowId: log.anchorRowId,
  uniqueId,
  nickname,
  follow: log.follow,
  followBack: log.followBack,
  collect: log.collect,
  earning: log.earning,
  receiveMessage: log.receiveMessage,
  privateMessageCount: log.privateMessageCount,
  insFollowBack: log.insFollowBack,
  insReply: log.insReply,
  pk: log.pk,
  interact: log.interact,
  friendly: log.friendly,
  giftedCoins: log.giftedCoins,
  invited: log.invited,
  fansGroupJoined: log.fansGroupJoined,
  noMessageLimit: log.noMessageLimit,
  replyPrivateMessage: log.replyPrivateMessage,
  recruitmentStrategy: log.recruitmentStrategy,
  nextAction: log.nextAction,
  noticeTime: log.noticeTime ? formatWireDate(log.noticeTime, zone) : null,
  screenshot: log.screenshot,
  createBy: log.createBy,
  createTime: formatWireDate(log.createTime, zone),
});

/** The list's WHERE: the caller's streamers (a log is seen with its streamer), then the filters. */
const conditions = (who: CrmCaller, filter: ServiceLogFilter, zone: string) => {
  return [
    scopeCondition(who),
    filter.anchorRowId === undefined ? undefined : eq(anchorServiceLogs.anchorRowId, filter.anchorRowId),
    filter.nextAction ? eq(anchorServiceLogs.nextAction, filter.nextAction) : undefined,
    blurryOver(filter.blurry, anchors.uniqueId, anchors.nickname),
    createTimeRange(anchorServiceLogs.createTime, filter.createTime, zone),
  ];
};

/** `GET api/anchorServiceLogs`. @throws 400 bad sort or range. */
export async function listServiceLogs(db: Db, who: CrmCaller, query: ServiceLogFilter & ListQuery, zone: string): Promise<Page<ServiceLogRow>> {
  return listFor(who, query).page(db, query, conditions(who, query, zone), (rows) => rows.map((row) => toRow(row, zone)));
}

/** `GET api/anchorServiceLogs/download` → xlsx. @throws 400 bad sort or range. */
export async function serviceLogsXlsx(db: Db, who: CrmCaller, query: ServiceLogFilter & SortQuery, zone: string): Promise<Buffer> {
  const rows = await joinedList.rows(db, query.sort, conditions(who, query, zone));
  const yes = (value: boolean) => (value ? 'yes' : 'no');
  return sheetXlsx(
    'Service logs',
    [
      { header: 'TikTok ID', width: 22 },
      { header: 'Nickname', width: 20 },
      { header: 'Follow', width: 8 },
      { header: 'Follow-back', width: 10 },
      { header: 'Private messages', width: 10 },
      { header: 'Replied', width: 8 },
      { header: 'Gifted coins', width: 10 },
      { header: 'Next action', width: 16 },
      { header: 'Strategy', width: 30 },
      { header: 'Notice time', width: 20 },
      { header: 'By', width: 14 },
      { header: 'Created', width: 20 },
    ],
    rows.map((row) => {
      const wire = toRow(row, zone);
      return [wire.uniqueId, wire.nickname, yes(wire.follow), yes(wire.followBack), wire.privateMessageCount, yes(wire.replyPrivateMessage), wire.giftedCoins, wire.nextAction, wire.recruitmentStrategy ?? '', wire.noticeTime ?? '', wire.createBy ?? '', wire.createTime];
    }),
  );
}

/** Private messages sent since the streamer last replied (the logs after the newest log that says they replied). */
async function unansweredMessages(tx: DbOrTx, anchorRowId: number): Promise<number> {
  const [lastReply] = await tx
    .select({ id: anchorServiceLogs.id })
    .from(anchorServiceLogs)
    .where(and(eq(anchorServiceLogs.anchorRowId, anchorRowId), eq(anchorServiceLogs.replyPrivateMessage, true)))
    .orderBy(desc(anchorServiceLogs.id))
    .limit(1);
  const [row] = await tx
    .select({ n: sum(anchorServiceLogs.privateMessageCount).mapWith(Number) })
    .from(anchorServiceLogs)
    .where(and(eq(anchorServiceLogs.anchorRowId, anchorRowId), lastReply ? gt(anchorServiceLogs.id, lastReply.id) : undefined));
  return row?.n ?? 0;
}

/**
 * `POST api/anchorServiceLogs`. @returns the log. @throws 404 streamer not reachable; 400 PRIVATE_MESSAGE_LIMIT,
 * a malformed notice time, or the progress machine's refusal of the next action.
 */
export async function createServiceLog(db: Db, who: CrmCaller, body: ServiceLogValues, zone: string, now: Date): Promise<ServiceLogRow> {
  const noticeTime = body.noticeTime ? parseWireDate(body.noticeTime, zone) : null;
  if (body.noticeTime && !noticeTime) throw badRequest(fieldRefusal('noticeTime', 'WIRE_DATE_FORMAT'));
  return db.transaction(async (tx) => {
    const [current] = await reachable(tx, who, [body.anchorRowId]);
    refuseMissing([body.anchorRowId], current ? [current] : []);
    const streamer = current!;
    if (!body.replyPrivateMessage && (await unansweredMessages(tx, streamer.id)) + body.privateMessageCount > PRIVATE_MESSAGE_LIMIT) {
      throw badRequest(fieldRefusal('privateMessageCount', 'PRIVATE_MESSAGE_LIMIT', { maximum: PRIVATE_MESSAGE_LIMIT }));
    }
    const { anchorRowId, noticeTime: _wireNotice, ...fields } = body;
    const [log] = await tx
      .insert(anchorServiceLogs)
      .values({ ...fields, anchorRowId, noticeTime, userId: who.userId, createBy: who.username, createTime: now })
      .returning();
    await tx
      .update(anchors)
      .set({
        nextAction: body.nextAction,
        noticeTime,
        ...(body.recruitmentStrategy ? { recruitmentStrategy: body.recruitmentStrategy } : {}),
        ...(body.nextAction === 'inviteToGuild' && streamer.checkResult !== 'approved' ? { checkResult: 'pendingReview' as const, rejectReason: null } : {}),
        updateBy: who.username,
        updateTime: now,
      })
      .where(eq(anchors.id, streamer.id));
    await recordEvents(tx, [{ anchorRowId: streamer.id, kind: 'serviceLog', by: who.username, at: now, detail: { nextAction: body.nextAction, privateMessages: body.privateMessageCount, logId: log!.id } }]);
    if (body.nextAction === 'giveUp' && streamer.progress !== 'givenUp') await moveProgress(tx, streamer, 'givenUp', body.recruitmentStrategy, who.username, now);
    else if (streamer.progress === 'new') await moveProgress(tx, streamer, 'contacted', null, who.username, now);
    return toRow({ log: log!, uniqueId: streamer.uniqueId, nickname: streamer.nickname }, zone);
  });
}
