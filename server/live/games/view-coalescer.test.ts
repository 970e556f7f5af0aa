import { describe, expect, it } from 'vitest';
import type { GameTopicEvent } from '../../../streams/contracts/game-topic';
import { createViewCoalescer } from './view-coalescer';

/** A manual clock and timer, so the interval is stepped by hand. */
function harness(intervalMs = 50) {
  let time = 1_000;
  let pending: { run: () => void; at: number } | null = null;
  const sent: GameTopicEvent[] = [];
  const coalescer = createViewCoalescer({
    send: (event) => sent.push(event),
    intervalMs,
    now: () => time,
    setTimer: (run, ms) => (pending = { run, at: time + ms }),
    clearTimer: () => (pending = null),
  });
  const advance = (ms: number) => {
    time += ms;
    if (pending && pending.at <= time) {
      const { run } = pending;
      pending = null;
      run();
    }
  };
  return { coalescer, sent, advance };
}

// Only the fields the coalescer and these assertions read; the rest of a view does not matter here.
const view = (serverNow: number) => ({ serverNow }) as unknown as GameTopicEvent['view'];
const entry = (streamerId: string, delta: number) => ({ streamerId, delta }) as unknown as Extract<GameTopicEvent, { kind: 'score' }>['entries'][number];
const score = (at: number, ...entries: ReturnType<typeof entry>[]): GameTopicEvent => ({ kind: 'score', view: view(at), entries });
const provisional = (at: number): GameTopicEvent => ({ kind: 'provisional', view: view(at) });

describe('view coalescer', () => {
  it('sends the first score at once, then only the newest view of an interval with every entry of the interval in order', () => {
    const { coalescer, sent, advance } = harness();
    coalescer.push([score(1, entry('A', 1))]);
    expect(sent.map((e) => e.view.serverNow)).toEqual([1]);

    coalescer.push([score(2, entry('A', 2)), provisional(3), score(4, entry('B', 5)), score(5, entry('A', 7))]);
    expect(sent).toHaveLength(1);
    advance(49);
    expect(sent).toHaveLength(1);
    advance(1);
    expect(sent).toHaveLength(2);
    const last = sent[1]!;
    expect(last.kind).toBe('score');
    expect(last.view.serverNow).toBe(5);
    expect(last.kind === 'score' && last.entries.map((e) => [e.streamerId, e.delta])).toEqual([
      ['A', 2],
      ['B', 5],
      ['A', 7],
    ]);
  });

  it('sends a moment (a spin, a round change) at once, after the view it held, so views never go back in time', () => {
    const { coalescer, sent } = harness();
    coalescer.push([score(1, entry('A', 1)), provisional(2)]);
    coalescer.push([{ kind: 'round', view: view(3) }]);
    expect(sent.map((e) => [e.kind, e.view.serverNow])).toEqual([
      ['score', 1],
      ['provisional', 2],
      ['round', 3],
    ]);
    expect(coalescer.holding).toBe(false);
  });

  it('keeps a held provisional view a provisional when nobody scored in the interval', () => {
    const { coalescer, sent, advance } = harness();
    coalescer.push([provisional(1), provisional(2), provisional(3)]);
    advance(50);
    expect(sent.map((e) => [e.kind, e.view.serverNow])).toEqual([
      ['provisional', 1],
      ['provisional', 3],
    ]);
  });

  it('sends what it holds on flush (the game stops), and every event when the interval is 0', () => {
    const a = harness();
    a.coalescer.push([score(1, entry('A', 1)), score(2, entry('A', 1))]);
    a.coalescer.flush();
    expect(a.sent.map((e) => e.view.serverNow)).toEqual([1, 2]);

    const b = harness(0);
    b.coalescer.push([score(1), score(2), provisional(3)]);
    expect(b.sent.map((e) => e.view.serverNow)).toEqual([1, 2, 3]);
  });
});
