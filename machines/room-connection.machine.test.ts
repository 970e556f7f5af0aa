import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock, type EventObject } from 'xstate';
import {
  DEFAULT_ROOM_CONNECTION_TIMING,
  roomConnectionMachine,
  type OpenRoomInput,
  type RoomConnectionEvent,
  type RoomConnectionTiming,
  type RoomTransition,
} from './room-connection.machine';

const T0 = 1_700_000_000_000;

/** A fake platform connection: the test plays the platform through `platform.send(...)`. */
function fakePlatform(options: { throwOnOpen?: string } = {}) {
  const log = { opened: [] as OpenRoomInput[], closed: 0 };
  let sendBack: ((event: RoomConnectionEvent) => void) | undefined;
  const openRoom = fromCallback<EventObject, OpenRoomInput>(({ input, sendBack: back }) => {
    log.opened.push(input);
    if (options.throwOnOpen) throw new Error(options.throwOnOpen);
    sendBack = back;
    return () => {
      log.closed += 1;
      sendBack = undefined;
    };
  });
  const platform = {
    send(event: RoomConnectionEvent) {
      if (!sendBack) throw new Error('no open platform connection');
      sendBack(event);
    },
  };
  return { openRoom, log, platform };
}

function start(timing: Partial<RoomConnectionTiming> = {}, platformOptions: { throwOnOpen?: string } = {}) {
  const clock = new SimulatedClock();
  clock.set(T0);
  const { openRoom, log, platform } = fakePlatform(platformOptions);
  const persisted: RoomTransition[] = [];
  const actor = createActor(
    roomConnectionMachine.provide({
      actors: { openRoom },
      actions: {
        persistTransition: (_, params) => {
          if (params.transition) persisted.push(params.transition);
        },
      },
    }),
    { clock, input: { roomId: 'r1', random: () => 0.5, now: () => clock.now(), timing } },
  );
  actor.start();
  const status = () => actor.getSnapshot().context.status;
  return { actor, clock, log, platform, persisted, status };
}

describe('roomConnectionMachine', () => {
  it('connects on room.connect and logs each transition with its reason, persisted through the action', () => {
    const { actor, clock, log, platform, persisted, status } = start();
    expect(status()).toBe('idle');
    expect(log.opened).toEqual([]);
    actor.send({ type: 'room.connect' });
    expect(actor.getSnapshot().matches({ session: 'connecting' })).toBe(true);
    expect(log.opened).toEqual([{ roomId: 'r1', attempt: 0 }]);
    clock.increment(1_200);
    platform.send({ type: 'room.connected' });
    expect(status()).toBe('connected');
    const expected = [
      { at: T0, from: 'idle', to: 'connecting', reason: 'connect requested' },
      { at: T0 + 1_200, from: 'connecting', to: 'connected', reason: 'connected to the platform' },
    ];
    expect(actor.getSnapshot().context.log).toEqual(expected);
    expect(persisted).toEqual(expected);
    expect(actor.getSnapshot().context.lastTransition).toEqual(expected[1]);
  });

  it('isRetryable and hasAttemptsLeft: a retryable drop reconnects after a full-jitter delay', () => {
    const { actor, clock, log, platform, status } = start();
    actor.send({ type: 'room.connect' });
    platform.send({ type: 'room.connected' });
    platform.send({ type: 'room.disconnected', reason: 'socket closed 1006', retryable: true });
    expect(status()).toBe('reconnecting');
    expect(log.closed).toBe(1);
    // attempt 1: window = 2 000 ms, random 0.5 → 1 000 ms.
    expect(actor.getSnapshot().context).toMatchObject({ attempt: 1, retryDelayMs: 1_000, nextRetryAt: T0 + 1_000 });
    clock.increment(999);
    expect(status()).toBe('reconnecting');
    clock.increment(1);
    expect(status()).toBe('connecting');
    expect(log.opened.at(-1)).toEqual({ roomId: 'r1', attempt: 1 });
    expect(actor.getSnapshot().context.log.slice(-2).map((e) => [e.from, e.to, e.reason])).toEqual([
      ['connected', 'reconnecting', 'socket closed 1006'],
      ['reconnecting', 'connecting', 'retrying'],
    ]);
    // attempt 2 doubles the window: 2 000 ms.
    platform.send({ type: 'room.disconnected', reason: 'again', retryable: true });
    expect(actor.getSnapshot().context.retryDelayMs).toBe(2_000);
  });

  it('isRetryable (other way): a non-retryable drop fails at once, until room.connect', () => {
    const { actor, log, platform, status } = start();
    actor.send({ type: 'room.connect' });
    platform.send({ type: 'room.disconnected', reason: 'invalid API key', retryable: false });
    expect(status()).toBe('failed');
    expect(actor.getSnapshot().context.lastTransition?.reason).toBe('invalid API key (not retryable)');
    expect(log.closed).toBe(1);
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'room.connect' });
    expect(status()).toBe('connecting');
    expect(log.opened.at(-1)).toEqual({ roomId: 'r1', attempt: 0 });
  });

  it('hasAttemptsLeft (other way): gives up after maxAttempts consecutive reconnects', () => {
    const { actor, clock, platform, status } = start({ maxAttempts: 2 });
    actor.send({ type: 'room.connect' });
    for (let i = 0; i < 2; i += 1) {
      platform.send({ type: 'room.disconnected', reason: 'refused', retryable: true });
      expect(status()).toBe('reconnecting');
      clock.increment(actor.getSnapshot().context.retryDelayMs);
    }
    platform.send({ type: 'room.disconnected', reason: 'refused', retryable: true });
    expect(status()).toBe('failed');
    expect(actor.getSnapshot().context.lastTransition?.reason).toBe('refused (gave up after 2 reconnects)');
  });

  it('resets the attempt count after a stable connection only', () => {
    const { actor, clock, platform } = start({ maxAttempts: 1 });
    actor.send({ type: 'room.connect' });
    platform.send({ type: 'room.disconnected', reason: 'drop', retryable: true });
    clock.increment(actor.getSnapshot().context.retryDelayMs);
    platform.send({ type: 'room.connected' });
    clock.increment(DEFAULT_ROOM_CONNECTION_TIMING.stableAfterMs - 1);
    expect(actor.getSnapshot().context.attempt).toBe(1);
    clock.increment(1);
    expect(actor.getSnapshot().context.attempt).toBe(0);
    // With the count reset, one more drop is retried even though maxAttempts is 1.
    platform.send({ type: 'room.disconnected', reason: 'drop', retryable: true });
    expect(actor.getSnapshot().context.status).toBe('reconnecting');
  });

  it('treats an actor that throws as a retryable error, and fails when no attempts are left', () => {
    const retrying = start({}, { throwOnOpen: 'DNS lookup failed' });
    retrying.actor.send({ type: 'room.connect' });
    expect(retrying.status()).toBe('reconnecting');
    expect(retrying.actor.getSnapshot().context.lastTransition?.reason).toBe('connection error: DNS lookup failed');

    const failing = start({ maxAttempts: 0 }, { throwOnOpen: 'DNS lookup failed' });
    failing.actor.send({ type: 'room.connect' });
    expect(failing.status()).toBe('failed');
  });

  it('canCheckAgain: polls a host who is not live on a slow jittered schedule', () => {
    const { actor, clock, log, platform, status } = start();
    actor.send({ type: 'room.connect' });
    platform.send({ type: 'room.disconnected', reason: 'drop', retryable: true });
    clock.increment(actor.getSnapshot().context.retryDelayMs);
    platform.send({ type: 'room.notLive' });
    expect(status()).toBe('notLive');
    expect(log.closed).toBe(2);
    // A not-live answer proves the platform reachable: reconnect attempts start over.
    expect(actor.getSnapshot().context).toMatchObject({ attempt: 0, notLiveChecks: 1, retryDelayMs: 45_000 });
    clock.increment(44_999);
    expect(status()).toBe('notLive');
    clock.increment(1);
    expect(status()).toBe('connecting');
    expect(actor.getSnapshot().context.lastTransition?.reason).toBe('checking whether the host is live');
    platform.send({ type: 'room.notLive', reason: 'LIVE_NOT_FOUND' });
    expect(actor.getSnapshot().context).toMatchObject({ status: 'notLive', notLiveChecks: 2 });
    clock.increment(45_000);
    platform.send({ type: 'room.connected' });
    expect(actor.getSnapshot().context).toMatchObject({ status: 'connected', notLiveChecks: 0 });
  });

  it('canCheckAgain (other way): fails when still not live after maxNotLiveChecks re-checks', () => {
    const { actor, clock, platform, status } = start({ maxNotLiveChecks: 1 });
    actor.send({ type: 'room.connect' });
    platform.send({ type: 'room.notLive' });
    expect(status()).toBe('notLive');
    clock.increment(actor.getSnapshot().context.retryDelayMs);
    platform.send({ type: 'room.notLive' });
    expect(status()).toBe('failed');
    expect(actor.getSnapshot().context.lastTransition?.reason).toBe('host is not live (still not live after 1 re-checks)');
  });

  it('room.connect skips a pending wait', () => {
    const { actor, platform, status, log } = start();
    actor.send({ type: 'room.connect' });
    platform.send({ type: 'room.disconnected', reason: 'drop', retryable: true });
    actor.send({ type: 'room.connect' });
    expect(status()).toBe('connecting');
    expect(log.opened).toHaveLength(2);
  });

  it('ends for good when the stream ends', () => {
    const { actor, log, platform, status } = start();
    actor.send({ type: 'room.connect' });
    platform.send({ type: 'room.connected' });
    platform.send({ type: 'room.ended' });
    expect(status()).toBe('ended');
    expect(actor.getSnapshot().status).toBe('done');
    expect(log.closed).toBe(1);
    expect(actor.getSnapshot().context.lastTransition).toMatchObject({ from: 'connected', to: 'ended', reason: 'stream ended' });
  });

  it('stops from any live state back to idle, closing the connection, and ignores a stop when idle', () => {
    const { actor, log, platform, status, persisted } = start();
    actor.send({ type: 'room.stop' });
    expect(persisted).toEqual([]);
    actor.send({ type: 'room.connect' });
    platform.send({ type: 'room.connected' });
    actor.send({ type: 'room.stop', reason: 'stopped by admin' });
    expect(status()).toBe('idle');
    expect(log.closed).toBe(1);
    expect(persisted.at(-1)).toMatchObject({ from: 'connected', to: 'idle', reason: 'stopped by admin' });
    actor.send({ type: 'room.connect' });
    platform.send({ type: 'room.disconnected', reason: 'drop', retryable: true });
    actor.send({ type: 'room.stop' });
    expect(status()).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ attempt: 0, nextRetryAt: null });
  });

  it('keeps only the last logLimit transitions, oldest first', () => {
    const { actor, clock, platform } = start({ logLimit: 5 });
    actor.send({ type: 'room.connect' });
    for (let i = 0; i < 5; i += 1) {
      clock.increment(10);
      platform.send({ type: 'room.disconnected', reason: `drop ${i}`, retryable: true });
      clock.increment(actor.getSnapshot().context.retryDelayMs);
    }
    const { log } = actor.getSnapshot().context;
    expect(log).toHaveLength(5);
    expect(log.at(-1)).toMatchObject({ from: 'reconnecting', to: 'connecting' });
    expect(log.at(-2)).toMatchObject({ to: 'reconnecting', reason: 'drop 4' });
    expect(log.map((e) => e.at)).toEqual([...log.map((e) => e.at)].sort((a, b) => a - b));
  });
});
