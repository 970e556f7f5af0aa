import { describe, expect, it } from 'vitest';
import { createSimulatorPopulation } from './simulator-population';

const T0 = Date.UTC(2026, 10, 21, 8, 0, 0);
const MINUTE = 60_000;

describe('simulator population', () => {
  const population = createSimulatorPopulation(48);

  it('names 48 distinct streamers, every fourth one PK-heavy', () => {
    expect(new Set(population.streamers.map((s) => s.uniqueId)).size).toBe(48);
    expect(population.streamers.filter((s) => s.battlesPerHour > 2)).toHaveLength(12);
  });

  it('about 40% are live at any time, and streamers go live and offline within minutes', () => {
    const liveShares: number[] = [];
    let starts = 0;
    let ends = 0;
    let before = new Set(population.streamers.filter((s) => population.liveAt(s.uniqueId, T0)).map((s) => s.uniqueId));
    for (let at = T0 + MINUTE; at <= T0 + 24 * 60 * MINUTE; at += MINUTE) {
      const live = new Set(population.streamers.filter((s) => population.liveAt(s.uniqueId, at)).map((s) => s.uniqueId));
      for (const id of live) if (!before.has(id)) starts += 1;
      for (const id of before) if (!live.has(id)) ends += 1;
      liveShares.push(live.size / 48);
      before = live;
    }
    const mean = liveShares.reduce((a, b) => a + b, 0) / liveShares.length;
    expect(mean).toBeGreaterThan(0.25);
    expect(mean).toBeLessThan(0.55);
    // 48 streamers, about one live per 2.25 h window each: a change every few minutes on the wall.
    expect(starts).toBeGreaterThan(300);
    expect(Math.abs(starts - ends)).toBeLessThanOrEqual(48);
  });

  it('a session keeps its id from start to end and lasts 20 to 100 minutes', () => {
    const id = population.streamers[0]!.uniqueId;
    let at = T0;
    while (!population.liveAt(id, at)) at += MINUTE;
    const session = population.liveAt(id, at)!;
    expect(session.endsAt - session.startedAt).toBeGreaterThanOrEqual(20 * MINUTE);
    expect(session.endsAt - session.startedAt).toBeLessThanOrEqual(100 * MINUTE);
    expect(population.liveAt(id, session.endsAt - 1)).toEqual(session);
    expect(population.liveAt(id, session.endsAt)).toBeNull();
    expect(population.liveAt(id, session.startedAt - 1)?.sessionId ?? null).not.toBe(session.sessionId);
  });

  it('is the same for the same seed (every server and restart agree) and differs for another seed', () => {
    const again = createSimulatorPopulation(48);
    const other = createSimulatorPopulation(48, 7);
    const sample = (p: typeof population) =>
      p.streamers.map((s) => Array.from({ length: 20 }, (_, i) => p.liveAt(s.uniqueId, T0 + i * 37 * MINUTE)?.sessionId ?? '-').join());
    expect(sample(again)).toEqual(sample(population));
    expect(sample(other)).not.toEqual(sample(population));
  });

  it('does not know streamers outside the population', () => {
    expect(population.liveAt('someone_else', T0)).toBeNull();
  });
});
