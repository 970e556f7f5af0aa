import { describe, expect, it } from 'vitest';
import { createGiftLedger, endGiftLedger, giftLedgerView, recordGift } from '../../../../streams/live/gift-streak';
import { normalizeWebcastLine } from '../../../../streams/live/normalize/webcast';
import type { SourceSignal } from '../live-source';
import { createSimulatorScript } from './simulator-script';
import { createSimulatorSource } from './simulator-source';

function run(source: ReturnType<typeof createSimulatorSource>, stopAfter?: number): Promise<SourceSignal[]> {
  const controller = new AbortController();
  const signals: SourceSignal[] = [];
  return new Promise((resolve) => {
    source.open((s) => {
      signals.push(s);
      if (s.type === 'ended' || (stopAfter !== undefined && signals.length >= stopAfter)) {
        controller.abort();
        resolve(signals);
      }
    }, controller.signal);
  });
}

describe('simulator source', () => {
  it('at full speed plays a whole room, ends it, and the ledger counts exactly what the room sent', async () => {
    const options = { roomId: 'sim-7', seed: 7, speed: 0, durationMs: 10 * 60_000, rates: { gifts: 120 } };
    const signals = await run(createSimulatorSource(options));
    expect(signals[0]).toEqual({ type: 'connected' });
    expect(signals.at(-1)).toEqual({ type: 'ended', reason: 'simulated stream finished' });

    const ledger = createGiftLedger();
    let last = 0;
    for (const s of signals) {
      if (s.type !== 'message') continue;
      const result = normalizeWebcastLine(s.message.payload);
      expect(result.ok).toBe(true);
      const line = s.message.payload as { ts: number };
      last = line.ts;
      if (result.ok) for (const e of result.events) if (e.type === 'gift') recordGift(ledger, e, line.ts);
    }
    endGiftLedger(ledger, last + 1);

    // The same seed and duration, generated independently: what the room must have counted.
    const script = createSimulatorScript({ ...options, startTime: 0 });
    let line = script.next();
    while (line.ts <= 10 * 60_000) line = script.next();
    script.drain();
    expect(giftLedgerView(ledger).countedDiamonds).toBe(script.truth().diamonds);
  });

  it('stops emitting when aborted', async () => {
    const signals = await run(createSimulatorSource({ roomId: 'sim-8', seed: 8, speed: 0 }), 100);
    const count = signals.length;
    await new Promise((r) => setTimeout(r, 50));
    expect(signals).toHaveLength(count);
  });

  it('in real time spreads lines over the stream time, faster by the speed factor', async () => {
    let clock = 1_000_000;
    const source = createSimulatorSource({ roomId: 'sim-9', seed: 9, speed: 60, rates: { likes: 600 }, now: () => clock });
    const controller = new AbortController();
    const lines: number[] = [];
    source.open((s) => {
      if (s.type === 'message') lines.push((s.message.payload as { ts: number }).ts);
    }, controller.signal);
    // 1 s of wall time at speed 60 is 1 minute of stream time.
    clock += 1000;
    await new Promise((r) => setTimeout(r, 120));
    controller.abort();
    expect(lines.length).toBeGreaterThan(0);
    expect(Math.max(...lines)).toBeLessThanOrEqual(1_000_000 + 60_000);
    expect(Math.max(...lines)).toBeGreaterThan(1_000_000 + 30_000);
  });
});
