/**
 * The weekly reports as the console reads and edits them: the scoped, filtered, sorted, paged list; one report; the
 * manager's edit of the advice lines and the state moves (streams/reports/report-state.ts); a streamer's report
 * language.
 *
 * Data scope (as the weekly data's, server/modules/week-data/week-rows.ts, over the group and manager copied in at
 * generation): data scope `all` → every report; a manager (`anchor:allocate`) → the reports whose group is one of the
 * departments of their data scope, and those of the streamers they manage; anyone else → those they manage. A report
 * outside the caller's reach answers 404 `WEEKLY_REPORT_NOT_FOUND`, as an unknown one does.
 */
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../../streams/contracts/common';
import { refusal } from '../../../streams/contracts/refusals';
import type { WeeklyReportEdit, WeeklyReportQuery, WeeklyReportRow } from '../../../streams/contracts/weekly-reports';
import type { AdviceLang } from '../../../streams/reports/advice-texts';
import { canEditAdvice, canMoveReport } from '../../../streams/reports/report-state';
import type { DbOrTx } from '../../db/database';
import { monitoredStreamers } from '../../db/schema/monitor';
import { streamerReportLangs, weeklyReportKeys, weeklyReports } from '../../db/schema/weekly-reports';
import { badRequest, notFound } from '../../http/http-error';
import { blurryOver, defineList } from '../../http/list-query';
import { formatWireDate } from '../../http/wire-date';
import { scopeOver, type CrmCaller } from '../anchors/crm-caller';
import { weekStarting } from '../week-data/week-range';

type Stored = typeof weeklyReports.$inferSelect;

/** The SQL condition of the reports a caller reaches (undefined: all). */
export const reportScope = (who: CrmCaller): SQL | undefined => scopeOver(who, weeklyReports.groupId, weeklyReports.managerId);

const list = defineList({
  table: weeklyReports,
  sorts: {
    id: weeklyReports.id,
    week: weeklyReports.weekStart,
    uniqueId: weeklyReports.uniqueId,
    nickname: weeklyReports.nickname,
    state: weeklyReports.state,
    lang: weeklyReports.lang,
    updateTime: weeklyReports.updateTime,
  },
  order: [desc(weeklyReports.weekStart), sql`${weeklyReports.uniqueId} asc`],
  tieBreak: sql`${weeklyReports.id} asc`,
});

/** The ids among `ids` with an open (unrevoked) public link. */
async function openLinks(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectDistinct({ id: weeklyReportKeys.reportId }).from(weeklyReportKeys).where(and(inArray(weeklyReportKeys.reportId, ids), isNull(weeklyReportKeys.revokedAt)));
  return new Set(rows.map((row) => row.id));
}

/** The advice the streamer reads: the manager's lines, else the generated ones. */
export const shownAdvice = (row: Pick<Stored, 'advice' | 'editedAdvice'>): string[] => row.editedAdvice ?? row.advice;

/** A stored report for the wire; `weekStart` is the Monday 00:00 of `zone` as epoch ms. */
export function toReportRow(row: Stored, linkOpen: boolean, zone: string): WeeklyReportRow {
  return {
    id: row.id,
    streamerId: String(row.streamerId),
    week: row.weekStart,
    weekStart: weekStarting(row.weekStart, row.zone).start.getTime(),
    zone: row.zone,
    lang: row.lang,
    uniqueId: row.uniqueId,
    nickname: row.nickname,
    state: row.state,
    figures: row.figures,
    findings: row.findings,
    summary: row.summary,
    advice: row.advice,
    editedAdvice: row.editedAdvice ?? null,
    shownAdvice: shownAdvice(row),
    linkOpen,
    reviewedBy: row.reviewedBy,
    reviewedAt: row.reviewedAt ? formatWireDate(row.reviewedAt, zone) : null,
    sentBy: row.sentBy,
    sentAt: row.sentAt ? formatWireDate(row.sentAt, zone) : null,
    generatedAt: formatWireDate(row.generatedAt, zone),
    updateTime: formatWireDate(row.updateTime, zone),
  };
}

/** `GET api/weeklyReports`: a page of the caller's reports. @throws HttpError 400 `WEEK_NOT_MONDAY`, bad sort. */
export async function reportPage(db: DbOrTx, who: CrmCaller, query: WeeklyReportQuery, zone: string): Promise<Page<WeeklyReportRow>> {
  const week = query.week === undefined ? undefined : weekStarting(query.week, zone).week;
  const conditions = [
    reportScope(who),
    week === undefined ? undefined : eq(weeklyReports.weekStart, week),
    query.state === undefined ? undefined : eq(weeklyReports.state, query.state),
    query.streamerId === undefined ? undefined : eq(weeklyReports.streamerId, query.streamerId),
    blurryOver(query.blurry, weeklyReports.uniqueId, weeklyReports.nickname),
  ];
  return list.page(db, query, conditions, async (rows) => {
    const open = await openLinks(db, rows.map((row) => row.id));
    return rows.map((row) => toReportRow(row, open.has(row.id), zone));
  });
}

/** A report in the caller's reach. @throws HttpError 404 `WEEKLY_REPORT_NOT_FOUND`. */
export async function findReport(db: DbOrTx, who: CrmCaller, id: number): Promise<Stored> {
  const [row] = await db.select().from(weeklyReports).where(and(eq(weeklyReports.id, id), reportScope(who)));
  if (!row) throw notFound(refusal('WEEKLY_REPORT_NOT_FOUND', { id }));
  return row;
}

/** `GET api/weeklyReports/{id}`. @throws HttpError 404 `WEEKLY_REPORT_NOT_FOUND`. */
export async function reportRow(db: DbOrTx, who: CrmCaller, id: number, zone: string): Promise<WeeklyReportRow> {
  const row = await findReport(db, who, id);
  return toReportRow(row, (await openLinks(db, [id])).has(id), zone);
}

/**
 * `PUT api/weeklyReports`: edits the advice lines (`advice`; null puts the generated ones back) and/or moves the state.
 * The edit applies to the state the report is in before the move, so one call may edit a reviewed report and send it.
 * Moving to `reviewed` or `sent` notes who and when; going back to `draft` clears the review.
 * @throws HttpError 404 `WEEKLY_REPORT_NOT_FOUND`; 400 `WEEKLY_REPORT_SENT_LOCKED` (editing a sent report),
 * `WEEKLY_REPORT_STATE_MOVE` (a move the state rule refuses).
 */
export async function editReport(db: DbOrTx, who: CrmCaller, body: WeeklyReportEdit, by: string, now: Date): Promise<void> {
  const row = await findReport(db, who, body.id);
  const set: Partial<typeof weeklyReports.$inferInsert> = { updateBy: by, updateTime: now };
  if (body.advice !== undefined) {
    if (!canEditAdvice(row.state)) throw badRequest(refusal('WEEKLY_REPORT_SENT_LOCKED'));
    set.editedAdvice = body.advice;
  }
  const to = body.state;
  if (to !== undefined && to !== row.state) {
    if (!canMoveReport(row.state, to)) throw badRequest(refusal('WEEKLY_REPORT_STATE_MOVE', { from: row.state, to }));
    set.state = to;
    if (to === 'reviewed') Object.assign(set, { reviewedBy: by, reviewedAt: now });
    if (to === 'sent') Object.assign(set, { sentBy: by, sentAt: now });
    if (to === 'draft') Object.assign(set, { reviewedBy: null, reviewedAt: null });
  }
  // Guarded by the state read above, so a concurrent move between the read and the write is not overwritten blindly.
  const [written] = await db
    .update(weeklyReports)
    .set(set)
    .where(and(eq(weeklyReports.id, row.id), eq(weeklyReports.state, row.state)))
    .returning({ id: weeklyReports.id });
  if (!written) throw badRequest(refusal('WEEKLY_REPORT_STATE_MOVE', { from: row.state, to: to ?? row.state }));
}

/**
 * `PUT api/weeklyReports/lang`: the language a streamer's reports are written in from the next generation on (drafts
 * regenerated then take it; reviewed and sent reports keep theirs).
 * @throws HttpError 404 `WEEK_STREAMER_NOT_FOUND` for a streamer unknown or outside the caller's reach (a
 * streamer is reached when a report of theirs is, or, without any report yet, for data scope `all`).
 */
export async function setStreamerLang(db: DbOrTx, who: CrmCaller, streamerId: number, lang: AdviceLang, by: string, now: Date): Promise<void> {
  const [streamer] = await db.select({ id: monitoredStreamers.id }).from(monitoredStreamers).where(eq(monitoredStreamers.id, streamerId));
  const reached =
    streamer !== undefined &&
    (who.scope.kind === 'all' || (await db.select({ id: weeklyReports.id }).from(weeklyReports).where(and(eq(weeklyReports.streamerId, streamerId), reportScope(who))).limit(1)).length > 0);
  if (!reached) throw notFound(refusal('WEEK_STREAMER_NOT_FOUND', { id: streamerId }));
  await db
    .insert(streamerReportLangs)
    .values({ streamerId, lang, updateBy: by, updateTime: now })
    .onConflictDoUpdate({ target: streamerReportLangs.streamerId, set: { lang, updateBy: by, updateTime: now } });
}
