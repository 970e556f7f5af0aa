import { describe, expect, it } from 'vitest';
import { nextUniform } from '../games/turntable';
import { activityPhase, checkDraw, drawHours, drawPrize, lotteryDay, probabilitiesValid, type DrawablePrize } from './lottery-rules';

// Dubai is UTC+4 all year: 18:00 Dubai is 14:00 UTC, 22:00 Dubai is 18:00 UTC, midnight Dubai is 20:00 UTC the day before.
const utc = (iso: string) => Date.parse(`${iso}Z`);
const activity = { startDate: '2026-11-20', endDate: '2026-11-30' };
const code = (lastDrawDay: string | null = null, revoked = false) => ({ revoked, lastDrawDay });
const check = (at: number, c: ReturnType<typeof code> | null = code(), codeGiven = true) => checkDraw({ at, codeGiven, code: c, activity: c ? activity : null });

describe('draw hours, Dubai time', () => {
  it('opens at 18:00:00 Dubai and closes at 22:00:00 Dubai', () => {
    expect(drawHours(utc('2026-11-25T13:59:59.999')).open).toBe(false);
    expect(drawHours(utc('2026-11-25T14:00:00')).open).toBe(true);
    expect(drawHours(utc('2026-11-25T17:59:59.999')).open).toBe(true);
    expect(drawHours(utc('2026-11-25T18:00:00')).open).toBe(false);
    expect(drawHours(utc('2026-11-25T15:00:00'))).toMatchObject({ opensAt: utc('2026-11-25T14:00:00'), closesAt: utc('2026-11-25T18:00:00') });
  });

  it('counts days from Dubai midnight (20:00 UTC), not the server’s', () => {
    expect(lotteryDay(utc('2026-11-25T19:59:59'))).toBe('2026-11-25');
    expect(lotteryDay(utc('2026-11-25T20:00:00'))).toBe('2026-11-26');
  });
});

describe('activity days', () => {
  it('runs from 00:00 Dubai of the first day to the end of the last day', () => {
    expect(activityPhase(activity, utc('2026-11-19T19:59:59'))).toBe('notStarted');
    expect(activityPhase(activity, utc('2026-11-19T20:00:00'))).toBe('running');
    expect(activityPhase(activity, utc('2026-11-30T19:59:59'))).toBe('running');
    expect(activityPhase(activity, utc('2026-11-30T20:00:00'))).toBe('ended');
  });
});

describe('checkDraw', () => {
  const inHours = utc('2026-11-25T15:00:00');
  it('lets a valid code draw inside the hours once per Dubai day', () => {
    expect(check(inHours)).toBeNull();
    expect(check(inHours, code('2026-11-25'))).toBe('LOTTERY_CODE_USED');
    expect(check(inHours, code('2026-11-24'))).toBeNull();
  });

  it('refuses on both sides of 18:00 and 22:00 Dubai', () => {
    expect(check(utc('2026-11-25T13:59:59'))).toBe('LOTTERY_OUTSIDE_HOURS');
    expect(check(utc('2026-11-25T14:00:00'))).toBeNull();
    expect(check(utc('2026-11-25T17:59:59'))).toBeNull();
    expect(check(utc('2026-11-25T18:00:00'))).toBe('LOTTERY_OUTSIDE_HOURS');
  });

  it('names the first thing to fix: no code, unknown code, revoked link, activity dates, hours, today’s draw', () => {
    expect(check(inHours, code(), false)).toBe('LOTTERY_CODE_REQUIRED');
    expect(check(inHours, null)).toBe('LOTTERY_CODE_INVALID');
    expect(check(inHours, code('2026-11-25', true))).toBe('LOTTERY_LINK_INVALID');
    expect(check(utc('2026-11-19T15:00:00'))).toBe('LOTTERY_NOT_STARTED');
    expect(check(utc('2026-12-01T15:00:00'))).toBe('LOTTERY_ENDED');
    expect(check(utc('2026-11-25T10:00:00'), code('2026-11-25'))).toBe('LOTTERY_OUTSIDE_HOURS');
  });
});

describe('drawPrize', () => {
  const prizes: DrawablePrize[] = [
    { id: 1, probability: 5, stock: null },
    { id: 2, probability: 20, stock: null },
    { id: 3, probability: 50, stock: 10 },
  ];

  it('cuts the 0–100 line into the prizes’ slices in order; the rest is no prize', () => {
    expect(drawPrize(prizes, 0).prize?.id).toBe(1);
    expect(drawPrize(prizes, 0.0499).prize?.id).toBe(1);
    expect(drawPrize(prizes, 0.05).prize?.id).toBe(2);
    expect(drawPrize(prizes, 0.2499).prize?.id).toBe(2);
    expect(drawPrize(prizes, 0.25).prize?.id).toBe(3);
    expect(drawPrize(prizes, 0.7499).prize?.id).toBe(3);
    expect(drawPrize(prizes, 0.75)).toEqual({ sliceIndex: 3, prize: null });
    expect(drawPrize(prizes, 0.9999).prize).toBeNull();
    expect(drawPrize(prizes, 0.3).sliceIndex).toBe(2);
    expect(() => drawPrize(prizes, 1)).toThrow(RangeError);
  });

  it('never draws a prize out of stock: its slice gives no prize and the others keep their chances', () => {
    const out = prizes.map((prize) => (prize.id === 3 ? { ...prize, stock: 0 } : prize));
    expect(drawPrize(out, 0.3)).toEqual({ sliceIndex: 2, prize: null });
    expect(drawPrize(out, 0.1).prize?.id).toBe(2);
  });

  it('keeps a seeded run of 100,000 draws within 1 percentage point of the configured probabilities', () => {
    let state = 20261126;
    const counts = new Map<number | null, number>();
    for (let i = 0; i < 100_000; i++) {
      const step = nextUniform(state);
      state = step.state;
      const id = drawPrize(prizes, step.value).prize?.id ?? null;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const percent = (id: number | null) => ((counts.get(id) ?? 0) / 100_000) * 100;
    expect(Math.abs(percent(1) - 5)).toBeLessThan(1);
    expect(Math.abs(percent(2) - 20)).toBeLessThan(1);
    expect(Math.abs(percent(3) - 50)).toBeLessThan(1);
    expect(Math.abs(percent(null) - 25)).toBeLessThan(1);
  });

  it('accepts whole percentages 1–100 totalling at most 100', () => {
    expect(probabilitiesValid(prizes)).toBe(true);
    expect(probabilitiesValid([{ probability: 60 }, { probability: 40 }])).toBe(true);
    expect(probabilitiesValid([{ probability: 60 }, { probability: 41 }])).toBe(false);
    expect(probabilitiesValid([{ probability: 0 }])).toBe(false);
    expect(probabilitiesValid([{ probability: 2.5 }])).toBe(false);
  });
});
