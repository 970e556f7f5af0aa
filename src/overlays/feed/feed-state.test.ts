import { describe, expect, it } from 'vitest';
import { ENTRY_MAX_AGE_MS } from '../../../streams/games/entry-age';
import { entryEvent, gameView, scoreEvent, spinEvent, spinView } from '../testing/game-view-fixture';
import { INITIAL_FEED, MAX_QUEUED_SPINS, MAX_RECENT_ENTRIES, reduceFeed, type FeedInput, type FeedState } from './feed-state';

const run = (inputs: Array<[FeedInput, number]>, from: FeedState = INITIAL_FEED) => inputs.reduce((state, [input, now]) => reduceFeed(state, input, now), from);

describe('latest view by serverNow', () => {
  it('shows the first view and sets the baseline', () => {
    const view = gameView({ serverNow: 10_000 });
    const state = reduceFeed(INITIAL_FEED, { type: 'view', view, source: 'rest' }, 10_000);
    expect(state.view).toBe(view);
    expect(state.baseline).toBe(10_000);
  });

  it('ignores a REST answer older than an event already shown (REST and socket race)', () => {
    const base = gameView({ serverNow: 10_000 });
    const event = scoreEvent(base, 'a', 5, 12_000);
    const state = run([
      [{ type: 'view', view: base, source: 'rest' }, 10_000],
      [{ type: 'event', event }, 12_000],
      [{ type: 'view', view: gameView({ serverNow: 11_000 }), source: 'rest' }, 12_100],
    ]);
    expect(state.view).toBe(event.view);
  });

  it('takes an equal-time event from the socket, but not an equal-time REST view after it', () => {
    const base = gameView({ serverNow: 10_000 });
    const first = scoreEvent(base, 'a', 5, 12_000);
    const second = scoreEvent(first.view, 'a', 5, 12_000);
    let state = run([
      [{ type: 'view', view: base, source: 'rest' }, 10_000],
      [{ type: 'event', event: first }, 12_000],
      [{ type: 'event', event: second }, 12_000],
    ]);
    expect(state.view).toBe(second.view);
    state = reduceFeed(state, { type: 'view', view: gameView({ serverNow: 12_000 }), source: 'rest' }, 12_000);
    expect(state.view).toBe(second.view);
  });

  it('takes a newer snapshot after a reconnect and drops older replayed events', () => {
    const base = gameView({ serverNow: 10_000 });
    const snapshot = gameView({ serverNow: 20_000, board: [{ streamerId: 'a', score: 999, rank: 1 }] });
    const replayed = scoreEvent(base, 'b', 1, 15_000);
    const state = run([
      [{ type: 'view', view: base, source: 'rest' }, 10_000],
      [{ type: 'view', view: snapshot, source: 'snapshot' }, 20_000],
      [{ type: 'event', event: replayed }, 20_010],
    ]);
    expect(state.view).toBe(snapshot);
  });
});

describe('no animation of history', () => {
  it('does not play the spin that was turning when the page loaded (reload mid-spin)', () => {
    const spin = spinView(3, 8_000);
    const view = gameView({ serverNow: 10_000, turntable: { ...gameView().turntable!, current: spin } });
    const state = reduceFeed(INITIAL_FEED, { type: 'view', view, source: 'rest' }, 10_000);
    expect(state.spinQueue).toEqual([]);
    expect(state.lastSpinNo).toBe(3);
    // The same spin arriving afterwards from the socket is not played either.
    const again = reduceFeed(state, { type: 'event', event: spinEvent(view, spin, 10_000) }, 10_050);
    expect(again.spinQueue).toEqual([]);
  });

  it('does not animate the first item at all, even an event', () => {
    const event = spinEvent(gameView(), spinView(1, 10_000), 10_000);
    const state = reduceFeed(INITIAL_FEED, { type: 'event', event }, 10_000);
    expect(state.view).toBe(event.view);
    expect(state.spinQueue).toEqual([]);
    expect(state.flashes).toEqual({});
  });

  it('animates a new spin and a new score after the first view, once each', () => {
    const base = gameView({ serverNow: 10_000 });
    const spin = spinView(1, 11_000);
    const score = scoreEvent(base, 'b', 30, 11_500);
    const state = run([
      [{ type: 'view', view: base, source: 'rest' }, 10_000],
      [{ type: 'event', event: spinEvent(base, spin) }, 11_000],
      [{ type: 'event', event: spinEvent(base, spin, 11_001) }, 11_001],
      [{ type: 'event', event: score }, 11_500],
    ]);
    expect(state.spinQueue.map((s) => s.spinNo)).toEqual([1]);
    expect(state.flashes.b).toMatchObject({ kind: 'score' });
    expect(state.flashes.a).toBeUndefined();
  });

  it('queues spins that arrive faster than the wheel turns and plays them in order', () => {
    const base = gameView({ serverNow: 10_000 });
    let state = run([
      [{ type: 'view', view: base, source: 'rest' }, 10_000],
      [{ type: 'event', event: spinEvent(base, spinView(1, 11_000)) }, 11_000],
      [{ type: 'event', event: spinEvent(base, spinView(2, 12_000)) }, 12_000],
    ]);
    expect(state.spinQueue.map((s) => s.spinNo)).toEqual([1, 2]);
    state = reduceFeed(state, { type: 'spinPlayed', spinNo: 2 }, 13_000); // not the head: ignored
    expect(state.spinQueue.map((s) => s.spinNo)).toEqual([1, 2]);
    state = reduceFeed(state, { type: 'spinPlayed', spinNo: 1 }, 17_000);
    expect(state.spinQueue.map((s) => s.spinNo)).toEqual([2]);
  });

  it('shows a replayed spin that already stopped as its result, without turning (events after a reconnect)', () => {
    const base = gameView({ serverNow: 10_000 });
    const stale = spinView(4, 11_000); // ended at 17 000
    const state = run([
      [{ type: 'view', view: base, source: 'rest' }, 10_000],
      [{ type: 'event', event: spinEvent(base, stale, 11_000) }, 30_000],
    ]);
    expect(state.spinQueue).toEqual([]);
    expect(state.lastSpinNo).toBe(4);
    expect(state.view?.turntable?.current?.spinNo).toBe(4);
  });

  it('does not replay spins a resync snapshot reports, even if their events arrive later', () => {
    const base = gameView({ serverNow: 10_000 });
    const spin = spinView(5, 19_000);
    const snapshot = { ...base, serverNow: 20_000, turntable: { ...base.turntable!, current: spin } };
    const state = run([
      [{ type: 'view', view: base, source: 'rest' }, 10_000],
      [{ type: 'view', view: snapshot, source: 'snapshot' }, 20_000],
      [{ type: 'event', event: spinEvent(base, spin, 20_000) }, 20_100],
    ]);
    expect(state.spinQueue).toEqual([]);
  });

  it('flashes an effect only when it starts after the baseline and is still running', () => {
    const base = gameView({ serverNow: 10_000, pluginStyle: 'iceFire' });
    const started = { streamerId: 'a', effect: 'fire' as const, startedAt: 11_000, endsAt: 41_000 };
    const state = run([
      [{ type: 'view', view: { ...base, effects: [{ streamerId: 'b', effect: 'ice', startedAt: 5_000, endsAt: 35_000 }] }, source: 'rest' }, 10_000],
      [{ type: 'event', event: { kind: 'effect', user: null, view: { ...base, serverNow: 11_000, effects: [{ streamerId: 'b', effect: 'ice', startedAt: 5_000, endsAt: 35_000 }, started] } } }, 11_000],
    ]);
    expect(state.flashes.a).toMatchObject({ kind: 'effect' });
    expect(state.flashes.b).toBeUndefined();
  });

  it(`keeps at most ${MAX_QUEUED_SPINS} queued spins`, () => {
    const base = gameView({ serverNow: 10_000 });
    let state = reduceFeed(INITIAL_FEED, { type: 'view', view: base, source: 'rest' }, 10_000);
    for (let n = 1; n <= MAX_QUEUED_SPINS + 5; n += 1) state = reduceFeed(state, { type: 'event', event: spinEvent(base, spinView(n, 10_000 + n)) }, 10_000 + n);
    expect(state.spinQueue).toHaveLength(MAX_QUEUED_SPINS);
    expect(state.spinQueue.at(-1)?.spinNo).toBe(MAX_QUEUED_SPINS + 5);
  });
});

describe('entries (a configured viewer joined)', () => {
  const base = gameView({ serverNow: 10_000 });
  const shown = reduceFeed(INITIAL_FEED, { type: 'view', view: base, source: 'rest' }, 10_000);

  it('keeps a join published after the first view, once even if delivered again', () => {
    const state = run(
      [
        [{ type: 'event', event: entryEvent(base, 'j1', 11_000) }, 11_000],
        [{ type: 'event', event: entryEvent(base, 'j1', 11_000, 11_001) }, 11_001],
        [{ type: 'event', event: entryEvent(base, 'j2', 11_500) }, 11_500],
      ],
      shown,
    );
    expect(state.entries.map((e) => e.id)).toEqual(['j1', 'j2']);
    expect(state.view?.serverNow).toBe(11_500);
  });

  it('never keeps history: a join at or before the first view, or the first item itself', () => {
    expect(reduceFeed(shown, { type: 'event', event: entryEvent(base, 'old', 9_000, 10_000) }, 10_050).entries).toEqual([]);
    expect(reduceFeed(INITIAL_FEED, { type: 'event', event: entryEvent(base, 'first', 10_000) }, 10_000).entries).toEqual([]);
  });

  it(`drops a join more than ${ENTRY_MAX_AGE_MS / 1000} s old when it arrives (a replay after a long reconnect)`, () => {
    const late = 11_000 + ENTRY_MAX_AGE_MS;
    expect(reduceFeed(shown, { type: 'event', event: entryEvent(base, 'j1', 11_000) }, late).entries).toHaveLength(1);
    expect(reduceFeed(shown, { type: 'event', event: entryEvent(base, 'j1', 11_000) }, late + 1).entries).toEqual([]);
  });

  it(`keeps the newest ${MAX_RECENT_ENTRIES}`, () => {
    const inputs = Array.from({ length: MAX_RECENT_ENTRIES + 5 }, (_, i): [FeedInput, number] => [{ type: 'event', event: entryEvent(base, `j${i}`, 11_000 + i) }, 11_000 + i]);
    const state = run(inputs, shown);
    expect(state.entries).toHaveLength(MAX_RECENT_ENTRIES);
    expect(state.entries[0]?.id).toBe('j5');
  });
});
