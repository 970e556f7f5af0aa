import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { backoffCeiling, equalJitterDelay, fullJitterDelay } from './backoff';
import {
  connectionMachine,
  DEFAULT_CONNECTION_TIMING,
  selectConnectionView,
  type ConnectionInput,
  type SocketCommand,
  type SocketInput,
} from './connection.machine';

/** A socket actor that opens nothing: it records what the machine asked of it. */
function fakeSocket() {
  const log = { started: [] as number[], stopped: 0, pings: 0 };
  const socket = fromCallback<SocketCommand, SocketInput>(({ input, receive }) => {
    log.started.push(input.attempt);
    receive((command) => {
      if (command.type === 'socket.ping') log.pings += 1;
    });
    return () => {
      log.stopped += 1;
    };
  });
  return { socket, log };
}

function start(input: Partial<ConnectionInput> = {}) {
  const clock = new SimulatedClock();
  clock.set(1_000_000);
  const { socket, log } = fakeSocket();
  const actor = createActor(connectionMachine.provide({ actors: { socket } }), {
    clock,
    input: { random: () => 0.5, now: () => clock.now(), ...input },
  });
  actor.start();
  const view = () => selectConnectionView(actor.getSnapshot());
  return { actor, clock, log, view };
}

const { stableAfterMs, connectTimeoutMs, pingIntervalMs, heartbeatTimeoutMs } = DEFAULT_CONNECTION_TIMING;

describe('backoff', () => {
  it('doubles the window from the base up to the cap', () => {
    const policy = { baseMs: 1_000, capMs: 30_000 };
    expect([0, 1, 2, 3, 4, 5, 6, 100].map((n) => backoffCeiling(n, policy))).toEqual([
      1_000, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });

  it('draws a full-jitter delay inside [0, ceiling) even for out-of-range samples', () => {
    const policy = { baseMs: 1_000, capMs: 30_000 };
    expect(fullJitterDelay(3, policy, () => 0)).toBe(0);
    expect(fullJitterDelay(3, policy, () => 0.5)).toBe(2_000);
    expect(fullJitterDelay(3, policy, () => 1)).toBe(3_999);
    expect(fullJitterDelay(3, policy, () => -3)).toBe(0);
    expect(fullJitterDelay(50, policy, () => 0.999_999)).toBeLessThan(30_000);
  });

  it('keeps an equal-jitter delay in [period/2, period)', () => {
    expect(equalJitterDelay(60_000, () => 0)).toBe(30_000);
    expect(equalJitterDelay(60_000, () => 0.5)).toBe(45_000);
    expect(equalJitterDelay(60_000, () => 1)).toBe(59_999);
  });
});

describe('connectionMachine', () => {
  it('connects at once when online and is open after ws.open', () => {
    const { actor, log, view } = start();
    expect(actor.getSnapshot().matches({ session: 'connecting' })).toBe(true);
    expect(view()).toEqual({ status: 'connecting', attempt: 0 });
    expect(log.started).toEqual([0]);
    actor.send({ type: 'ws.open' });
    expect(view()).toEqual({ status: 'open' });
  });

  it('startsOffline: waits for net.online before opening a socket', () => {
    const { actor, log, view, clock } = start({ online: false });
    expect(view()).toEqual({ status: 'offline' });
    clock.increment(600_000);
    expect(log.started).toEqual([]);
    actor.send({ type: 'net.online' });
    expect(view()).toEqual({ status: 'connecting', attempt: 0 });
    expect(log.started).toEqual([0]);
  });

  it('isUnauthorized: 4401 stops for good and says the user must sign in', () => {
    const { actor, log, view, clock } = start();
    actor.send({ type: 'ws.open' });
    actor.send({ type: 'ws.closed', code: 4401, reason: 'token expired' });
    expect(view()).toEqual({ status: 'closed', code: 4401, reason: 'token expired', needsSignIn: true });
    expect(log.stopped).toBe(1);
    clock.increment(3_600_000);
    actor.send({ type: 'net.offline' });
    actor.send({ type: 'net.online' });
    expect(log.started).toEqual([0]);
    expect(view().status).toBe('closed');
    // After signing in again the app asks for a retry.
    actor.send({ type: 'conn.retry' });
    expect(view()).toEqual({ status: 'connecting', attempt: 0 });
    expect(log.started).toEqual([0, 0]);
  });

  it('isUnauthorized (other way): an abnormal close backs off with full jitter, then retries', () => {
    const { actor, log, view, clock } = start();
    actor.send({ type: 'ws.closed', code: 1006, reason: '' });
    // attempt 1: window = base (1 000 ms), random 0.5 → 500 ms.
    expect(view()).toEqual({
      status: 'backoff',
      retryAt: 1_000_000 + 500,
      attempt: 1,
      lastCloseCode: 1006,
      lastCloseReason: '',
    });
    clock.increment(499);
    expect(view().status).toBe('backoff');
    clock.increment(1);
    expect(view()).toEqual({ status: 'connecting', attempt: 1 });
    expect(log.started).toEqual([0, 1]);
    // attempt 2: window 2 000 ms → 1 000 ms.
    actor.send({ type: 'ws.closed', code: 1006, reason: '' });
    expect(actor.getSnapshot().context.retryDelayMs).toBe(1_000);
    expect(actor.getSnapshot().context.nextRetryAt).toBe(clock.now() + 1_000);
  });

  it('caps the backoff window', () => {
    const { actor, clock } = start({ random: () => 0.999_999 });
    const delays: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      actor.send({ type: 'ws.closed', code: 1011, reason: '' });
      const { retryDelayMs } = actor.getSnapshot().context;
      delays.push(retryDelayMs);
      clock.increment(retryDelayMs);
    }
    expect(delays).toEqual([999, 1_999, 3_999, 7_999, 15_999, 29_999, 29_999, 29_999]);
  });

  it('resets the attempt count only after a stable open', () => {
    const { actor, clock, log } = start();
    actor.send({ type: 'ws.closed', code: 1006, reason: '' });
    clock.increment(500);
    actor.send({ type: 'ws.open' });
    clock.increment(stableAfterMs - 1);
    expect(actor.getSnapshot().context.attempt).toBe(1);
    // Dies just before being stable: the next retry backs off further.
    actor.send({ type: 'ws.closed', code: 1006, reason: '' });
    expect(actor.getSnapshot().context.attempt).toBe(2);
    clock.increment(actor.getSnapshot().context.retryDelayMs);
    actor.send({ type: 'ws.open' });
    clock.increment(stableAfterMs);
    expect(actor.getSnapshot().context.attempt).toBe(0);
    expect(log.started).toEqual([0, 1, 2]);
  });

  it('isTooSlow and isFirstAttempt: 4408 after a stable open reconnects at once', () => {
    const { actor, clock, log, view } = start();
    actor.send({ type: 'ws.open' });
    clock.increment(stableAfterMs);
    actor.send({ type: 'ws.closed', code: 4408, reason: 'too slow' });
    expect(view()).toEqual({ status: 'connecting', attempt: 1 });
    expect(log).toMatchObject({ started: [0, 1], stopped: 1 });
    expect(actor.getSnapshot().context.lastCloseCode).toBe(4408);
  });

  it('isFirstAttempt (other way): 4408 again before the new socket is stable backs off', () => {
    const { actor, clock, view } = start();
    actor.send({ type: 'ws.open' });
    clock.increment(stableAfterMs);
    actor.send({ type: 'ws.closed', code: 4408, reason: 'too slow' });
    actor.send({ type: 'ws.open' });
    clock.increment(1_000);
    actor.send({ type: 'ws.closed', code: 4408, reason: 'too slow' });
    expect(view()).toMatchObject({ status: 'backoff', attempt: 2, lastCloseCode: 4408 });
  });

  it('isTooSlow (other way): another code after a stable open backs off', () => {
    const { actor, clock, view } = start();
    actor.send({ type: 'ws.open' });
    clock.increment(stableAfterMs);
    actor.send({ type: 'ws.closed', code: 4403, reason: 'forbidden' });
    expect(view()).toMatchObject({ status: 'backoff', attempt: 1, lastCloseCode: 4403 });
  });

  it('pings every interval while open and treats silence as a dead socket', () => {
    const { actor, clock, log, view } = start();
    actor.send({ type: 'ws.open' });
    clock.increment(pingIntervalMs);
    clock.increment(pingIntervalMs);
    expect(log.pings).toBe(2);
    // Messages keep it alive well past the timeout…
    for (let t = 0; t < heartbeatTimeoutMs * 3; t += 10_000) {
      clock.increment(10_000);
      actor.send({ type: 'ws.message' });
    }
    expect(view()).toEqual({ status: 'open' });
    expect(log.started).toEqual([0]);
    // …silence does not.
    clock.increment(heartbeatTimeoutMs - 1);
    expect(view()).toEqual({ status: 'open' });
    clock.increment(1);
    expect(view()).toEqual({ status: 'connecting', attempt: 1 });
    expect(log).toMatchObject({ started: [0, 1], stopped: 1 });
    expect(actor.getSnapshot().context).toMatchObject({ lastCloseCode: null, lastCloseReason: 'heartbeat timeout' });
  });

  it('gives up on a socket stuck in CONNECTING', () => {
    const { clock, view, log } = start();
    clock.increment(connectTimeoutMs);
    expect(view()).toMatchObject({ status: 'backoff', attempt: 1, lastCloseReason: 'connect timeout' });
    expect(log.stopped).toBe(1);
  });

  it('goes offline from open or backoff, closes the socket, and reconnects at once when online', () => {
    const { actor, clock, log, view } = start();
    actor.send({ type: 'ws.open' });
    actor.send({ type: 'net.offline' });
    expect(view()).toEqual({ status: 'offline' });
    expect(log.stopped).toBe(1);
    clock.increment(600_000);
    expect(log.started).toEqual([0]);
    actor.send({ type: 'net.online' });
    expect(view().status).toBe('connecting');
    actor.send({ type: 'ws.closed', code: 1006, reason: '' });
    expect(view().status).toBe('backoff');
    actor.send({ type: 'net.offline' });
    expect(view()).toEqual({ status: 'offline' });
    expect(actor.getSnapshot().context.nextRetryAt).toBeNull();
  });

  it('retries at once on conn.retry during backoff', () => {
    const { actor, log, view } = start();
    actor.send({ type: 'ws.closed', code: 1006, reason: '' });
    actor.send({ type: 'conn.retry' });
    expect(view()).toEqual({ status: 'connecting', attempt: 1 });
    expect(log.started).toEqual([0, 1]);
  });

  it('stops for good on conn.stop', () => {
    const { actor, log, view } = start();
    actor.send({ type: 'ws.open' });
    actor.send({ type: 'conn.stop' });
    expect(view()).toEqual({ status: 'stopped' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(log.stopped).toBe(1);
  });
});
