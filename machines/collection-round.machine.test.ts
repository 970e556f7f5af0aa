import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { collectionRoundMachine, isCounting, roundStatusOf } from './collection-round.machine';

const start = (timing = { pkTimeMs: 60_000, autoEndMs: 0 }) => createActor(collectionRoundMachine, { input: timing }).start();

describe('collection round', () => {
  it('not started → collecting → ended by the host; a new round cannot start while one runs', () => {
    const round = start();
    expect(roundStatusOf(round.getSnapshot().value)).toBe('notStarted');
    expect(round.getSnapshot().can({ type: 'round.end', at: 0 })).toBe(false);

    round.send({ type: 'round.start', at: 1_000 });
    expect(round.getSnapshot().value).toEqual({ collecting: 'counting' });
    expect(round.getSnapshot().context).toMatchObject({ round: 1, startedAt: 1_000, pkEndsAt: 61_000 });
    expect(round.getSnapshot().can({ type: 'round.start', at: 2_000 })).toBe(false);
    round.send({ type: 'round.start', at: 2_000 });
    expect(round.getSnapshot().context.startedAt).toBe(1_000);

    round.send({ type: 'round.end', at: 30_000 });
    expect(roundStatusOf(round.getSnapshot().value)).toBe('ended');
    expect(round.getSnapshot().context).toMatchObject({ endedAt: 30_000, endReason: 'host' });

    round.send({ type: 'round.start', at: 40_000 });
    expect(round.getSnapshot().context).toMatchObject({ round: 2, pkEndsAt: 100_000, endedAt: null, endReason: null });
  });

  it('the countdown freezes scoring at PK time; with auto end 0 the host still ends the round', () => {
    const round = start();
    round.send({ type: 'round.start', at: 0 });
    round.send({ type: 'clock.tick', now: 59_999 });
    expect(isCounting(round.getSnapshot().value)).toBe(true);
    round.send({ type: 'clock.tick', now: 60_000 });
    expect(round.getSnapshot().value).toEqual({ collecting: 'timeUp' });
    expect(isCounting(round.getSnapshot().value)).toBe(false);
    round.send({ type: 'clock.tick', now: 10_000_000 });
    expect(round.getSnapshot().value).toEqual({ collecting: 'timeUp' });
    round.send({ type: 'round.end', at: 10_000_001 });
    expect(round.getSnapshot().value).toBe('ended');
  });

  it('auto end: the round ends by itself auto-end time after the countdown, at that time even if the tick is late', () => {
    const round = start({ pkTimeMs: 10_000, autoEndMs: 5_000 });
    round.send({ type: 'round.start', at: 0 });
    round.send({ type: 'clock.tick', now: 10_000 });
    expect(round.getSnapshot().context.autoEndAt).toBe(15_000);
    round.send({ type: 'clock.tick', now: 14_999 });
    expect(round.getSnapshot().value).toEqual({ collecting: 'timeUp' });
    round.send({ type: 'clock.tick', now: 99_000 });
    expect(round.getSnapshot().value).toBe('ended');
    expect(round.getSnapshot().context).toMatchObject({ endedAt: 15_000, endReason: 'auto' });
  });

  it('a persisted snapshot restores mid-round (server restart) and the overdue countdown resolves on the next ticks', () => {
    const round = start({ pkTimeMs: 10_000, autoEndMs: 5_000 });
    round.send({ type: 'round.start', at: 0 });
    const persisted = JSON.parse(JSON.stringify(round.getPersistedSnapshot())) as ReturnType<typeof round.getPersistedSnapshot>;
    round.stop();

    const restored = createActor(collectionRoundMachine, { input: { pkTimeMs: 10_000, autoEndMs: 5_000 }, snapshot: persisted }).start();
    expect(restored.getSnapshot().value).toEqual({ collecting: 'counting' });
    expect(restored.getSnapshot().context.round).toBe(1);
    restored.send({ type: 'clock.tick', now: 60_000 });
    restored.send({ type: 'clock.tick', now: 61_000 });
    expect(restored.getSnapshot().value).toBe('ended');
    expect(restored.getSnapshot().context.endedAt).toBe(15_000);
  });

  it('new timing applies from the next round', () => {
    const round = start();
    round.send({ type: 'round.start', at: 0 });
    round.send({ type: 'timing.update', timing: { pkTimeMs: 1_000, autoEndMs: 0 } });
    expect(round.getSnapshot().context.pkEndsAt).toBe(60_000);
    round.send({ type: 'round.end', at: 5 });
    round.send({ type: 'round.start', at: 10 });
    expect(round.getSnapshot().context.pkEndsAt).toBe(1_010);
  });
});
