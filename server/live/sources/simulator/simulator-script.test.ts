import { describe, expect, it } from 'vitest';
import { createGiftLedger, endGiftLedger, giftLedgerView, recordGift, closeGiftStreaks } from '../../../../streams/live/gift-streak';
import { createRejectCounter } from '../../../../streams/live/normalize/normalize-result';
import { normalizeWebcastLine } from '../../../../streams/live/normalize/webcast';
import { createSimulatorScript, type TimelineLine } from './simulator-script';

const lines = (n: number, seed = 42, rates = {}) => {
  const script = createSimulatorScript({ roomId: 'sim-1', seed, startTime: 1_700_000_000_000, rates });
  return { script, lines: Array.from({ length: n }, () => script.next()) };
};

describe('simulator script', () => {
  it('is reproducible: the same seed gives the same room', () => {
    expect(lines(500, 7).lines).toEqual(lines(500, 7).lines);
    expect(lines(500, 7).lines).not.toEqual(lines(500, 8).lines);
  });

  it('never goes back in time', () => {
    const ts = lines(5000).lines.map((l) => l.ts);
    for (let i = 1; i < ts.length; i++) expect(ts[i]!).toBeGreaterThanOrEqual(ts[i - 1]!);
  });

  it('keeps a room of a few hundred viewers in that range however long it streams (a day of viewer updates)', () => {
    const script = createSimulatorScript({ roomId: 'sim-1', seed: 5, startTime: 1_700_000_000_000, rates: {} });
    const counts: number[] = [];
    while (counts.length < 24 * 60 * 12) {
      const line = script.next();
      if (line.type === 'WebcastRoomUserSeqMessage') counts.push(Number((line.data as { total: string }).total));
    }
    expect(Math.min(...counts)).toBeGreaterThan(0);
    // The per-minute statistics store viewers in a 32-bit column; a walk that drifts upwards passed it within hours.
    expect(Math.max(...counts)).toBeLessThan(5_000);
  });

  it('writes only messages the webcast normalizer accepts, of every kind the product uses', () => {
    const counter = createRejectCounter();
    const types = new Set<string>();
    for (const line of lines(20_000, 3, { battlesPerHour: 60 }).lines) {
      const result = counter.add(normalizeWebcastLine(line));
      if (result.ok) for (const e of result.events) types.add(e.type);
    }
    expect(counter.stats().rejected).toBe(0);
    expect([...types].sort()).toEqual(['armies', 'battle', 'chat', 'gift', 'like', 'member', 'roomStats', 'social']);
  });

  it('has the awkward cases of real rooms, and the exactly-once ledger counts what the script says it sent', () => {
    const { script, lines: first } = lines(30_000, 11, { gifts: 200 });
    const all = [...first, ...script.drain()];
    const truth = script.truth();
    expect(truth.streaksWithoutEnd).toBeGreaterThan(0);
    expect(truth.repeatedFinishes).toBeGreaterThan(0);
    expect(truth.duplicateFrames).toBeGreaterThan(0);

    const ledger = createGiftLedger();
    let naive = 0;
    let last = 0;
    for (const line of all as TimelineLine[]) {
      const result = normalizeWebcastLine(line);
      if (!result.ok) continue;
      for (const event of result.events) {
        if (event.type !== 'gift') continue;
        naive += event.diamondCount * event.repeatCount;
        closeGiftStreaks(ledger, line.ts);
        recordGift(ledger, event, line.ts);
      }
      last = line.ts;
    }
    endGiftLedger(ledger, last + 1);
    expect(giftLedgerView(ledger).countedDiamonds).toBe(truth.diamonds);
    expect(naive).toBeGreaterThan(truth.diamonds);
  });
});
