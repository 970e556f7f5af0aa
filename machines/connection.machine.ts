/**
 * The browser's websocket lifecycle (protocol in streams/contracts/realtime.ts; one connection lifecycle, many data
 * streams): one actor of this machine owns the socket of a realtime client; data streams are gated on it.
 *
 * ```
 * starting ─┬─ offline ──net.online──▶ session
 *           └─ session ┬ connecting ──ws.open──▶ open ∥ { liveness · pinger · stability }
 *                      │   ws.closed 4401 ───────────────▶ closed (needs sign-in; no retry)
 *                      │   ws.closed 4408 after a stable open ▶ reconnecting ─▶ session (at once)
 *                      │   ws.closed other / connect timeout ▶ backoff ─retryDelay─▶ session
 *                      │   no message for heartbeatTimeout ▶ reconnecting (at once)
 *                      └   net.offline ▶ offline
 * conn.stop (anywhere) ▶ stopped (final)
 * ```
 *
 * - The socket itself is the invoked actor `socket` (a `fromCallback` the browser provides): it opens a
 *   WebSocket on start, sends back `ws.open`, `ws.message` (activity; it may throttle these) and
 *   `ws.closed {code, reason}`, answers `socket.ping` commands by sending the protocol's `{type:'ping'}`
 *   frame, and closes the socket in its cleanup. Leaving `session` stops it, so a socket never outlives
 *   the state that wanted it.
 * - Backoff: full jitter from `input.random` (see `backoff.ts`), window doubling from `retryBaseMs` up to
 *   `retryCapMs`. `attempt` counts consecutive failures and returns to 0 once a connection stayed open for
 *   `stableAfterMs`, so a socket that opens and dies at once keeps backing off instead of hammering the server.
 * - 4408 (too slow) reconnects at once as the contract asks, but only after a stable open: a client that is
 *   too slow again right after reconnecting backs off instead of looping on a replay it cannot absorb.
 * - Other close codes (including 4403) back off: they may be transient (a deploy, a proxy), and a capped
 *   retry every ≤ 30 s costs little.
 *
 * Pure: no timers, clock or randomness of its own; time comes from the actor's clock through the named
 * `delays`, wall-clock instants (`nextRetryAt`) from `input.now`, randomness from `input.random`.
 */
import { and, assign, fromCallback, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { HEARTBEAT, WS_CLOSE } from '../streams/contracts/realtime';
import { fullJitterDelay } from './backoff';

// Only types come from the wire contract (docs/architecture.md): the values are repeated here and pinned to the
// contract's literal types, so a change of the contract fails the typecheck until this file follows.
const CLOSE_UNAUTHORIZED: typeof WS_CLOSE.unauthorized = 4401;
const CLOSE_TOO_SLOW: typeof WS_CLOSE.tooSlow = 4408;
const PING_INTERVAL_MS: typeof HEARTBEAT.intervalMs = 15_000;
const HEARTBEAT_TIMEOUT_MS: typeof HEARTBEAT.timeoutMs = 45_000;

/** Timings of the connection lifecycle, all in milliseconds. */
export interface ConnectionTiming {
  /** Upper bound of the first retry's jitter window. Default 1 000. */
  retryBaseMs: number;
  /** Upper bound any retry window grows to. Default 30 000. */
  retryCapMs: number;
  /** How long a connection must stay open before `attempt` returns to 0. Default 10 000. */
  stableAfterMs: number;
  /** How long a socket may stay in CONNECTING before the attempt counts as failed. Default 10 000. */
  connectTimeoutMs: number;
  /** Client `ping` period (`HEARTBEAT.intervalMs`, 15 000). */
  pingIntervalMs: number;
  /** Silence after which an open socket is treated as dead and replaced (`HEARTBEAT.timeoutMs`, 45 000). */
  heartbeatTimeoutMs: number;
}

/** Defaults of {@link ConnectionTiming}; the heartbeat pair follows `HEARTBEAT` of the realtime contract. */
export const DEFAULT_CONNECTION_TIMING: Readonly<ConnectionTiming> = {
  retryBaseMs: 1_000,
  retryCapMs: 30_000,
  stableAfterMs: 10_000,
  connectTimeoutMs: 10_000,
  pingIntervalMs: PING_INTERVAL_MS,
  heartbeatTimeoutMs: HEARTBEAT_TIMEOUT_MS,
};

/** Input of {@link connectionMachine}. */
export interface ConnectionInput {
  /** Uniform samples in [0, 1) for the jitter (`Math.random` in the browser; a fixed sequence in tests). */
  random: () => number;
  /** Current time, epoch ms (used for `nextRetryAt` only; timers run on the actor's clock). */
  now: () => number;
  /** Whether the network is up at start (`navigator.onLine`); `false` starts in `offline`. Default true. */
  online?: boolean;
  timing?: Partial<ConnectionTiming>;
}

/** Context of {@link connectionMachine}. */
export interface ConnectionContext {
  readonly timing: ConnectionTiming;
  readonly random: () => number;
  readonly now: () => number;
  readonly startOnline: boolean;
  /** Consecutive failed or short-lived connections since the last stable open (0 = healthy). */
  attempt: number;
  /** Close code of the last socket that closed, `null` when none closed yet or it was dropped by us. */
  lastCloseCode: number | null;
  /** Close reason (`''` if the server gave none), or our own cause: `'heartbeat timeout'`, `'connect timeout'`. */
  lastCloseReason: string | null;
  /** When the pending retry fires, epoch ms; `null` outside `backoff`. */
  nextRetryAt: number | null;
  /** The pending retry's delay, ms. */
  retryDelayMs: number;
}

/** Events of {@link connectionMachine}: `ws.*` from the socket actor, `net.*` from the browser, `conn.*` from the app. */
export type ConnectionEvent =
  | { type: 'ws.open' }
  /** Any frame arrived (activity for the heartbeat); the socket actor may send this at most every second or so. */
  | { type: 'ws.message' }
  | { type: 'ws.closed'; code: number; reason: string }
  | { type: 'net.online' }
  | { type: 'net.offline' }
  /** Retry now (a "reconnect" button; also after signing in again from `closed`). */
  | { type: 'conn.retry' }
  /** The client is disposed: close for good. */
  | { type: 'conn.stop' };

/** Commands the machine sends to its socket actor. */
export type SocketCommand = { type: 'socket.ping' };

/** Input of the socket actor: which consecutive attempt this socket is (0 after a stable connection). */
export interface SocketInput {
  attempt: number;
}

/**
 * Placeholder of the socket actor; the browser provides the real one with
 * `connectionMachine.provide({ actors: { socket: fromCallback<SocketCommand, SocketInput>(...) } })`.
 */
const socketPlaceholder = fromCallback<SocketCommand, SocketInput>(() => undefined);

export const connectionMachine = setup({
  types: {} as { context: ConnectionContext; events: ConnectionEvent; input: ConnectionInput },
  actors: { socket: socketPlaceholder },
  guards: {
    startsOffline: ({ context }) => !context.startOnline,
    isUnauthorized: ({ event }) => event.type === 'ws.closed' && event.code === CLOSE_UNAUTHORIZED,
    isTooSlow: ({ event }) => event.type === 'ws.closed' && event.code === CLOSE_TOO_SLOW,
    isFirstAttempt: ({ context }) => context.attempt === 0,
  },
  delays: {
    connectTimeout: ({ context }) => context.timing.connectTimeoutMs,
    heartbeatTimeout: ({ context }) => context.timing.heartbeatTimeoutMs,
    pingInterval: ({ context }) => context.timing.pingIntervalMs,
    stableAfter: ({ context }) => context.timing.stableAfterMs,
    retryDelay: ({ context }) => context.retryDelayMs,
  },
  actions: {
    recordClose: assign(({ event }) =>
      event.type === 'ws.closed' ? { lastCloseCode: event.code, lastCloseReason: event.reason } : {},
    ),
    recordFailure: assign((_, params: { reason: string }) => ({ lastCloseCode: null, lastCloseReason: params.reason })),
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    resetAttempts: assign({ attempt: 0 }),
    scheduleRetry: assign(({ context }) => {
      const delay = fullJitterDelay(
        context.attempt,
        { baseMs: context.timing.retryBaseMs, capMs: context.timing.retryCapMs },
        context.random,
      );
      return { retryDelayMs: delay, nextRetryAt: context.now() + delay };
    }),
    clearRetry: assign({ nextRetryAt: null, retryDelayMs: 0 }),
    ping: sendTo('socket', { type: 'socket.ping' } satisfies SocketCommand),
  },
}).createMachine({
  id: 'connection',
  initial: 'starting',
  context: ({ input }) => ({
    timing: { ...DEFAULT_CONNECTION_TIMING, ...input.timing },
    random: input.random,
    now: input.now,
    startOnline: input.online ?? true,
    attempt: 0,
    lastCloseCode: null,
    lastCloseReason: null,
    nextRetryAt: null,
    retryDelayMs: 0,
  }),
  on: {
    'conn.stop': '.stopped',
  },
  states: {
    starting: {
      always: [{ guard: 'startsOffline', target: 'offline' }, { target: 'session' }],
    },
    session: {
      initial: 'connecting',
      entry: 'clearRetry',
      invoke: { id: 'socket', src: 'socket', input: ({ context }) => ({ attempt: context.attempt }) },
      on: {
        'ws.closed': [
          { guard: 'isUnauthorized', target: 'closed', actions: 'recordClose' },
          { guard: and(['isTooSlow', 'isFirstAttempt']), target: 'reconnecting', actions: 'recordClose' },
          { target: 'backoff', actions: 'recordClose' },
        ],
        'net.offline': 'offline',
      },
      states: {
        connecting: {
          on: { 'ws.open': 'open' },
          after: {
            connectTimeout: {
              target: '#connection.backoff',
              actions: { type: 'recordFailure', params: { reason: 'connect timeout' } },
            },
          },
        },
        open: {
          type: 'parallel',
          states: {
            /** Any frame proves the socket alive; the server answers our pings, so silence means dead. */
            liveness: {
              initial: 'alive',
              states: {
                alive: {
                  on: { 'ws.message': { target: 'alive', reenter: true } },
                  after: {
                    heartbeatTimeout: {
                      target: '#connection.reconnecting',
                      actions: { type: 'recordFailure', params: { reason: 'heartbeat timeout' } },
                    },
                  },
                },
              },
            },
            pinger: {
              initial: 'waiting',
              states: {
                waiting: { after: { pingInterval: { target: 'waiting', reenter: true, actions: 'ping' } } },
              },
            },
            stability: {
              initial: 'settling',
              states: {
                settling: { after: { stableAfter: { target: 'stable', actions: 'resetAttempts' } } },
                stable: {},
              },
            },
          },
        },
      },
    },
    /** Transient: replace the socket at once (4408 after a stable open, heartbeat timeout). */
    reconnecting: {
      entry: 'countAttempt',
      always: 'session',
    },
    backoff: {
      entry: ['countAttempt', 'scheduleRetry'],
      after: { retryDelay: 'session' },
      on: { 'conn.retry': 'session', 'net.offline': 'offline' },
    },
    /** The browser says the network is down: no point retrying until it says it is back. */
    offline: {
      entry: 'clearRetry',
      on: { 'net.online': 'session', 'conn.retry': 'session' },
    },
    /** The server refused the credentials (4401): the user must sign in again; nothing retries by itself. */
    closed: {
      on: { 'conn.retry': { target: 'session', actions: 'resetAttempts' } },
    },
    stopped: { type: 'final' },
  },
});

export type ConnectionSnapshot = SnapshotFrom<typeof connectionMachine>;

/**
 * What a view shows about the connection: a discriminated union on `status`.
 * - `connecting`: a socket is being opened (`attempt` = consecutive failures before it, 0 when healthy).
 * - `open`: frames flow.
 * - `backoff`: waiting to retry; `retryAt` is epoch ms (for a countdown), with the last close for diagnostics.
 * - `offline`: the browser reports no network.
 * - `closed`: the server refused the credentials; `needsSignIn` is true for 4401. Nothing retries by itself.
 * - `stopped`: the client was disposed.
 */
export type ConnectionView =
  | { status: 'connecting'; attempt: number }
  | { status: 'open' }
  | { status: 'backoff'; retryAt: number; attempt: number; lastCloseCode: number | null; lastCloseReason: string | null }
  | { status: 'offline' }
  | { status: 'closed'; code: number; reason: string; needsSignIn: boolean }
  | { status: 'stopped' };

/** Projects a snapshot of {@link connectionMachine} to the {@link ConnectionView} a UI renders. */
export function selectConnectionView(snapshot: ConnectionSnapshot): ConnectionView {
  const { context } = snapshot;
  if (snapshot.matches({ session: 'open' })) return { status: 'open' };
  if (snapshot.matches('backoff')) {
    return {
      status: 'backoff',
      retryAt: context.nextRetryAt ?? context.now(),
      attempt: context.attempt,
      lastCloseCode: context.lastCloseCode,
      lastCloseReason: context.lastCloseReason,
    };
  }
  if (snapshot.matches('offline')) return { status: 'offline' };
  if (snapshot.matches('closed')) {
    const code = context.lastCloseCode ?? CLOSE_UNAUTHORIZED;
    return { status: 'closed', code, reason: context.lastCloseReason ?? '', needsSignIn: code === CLOSE_UNAUTHORIZED };
  }
  if (snapshot.matches('stopped')) return { status: 'stopped' };
  return { status: 'connecting', attempt: context.attempt };
}
