/**
 * The week page's rows: one week's `week_data` rows in the caller's reach, filtered, sorted over every column, paged
 * (docs/architecture.md "HTTP API" lists), each with the streamer's previous week's figures for the week-over-week
 * change; the same rows as xlsx; a streamer's trend over the last weeks.
 *
 * Data scope (as the CRM's, server/modules/anchors/crm-caller.ts, applied to the rows' copied group and manager):
 * data scope `all` → every streamer; a manager (`anchor:allocate`) → the streamers whose group is one of the
 * departments of their data scope, and those they manage; anyone else → the streamers they manage.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Page } from '../../../streams/contracts/common';
import { refusal } from '../../../streams/contracts/refusals';
import type { FigureSources, WeekDataFilter, WeekDataRow, WeekFigures, WeekTrendPoint } from '../../../streams/contracts/week-data';
import type { DbOrTx } from '../../db/database';
import { weekData } from '../../db/schema/week-data';
import { notFound } from '../../http/http-error';
import { blurryOver, defineList, type ListQuery, type SortQuery } from '../../http/list-query';
import { formatWireDate } from '../../http/wire-date';
import { columnsOf, sheetXlsx } from '../../http/xlsx';
import { scopeOver, type CrmCaller } from '../anchors/crm-caller';
import { weeksBefore, type WeekRange } from './week-range';

type Stored = typeof weekData.$inferSelect;

/** The SQL condition of the week rows a caller reaches (undefined: all). */
export const weekScope = (who: CrmCaller): SQL | undefined => scopeOver(who, weekData.groupId, weekData.managerId);

/** The same streamer's row of the week before (`week_start` is a local Monday, so the previous one is 7 days earlier). */
const previousWeek = alias(weekData, 'previous_week');

/** A week row with its streamer's previous week's row (null when that week has none). */
interface RowWithPrevious {
  row: Stored;
  previous: Stored | null;
}

// The previous week is joined in the page's own statement (one round trip, run beside the count) rather than read
// after it: at 5,000 streamers a week the page is a few round trips of well under a millisecond each, so each one
// saved is a large share of the answer's time (tests/bench/week/week-bench.ts).
const list = defineList({
  table: weekData,
  select: (db: DbOrTx) =>
    db
      .select({ row: weekData, previous: previousWeek })
      .from(weekData)
      .leftJoin(previousWeek, and(eq(previousWeek.streamerId, weekData.streamerId), sql`${previousWeek.weekStart} = ${weekData.weekStart} - 7`)),
  sorts: {
    uniqueId: weekData.uniqueId,
    nickname: weekData.nickname,
    liveDurationMs: weekData.liveDurationMs,
    liveDays: weekData.liveDays,
    liveCount: weekData.liveCount,
    pkCount: weekData.pkCount,
    diamonds: weekData.diamonds,
    likes: weekData.likes,
    newFollowers: weekData.newFollowers,
    impressions: weekData.impressions,
    taps: weekData.taps,
    videos: weekData.videos,
    conversionRate: weekData.conversionRate,
    followers: weekData.followers,
    groupName: weekData.groupName,
    managerName: weekData.managerName,
    streamerType: weekData.streamerType,
    inviteType: weekData.inviteType,
  },
  order: [sql`${weekData.diamonds} desc`],
  tieBreak: sql`${weekData.streamerId} asc`,
});

/** The conditions of one week's list: scope first, then the filters. */
function conditions(who: CrmCaller, range: WeekRange, filter: WeekDataFilter): (SQL | undefined)[] {
  return [
    weekScope(who),
    eq(weekData.weekStart, range.week),
    filter.groupId === undefined ? undefined : eq(weekData.groupId, filter.groupId),
    filter.managerId === undefined ? undefined : eq(weekData.managerId, filter.managerId),
    filter.streamerType === undefined ? undefined : eq(weekData.streamerType, filter.streamerType),
    filter.inviteType === undefined ? undefined : eq(weekData.inviteType, filter.inviteType),
    blurryOver(filter.blurry, weekData.uniqueId, weekData.nickname),
  ];
}

const figuresOf = (row: Stored): WeekFigures => ({
  liveDurationMs: row.liveDurationMs,
  liveDays: row.liveDays,
  liveCount: row.liveCount,
  pkCount: row.pkCount,
  diamonds: row.diamonds,
  likes: row.likes,
  newFollowers: row.newFollowers,
  impressions: row.impressions,
  taps: row.taps,
  videos: row.videos,
  conversionRate: row.conversionRate,
  followers: row.followers,
});

/** Measured figures are `measured` when the week had a session, imported ones `imported` when the import gave them. */
export function sourcesOf(row: Pick<Stored, 'liveCount' | 'impressions' | 'taps' | 'videos' | 'conversionRate' | 'followers'> | null): FigureSources {
  const measured = row && row.liveCount > 0 ? 'measured' : 'none';
  const imported = (value: number | null | undefined) => (value === null || value === undefined ? 'none' : 'imported');
  return {
    liveDurationMs: measured,
    liveDays: measured,
    liveCount: measured,
    pkCount: measured,
    diamonds: measured,
    likes: measured,
    newFollowers: measured,
    impressions: imported(row?.impressions),
    taps: imported(row?.taps),
    videos: imported(row?.videos),
    conversionRate: imported(row?.conversionRate),
    followers: imported(row?.followers),
  };
}

/** Rows for the wire, each with its previous week's figures. */
function toWire(rows: RowWithPrevious[], zone: string): WeekDataRow[] {
  return rows.map(({ row, previous: prior }) => ({
    id: row.id,
    streamerId: row.streamerId,
    uniqueId: row.uniqueId,
    nickname: row.nickname,
    week: row.weekStart,
    groupId: row.groupId,
    groupName: row.groupName,
    managerId: row.managerId,
    managerName: row.managerName,
    streamerType: row.streamerType,
    inviteType: row.inviteType,
    ...figuresOf(row),
    sources: sourcesOf(row),
    previous: prior ? figuresOf(prior) : null,
    computedAt: row.computedAt ? formatWireDate(row.computedAt, zone) : null,
    importedAt: row.importedAt ? formatWireDate(row.importedAt, zone) : null,
  }));
}

/** A page of one week's rows. @throws HttpError 400 for a sort field outside {@link WEEK_DATA_SORTS}. */
export function weekPage(db: DbOrTx, who: CrmCaller, range: WeekRange, query: ListQuery & WeekDataFilter, zone: string): Promise<Page<WeekDataRow>> {
  return list.page(db, query, conditions(who, range, query), async (rows) => toWire(rows, zone));
}

const HEADERS = [
  'TikTok ID',
  'Nickname',
  'Live duration (h)',
  'Live days',
  'Live count',
  'PK count',
  'Diamonds',
  'Impressions',
  'Taps',
  'Conversion rate (%)',
  'Followers',
  'New followers',
  'Videos',
  'Likes',
  'Group',
  'Manager',
  'Streamer type',
  'Invitation type',
  'Diamonds last week',
  'Measured',
  'Imported',
] as const;
const WIDTHS = [20, 20, 14, 10, 10, 10, 12, 12, 10, 14, 12, 12, 10, 12, 18, 18, 12, 14, 14, 20, 20];

/** The week's rows matching the filters in the list's order, as xlsx (at most EXPORT_MAX_ROWS rows); duration in hours. */
export async function weekXlsx(db: DbOrTx, who: CrmCaller, range: WeekRange, query: SortQuery & WeekDataFilter, zone: string): Promise<Buffer> {
  const rows = toWire(await list.rows(db, query.sort, conditions(who, range, query)), zone);
  const blank = (value: number | null) => value ?? '';
  return sheetXlsx(
    `Week ${range.week}`,
    columnsOf(HEADERS, WIDTHS),
    rows.map((row) => [
      row.uniqueId,
      row.nickname,
      Math.round((row.liveDurationMs / 3_600_000) * 100) / 100,
      row.liveDays,
      row.liveCount,
      row.pkCount,
      row.diamonds,
      blank(row.impressions),
      blank(row.taps),
      blank(row.conversionRate),
      blank(row.followers),
      row.newFollowers,
      blank(row.videos),
      row.likes,
      row.groupName ?? '',
      row.managerName ?? '',
      row.streamerType ?? '',
      row.inviteType ?? '',
      row.previous ? row.previous.diamonds : '',
      row.computedAt ?? '',
      row.importedAt ?? '',
    ]),
  );
}

/**
 * A streamer's last `weeks` weeks up to `range`, oldest first; a week without a row has zero measured and null
 * imported figures (sources `none`).
 * @throws HttpError 404 `WEEK_STREAMER_NOT_FOUND` when the streamer has no week in the caller's reach.
 */
export async function weekTrend(db: DbOrTx, who: CrmCaller, streamerId: number, range: WeekRange, weeks: number, zone: string): Promise<WeekTrendPoint[]> {
  const first = weeksBefore(range, weeks - 1, zone).week;
  const rows = await db
    .select()
    .from(weekData)
    .where(and(weekScope(who), eq(weekData.streamerId, streamerId), sql`${weekData.weekStart} between ${first}::date and ${range.week}::date`));
  if (rows.length === 0) {
    const [any] = await db.select({ id: weekData.id }).from(weekData).where(and(weekScope(who), eq(weekData.streamerId, streamerId))).limit(1);
    if (!any) throw notFound(refusal('WEEK_STREAMER_NOT_FOUND', { id: streamerId }));
  }
  const byWeek = new Map(rows.map((row) => [row.weekStart, row]));
  const points: WeekTrendPoint[] = [];
  for (let back = weeks - 1; back >= 0; back -= 1) {
    const week = weeksBefore(range, back, zone).week;
    const row = byWeek.get(week);
    points.push(
      row
        ? { week, ...figuresOf(row), sources: sourcesOf(row) }
        : { week, liveDurationMs: 0, liveDays: 0, liveCount: 0, pkCount: 0, diamonds: 0, likes: 0, newFollowers: 0, impressions: null, taps: null, videos: null, conversionRate: null, followers: null, sources: sourcesOf(null) },
    );
  }
  return points;
}
