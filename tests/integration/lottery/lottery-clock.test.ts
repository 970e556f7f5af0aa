/**
 * LOTTERY_CLOCK_START, the lottery's fixed starting clock for demonstrations and browser tests: the setting is
 * validated, the clock starts at the instant at boot and runs on at the real pace, and the public wheel answers with
 * that clock (a Dubai evening whatever the real hour), so a draw is open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LotteryActivity, LotteryCode, LotteryDrawResult, LotteryWheel } from '../../../streams/contracts/lottery';
import { ConfigError, loadConfig } from '../../../server/config';
import { startedClock } from '../../../server/modules/lottery/routes';
import { auth, login } from '../helpers/session';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from '../helpers/test-app';

const START = '2026-11-25T15:00:00Z';

describe('LOTTERY_CLOCK_START', () => {
  it('reads an ISO instant as epoch ms, unset or blank as the real clock, and refuses anything else', () => {
    expect(loadConfig({ LOTTERY_CLOCK_START: START }).lotteryClockStart).toBe(Date.parse(START));
    expect(loadConfig({ LOTTERY_CLOCK_START: '2026-11-25T19:00:00+04:00' }).lotteryClockStart).toBe(Date.parse(START));
    expect(loadConfig({}).lotteryClockStart).toBeUndefined();
    expect(loadConfig({ LOTTERY_CLOCK_START: ' ' }).lotteryClockStart).toBeUndefined();
    expect(() => loadConfig({ LOTTERY_CLOCK_START: 'tomorrow evening' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOTTERY_CLOCK_START: '2026-11-25' })).toThrow(ConfigError);
  });

  it('starts the clock at the instant and runs on from there', () => {
    let real = 1_000_000;
    const clock = startedClock(Date.parse(START), () => real);
    expect(clock()).toBe(Date.parse(START));
    real += 4_000;
    expect(clock()).toBe(Date.parse(START) + 4_000);
    expect(startedClock(undefined, () => real)()).toBe(real);
  });
});

describe('the lottery on a clock started by LOTTERY_CLOCK_START', () => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp({ env: { LOTTERY_CLOCK_START: START, LOTTERY_SEED: '7' } });
    admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  });
  afterAll(() => t?.close());

  it('shows the wheel at that Dubai evening (open until 22:00) and lets the code draw once', async () => {
    const activity = (await t.app.inject({ method: 'POST', url: '/api/lottery/activities', headers: admin, payload: { name: 'Clock week', startDate: '2026-11-25', endDate: '2026-11-25' } })).json<LotteryActivity>();
    await t.app.inject({ method: 'POST', url: '/api/lottery/prizes', headers: admin, payload: { activityId: activity.id, name: 'Rose', value: 1, probability: 50 } });
    const issued = (await t.app.inject({ method: 'POST', url: '/api/lottery/codes/issue', headers: admin, payload: { activityId: activity.id, streamers: [{ uniqueId: 'clock.streamer' }] } })).json<{ issued: LotteryCode[] }>();
    const code = issued.issued[0]!.code;

    const wheel = await t.app.inject({ method: 'GET', url: `/api/h5/lottery?code=${code}` });
    expect(wheel.statusCode).toBe(200);
    const body = wheel.json<LotteryWheel>();
    expect(body.now).toBeGreaterThanOrEqual(Date.parse(START));
    expect(body.now).toBeLessThan(Date.parse(START) + 60_000);
    expect(body.opensAt).toBe(Date.parse('2026-11-25T14:00:00Z'));
    expect(body.closesAt).toBe(Date.parse('2026-11-25T18:00:00Z'));

    const draw = await t.app.inject({ method: 'POST', url: '/api/h5/lottery/draw', payload: { code } });
    expect(draw.statusCode, draw.body).toBe(200);
    expect(draw.json<LotteryDrawResult>().sliceIndex).toBeGreaterThanOrEqual(0);
    const again = await t.app.inject({ method: 'POST', url: '/api/h5/lottery/draw', payload: { code } });
    expect(again.json<{ code: string }>().code).toBe('LOTTERY_CODE_USED');
  });
});
