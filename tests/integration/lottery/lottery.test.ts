/**
 * The streamers' lottery over the real database, with the server in Los Angeles (APP_TIME_ZONE) and a fake clock:
 * every refusal on both sides of 18:00 and 22:00 Dubai time, one draw per code per Dubai day, 50 simultaneous draws
 * with one code giving one result, stock never drawn below 0, the probability total, records with award and export.
 * On PGlite, and on PostgreSQL when DATABASE_URL is set (there the 50 draws really run at once).
 */
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LotteryActivity, LotteryCode, LotteryDrawResult, LotteryPrize, LotteryRecord, LotteryWheel } from '../../../streams/contracts/lottery';
import { lotteryPrizes, lotteryRecords } from '../../../server/db/schema/lottery';
import { lotteryRandom } from '../../../server/modules/lottery/lottery-random';
import { auth, login } from '../helpers/session';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from '../helpers/test-app';

// Dubai is UTC+4: 18:00 Dubai = 14:00 UTC, 22:00 Dubai = 18:00 UTC.
const utc = (iso: string) => Date.parse(`${iso}Z`);
let clock = utc('2026-11-25T15:00:00');
let t: TestApp;
let admin: Record<string, string>;
let serial = 0;

beforeAll(async () => {
  t = await buildTestApp({ env: { APP_TIME_ZONE: 'America/Los_Angeles' }, lottery: { now: () => clock, random: lotteryRandom(7) } });
  admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});
afterAll(() => t?.close());

async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = admin): Promise<{ status: number; body: T & { code?: string; message?: string; params?: Record<string, unknown> } }> {
  const res = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.body === '' ? ({} as never) : res.json() };
}

async function activity(startDate = '2026-11-20', endDate = '2026-11-30'): Promise<LotteryActivity> {
  const res = await call<LotteryActivity>('POST', '/api/lottery/activities', { name: `Week ${++serial}`, startDate, endDate });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
async function prize(activityId: number, fields: Partial<{ name: string; value: number; probability: number; stock: number | null }> = {}): Promise<LotteryPrize> {
  const res = await call<LotteryPrize>('POST', '/api/lottery/prizes', { activityId, name: 'Rose', value: 1.5, probability: 10, ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
async function codes(activityId: number, count = 1): Promise<LotteryCode[]> {
  const streamers = Array.from({ length: count }, () => ({ uniqueId: `streamer_${++serial}`, nickname: `Streamer ${serial}` }));
  const res = await call<{ issued: LotteryCode[] }>('POST', '/api/lottery/codes/issue', { activityId, streamers });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.issued;
}
const draw = (code: string | undefined) => call<LotteryDrawResult>('POST', '/api/h5/lottery/draw', code === undefined ? {} : { code }, {});

describe('draw hours and days in Dubai, with the server in Los Angeles', () => {
  it('refuses before 18:00 and from 22:00 Dubai time, draws between, once per Dubai day', async () => {
    const a = await activity();
    await prize(a.id, { probability: 100 });
    const [c] = await codes(a.id);
    clock = utc('2026-11-25T13:59:59');
    const early = await draw(c!.code);
    expect(early).toMatchObject({ status: 400, body: { code: 'LOTTERY_OUTSIDE_HOURS', params: { time: '2026-11-25 18:00' } } });
    clock = utc('2026-11-25T14:00:00');
    const first = await draw(c!.code);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ sliceIndex: 0, prizeName: 'Rose', value: 1.5 });
    clock = utc('2026-11-25T17:59:59');
    expect((await draw(c!.code)).body.code).toBe('LOTTERY_CODE_USED');
    clock = utc('2026-11-25T18:00:00');
    expect((await draw(c!.code)).body).toMatchObject({ code: 'LOTTERY_OUTSIDE_HOURS', params: { time: '2026-11-26 18:00' } });
    // The next Dubai day (the server's own date in Los Angeles is still the 26th's morning): a new draw.
    clock = utc('2026-11-26T14:00:00');
    expect((await draw(c!.code)).status).toBe(200);
    const wheel = await call<LotteryWheel>('GET', `/api/h5/lottery?code=${c!.code}`, undefined, {});
    expect(wheel.body).toMatchObject({ today: { sliceIndex: 0, prizeName: 'Rose' }, opensAt: utc('2026-11-26T14:00:00'), closesAt: utc('2026-11-26T18:00:00') });
  });

  it("answers every refusal with the spec's message", async () => {
    clock = utc('2026-11-25T15:00:00');
    const a = await activity('2026-11-20', '2026-11-30');
    await prize(a.id);
    const [c, revoked] = await codes(a.id, 2);
    await call('PUT', '/api/lottery/codes/revoke', { ids: [revoked!.id] });
    expect((await draw(undefined)).body).toMatchObject({ code: 'LOTTERY_CODE_REQUIRED', message: 'code: enter your lottery code' });
    expect(await draw('NOSUCHCODE')).toMatchObject({ status: 404, body: { code: 'LOTTERY_CODE_INVALID', message: 'This lottery code is not valid' } });
    expect(await draw(revoked!.code)).toMatchObject({ status: 410, body: { code: 'LOTTERY_LINK_INVALID', message: 'This lottery link is no longer valid' } });
    clock = utc('2026-11-19T15:00:00');
    expect((await draw(c!.code)).body).toMatchObject({ code: 'LOTTERY_NOT_STARTED', params: { date: '2026-11-20' } });
    clock = utc('2026-12-01T15:00:00');
    expect((await draw(c!.code)).body).toMatchObject({ code: 'LOTTERY_ENDED', params: { date: '2026-11-30' } });
    clock = utc('2026-11-25T15:00:00');
    expect((await draw(c!.code.toLowerCase())).status).toBe(200);
    expect((await draw(c!.code)).body).toMatchObject({ code: 'LOTTERY_CODE_USED', message: 'This code was already used today: come back tomorrow between 18:00 and 22:00 (Dubai time)' });
    // The wheel of a refused code is refused the same way; of a good one it opens.
    expect((await call('GET', `/api/h5/lottery?code=${revoked!.code}`, undefined, {})).status).toBe(410);
    expect((await call('GET', '/api/h5/lottery', undefined, {})).status).toBe(400);
  });
});

describe('concurrency and stock', () => {
  it('gives one result to 50 simultaneous draws with one code, and records one draw', async () => {
    clock = utc('2026-11-27T16:00:00');
    const a = await activity();
    await prize(a.id, { probability: 50 });
    const [c] = await codes(a.id);
    const answers = await Promise.all(Array.from({ length: 50 }, () => draw(c!.code)));
    const ok = answers.filter((answer) => answer.status === 200);
    expect(ok).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'LOTTERY_CODE_USED')).toHaveLength(49);
    expect(await t.app.db.select().from(lotteryRecords).where(eq(lotteryRecords.codeId, c!.id))).toHaveLength(1);
  });

  it('never draws a prize out of stock: the last one goes once, later draws land on it and get no prize', async () => {
    clock = utc('2026-11-27T16:00:00');
    const a = await activity();
    const car = await prize(a.id, { name: 'Car', probability: 100, stock: 1, value: 1000 });
    const many = await codes(a.id, 5);
    const results = await Promise.all(many.map((c) => draw(c.code)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.prizeId === car.id)).toHaveLength(1);
    expect(results.filter((r) => r.body.prizeId === null && r.body.sliceIndex === 0)).toHaveLength(4);
    const [row] = await t.app.db.select().from(lotteryPrizes).where(eq(lotteryPrizes.id, car.id));
    expect(row).toMatchObject({ stock: 0, drawn: 1 });
    const wheel = await call<LotteryWheel>('GET', `/api/h5/lottery?code=${many[0]!.code}`, undefined, {});
    expect(wheel.body.slices).toEqual([{ prizeId: car.id, name: 'Car', picture: null, probability: 100, soldOut: true }]);
  });
});

describe('prizes, codes and records', () => {
  it('keeps an activity’s probabilities at most 100, naming the total', async () => {
    const a = await activity();
    await prize(a.id, { probability: 60 });
    const over = await call('POST', '/api/lottery/prizes', { activityId: a.id, name: 'Ring', value: 5, probability: 41 });
    expect(over).toMatchObject({ status: 400, body: { code: 'LOTTERY_PROBABILITY_TOTAL', params: { total: 101 } } });
    const zero = await call('POST', '/api/lottery/prizes', { activityId: a.id, name: 'Ring', value: 5, probability: 0 });
    expect(zero.status).toBe(400);
    const wheelCode = (await codes(a.id))[0]!;
    const wheel = await call<LotteryWheel>('GET', `/api/h5/lottery?code=${wheelCode.code}`, undefined, {});
    expect(wheel.body.slices.map((slice) => slice.probability)).toEqual([60, 40]);
    expect(wheel.body.slices[1]).toMatchObject({ prizeId: null, name: null });
  });

  it('gives a streamer one code per activity, refuses deleting a drawn code or prize, and lets staff award, filter and export', async () => {
    clock = utc('2026-11-28T15:30:00');
    const a = await activity();
    const rose = await prize(a.id, { probability: 100, value: 2.25 });
    const res = await call<{ issued: LotteryCode[] }>('POST', '/api/lottery/codes/issue', { activityId: a.id, streamers: [{ uniqueId: '@Lucky_One', nickname: 'Lucky' }, { uniqueId: 'lucky_one', nickname: null }] });
    expect(res.body.issued).toHaveLength(1);
    const again = await call<{ issued: LotteryCode[] }>('POST', '/api/lottery/codes/issue', { activityId: a.id, streamers: [{ uniqueId: 'lucky_one', nickname: null }] });
    expect(again.body.issued[0]!.code).toBe(res.body.issued[0]!.code);
    const drawn = await draw(res.body.issued[0]!.code);
    expect(drawn.body.prizeId).toBe(rose.id);
    expect((await call('DELETE', '/api/lottery/codes', [res.body.issued[0]!.id])).body.code).toBe('LOTTERY_CODE_DRAWN');
    expect((await call('DELETE', '/api/lottery/prizes', [rose.id])).body.code).toBe('LOTTERY_PRIZE_DRAWN');

    const list = await call<{ content: LotteryRecord[] }>('GET', `/api/lottery/records?activityId=${a.id}&awarded=false`);
    expect(list.body.content).toEqual([expect.objectContaining({ uniqueId: 'lucky_one', nickname: 'Lucky', prizeName: 'Rose', value: 2.25, lotteryDay: '2026-11-28', awardTime: null })]);
    expect((await call('PUT', '/api/lottery/records/award', { ids: [drawn.body.recordId] })).status).toBe(204);
    const awarded = await call<{ content: LotteryRecord[] }>('GET', `/api/lottery/records?activityId=${a.id}&awarded=true`);
    expect(awarded.body.content[0]).toMatchObject({ awardedBy: 'admin' });
    expect(awarded.body.content[0]!.awardTime).not.toBeNull();

    const file = await t.app.inject({ method: 'GET', url: `/api/lottery/records/download?activityId=${a.id}`, headers: admin });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(2).getCell(2).value).toBe('lucky_one');
    expect(sheet.getRow(2).getCell(4).value).toBe('Rose');
  });

  it('refuses awarding a draw that gave no prize, and deleting an activity takes its codes and records with it', async () => {
    clock = utc('2026-11-28T15:30:00');
    const a = await activity();
    const [c] = await codes(a.id);
    const none = await draw(c!.code);
    expect(none.body).toMatchObject({ prizeId: null, sliceIndex: 0 });
    expect((await call('PUT', '/api/lottery/records/award', { ids: [none.body.recordId] })).body.code).toBe('LOTTERY_NOTHING_TO_AWARD');
    expect((await call('DELETE', '/api/lottery/activities', [a.id])).status).toBe(200);
    expect(await t.app.db.select().from(lotteryRecords).where(eq(lotteryRecords.activityId, a.id))).toHaveLength(0);
    expect((await draw(c!.code)).body.code).toBe('LOTTERY_CODE_INVALID');
  });
});
