/**
 * Live sessions read side (line chart, room data, room data ranking; contract
 * streams/contracts/monitor-sessions.ts, which lists the endpoints with their shapes and refusals). The scanner
 * writes the sessions and their minutes; these use cases only read them: the room data list and its xlsx export, the
 * line chart's bucketed series, and the ranking. A running session counts with its running figures and its duration
 * is now − start; "now" is an argument so a request sees one clock.
 */
import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import type { Page } from '../../../streams/contracts/common';
import type { MonitorType } from '../../../streams/contracts/monitor';
import {
  SESSION_EXPORT_HEADERS,
  type LiveSessionRow,
  type RankingPage,
  type RankingQuery,
  type SeriesAnswer,
  type SeriesQuery,
  type SessionFilter,
  type SessionSortField,
  type SessionStreamer,
} from '../../../streams/contracts/monitor-sessions';
import type { Db } from '../../db/database';
import { liveSessions, monitoredStreamers } from '../../db/schema/monitor';
import { badRequest } from '../../http/http-error';
import { fieldRefusal } from '../../../streams/contracts/refusals';
import { pageWindow } from '../../http/paging';
import { formatWireDate } from '../../http/wire-date';
import {
  countSessions,
  durationExpr,
  filtersByStreamer,
  findStreamers,
  minuteSlots,
  rankingCount,
  rankingPage,
  selectSessions,
  sessionWhere,
  type RankingDbRow,
  type SessionWithStreamer,
} from './repository';
import { bucketize, resolveRange, seriesWindow, slotMsOf, withDefaultRange } from './time-range';

/** What every use case needs besides its query: the server's zone (wire dates, default `tz`) and the clock. */
export interface ReadContext {
  zone: string;
  now: number;
}

/** Wire sort field → the term it orders by (contract `SESSION_SORTS`); duration is computed for running sessions. */
const sortTerms = (now: number): Record<SessionSortField, SQL | AnyPgColumn> => ({
  startedAt: liveSessions.startedAt,
  endedAt: liveSessions.endedAt,
  duration: durationExpr(now),
  peakViewers: liveSessions.peakViewers,
  avgViewers: liveSessions.avgViewers,
  diamonds: liveSessions.diamonds,
  likes: liveSessions.likes,
  newFollowers: liveSessions.newFollowers,
  shares: liveSessions.shares,
  pkCount: liveSessions.pkCount,
  streamer: monitoredStreamers.nickname,
});

/**
 * ORDER BY of the list and the export: the `sort` values (`field,asc|desc`), newest first by default, the id last so
 * pages never overlap. An end sorts running sessions (no end) last ascending and first descending, PostgreSQL's
 * default for nulls, which reads as "still running = latest".
 * @throws 400 `sort: unknown field 'x' (allowed: …)` / `sort: direction must be asc or desc` (as server/http/paging.ts).
 */
export function sessionOrder(sort: string | string[] | undefined, now: number): SQL[] {
  const terms = sortTerms(now);
  const values = sort === undefined ? [] : Array.isArray(sort) ? sort : [sort];
  const order: SQL[] = [];
  for (const value of values) {
    if (value.trim() === '') continue;
    const [field = '', direction = 'asc'] = value.split(',').map((part) => part.trim());
    const term = Object.hasOwn(terms, field) ? terms[field as SessionSortField] : undefined;
    if (!term) throw badRequest(fieldRefusal('sort', 'SORT_FIELD_UNKNOWN', { name: field, allowed: Object.keys(terms) }));
    const dir = direction.toLowerCase();
    if (dir !== 'asc' && dir !== 'desc') throw badRequest(fieldRefusal('sort', 'SORT_DIRECTION'));
    order.push(dir === 'desc' ? desc(term) : asc(term));
  }
  if (order.length === 0) order.push(desc(liveSessions.startedAt));
  return [...order, desc(liveSessions.id)];
}

const streamerOf = (row: { id: number; uniqueId: string; nickname: string; avatarUrl: string | null; type: MonitorType }): SessionStreamer => ({
  id: row.id,
  uniqueId: row.uniqueId,
  nickname: row.nickname,
  avatarUrl: row.avatarUrl,
  type: row.type,
});

const toRow = ({ session, streamer, durationMs }: SessionWithStreamer, zone: string): LiveSessionRow => ({
  id: session.id,
  streamer: streamerOf(streamer),
  roomId: session.roomId,
  startedAt: formatWireDate(session.startedAt, zone),
  endedAt: session.endedAt ? formatWireDate(session.endedAt, zone) : null,
  live: session.endedAt === null,
  durationMs: Math.max(0, Math.round(durationMs)),
  peakViewers: session.peakViewers,
  avgViewers: session.avgViewers,
  diamonds: session.diamonds,
  likes: session.likes,
  newFollowers: session.newFollowers,
  shares: session.shares,
  pkCount: session.pkCount,
});

/** The list's query: paging, sort and the filters. */
export type SessionListQuery = SessionFilter & { page: number; size: number; sort?: string | string[] | undefined };

/** Filters with their range resolved in `tz` (default the server's zone). @throws 400 for a bad range. */
function whereOf(query: SessionFilter, { zone, now }: ReadContext): SQL | undefined {
  const range = resolveRange(query, query.tz ?? zone);
  return sessionWhere({ streamerId: query.streamerId, blurry: query.blurry, type: query.type, live: query.live, from: range.from, to: range.to }, now);
}

/**
 * `GET api/monitor/sessions`: a page of sessions with their streamer, newest first unless `sort` says otherwise.
 * @throws 400 for a bad range (`from: …`, `to: …`) or sort field.
 */
export async function listSessions(db: Db, query: SessionListQuery, context: ReadContext): Promise<Page<LiveSessionRow>> {
  const where = whereOf(query, context);
  const order = sessionOrder(query.sort, context.now);
  const { limit, offset } = pageWindow(query.page, query.size);
  const [rows, total] = await Promise.all([selectSessions(db, context.now).where(where).orderBy(...order).limit(limit).offset(offset), countSessions(db, where, filtersByStreamer(query))]);
  return { content: rows.map((row) => toRow(row, context.zone)), totalElements: total };
}

/** Rows an export holds at most (a spreadsheet, not a backup). */
export const EXPORT_MAX_ROWS = 100_000;

/**
 * `GET api/monitor/sessions/download`: the sessions matching the list's filters and sort as an xlsx workbook, one
 * row each, headers {@link SESSION_EXPORT_HEADERS} (duration in whole minutes, rounded; times in the server's zone;
 * a running session has no end and 'yes' under Live). At most {@link EXPORT_MAX_ROWS} rows.
 * @returns the file's bytes. @throws 400 for a bad range or sort field.
 */
export async function sessionsXlsx(db: Db, query: SessionFilter & { sort?: string | string[] | undefined }, context: ReadContext): Promise<Buffer> {
  const where = whereOf(query, context);
  const rows = await selectSessions(db, context.now).where(where).orderBy(...sessionOrder(query.sort, context.now)).limit(EXPORT_MAX_ROWS);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Livedesk';
  workbook.title = 'Room data';
  const sheet = workbook.addWorksheet('Room data');
  const widths = [22, 24, 10, 22, 20, 20, 7, 19, 13, 16, 12, 12, 14, 9, 11];
  sheet.columns = SESSION_EXPORT_HEADERS.map((header, i) => ({ header, key: String(i), width: widths[i] }));
  sheet.getRow(1).font = { bold: true };
  for (const dbRow of rows) {
    const row = toRow(dbRow, context.zone);
    sheet.addRow([
      row.streamer.uniqueId,
      row.streamer.nickname,
      row.streamer.type,
      row.roomId ?? '',
      row.startedAt,
      row.endedAt ?? '',
      row.live ? 'yes' : 'no',
      Math.round(row.durationMs / 60_000),
      row.peakViewers,
      row.avgViewers ?? '',
      row.diamonds,
      row.likes,
      row.newFollowers,
      row.shares,
      row.pkCount,
    ]);
  }
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * `GET api/monitor/series`: the line chart's buckets for each streamer asked for that exists (in the order asked),
 * their points (buckets with minutes only) and their totals over the range.
 * @throws 400 `day: …` for a day that is no calendar day.
 */
export async function streamerSeries(db: Db, query: SeriesQuery, { zone, now }: ReadContext): Promise<SeriesAnswer> {
  const tz = query.tz ?? zone;
  const window = seriesWindow(query.range, tz, query.day, now);
  const [streamers, slots] = await Promise.all([findStreamers(db, query.streamerIds), minuteSlots(db, query.streamerIds, window.from, window.to, slotMsOf(query.range))]);
  const points = bucketize(slots, window);
  const byId = new Map(streamers.map((streamer) => [streamer.id, streamer]));
  const series = query.streamerIds.flatMap((id) => {
    const streamer = byId.get(id);
    if (!streamer) return [];
    const own = points.get(id) ?? [];
    const peaks = own.map((p) => p.peakViewers).filter((v): v is number => v !== null);
    return [
      {
        streamer: streamerOf(streamer),
        points: own,
        totals: {
          diamonds: own.reduce((sum, p) => sum + p.diamonds, 0),
          likes: own.reduce((sum, p) => sum + p.likes, 0),
          peakViewers: peaks.length > 0 ? Math.max(...peaks) : null,
        },
      },
    ];
  });
  return { range: query.range, tz, from: window.from, to: window.to, bucketMs: window.bucketMs, buckets: window.buckets, series };
}

const rankingRowOf = (row: RankingDbRow) => ({
  rank: Number(row.rank),
  streamer: streamerOf({ id: Number(row.id), uniqueId: row.unique_id, nickname: row.nickname, avatarUrl: row.avatar_url, type: row.type as MonitorType }),
  value: Number(row.value),
  sessions: Number(row.sessions),
  diamonds: Number(row.diamonds),
  peakViewers: Number(row.peak),
  liveTimeMs: Number(row.live_ms),
});

/**
 * `GET api/monitor/ranking`: one page of the streamers ranked by `metric` over the range (default: the 30 days
 * before now), with the first streamer's value for the bars.
 * @throws 400 for a bad range.
 */
export async function ranking(db: Db, query: RankingQuery, { zone, now }: ReadContext): Promise<RankingPage> {
  const range = withDefaultRange(resolveRange(query, query.tz ?? zone), now);
  const { limit, offset } = pageWindow(query.page, query.size);
  const rows = await rankingPage(db, { ...range, metric: query.metric, type: query.type, limit, offset }, now);
  const first = rows[0];
  if (!first) return { content: [], totalElements: offset === 0 ? 0 : await rankingCount(db, { ...range, type: query.type }, now), topValue: 0 };
  return { content: rows.map(rankingRowOf), totalElements: Number(first.total), topValue: Number(first.top) };
}
