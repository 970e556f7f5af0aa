/**
 * Weekly reports over the real database: sessions and PKs inserted by hand, generated into reports whose findings
 * and advice carry the hand-computed numbers; regeneration keeps reviewed reports; the state moves; editing; the
 * public link (missing, unknown, revoked, valid); the advice texts (unknown placeholder refused naming it, an override
 * used by the next generation and the preview, deleting it restores the default); a streamer's report language; the
 * data scope.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../../streams/contracts/common';
import type { AdviceTextRow, GenerateReportsResult, PublicWeeklyReport, WeeklyReportRow } from '../../../streams/contracts/weekly-reports';
import { DEFAULT_ADVICE_TEXTS } from '../../../streams/reports/advice-texts';
import { anchors } from '../../../server/db/schema/anchors';
import { liveSessionPks, liveSessions, monitoredStreamers } from '../../../server/db/schema/monitor';
import { weeklyReportKeys } from '../../../server/db/schema/weekly-reports';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from '../helpers/test-app';
import { auth, login } from '../helpers/session';
import { deptId } from '../helpers/fixtures';
import { call, freshId, staff } from '../anchors/crm-fixtures';

const ZONE = 'Asia/Dubai';
const WEEK = '2026-03-02';
const MIN = 60_000;
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ env: { APP_TIME_ZONE: ZONE } });
  admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});
afterAll(() => t?.close());

/** Epoch ms of 2026-03-`day` `hour`:`minute` in Dubai (UTC+4). */
const dubai = (day: number, hour: number, minute = 0) => Date.UTC(2026, 2, day, hour - 4, minute);

async function streamer(values: Partial<typeof monitoredStreamers.$inferInsert> = {}) {
  const uniqueId = freshId('wr');
  const [row] = await t.app.db.insert(monitoredStreamers).values({ uniqueId, nickname: `Nick ${uniqueId}`, type: 'focus', createTime: new Date('2026-01-01T00:00:00Z'), ...values }).returning();
  return row!;
}

/** A live from `start` for `minutes` (epoch ms), watched from `joinedAfter` minutes in, with 10-minute PKs at the given minutes after the start (null: a PK whose start was not seen, ending at `endAt` minutes). */
async function live(streamerId: number, start: number, minutes: number, pkAt: Array<number | { unseenEndAt: number }>, joinedAfter = 1) {
  const [session] = await t.app.db
    .insert(liveSessions)
    .values({ streamerId, startedAt: new Date(start), endedAt: new Date(start + minutes * MIN), durationMs: minutes * MIN, monitoredFrom: new Date(start + joinedAfter * MIN), pkCount: pkAt.filter((at) => typeof at === 'number').length })
    .returning();
  if (pkAt.length > 0) {
    await t.app.db.insert(liveSessionPks).values(
      pkAt.map((at, i) =>
        typeof at === 'number'
          ? { sessionId: session!.id, battleId: `b${session!.id}_${i}`, startedAt: new Date(start + at * MIN), endedAt: new Date(start + (at + 10) * MIN) }
          : { sessionId: session!.id, battleId: `b${session!.id}_${i}`, startedAt: null, endedAt: new Date(start + at.unseenEndAt * MIN) },
      ),
    );
  }
  return session!;
}

/** Five 14:00 lives Monday to Friday, 5 PKs an hour apart each: the first 34 minutes in on Mon–Wed, 100 on Thu–Fri; Friday runs to 22:00. */
async function fiveLives(streamerId: number) {
  for (const day of [2, 3, 4]) await live(streamerId, dubai(day, 14), 360, [34, 94, 154, 214, 274]);
  await live(streamerId, dubai(5, 14), 360, [100, 160, 220, 280, 340]);
  await live(streamerId, dubai(6, 14), 480, [100, 160, 220, 280, 340]);
}

const generate = (who: Parameters<typeof call>[1] = admin, body: object = { week: WEEK }) => call<GenerateReportsResult>(t.app, who, 'POST', '/api/weeklyReports/generate', body, 201);
const reportOf = async (streamerId: number, who: Parameters<typeof call>[1] = admin) =>
  (await call<{ content: WeeklyReportRow[] }>(t.app, who, 'GET', `/api/weeklyReports?week=${WEEK}&streamerId=${streamerId}`)).content[0];
const put = (payload: object, status = 204) => call<ApiError | undefined>(t.app, admin, 'PUT', '/api/weeklyReports', payload, status);

describe('generation', () => {
  it('judges the stored week: first PK 34 minutes after start on 3 of 5 lives, in the texts with the streamer’s numbers', async () => {
    const s = await streamer();
    await fiveLives(s.id);
    const result = await generate();
    expect(result.week).toBe(WEEK);
    expect(result.generated).toBeGreaterThanOrEqual(1);
    const report = await reportOf(s.id);
    expect(report).toMatchObject({ state: 'draft', lang: 'en', zone: ZONE, week: WEEK, weekStart: dubai(2, 0), uniqueId: s.uniqueId, linkOpen: false, editedAdvice: null });
    expect(report!.figures).toEqual({ lives: 5, liveDays: 5, liveMinutes: 4 * 360 + 480, liveHours: 32, liveRestMinutes: 0, pks: 25 });
    const finding = (rule: string) => report!.findings.find((f) => f.rule === rule);
    expect(finding('pksPerLive')).toMatchObject({ outcome: 'ok', numbers: { lives: 5, offLives: 0, meanPks: 5 } });
    expect(finding('firstPkDelay')).toMatchObject({ outcome: 'off', numbers: { lives: 5, offLives: 3, earlyLives: 3, offMeanMinutes: 34, meanMinutes: 60, target: 100 } });
    expect(finding('pkGap')).toMatchObject({ outcome: 'ok', numbers: { gaps: 20, offGaps: 0, shortestMinutes: 50 } });
    expect(finding('primeTimePks')).toMatchObject({ outcome: 'ok', numbers: { evenings: 1, mostPks: 0 } });
    expect(finding('privateMessages')).toMatchObject({ outcome: 'noData' });
    expect(report!.summary).toBe('This week: 5 lives on 5 days, 32 h 0 min live, 25 PKs.');
    expect(report!.advice).toEqual([
      'You did 5 to 6 PKs on each of your 5 lives. Keep it up.',
      'Your first PK came 34 minutes after you went live on 3 of 5 lives (on average); wait about 100 minutes.',
      'On all 5 lives you left at least 47 minutes between PKs.',
      'On all 1 evenings you did at most 2 PKs between 20:00 and 22:00.',
    ]);
    expect(report!.shownAdvice).toEqual(report!.advice);
    expect(await call<WeeklyReportRow>(t.app, admin, 'GET', `/api/weeklyReports/${report!.id}`)).toEqual(report);
  });

  it('reads a PK whose start was not seen as already running when monitoring joined late', async () => {
    const s = await streamer();
    // Friday 20:00, watched from 20:20 while a PK ran (seen ending 20:25), then a PK 21:15–21:25; ends 21:40.
    await live(s.id, dubai(6, 20), 100, [{ unseenEndAt: 25 }, 75], 20);
    await generate();
    const report = await reportOf(s.id);
    expect(report!.figures).toMatchObject({ lives: 1, pks: 2, liveMinutes: 100 });
    const finding = (rule: string) => report!.findings.find((f) => f.rule === rule);
    expect(finding('pksPerLive')).toMatchObject({ outcome: 'noData', numbers: { skippedLives: 1 } });
    expect(finding('firstPkDelay')).toMatchObject({ outcome: 'noData', numbers: { skippedLives: 1 } });
    expect(finding('pkGap')).toMatchObject({ outcome: 'ok', numbers: { gaps: 1, shortestMinutes: 50 } });
    expect(finding('primeTimePks')).toMatchObject({ outcome: 'ok', numbers: { evenings: 1, mostPks: 1 } });
  });

  it('regenerates drafts and keeps reviewed and sent reports as they were', async () => {
    const kept = await streamer();
    const draft = await streamer();
    await live(kept.id, dubai(3, 14), 360, [100, 160, 220, 280, 340]);
    await live(draft.id, dubai(3, 14), 360, [100, 160, 220, 280, 340]);
    await generate();
    const reviewed = await reportOf(kept.id);
    await put({ id: reviewed!.id, state: 'reviewed' });
    // Another live each; only the draft takes it in.
    await live(kept.id, dubai(4, 14), 60, []);
    await live(draft.id, dubai(4, 14), 60, []);
    const again = await generate();
    expect(again.kept).toBeGreaterThanOrEqual(1);
    expect(await reportOf(kept.id)).toMatchObject({ state: 'reviewed', figures: { lives: 1 }, generatedAt: reviewed!.generatedAt });
    expect(await reportOf(draft.id)).toMatchObject({ state: 'draft', figures: { lives: 2 } });
  });

  it('writes a report in the streamer’s language, else the request’s, else English', async () => {
    const zh = await streamer();
    const ar = await streamer();
    await live(zh.id, dubai(2, 14), 360, [100, 160, 220, 280, 340]);
    await live(ar.id, dubai(2, 14), 360, [100, 160, 220, 280, 340]);
    await call(t.app, admin, 'PUT', '/api/weeklyReports/lang', { streamerId: zh.id, lang: 'zh' }, 204);
    await generate(admin, { week: WEEK, lang: 'ar' });
    expect(await reportOf(zh.id)).toMatchObject({ lang: 'zh', summary: '本周：1 天共开播 1 场，直播 6 小时 0 分钟，PK 5 次。' });
    expect(await reportOf(ar.id)).toMatchObject({ lang: 'ar' });
    const refused = await call<ApiError>(t.app, admin, 'PUT', '/api/weeklyReports/lang', { streamerId: 2_000_000_000, lang: 'ko' }, 404);
    expect(refused.code).toBe('WEEK_STREAMER_NOT_FOUND');
  });

  it('refuses a week that is not a Monday', async () => {
    expect((await call<ApiError>(t.app, admin, 'POST', '/api/weeklyReports/generate', { week: '2026-03-03' }, 400)).code).toBe('WEEK_NOT_MONDAY');
  });
});

describe('review, edit and send', () => {
  it('moves draft → reviewed → sent, refuses skipping review and leaving sent, edits until sent', async () => {
    const s = await streamer();
    await live(s.id, dubai(2, 14), 360, [34, 94, 154, 214, 274]);
    await generate();
    const { id } = (await reportOf(s.id))!;
    expect(await put({ id, state: 'sent' }, 400)).toMatchObject({ code: 'WEEKLY_REPORT_STATE_MOVE', params: { from: 'draft', to: 'sent' } });
    await put({ id, advice: ['Start your first PK later, about 100 minutes in.'] });
    expect(await reportOf(s.id)).toMatchObject({ editedAdvice: ['Start your first PK later, about 100 minutes in.'], shownAdvice: ['Start your first PK later, about 100 minutes in.'] });
    await put({ id, state: 'reviewed' });
    expect(await reportOf(s.id)).toMatchObject({ state: 'reviewed', reviewedBy: 'admin' });
    await put({ id, state: 'draft' });
    expect(await reportOf(s.id)).toMatchObject({ state: 'draft', reviewedBy: null });
    await put({ id, state: 'reviewed' });
    await put({ id, advice: null, state: 'sent' });
    const sent = await reportOf(s.id);
    expect(sent).toMatchObject({ state: 'sent', sentBy: 'admin', editedAdvice: null });
    expect(sent!.shownAdvice).toEqual(sent!.advice);
    expect(await put({ id, state: 'draft' }, 400)).toMatchObject({ code: 'WEEKLY_REPORT_STATE_MOVE', params: { from: 'sent', to: 'draft' } });
    expect(await put({ id, advice: ['x'] }, 400)).toMatchObject({ code: 'WEEKLY_REPORT_SENT_LOCKED' });
    expect(await put({ id: 2_000_000_000, state: 'reviewed' }, 404)).toMatchObject({ code: 'WEEKLY_REPORT_NOT_FOUND' });
  });
});

describe('public link', () => {
  const open = async (query: string, status = 200) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/h5/weeklyReport${query}` });
    expect(res.statusCode, res.body).toBe(status);
    return res.json<PublicWeeklyReport & ApiError>();
  };

  it('opens the report in its language without a session; refuses a missing, unknown or revoked key', async () => {
    const s = await streamer();
    await live(s.id, dubai(2, 14), 360, [34, 94, 154, 214, 274]);
    await call(t.app, admin, 'PUT', '/api/weeklyReports/lang', { streamerId: s.id, lang: 'ko' }, 204);
    await generate();
    const report = (await reportOf(s.id))!;
    await put({ id: report.id, advice: ['첫 PK는 시작 후 약 100분 뒤에 하세요.'] });
    expect((await open('', 401)).code).toBe('WEEKLY_REPORT_KEY_MISSING');
    expect((await open('?key=nope', 401)).code).toBe('WEEKLY_REPORT_KEY_INVALID');
    const { key } = await call<{ key: string }>(t.app, admin, 'POST', `/api/weeklyReports/${report.id}/key`, undefined, 201);
    // Only the hash is stored.
    const stored = await t.app.db.select().from(weeklyReportKeys).where(eq(weeklyReportKeys.reportId, report.id));
    expect(stored.map((row) => row.keyHash)).not.toContain(key);
    expect(await reportOf(s.id)).toMatchObject({ linkOpen: true });
    const shown = await open(`?key=${encodeURIComponent(key)}`);
    expect(shown).toMatchObject({ lang: 'ko', week: WEEK, nickname: s.nickname, advice: ['첫 PK는 시작 후 약 100분 뒤에 하세요.'], figures: { lives: 1, pks: 5 } });
    expect(shown.summary).toMatch(/^이번 주/);
    // A new key closes the old one; revoking closes every key.
    const second = await call<{ key: string }>(t.app, admin, 'POST', `/api/weeklyReports/${report.id}/key`, undefined, 201);
    expect((await open(`?key=${encodeURIComponent(key)}`, 401)).code).toBe('WEEKLY_REPORT_KEY_REVOKED');
    await open(`?key=${encodeURIComponent(second.key)}`);
    await call(t.app, admin, 'DELETE', `/api/weeklyReports/${report.id}/key`, undefined, 204);
    expect((await open(`?key=${encodeURIComponent(second.key)}`, 401)).code).toBe('WEEKLY_REPORT_KEY_REVOKED');
    expect(await reportOf(s.id)).toMatchObject({ linkOpen: false });
  });
});

describe('advice texts', () => {
  it('refuses an unknown placeholder naming it; an override reaches the next generation and the preview; deleting restores the default', async () => {
    const refused = await call<ApiError>(t.app, admin, 'PUT', '/api/adviceTexts', { key: 'firstPkDelay.off', lang: 'en', text: 'Wait {target} minutes, not {offMean} or {lives2}.' }, 400);
    expect(refused).toMatchObject({ code: 'ADVICE_TEXT_PLACEHOLDER', params: { names: ['{offMean}', '{lives2}'] } });
    expect(refused.params!.allowed).toContain('{offMeanMinutes}');
    expect(refused.message).toContain('{offMean}');
    // The preview checks an unsaved text the same way.
    expect((await call<ApiError>(t.app, admin, 'GET', `/api/adviceTexts/preview?lang=en&key=summary&text=${encodeURIComponent('{weeks}')}`, undefined, 400)).code).toBe('ADVICE_TEXT_PLACEHOLDER');

    const text = 'First PK too soon on {offLives}/{lives} lives ({offMeanMinutes} min). Wait {target} min.';
    await call(t.app, admin, 'PUT', '/api/adviceTexts', { key: 'firstPkDelay.off', lang: 'en', text }, 204);
    const rows = await call<AdviceTextRow[]>(t.app, admin, 'GET', '/api/adviceTexts');
    expect(rows).toHaveLength(12 * 4);
    expect(rows.find((row) => row.key === 'firstPkDelay.off' && row.lang === 'en')).toMatchObject({ override: text, text, defaultText: DEFAULT_ADVICE_TEXTS['firstPkDelay.off'].en, updatedBy: 'admin' });
    expect(rows.find((row) => row.key === 'firstPkDelay.off' && row.lang === 'zh')).toMatchObject({ override: null });

    const s = await streamer();
    await fiveLives(s.id);
    await generate();
    expect((await reportOf(s.id))!.advice).toContain('First PK too soon on 3/5 lives (34 min). Wait 100 min.');
    // The sample week: the Wednesday live's first PK came 35 minutes in.
    const preview = await call<{ advice: string[] }>(t.app, admin, 'GET', '/api/adviceTexts/preview?lang=en');
    expect(preview.advice).toContain('First PK too soon on 1/3 lives (35 min). Wait 100 min.');
    const unsaved = await call<{ summary: string }>(t.app, admin, 'GET', `/api/adviceTexts/preview?lang=en&key=summary&text=${encodeURIComponent('{lives} lives, {pks} PKs')}`);
    expect(unsaved.summary).toBe('4 lives, 16 PKs'); // 4 + 6 + 5 + 1 PKs

    await call(t.app, admin, 'DELETE', '/api/adviceTexts?key=firstPkDelay.off&lang=en', undefined, 204);
    const restored = await call<{ advice: string[] }>(t.app, admin, 'GET', '/api/adviceTexts/preview?lang=en');
    expect(restored.advice).toContain('Your first PK came 35 minutes after you went live on 1 of 3 lives (on average); wait about 100 minutes.');
  });
});

describe('data scope', () => {
  it('shows and lets an operator generate only their streamers’ reports', async () => {
    const operator = await staff(t.app, { permissions: ['weeklyReport:list', 'weeklyReport:edit'], dataScope: 'own' });
    const other = await staff(t.app, { permissions: ['weeklyReport:list'], dataScope: 'own' }, 'seed:dept.liveTeamBeta');
    const mine = await streamer({ staffId: operator.id });
    const viaCrm = await streamer();
    await t.app.db.insert(anchors).values({ anchorId: viaCrm.uniqueId, uniqueId: viaCrm.uniqueId, operatorId: operator.id, deptId: await deptId(t.app, 'seed:dept.liveTeamAlpha') });
    const theirs = await streamer({ staffId: other.id });
    for (const s of [mine, viaCrm, theirs]) await live(s.id, dubai(5, 14), 120, [100]);
    const generated = await generate(operator);
    expect(generated.generated).toBe(2);
    expect(await reportOf(theirs.id)).toBeUndefined();
    const seen = (await call<{ content: WeeklyReportRow[] }>(t.app, operator, 'GET', `/api/weeklyReports?week=${WEEK}&size=1000`)).content.map((row) => row.uniqueId);
    expect(seen.sort()).toEqual([mine.uniqueId, viaCrm.uniqueId].sort());
    await generate();
    const hidden = (await reportOf(theirs.id))!;
    expect((await call<ApiError>(t.app, operator, 'GET', `/api/weeklyReports/${hidden.id}`, undefined, 404)).code).toBe('WEEKLY_REPORT_NOT_FOUND');
    await call(t.app, operator, 'POST', `/api/weeklyReports/${hidden.id}/key`, undefined, 404);
    expect((await call<{ content: WeeklyReportRow[] }>(t.app, other, 'GET', `/api/weeklyReports?week=${WEEK}&blurry=${theirs.uniqueId}`)).content).toHaveLength(1);
  });
});
