/**
 * The live sessions read side over the real app (line chart, room data, room data ranking; contract
 * streams/contracts/monitor-sessions.ts): sessions and their minutes are written straight to the
 * app's database (the scanner is not under test), then read through `api/monitor/sessions`, `…/download`,
 * `api/monitor/series` and `api/monitor/ranking`: filters, sorting, paging, ranges read in a zone, the range
 * refusals, the chart's buckets (5 min / 1 h / 1 day, aligned in the asked zone, a running session), the ranking's
 * order, ties and values, the xlsx read back, and the permission. Runs on PGlite, and on PostgreSQL when
 * DATABASE_URL is set.
 *
 * The server's zone is Asia/Dubai (UTC+4, no DST), so wire dates read 4 hours after the UTC times below. The test
 * streamers are not monitored (`enabled: false`), so a scanner running in the app leaves their sessions alone.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../streams/contracts/common';
import {
  SESSION_EXPORT_HEADERS,
  SESSION_MESSAGES,
  type LiveSessionRow,
  type RankingPage,
  type SeriesAnswer,
} from '../../streams/contracts/monitor-sessions';
import type { MonitorType } from '../../streams/contracts/monitor';
import { liveSessionMinutes, liveSessions, monitoredStreamers } from '../../server/db/schema/monitor';
import { createUser } from './helpers/fixtures';
import { auth, login } from './helpers/session';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Record<string, string>;

const Z = (iso: string) => new Date(`${iso}Z`);
const ms = (iso: string) => Z(iso).getTime();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Streamer ids by key. */
const S: Record<'alpha' | 'bravo' | 'charlie' | 'delta' | 'echo' | 'foxtrot', number> = { alpha: 0, bravo: 0, charlie: 0, delta: 0, echo: 0, foxtrot: 0 };
/** Session ids by key. */
const SES: Record<string, number> = {};
/** Start of the open session of echo: yesterday 20:00 UTC (always in the past, always on one UTC day). */
let echoStart = 0;

async function addStreamer(uniqueId: string, nickname: string, type: MonitorType): Promise<number> {
  const [row] = await t.app.db.insert(monitoredStreamers).values({ uniqueId, nickname, type, enabled: false, status: 'disabled' }).returning({ id: monitoredStreamers.id });
  return row!.id;
}

interface SessionSpec {
  streamerId: number;
  start: Date;
  end: Date | null;
  room?: string;
  peak?: number;
  avg?: number | null;
  diamonds?: number;
  likes?: number;
  newFollowers?: number;
  shares?: number;
  pk?: number;
  minutes?: { at: Date; viewers: number | null; diamonds?: number; likes?: number }[];
}

async function addSession(spec: SessionSpec): Promise<number> {
  const [row] = await t.app.db
    .insert(liveSessions)
    .values({
      streamerId: spec.streamerId,
      roomId: spec.room ?? null,
      startedAt: spec.start,
      endedAt: spec.end,
      durationMs: spec.end ? spec.end.getTime() - spec.start.getTime() : null,
      peakViewers: spec.peak ?? 0,
      avgViewers: spec.avg ?? null,
      diamonds: spec.diamonds ?? 0,
      likes: spec.likes ?? 0,
      newFollowers: spec.newFollowers ?? 0,
      shares: spec.shares ?? 0,
      pkCount: spec.pk ?? 0,
    })
    .returning({ id: liveSessions.id });
  const id = row!.id;
  if (spec.minutes?.length) {
    await t.app.db.insert(liveSessionMinutes).values(spec.minutes.map((m) => ({ sessionId: id, minute: m.at, viewers: m.viewers, diamonds: m.diamonds ?? 0, likes: m.likes ?? 0 })));
  }
  return id;
}

beforeAll(async () => {
  t = await buildTestApp({ env: { APP_TIME_ZONE: 'Asia/Dubai' } });
  admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);

  S.alpha = await addStreamer('rs_alpha', 'Alpha', 'focus');
  S.bravo = await addStreamer('rs_bravo', 'Bravo', 'regular');
  S.charlie = await addStreamer('rs_charlie', 'Charlie', 'pk');
  S.delta = await addStreamer('rs_delta', 'Delta', 'focus');
  S.echo = await addStreamer('rs_echo', 'Echo', 'focus');
  S.foxtrot = await addStreamer('rs_foxtrot', 'Foxtrot', 'pk');

  // alpha: one session on 1 May (its minutes sum to its totals), one across midnight UTC of 2–3 May.
  SES.a1 = await addSession({
    streamerId: S.alpha,
    start: Z('2024-05-01T10:00:00'),
    end: Z('2024-05-01T12:00:00'),
    room: 'room-a1',
    peak: 500,
    avg: 300,
    diamonds: 1000,
    likes: 300,
    newFollowers: 10,
    shares: 3,
    pk: 1,
    minutes: [
      { at: Z('2024-05-01T10:00:00'), viewers: 300, diamonds: 400, likes: 100 },
      { at: Z('2024-05-01T11:59:00'), viewers: 500, diamonds: 600, likes: 200 },
    ],
  });
  SES.a2 = await addSession({
    streamerId: S.alpha,
    start: Z('2024-05-02T22:00:00'),
    end: Z('2024-05-03T01:00:00'),
    room: 'room-a2',
    peak: 900,
    avg: 700,
    diamonds: 600,
    likes: 65,
    minutes: [
      { at: Z('2024-05-02T22:00:00'), viewers: 700, diamonds: 100, likes: 10 },
      { at: Z('2024-05-02T22:03:00'), viewers: 900, diamonds: 0, likes: 5 },
      { at: Z('2024-05-02T23:30:00'), viewers: 800, diamonds: 200, likes: 20 },
      { at: Z('2024-05-03T00:30:00'), viewers: 400, diamonds: 300, likes: 30 },
    ],
  });
  SES.b1 = await addSession({ streamerId: S.bravo, start: Z('2024-05-01T09:00:00'), end: Z('2024-05-01T09:30:00'), peak: 200, avg: 150, diamonds: 5000, likes: 40 });
  // charlie: still running since 1 May 2024 (a session the scanner never closed), minutes inside and after the range.
  SES.c1 = await addSession({
    streamerId: S.charlie,
    start: Z('2024-05-01T20:00:00'),
    end: null,
    peak: 950,
    avg: 600,
    diamonds: 1049,
    likes: 7,
    minutes: [
      { at: Z('2024-05-01T20:00:00'), viewers: 950, diamonds: 50, likes: 3 },
      { at: Z('2024-05-03T10:00:00'), viewers: 10, diamonds: 999, likes: 4 },
    ],
  });
  SES.f1 = await addSession({ streamerId: S.foxtrot, start: Z('2024-05-01T08:00:00'), end: Z('2024-05-01T08:45:00'), peak: 100, avg: 80, diamonds: 1300, likes: 2 });
  // echo: running since yesterday 20:00 UTC, its current minutes upserted.
  const today = new Date();
  echoStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - 4 * HOUR;
  SES.e1 = await addSession({
    streamerId: S.echo,
    start: new Date(echoStart),
    end: null,
    peak: 130,
    avg: 117,
    diamonds: 12,
    likes: 6,
    minutes: [
      { at: new Date(echoStart), viewers: 100, diamonds: 5, likes: 1 },
      { at: new Date(echoStart + 60_000), viewers: 120, diamonds: 7, likes: 2 },
      { at: new Date(echoStart + 7 * 60_000), viewers: 130, diamonds: 0, likes: 3 },
    ],
  });
});
afterAll(() => t?.close());

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });

async function ok<T>(url: string): Promise<T> {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

async function refused(url: string): Promise<string> {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(400);
  return res.json<{ message: string }>().message;
}

const sessions = (query: string) => ok<Page<LiveSessionRow>>(`/api/monitor/sessions?blurry=rs_&${query.includes('size=') ? '' : 'size=50&'}${query}`);
const idsOf = (page: Page<LiveSessionRow>) => page.content.map((row) => row.id);
const series = (query: string) => ok<SeriesAnswer>(`/api/monitor/series?${query}`);
const rank = (query: string) => ok<RankingPage>(`/api/monitor/ranking?${query}`);

describe('room data: api/monitor/sessions', () => {
  it('lists the sessions newest first with their streamer, times in the server zone and every figure', async () => {
    const page = await sessions('');
    expect(page.totalElements).toBe(6);
    expect(idsOf(page)).toEqual([SES.e1, SES.a2, SES.c1, SES.a1, SES.b1, SES.f1]);
    expect(page.content.find((row) => row.id === SES.a1)).toEqual({
      id: SES.a1,
      streamer: { id: S.alpha, uniqueId: 'rs_alpha', nickname: 'Alpha', avatarUrl: null, type: 'focus' },
      roomId: 'room-a1',
      startedAt: '2024-05-01 14:00:00',
      endedAt: '2024-05-01 16:00:00',
      live: false,
      durationMs: 2 * HOUR,
      peakViewers: 500,
      avgViewers: 300,
      diamonds: 1000,
      likes: 300,
      newFollowers: 10,
      shares: 3,
      pkCount: 1,
    });
  });

  it('shows a running session as live, without an end, its duration running from its start to now', async () => {
    const before = Date.now();
    const page = await sessions('live=true');
    const after = Date.now();
    expect(idsOf(page)).toEqual([SES.e1, SES.c1]);
    const echo = page.content[0]!;
    expect(echo).toMatchObject({ live: true, endedAt: null, diamonds: 12, peakViewers: 130 });
    expect(echo.durationMs).toBeGreaterThanOrEqual(before - echoStart - 1);
    expect(echo.durationMs).toBeLessThanOrEqual(after - echoStart + 1);
    expect(idsOf(await sessions('live=false'))).toEqual([SES.a2, SES.a1, SES.b1, SES.f1]);
  });

  it('pages (0-based) and sorts by start, duration (a running one by its time so far), diamonds, peak viewers and streamer', async () => {
    const second = await sessions('size=2&page=1');
    expect(second.totalElements).toBe(6);
    expect(idsOf(second)).toEqual([SES.c1, SES.a1]);
    expect(idsOf(await sessions('sort=startedAt,asc'))).toEqual([SES.f1, SES.b1, SES.a1, SES.c1, SES.a2, SES.e1]);
    expect(idsOf(await sessions('sort=duration,desc'))).toEqual([SES.c1, SES.e1, SES.a2, SES.a1, SES.f1, SES.b1]);
    expect(idsOf(await sessions('sort=diamonds,desc'))).toEqual([SES.b1, SES.f1, SES.c1, SES.a1, SES.a2, SES.e1]);
    expect(idsOf(await sessions('sort=peakViewers,asc'))).toEqual([SES.f1, SES.e1, SES.b1, SES.a1, SES.a2, SES.c1]);
    expect(idsOf(await sessions('sort=streamer,asc'))).toEqual([SES.a2, SES.a1, SES.b1, SES.c1, SES.e1, SES.f1]);
    expect(await refused('/api/monitor/sessions?sort=secret,asc')).toMatch(/^sort: unknown field 'secret'/);
  });

  it('filters by streamer, search, type and the range the sessions overlap (dates read in the server zone or in tz)', async () => {
    expect(idsOf(await sessions(`streamerId=${S.alpha}`))).toEqual([SES.a2, SES.a1]);
    expect(idsOf(await ok<Page<LiveSessionRow>>('/api/monitor/sessions?blurry=@RS_BRAV'))).toEqual([SES.b1]);
    expect(idsOf(await ok<Page<LiveSessionRow>>('/api/monitor/sessions?blurry=foxtr'))).toEqual([SES.f1]);
    expect(idsOf(await sessions('type=pk'))).toEqual([SES.c1, SES.f1]);
    expect(idsOf(await sessions('type=regular'))).toEqual([SES.b1]);
    expect((await sessions(`streamerId=${S.delta}`)).totalElements).toBe(0);
    // Totals with and without a streamer's condition (the count joins the streamers only for the former).
    const all = await ok<Page<LiveSessionRow>>('/api/monitor/sessions?size=500');
    const regular = await ok<Page<LiveSessionRow>>('/api/monitor/sessions?type=regular&size=500');
    expect(all.totalElements).toBe(all.content.length);
    expect(regular.totalElements).toBe(regular.content.length);
    expect(regular.totalElements).toBeLessThan(all.totalElements);

    // 2 May in Dubai is [1 May 20:00, 2 May 20:00) UTC: only charlie's running session overlaps it.
    expect(idsOf(await sessions('from=2024-05-02&to=2024-05-02'))).toEqual([SES.c1]);
    // 2 May in UTC also holds alpha's late session.
    expect(idsOf(await sessions('from=2024-05-02&to=2024-05-02&tz=UTC'))).toEqual([SES.a2, SES.c1]);
    // Epoch ms and date-times: [1 May 09:15, 1 May 10:00) UTC overlaps bravo's session only (alpha's starts at its end).
    expect(idsOf(await sessions(`from=${ms('2024-05-01T09:15:00')}&to=${ms('2024-05-01T10:00:00')}`))).toEqual([SES.b1]);
    expect(idsOf(await sessions('from=2024-05-01T13:15:00%2B04:00&to=2024-05-01T14:00'))).toEqual([SES.b1]);
    // Only a start: everything still running or ended after it.
    expect(idsOf(await sessions('from=2024-05-03T00:30:00Z'))).toEqual([SES.e1, SES.a2, SES.c1]);
    // Only an end: everything started before it.
    expect(idsOf(await sessions('to=2024-05-01T09:00:00Z'))).toEqual([SES.f1]);
  });

  it('refuses bad ranges with a message that says what to do', async () => {
    expect(await refused('/api/monitor/sessions?from=2024-05-03&to=2024-05-01')).toBe(`to: ${SESSION_MESSAGES.rangeOrder}`);
    expect(await refused(`/api/monitor/sessions?from=${ms('2024-05-01T10:00:00')}&to=${ms('2024-05-01T10:00:00')}`)).toBe(`to: ${SESSION_MESSAGES.rangeOrder}`);
    expect(await refused('/api/monitor/sessions?from=2023-01-01&to=2024-01-02')).toBe(`to: ${SESSION_MESSAGES.rangeTooLong}`);
    expect((await get('/api/monitor/sessions?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
    expect(await refused('/api/monitor/sessions?from=yesterday')).toBe(`from: ${SESSION_MESSAGES.timeFormat}`);
    expect(await refused('/api/monitor/sessions?to=2024-02-30')).toBe(`to: ${SESSION_MESSAGES.timeFormat}`);
    expect(await refused('/api/monitor/sessions?from=2024-05-01&tz=Mars/Olympus')).toBe(`tz: ${SESSION_MESSAGES.timeZone}`);
    expect(await refused('/api/monitor/sessions?type=vip')).toBe(`type: ${SESSION_MESSAGES.typeChoice}`);
    expect(await refused('/api/monitor/sessions?streamerId=abc')).toBe(`streamerId: ${SESSION_MESSAGES.streamerId}`);
  });
});

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const out: string[][] = [];
  sheet.eachRow((row) => out.push(Array.from({ length: sheet.columnCount }, (_, i) => row.getCell(i + 1).text)));
  return out;
}

describe('room data export: api/monitor/sessions/download', () => {
  it('writes the filtered, sorted sessions with a header row that names the units', async () => {
    const res = await get('/api/monitor/sessions/download?blurry=rs_&sort=startedAt,asc&to=2024-05-02');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe('attachment; filename="room-data.xlsx"');
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual([...SESSION_EXPORT_HEADERS]);
    expect(rows[0]).toContain('Duration (minutes)');
    expect(rows[0]).toContain('Diamonds');
    // to=2 May (Dubai) ends at 2 May 20:00 UTC: alpha's late session is out.
    expect(rows.slice(1).map((row) => row[0])).toEqual(['rs_foxtrot', 'rs_bravo', 'rs_alpha', 'rs_charlie']);
    expect(rows[3]).toEqual(['rs_alpha', 'Alpha', 'focus', 'room-a1', '2024-05-01 14:00:00', '2024-05-01 16:00:00', 'no', '120', '500', '300', '1000', '300', '10', '3', '1']);
    expect(rows[4]!.slice(0, 7)).toEqual(['rs_charlie', 'Charlie', 'pk', '', '2024-05-02 00:00:00', '', 'yes']);
    expect(rows[1]!.slice(7, 11)).toEqual(['45', '100', '80', '1300']);

    const regular = await readXlsx((await get('/api/monitor/sessions/export?blurry=rs_&type=regular')).rawPayload);
    expect(regular.map((row) => row[0])).toEqual(['TikTok ID', 'rs_bravo']);
    expect(await refused('/api/monitor/sessions/download?from=2024-05-03&to=2024-05-01')).toBe(`to: ${SESSION_MESSAGES.rangeOrder}`);
  });
});

describe('line chart: api/monitor/series', () => {
  it('today in 5-minute buckets: a bucket averages its minutes’ viewers, keeps their peak and sums diamonds and likes', async () => {
    const answer = await series(`streamerIds=${S.alpha}&range=today&tz=UTC&day=2024-05-02`);
    expect(answer).toMatchObject({ range: 'today', tz: 'UTC', from: ms('2024-05-02T00:00:00'), to: ms('2024-05-03T00:00:00'), bucketMs: 300_000 });
    expect(answer.buckets).toHaveLength(288);
    expect(answer.buckets[1]).toBe(ms('2024-05-02T00:05:00'));
    expect(answer.series).toHaveLength(1);
    expect(answer.series[0]!.streamer).toMatchObject({ id: S.alpha, nickname: 'Alpha', uniqueId: 'rs_alpha' });
    // Only buckets the streamer was live in have a point; 3 May's minute is another day.
    expect(answer.series[0]!.points).toEqual([
      { t: ms('2024-05-02T22:00:00'), viewers: 800, peakViewers: 900, diamonds: 100, likes: 15 },
      { t: ms('2024-05-02T23:30:00'), viewers: 800, peakViewers: 800, diamonds: 200, likes: 20 },
    ]);
    expect(answer.series[0]!.totals).toEqual({ diamonds: 300, likes: 35, peakViewers: 900 });
  });

  it('7 days in hours and 30 days in calendar days of the asked zone', async () => {
    const week = await series(`streamerIds=${S.alpha}&range=7d&tz=UTC&day=2024-05-03`);
    expect(week.from).toBe(ms('2024-04-27T00:00:00'));
    expect(week.buckets).toHaveLength(168);
    expect(week.series[0]!.points).toEqual([
      { t: ms('2024-05-01T10:00:00'), viewers: 300, peakViewers: 300, diamonds: 400, likes: 100 },
      { t: ms('2024-05-01T11:00:00'), viewers: 500, peakViewers: 500, diamonds: 600, likes: 200 },
      { t: ms('2024-05-02T22:00:00'), viewers: 800, peakViewers: 900, diamonds: 100, likes: 15 },
      { t: ms('2024-05-02T23:00:00'), viewers: 800, peakViewers: 800, diamonds: 200, likes: 20 },
      { t: ms('2024-05-03T00:00:00'), viewers: 400, peakViewers: 400, diamonds: 300, likes: 30 },
    ]);

    // Dubai's 3 May starts at 2 May 20:00 UTC: the whole late session is one day there, 1 May's another.
    const month = await series(`streamerIds=${S.alpha}&range=30d&tz=Asia/Dubai&day=2024-05-03`);
    expect(month.buckets).toHaveLength(30);
    expect(month.bucketMs).toBe(DAY);
    expect(month.buckets.at(-1)).toBe(ms('2024-05-02T20:00:00'));
    expect(month.to).toBe(ms('2024-05-03T20:00:00'));
    expect(month.series[0]!.points).toEqual([
      { t: ms('2024-04-30T20:00:00'), viewers: 400, peakViewers: 500, diamonds: 1000, likes: 300 },
      { t: ms('2024-05-02T20:00:00'), viewers: 700, peakViewers: 900, diamonds: 600, likes: 65 },
    ]);
    // In UTC the late session spans two days.
    const utc = await series(`streamerIds=${S.alpha}&range=30d&tz=UTC&day=2024-05-03`);
    expect(utc.series[0]!.points.map((p) => [p.t, p.diamonds])).toEqual([
      [ms('2024-05-01T00:00:00'), 1000],
      [ms('2024-05-02T00:00:00'), 300],
      [ms('2024-05-03T00:00:00'), 300],
    ]);
  });

  it('follows the zone’s clock on a DST day and in a quarter-hour zone', async () => {
    // Berlin moved its clocks forward on 31 March 2024: that day has 23 hours.
    const dst = await series(`streamerIds=${S.alpha}&range=today&tz=Europe/Berlin&day=2024-03-31`);
    expect(dst.buckets).toHaveLength(276);
    expect(dst.from).toBe(ms('2024-03-30T23:00:00'));
    expect(dst.to).toBe(ms('2024-03-31T22:00:00'));
    // Kathmandu is UTC+5:45: its hours start at :15 UTC, and alpha's 10:00 and 11:59 UTC minutes fall in 15:00 and 17:00 local.
    const kathmandu = await series(`streamerIds=${S.alpha}&range=7d&tz=Asia/Kathmandu&day=2024-05-01`);
    expect(kathmandu.series[0]!.points.map((p) => [p.t, p.diamonds])).toEqual([
      [ms('2024-05-01T09:15:00'), 400],
      [ms('2024-05-01T11:15:00'), 600],
    ]);
  });

  it('draws a running session up to its current minute, several streamers in the order asked, unknown ids left out', async () => {
    const yesterday = new Date(echoStart).toISOString().slice(0, 10);
    const answer = await series(`streamerIds=${S.echo},${S.alpha},${S.delta},999999&range=today&tz=UTC&day=${yesterday}`);
    expect(answer.series.map((s) => s.streamer.id)).toEqual([S.echo, S.alpha, S.delta]);
    expect(answer.series[0]!.points).toEqual([
      { t: echoStart, viewers: 110, peakViewers: 120, diamonds: 12, likes: 3 },
      { t: echoStart + 5 * 60_000, viewers: 130, peakViewers: 130, diamonds: 0, likes: 3 },
    ]);
    expect(answer.series[2]).toMatchObject({ points: [], totals: { diamonds: 0, likes: 0, peakViewers: null } });
    // Without a day the range ends today: echo's minutes of yesterday are in the last 7 days.
    const week = await series(`streamerIds=${S.echo}&range=7d&tz=UTC`);
    expect(week.to).toBeGreaterThan(echoStart);
    expect(week.series[0]!.totals).toEqual({ diamonds: 12, likes: 6, peakViewers: 130 });
  });

  it('refuses a missing or too long list of streamers, an unknown range, zone or day', async () => {
    expect(await refused('/api/monitor/series?range=today')).toBe(`streamerIds: ${SESSION_MESSAGES.streamerIdsRequired}`);
    expect(await refused('/api/monitor/series?streamerIds=1,two')).toBe(`streamerIds: ${SESSION_MESSAGES.streamerIdsFormat}`);
    expect(await refused('/api/monitor/series?streamerIds=1,2,3,4,5,6,7,8,9,10,11')).toBe(`streamerIds: ${SESSION_MESSAGES.tooManyStreamers}`);
    expect(await refused(`/api/monitor/series?streamerIds=${S.alpha}&range=year`)).toBe(`range: ${SESSION_MESSAGES.rangeChoice}`);
    expect(await refused(`/api/monitor/series?streamerIds=${S.alpha}&tz=Nowhere/Land`)).toBe(`tz: ${SESSION_MESSAGES.timeZone}`);
    expect(await refused(`/api/monitor/series?streamerIds=${S.alpha}&day=2024-02-30`)).toBe(`day: ${SESSION_MESSAGES.dayFormat}`);
  });
});

describe('room data ranking: api/monitor/ranking', () => {
  // 1–2 May in UTC. alpha: a1 inside (1000 diamonds, peak 500, 2 h) + a2 crossing the end (its minutes inside: 300
  // diamonds, peak 900; 2 h inside). bravo: inside (5000, 200, 30 min). charlie: running since 1 May 20:00 (its
  // minute inside: 50, 950; 28 h inside). foxtrot: inside (1300, 100, 45 min). delta and echo: nothing in the range.
  const RANGE = 'from=2024-05-01&to=2024-05-02&tz=UTC';

  it('ranks by diamonds received inside the range; ties share a rank', async () => {
    const page = await rank(`metric=diamonds&${RANGE}&size=10`);
    expect(page.totalElements).toBe(4);
    expect(page.topValue).toBe(5000);
    expect(page.content.map((row) => [row.rank, row.streamer.uniqueId, row.value])).toEqual([
      [1, 'rs_bravo', 5000],
      [2, 'rs_alpha', 1300],
      [2, 'rs_foxtrot', 1300],
      [4, 'rs_charlie', 50],
    ]);
    expect(page.content[1]).toEqual({
      rank: 2,
      streamer: { id: S.alpha, uniqueId: 'rs_alpha', nickname: 'Alpha', avatarUrl: null, type: 'focus' },
      value: 1300,
      sessions: 2,
      diamonds: 1300,
      peakViewers: 900,
      liveTimeMs: 4 * HOUR,
    });
  });

  it('ranks by peak viewers and by live time inside the range (a running session up to the range’s end)', async () => {
    const viewers = await rank(`metric=viewers&${RANGE}`);
    expect(viewers.content.map((row) => [row.rank, row.streamer.uniqueId, row.value])).toEqual([
      [1, 'rs_charlie', 950],
      [2, 'rs_alpha', 900],
      [3, 'rs_bravo', 200],
      [4, 'rs_foxtrot', 100],
    ]);
    const live = await rank(`metric=liveTime&${RANGE}`);
    expect(live.content.map((row) => [row.streamer.uniqueId, row.value])).toEqual([
      ['rs_charlie', 28 * HOUR],
      ['rs_alpha', 4 * HOUR],
      ['rs_foxtrot', 45 * 60_000],
      ['rs_bravo', 30 * 60_000],
    ]);
    expect(live.topValue).toBe(28 * HOUR);
  });

  it('pages with the first value on every page, filters by type, and reads dates in the zone asked', async () => {
    const second = await rank(`metric=diamonds&${RANGE}&size=2&page=1`);
    expect(second).toMatchObject({ totalElements: 4, topValue: 5000 });
    expect(second.content.map((row) => [row.rank, row.streamer.uniqueId])).toEqual([
      [2, 'rs_foxtrot'],
      [4, 'rs_charlie'],
    ]);
    expect(await rank(`metric=diamonds&${RANGE}&size=2&page=5`)).toEqual({ content: [], totalElements: 4, topValue: 0 });

    const pk = await rank(`metric=diamonds&${RANGE}&type=pk`);
    expect(pk.content.map((row) => [row.rank, row.streamer.uniqueId, row.value])).toEqual([
      [1, 'rs_foxtrot', 1300],
      [2, 'rs_charlie', 50],
    ]);
    // 1 May in Dubai ends at 1 May 20:00 UTC: charlie's session starts then, alpha's late one is a day later.
    const dubai = await rank('metric=diamonds&from=2024-05-01&to=2024-05-01');
    expect(dubai.content.map((row) => [row.streamer.uniqueId, row.value, row.sessions])).toEqual([
      ['rs_bravo', 5000, 1],
      ['rs_foxtrot', 1300, 1],
      ['rs_alpha', 1000, 1],
    ]);
  });

  it('counts a running session wholly inside the range with its running figures', async () => {
    const yesterday = new Date(echoStart).toISOString().slice(0, 10);
    const page = await rank(`metric=diamonds&from=${yesterday}&to=${new Date(echoStart + 2 * DAY).toISOString().slice(0, 10)}&tz=UTC&type=focus`);
    const echo = page.content.find((row) => row.streamer.id === S.echo);
    expect(echo).toMatchObject({ diamonds: 12, peakViewers: 130, sessions: 1 });
  });

  it('refuses bad ranges and metrics', async () => {
    expect(await refused('/api/monitor/ranking?from=2024-05-02&to=2024-05-01')).toBe(`to: ${SESSION_MESSAGES.rangeOrder}`);
    expect(await refused('/api/monitor/ranking?from=2020-01-01')).toBe(`to: ${SESSION_MESSAGES.rangeTooLong}`);
    expect(await refused('/api/monitor/ranking?metric=likes')).toBe(`metric: ${SESSION_MESSAGES.metricChoice}`);
    expect((await get('/api/monitor/ranking')).statusCode).toBe(200);
  });
});

describe('permissions', () => {
  it('every endpoint needs monitor:list', async () => {
    const reader = await createUser(t.app, { roles: [{ permissions: ['monitor:list'] }] });
    const readerAuth = auth((await login(t.app, reader.username, reader.password)).token);
    const nobody = await createUser(t.app);
    const nobodyAuth = auth((await login(t.app, nobody.username, nobody.password)).token);
    for (const url of ['/api/monitor/sessions', '/api/monitor/sessions/download', `/api/monitor/series?streamerIds=${S.alpha}`, '/api/monitor/ranking']) {
      expect((await get(url, readerAuth)).statusCode, url).toBe(200);
      const denied = await get(url, nobodyAuth);
      expect(denied.statusCode, url).toBe(403);
      expect(denied.json().message).toBe('Forbidden: you lack the permission monitor:list');
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});

describe('OpenAPI', () => {
  it('documents the four read endpoints from their zod schemas', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/doc.html/json' });
    expect(doc.statusCode).toBe(200);
    const paths = doc.json<{ paths: Record<string, { get?: { parameters?: { name: string }[] } }> }>().paths;
    for (const path of ['/api/monitor/sessions', '/api/monitor/sessions/download', '/api/monitor/series', '/api/monitor/ranking']) expect(paths[path]?.get, path).toBeDefined();
    expect(paths['/api/monitor/series']!.get!.parameters!.map((p) => p.name)).toEqual(expect.arrayContaining(['streamerIds', 'range', 'tz', 'day']));
  });
});
