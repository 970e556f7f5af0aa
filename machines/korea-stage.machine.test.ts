import { createActor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { KOREA_MESSAGES } from '../streams/games/korea-pk';
import { checkStageStart, koreaStageMachine, scoringNow, type KoreaStageSettings } from './korea-stage.machine';

const SETTINGS: KoreaStageSettings = { order: ['mina', 'jisoo', 'hana'], turnMs: 60_000, durationMs: { double: 300_000, team: 0 } };
const T0 = Date.UTC(2026, 10, 26, 12, 0, 0);

const start = (settings = SETTINGS) => createActor(koreaStageMachine, { input: settings }).start();

describe('Korea group PK stages', () => {
  it('runs one stage at a time: a timed double PK stage ends by itself when its time is over', () => {
    const game = start();
    expect(scoringNow(game.getSnapshot().context)).toBeNull();
    game.send({ type: 'stage.start', stage: 'double', at: T0 });
    const running = game.getSnapshot().context;
    expect(running.running).toBe('double');
    expect(running.stages.double).toEqual({ status: 'running', startedAt: T0, endedAt: null, endsAt: T0 + 300_000 });
    expect(scoringNow(running)).toEqual({ stage: 'double', performer: null });

    game.send({ type: 'clock.tick', now: T0 + 299_999 });
    expect(game.getSnapshot().context.running).toBe('double');
    game.send({ type: 'clock.tick', now: T0 + 300_000 });
    const over = game.getSnapshot().context;
    expect(over.running).toBeNull();
    expect(over.stages.double).toMatchObject({ status: 'ended', endedAt: T0 + 300_000, endsAt: null });
  });

  it('a stage without a duration runs until the host ends it', () => {
    const game = start();
    game.send({ type: 'stage.start', stage: 'team', at: T0 });
    game.send({ type: 'clock.tick', now: T0 + 10 * 3_600_000 });
    expect(game.getSnapshot().context.running).toBe('team');
    game.send({ type: 'stage.end', at: T0 + 10 * 3_600_000 + 5 });
    expect(game.getSnapshot().context.stages.team).toMatchObject({ status: 'ended', endedAt: T0 + 10 * 3_600_000 + 5 });
  });

  it('asks before switching: starting a stage while another runs needs confirmation, the same stage is refused', () => {
    const game = start();
    game.send({ type: 'stage.start', stage: 'double', at: T0 });
    const context = game.getSnapshot().context;
    expect(checkStageStart(context, 'double', true)).toEqual({ ok: false, message: KOREA_MESSAGES.stageRunning, needsConfirmation: false });
    expect(checkStageStart(context, 'team', false)).toEqual({ ok: false, message: KOREA_MESSAGES.confirmSwitch, needsConfirmation: true });
    expect(checkStageStart(context, 'team', true)).toEqual({ ok: true });

    // Confirmed: the running stage ends at the moment the other starts.
    game.send({ type: 'stage.start', stage: 'team', at: T0 + 1_000 });
    const switched = game.getSnapshot().context;
    expect(switched.running).toBe('team');
    expect(switched.stages.double).toMatchObject({ status: 'ended', endedAt: T0 + 1_000 });
    expect(switched.stages.team).toMatchObject({ status: 'running', startedAt: T0 + 1_000 });
  });

  it('solo show: turns follow each other at time-up or on the host\'s next, and the stage ends after the last turn', () => {
    const game = start();
    game.send({ type: 'stage.start', stage: 'solo', at: T0 });
    expect(game.getSnapshot().context.turn).toEqual({ index: 0, streamerId: 'mina', startedAt: T0, endsAt: T0 + 60_000 });
    expect(scoringNow(game.getSnapshot().context)).toEqual({ stage: 'solo', performer: 'mina' });

    game.send({ type: 'clock.tick', now: T0 + 60_000 });
    expect(game.getSnapshot().context.turn).toEqual({ index: 1, streamerId: 'jisoo', startedAt: T0 + 60_000, endsAt: T0 + 120_000 });

    game.send({ type: 'turn.next', at: T0 + 70_000 });
    expect(game.getSnapshot().context.turn).toEqual({ index: 2, streamerId: 'hana', startedAt: T0 + 70_000, endsAt: T0 + 130_000 });

    game.send({ type: 'clock.tick', now: T0 + 130_000 });
    const done = game.getSnapshot().context;
    expect(done.running).toBeNull();
    expect(done.turn).toBeNull();
    expect(done.stages.solo).toMatchObject({ status: 'ended', endedAt: T0 + 130_000 });
  });

  it('solo show: a clock that jumps (a restart) plays out every turn that ran out, each from the end of the previous', () => {
    const game = start();
    game.send({ type: 'stage.start', stage: 'solo', at: T0 });
    game.send({ type: 'clock.tick', now: T0 + 150_000 });
    expect(game.getSnapshot().context.turn).toEqual({ index: 2, streamerId: 'hana', startedAt: T0 + 120_000, endsAt: T0 + 180_000 });
    game.send({ type: 'clock.tick', now: T0 + 999_000 });
    expect(game.getSnapshot().context.stages.solo).toMatchObject({ status: 'ended', endedAt: T0 + 180_000 });
  });

  it('solo show: an ended stage started again goes on with the next turn, and from the first after the last', () => {
    const game = start();
    game.send({ type: 'stage.start', stage: 'solo', at: T0 });
    game.send({ type: 'stage.end', at: T0 + 10_000 });
    game.send({ type: 'stage.start', stage: 'solo', at: T0 + 20_000 });
    expect(game.getSnapshot().context.turn).toMatchObject({ index: 1, streamerId: 'jisoo' });
    game.send({ type: 'turn.next', at: T0 + 21_000 });
    game.send({ type: 'turn.next', at: T0 + 22_000 });
    expect(game.getSnapshot().context.running).toBeNull();
    game.send({ type: 'stage.start', stage: 'solo', at: T0 + 30_000 });
    expect(game.getSnapshot().context.turn).toMatchObject({ index: 0, streamerId: 'mina' });
  });

  it('a next turn outside the solo show and an end with nothing running change nothing', () => {
    const game = start();
    const before = game.getSnapshot().context;
    game.send({ type: 'stage.end', at: T0 });
    game.send({ type: 'turn.next', at: T0 });
    expect(game.getSnapshot().context).toEqual(before);
    game.send({ type: 'stage.start', stage: 'double', at: T0 });
    game.send({ type: 'turn.next', at: T0 + 1 });
    expect(game.getSnapshot().context.turn).toBeNull();
    expect(game.getSnapshot().context.running).toBe('double');
  });

  it('a changed order or turn length applies to the turns that start afterwards', () => {
    const game = start();
    game.send({ type: 'stage.start', stage: 'solo', at: T0 });
    game.send({ type: 'settings.update', settings: { ...SETTINGS, order: ['mina', 'hana'], turnMs: 30_000 } });
    expect(game.getSnapshot().context.turn).toEqual({ index: 0, streamerId: 'mina', startedAt: T0, endsAt: T0 + 60_000 });
    game.send({ type: 'clock.tick', now: T0 + 60_000 });
    expect(game.getSnapshot().context.turn).toEqual({ index: 1, streamerId: 'hana', startedAt: T0 + 60_000, endsAt: T0 + 90_000 });
  });

  it('a stored snapshot restores the same stage, turn and clock', () => {
    const game = start();
    game.send({ type: 'stage.start', stage: 'solo', at: T0 });
    game.send({ type: 'clock.tick', now: T0 + 61_000 });
    const stored = JSON.parse(JSON.stringify(game.getPersistedSnapshot())) as SnapshotFrom<typeof koreaStageMachine>;
    game.stop();
    const restored = createActor(koreaStageMachine, { input: SETTINGS, snapshot: stored }).start();
    expect(restored.getSnapshot().context.turn).toMatchObject({ index: 1, streamerId: 'jisoo', endsAt: T0 + 120_000 });
    restored.send({ type: 'clock.tick', now: T0 + 120_000 });
    expect(restored.getSnapshot().context.turn).toMatchObject({ index: 2, streamerId: 'hana' });
  });
});
