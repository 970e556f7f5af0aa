/**
 * Weekly data over the real database: measured figures from stored sessions exactly once (recompute twice, a late
 * close), the week boundary in APP_TIME_ZONE, the import (mapping applied and remembered, all rows or none, re-import
 * replaces), the data scope (operator, manager, admin), the trend and the export.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WeekDataRow, WeekTrendPoint } from '../../../streams/contracts/week-data';
import { anchors } from '../../../server/db/schema/anchors';
import { liveSessions, monitoredStreamers } from '../../../server/db/schema/monitor';
import { recomputeWeek } from '../../../server/modules/week-data/recompute';
import { weekStarting } from '../../../server/modules/week-data/week-range';
import { eq } from 'drizzle-orm';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from '../helpers/test-app';
import { auth, login } from '../helpers/session';
import { deptId } from '../helpers/fixtures';
import { call, freshId, staff } from '../anchors/crm-fixtures';

const ZONE = 'Asia/Dubai';
const WEEK = '2026-03-02';
const NEXT = '2026-03-09';
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ env: { APP_TIME_ZONE: ZONE } });
  admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});
afterAll(() => t?.close());

/** A monitored streamer created well before the weeks under test. */
async function streamer(values: Partial<typeof monitoredStreamers.$inferInsert> = {}) {
  const uniqueId = freshId('wk');
  const [row] = await t.app.db
    .insert(monitoredStreamers)
    .values({ uniqueId, nickname: `Nick ${uniqueId}`, type: 'focus', createTime: new Date('2026-01-01T00:00:00Z'), ...values })
    .returning();
  return row!;
}

/** A session starting at `startedAt` (ISO), ended after `minutes` (null: still running). */
async function session(streamerId: number, startedAt: string, minutes: number | null, figures: { diamonds?: number; pkCount?: number; likes?: number; newFollowers?: number } = {}) {
  const start = new Date(startedAt);
  const [row] = await t.app.db
    .insert(liveSessions)
    .values({ streamerId, startedAt: start, endedAt: minutes === null ? null : new Date(start.getTime() + minutes * 60_000), durationMs: minutes === null ? null : minutes * 60_000, ...figures })
    .returning();
  return row!;
}

const recompute = (week: string) => recomputeWeek(t.app.db, weekStarting(week, ZONE), ZONE, new Date());
const page = (who: Record<string, string> | Parameters<typeof call>[1], query: string) => call<{ content: WeekDataRow[]; totalElements: number }>(t.app, who, 'GET', `/api/weekData?${query}`);
const rowOf = async (uniqueId: string, week = WEEK) => (await page(admin, `week=${week}&blurry=${uniqueId}`)).content.find((row) => row.uniqueId === uniqueId);

describe('measured figures', () => {
  it('sums the week’s sessions exactly once: recomputing twice gives the same numbers, a late close adds its duration', async () => {
    const s = await streamer();
    // Monday 2026-03-02 10:00 and 20:00 Dubai, Wednesday 12:00 Dubai.
    await session(s.id, '2026-03-02T06:00:00Z', 60, { diamonds: 100, pkCount: 2, likes: 10, newFollowers: 1 });
    await session(s.id, '2026-03-02T16:00:00Z', 30, { diamonds: 50, pkCount: 1, likes: 5 });
    const running = await session(s.id, '2026-03-04T08:00:00Z', null, { diamonds: 25 });
    await recompute(WEEK);
    await recompute(WEEK);
    const first = await rowOf(s.uniqueId);
    expect(first).toMatchObject({ liveCount: 3, liveDays: 2, liveDurationMs: 90 * 60_000, diamonds: 175, pkCount: 3, likes: 15, newFollowers: 1, impressions: null });
    expect(first!.sources).toMatchObject({ diamonds: 'measured', impressions: 'none' });
    // The running session closes late: only its duration changes, nothing is added twice.
    await t.app.db.update(liveSessions).set({ endedAt: new Date('2026-03-04T10:00:00Z'), durationMs: 120 * 60_000 }).where(eq(liveSessions.id, running.id));
    await t.app.timing.registry.get('recomputeWeekData')!.run({ db: t.app.db, kv: t.app.kv, log: t.app.log, zone: ZONE, now: new Date('2026-03-05T00:00:00Z') }, {});
    expect(await rowOf(s.uniqueId)).toMatchObject({ liveCount: 3, liveDurationMs: 210 * 60_000, diamonds: 175 });
  });

  it('puts a session in the week it started in APP_TIME_ZONE: Sunday 23:30 in that week, Monday 00:10 in the next', async () => {
    const s = await streamer();
    await session(s.id, '2026-03-08T19:30:00Z', 20, { diamonds: 7 }); // Sunday 23:30 Dubai
    await session(s.id, '2026-03-08T20:10:00Z', 20, { diamonds: 11 }); // Monday 00:10 Dubai
    await recompute(WEEK);
    await recompute(NEXT);
    expect(await rowOf(s.uniqueId, WEEK)).toMatchObject({ liveCount: 1, diamonds: 7, liveDays: 1 });
    const next = await rowOf(s.uniqueId, NEXT);
    expect(next).toMatchObject({ liveCount: 1, diamonds: 11 });
    expect(next!.previous).toMatchObject({ diamonds: 7 });
    const trend = await call<WeekTrendPoint[]>(t.app, admin, 'GET', `/api/weekData/trend?streamerId=${s.id}&weeks=12&week=${NEXT}`);
    expect(trend).toHaveLength(12);
    expect(trend.slice(-2).map((point) => [point.week, point.diamonds])).toEqual([
      [WEEK, 7],
      [NEXT, 11],
    ]);
  });

  it('refuses a week that is not a Monday and an unknown sort field', async () => {
    expect(await call(t.app, admin, 'GET', '/api/weekData?week=2026-03-03', undefined, 400)).toMatchObject({ code: 'WEEK_NOT_MONDAY' });
    expect(await call(t.app, admin, 'GET', `/api/weekData?week=${WEEK}&sort=nope,desc`, undefined, 400)).toMatchObject({ code: 'SORT_FIELD_UNKNOWN' });
  });

  it('sorts on every column and exports xlsx', async () => {
    for (const field of ['diamonds', 'nickname', 'impressions', 'conversionRate', 'groupName', 'managerName', 'inviteType', 'liveDays']) {
      await page(admin, `week=${WEEK}&sort=${field},desc`);
    }
    const res = await t.app.inject({ method: 'GET', url: `/api/weekData/download?week=${WEEK}`, headers: admin });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(1).getCell(1).value).toBe('TikTok ID');
  });
});

describe('import', () => {
  const csv = (lines: string[]) => Buffer.from(lines.join('\n'));
  const upload = (bytes: Buffer, fields: Record<string, string>) => {
    const boundary = '----weektest';
    const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    const body = Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="export.csv"\r\nContent-Type: text/csv\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({ method: 'POST', url: '/api/weekData/import', headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
  };

  it('applies and remembers the mapping, refuses all rows when one is bad (with its row), and a re-import replaces the week', async () => {
    const [a, b] = [await streamer(), await streamer()];
    await session(a.id, '2026-03-03T08:00:00Z', 45, { diamonds: 300 });
    await recompute(WEEK);
    const mapping = { 'Creator ID': 'uniqueId', 'LIVE impressions': 'impressions', 'LIVE taps': 'taps', 'Gift rate': 'conversionRate', Videos: 'videos', Region: 'ignore' };
    const ok = await upload(csv(['Creator ID,LIVE impressions,LIVE taps,Gift rate,Videos,Region', `@${a.uniqueId},"12,000",340,12.5%,3,AE`, `${b.uniqueId},500,20,,1,AE`]), { week: WEEK, mapping: JSON.stringify(mapping) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ week: WEEK, imported: 2, cleared: 0 });
    const rowA = await rowOf(a.uniqueId);
    expect(rowA).toMatchObject({ impressions: 12_000, taps: 340, conversionRate: 12.5, videos: 3, followers: null, diamonds: 300, liveCount: 1 });
    expect(rowA!.sources).toMatchObject({ impressions: 'imported', conversionRate: 'imported', followers: 'none', diamonds: 'measured' });
    // A streamer without sessions gets a row with the imported figures only.
    expect(await rowOf(b.uniqueId)).toMatchObject({ impressions: 500, conversionRate: null, liveCount: 0, sources: expect.objectContaining({ diamonds: 'none', impressions: 'imported' }) });
    expect(await call(t.app, admin, 'GET', '/api/weekData/importMapping')).toMatchObject({ mapping });

    // Row 3 is bad: nothing is written, the row is named.
    const bad = await upload(csv(['Creator ID,LIVE impressions,LIVE taps,Gift rate,Videos,Region', `${a.uniqueId},1,1,1,1,AE`, `${b.uniqueId},lots,1,150,1,AE`, 'nobody_here,1,1,1,1,AE']), { week: WEEK });
    expect(bad.statusCode).toBe(400);
    const refusal = bad.json<{ code: string; errors: { row: number; field: string; code?: string }[]; errorCount: number }>();
    expect(refusal.code).toBe('IMPORT_REFUSED');
    expect(refusal.errors.map((error) => [error.row, error.field])).toEqual([
      [3, 'impressions'],
      [3, 'conversionRate'],
      [4, 'uniqueId'],
    ]);
    expect(refusal.errors[2]!.code).toBe('WEEK_IMPORT_UNKNOWN_STREAMER');
    expect(await rowOf(a.uniqueId)).toMatchObject({ impressions: 12_000 });

    // Re-import with the remembered mapping (no mapping sent): b is gone from the file, so its imported figures go.
    const again = await upload(csv(['Creator ID,LIVE impressions,LIVE taps,Gift rate,Videos,Region', `${a.uniqueId},9,8,7,6,AE`]), { week: WEEK });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ imported: 1, cleared: 1 });
    expect(await rowOf(a.uniqueId)).toMatchObject({ impressions: 9, taps: 8, conversionRate: 7, videos: 6, diamonds: 300 });
    expect(await rowOf(b.uniqueId)).toMatchObject({ impressions: null, sources: expect.objectContaining({ impressions: 'none' }) });
    // Recomputing never touches imported figures.
    await recompute(WEEK);
    expect(await rowOf(a.uniqueId)).toMatchObject({ impressions: 9, diamonds: 300 });
  });

  it('refuses a file without the mapped ID column and a week that is missing', async () => {
    expect((await upload(csv(['Who,LIVE impressions', 'x,1']), { week: WEEK })).json()).toMatchObject({ code: 'WEEK_IMPORT_COLUMN_MISSING' });
    expect((await upload(csv(['Creator ID,LIVE impressions', 'x,1']), {})).json()).toMatchObject({ code: 'WEEK_REQUIRED' });
  });
});

describe('import preview', () => {
  const preview = (bytes: Buffer, fileName: string) => {
    const boundary = '----weekpreview';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({ method: 'POST', url: '/api/weekData/importPreview', headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
  };

  it('shows a csv’s headers with the remembered mapping, a figure’s own name, else ignore, and writes nothing', async () => {
    await call(t.app, admin, 'PUT', '/api/weekData/importMapping', { 'creator id': 'uniqueId', 'LIVE impressions': 'impressions' }, 204);
    const res = await preview(Buffer.from(['Creator ID,LIVE impressions,taps,Region,', 'a_1,"1,000",3,AE,', ',,,,', 'b_2,5,,KR,', 'c_3,6,1,KR,', 'd_4,7,1,KR,'].join('\n')), 'export.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      headers: ['Creator ID', 'LIVE impressions', 'taps', 'Region'],
      mapping: { 'Creator ID': 'uniqueId', 'LIVE impressions': 'impressions', taps: 'taps', Region: 'ignore' },
      sampleRows: [
        ['a_1', '1,000', '3', 'AE'],
        ['b_2', '5', '', 'KR'],
        ['c_3', '6', '1', 'KR'],
      ],
      rowCount: 4,
    });
  });

  it('reads an xlsx’s first sheet, and refuses another file type', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Export');
    sheet.addRow(['Creator', 'Followers']);
    sheet.addRow(['x_1', 12]);
    const res = await preview(Buffer.from(await workbook.xlsx.writeBuffer()), 'export.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ headers: ['Creator', 'Followers'], mapping: { Creator: 'ignore', Followers: 'followers' }, sampleRows: [['x_1', '12']], rowCount: 1 });
    expect((await preview(Buffer.from('x'), 'export.txt')).json()).toMatchObject({ code: 'IMPORT_FILE_TYPE' });
  });
});

describe('data scope', () => {
  it('shows an operator the streamers they manage, a manager their departments’, the admin all', async () => {
    const alphaOperator = await staff(t.app, { permissions: ['weekData:list'], dataScope: 'own' });
    const manager = await staff(t.app, { permissions: ['weekData:list', 'anchor:allocate'], dataScope: 'own' });
    const betaOperator = await staff(t.app, { permissions: ['weekData:list'], dataScope: 'own' }, 'seed:dept.liveTeamBeta');
    const mine = await streamer({ staffId: alphaOperator.id });
    const viaCrm = await streamer();
    // The CRM row names the operator and the department, and says game streamer, senior invitation.
    await t.app.db.insert(anchors).values({ anchorId: viaCrm.uniqueId, uniqueId: viaCrm.uniqueId, operatorId: alphaOperator.id, deptId: await deptId(t.app, 'seed:dept.liveTeamAlpha'), gameStreamer: true, inviteType: 'senior' });
    const theirs = await streamer({ staffId: betaOperator.id });
    await recompute(WEEK);
    const ids = async (who: Parameters<typeof call>[1]) => (await page(who, `week=${WEEK}&size=10000`)).content.map((row) => row.streamerId);
    expect((await ids(alphaOperator)).sort()).toEqual([mine.id, viaCrm.id].sort());
    const managerSees = await ids(manager);
    expect(managerSees).toEqual(expect.arrayContaining([mine.id, viaCrm.id]));
    expect(managerSees).not.toContain(theirs.id);
    expect(await ids(admin)).toEqual(expect.arrayContaining([mine.id, viaCrm.id, theirs.id]));
    expect(await rowOf(viaCrm.uniqueId)).toMatchObject({ managerId: alphaOperator.id, streamerType: 'game', inviteType: 'elite', groupName: 'seed:dept.liveTeamAlpha' });
    const filtered = await page(admin, `week=${WEEK}&streamerType=game&inviteType=elite&managerId=${alphaOperator.id}`);
    expect(filtered.content.map((row) => row.streamerId)).toEqual([viaCrm.id]);
    await call(t.app, betaOperator, 'GET', `/api/weekData/trend?streamerId=${mine.id}&week=${WEEK}`, undefined, 404);
    // The filters offer the groups and managers of the rows the caller reaches.
    const choices = await call<{ groups: { id: number; name: string }[]; managers: { id: number; name: string }[] }>(t.app, alphaOperator, 'GET', '/api/weekData/choices');
    expect(choices.managers.map((m) => m.id)).toEqual([alphaOperator.id]);
    expect(choices.groups.map((g) => g.name)).toContain('seed:dept.liveTeamAlpha');
    const all = await call<{ managers: { id: number }[] }>(t.app, admin, 'GET', '/api/weekData/choices');
    expect(all.managers.map((m) => m.id)).toEqual(expect.arrayContaining([alphaOperator.id, betaOperator.id]));
  });
});
