import { describe, expect, it } from 'vitest';
import { createScanPlan, firstScanAt, JITTER_RATIO, nextScanAt, SCAN_INTERVAL_MS, scanPhase } from './scan-schedule';

/** mulberry32: a small seeded generator so runs repeat. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);

describe('scan intervals (the product rule: 1 minute for focus and PK, 5 minutes for regular)', () => {
  it.each([
    ['focus', 60_000],
    ['pk', 60_000],
    ['regular', 300_000],
  ] as const)('a %s streamer is checked every %i ms on average, each gap within ±20%%', (type, interval) => {
    const plan = createScanPlan(seeded(7));
    plan.upsert({ id: 'streamer-a', type }, T0);
    const checks: number[] = [];
    for (let now = T0; now <= T0 + 100 * interval; now += 1_000) {
      if (plan.takeDue(now).length > 0) checks.push(now);
    }
    const gaps = checks.slice(1).map((at, i) => at - checks[i]!);
    const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
    expect(Math.abs(mean - interval)).toBeLessThan(interval * 0.02);
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(interval * (1 - 2 * JITTER_RATIO) - 1_000);
      expect(gap).toBeLessThanOrEqual(interval * (1 + 2 * JITTER_RATIO) + 1_000);
    }
  });

  it('a streamer changed from regular to focus is checked within the next minute', () => {
    const plan = createScanPlan(seeded(1));
    plan.upsert({ id: 's', type: 'regular' }, T0);
    plan.upsert({ id: 's', type: 'focus' }, T0 + 1_000);
    expect(plan.nextAt('s')).toBeLessThanOrEqual(T0 + 1_000 + SCAN_INTERVAL_MS.focus);
  });

  it('removed streamers are no longer checked', () => {
    const plan = createScanPlan(seeded(1));
    plan.upsert({ id: 'a', type: 'focus' }, T0);
    plan.upsert({ id: 'b', type: 'focus' }, T0);
    plan.remove('a');
    const seen = new Set<string>();
    for (let now = T0; now <= T0 + 5 * 60_000; now += 1_000) for (const s of plan.takeDue(now)) seen.add(s.id);
    expect([...seen]).toEqual(['b']);
    expect(plan.size()).toBe(1);
  });
});

describe('spreading and jitter', () => {
  it('5,000 regular streamers added at once are spread over the interval: no second gets more than 3x its share', () => {
    const plan = createScanPlan(seeded(42));
    for (let i = 0; i < 5_000; i += 1) plan.upsert({ id: `user${i}`, type: 'regular' }, T0);
    const perSecond = new Map<number, number>();
    let total = 0;
    for (let now = T0; now < T0 + SCAN_INTERVAL_MS.regular; now += 1_000) {
      const due = plan.takeDue(now).length;
      perSecond.set(now, due);
      total += due;
    }
    expect(total).toBeGreaterThan(4_900);
    const share = 5_000 / (SCAN_INTERVAL_MS.regular / 1_000);
    expect(Math.max(...perSecond.values())).toBeLessThan(3 * share);
  });

  it('the phase is stable for an id (a restart keeps the spread) and differs between ids', () => {
    expect(scanPhase('alice', 60_000)).toBe(scanPhase('alice', 60_000));
    const phases = new Set(['alice', 'bob', 'carol', 'dave', 'erin'].map((id) => scanPhase(id, 60_000)));
    expect(phases.size).toBe(5);
  });

  it('jitter moves a check by at most 10% of the interval around the phase slot', () => {
    const interval = SCAN_INTERVAL_MS.focus;
    const phase = scanPhase('x', interval);
    const slotAfter = (t: number) => Math.ceil((t + interval / 2 - phase) / interval) * interval + phase;
    for (const r of [0, 0.25, 0.5, 0.75, 0.999]) {
      const at = nextScanAt('x', 'focus', T0, r);
      expect(Math.abs(at - slotAfter(T0))).toBeLessThanOrEqual(JITTER_RATIO * interval);
    }
    expect(nextScanAt('x', 'focus', T0, 0)).toBeLessThan(nextScanAt('x', 'focus', T0, 0.999));
  });

  it('a first check comes within one interval of adding the streamer', () => {
    for (const r of [0, 0.5, 0.999]) {
      const at = firstScanAt('new', 'regular', T0, r);
      expect(at).toBeGreaterThanOrEqual(T0);
      expect(at).toBeLessThanOrEqual(T0 + SCAN_INTERVAL_MS.regular);
    }
  });

  it('takeDue returns due streamers earliest first and nothing early', () => {
    const plan = createScanPlan(seeded(3));
    for (let i = 0; i < 50; i += 1) plan.upsert({ id: `s${i}`, type: 'focus' }, T0);
    const first = plan.peekAt()!;
    expect(plan.takeDue(first - 1)).toEqual([]);
    const ats = Array.from({ length: 50 }, (_, i) => plan.nextAt(`s${i}`)!).sort((a, b) => a - b);
    const due = plan.takeDue(ats[9]!);
    expect(due.length).toBeGreaterThanOrEqual(10);
  });
});
