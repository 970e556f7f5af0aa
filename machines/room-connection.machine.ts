/**
 * The server's connection to one platform room (the live event flow of docs/architecture.md): one actor per
 * ingested room, whatever the source (simulator, replay, Euler, TikFinity, tiktok-live-connector).
 *
 * ```
 * idle ──room.connect──▶ session ┬ connecting ──room.connected──▶ connected
 *                                │ room.disconnected {retryable} + attempts left ▶ reconnecting ─retryDelay─▶ session
 *                                │ room.disconnected otherwise / attempts used up ▶ failed
 *                                │ room.notLive ▶ notLive ─notLiveDelay─▶ session (a slow poll; see below)
 *                                └ room.ended ▶ ended (final)
 * room.stop (any state but ended) ▶ idle        room.connect in failed / notLive / reconnecting ▶ session now
 * ```
 *
 * - The platform connection is the invoked actor `openRoom` (the server provides it per source with
 *   `roomConnectionMachine.provide({ actors: { openRoom: fromCallback(...) } })`). It starts connecting when
 *   invoked and sends back `room.connected`, `room.disconnected {reason, retryable}`, `room.notLive` and
 *   `room.ended`; its cleanup closes the platform connection. Leaving `session` stops it, so no state but
 *   `connecting`/`connected` holds a connection. If it throws, that counts as a retryable disconnect.
 * - Reconnect backoff: full jitter (`backoff.ts`) from `input.random`, window doubling from `retryBaseMs` to
 *   `retryCapMs`; after `maxAttempts` consecutive retries the room is `failed`. `attempt` returns to 0 once
 *   a connection has stayed up for `stableAfterMs` (platforms that accept and drop at once get no free loop).
 * - Not live (a decision; the product does not say): hosts often start their live minutes after a room is set up,
 *   so the room keeps polling on a slow schedule, `notLiveRetryMs` with equal jitter (default 30–60 s), rather
 *   than stopping. `maxNotLiveChecks` (default unlimited) turns the room `failed` when the host is still not live
 *   after that many re-checks, for paid sources with request quotas. A not-live answer proves the platform reachable,
 *   so it clears the reconnect `attempt` count.
 * - `failed` is terminal until `room.connect` (a staff action); `ended` is final (the stream is over; a new
 *   live is a new room session).
 * - Every change of state appends `{ at, from, to, reason }` to `context.log` (the last `logLimit` entries)
 *   and then runs the provided action `persistTransition` with that entry, so the server can store the
 *   room's connection log (`GET api/live/rooms/{roomId}/connection-log`).
 *
 * Pure: time from the actor's clock (named `delays`) and `input.now` (log instants), randomness from
 * `input.random`.
 */
import { and, assign, fromCallback, setup, type EventObject, type SnapshotFrom } from 'xstate';
import { equalJitterDelay, fullJitterDelay } from './backoff';

/** The states of a room connection as stored and shown (the machine's top-level states, `session` split). */
export type RoomConnectionStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'notLive' | 'ended' | 'failed';

/** One entry of a room's connection log. */
export interface RoomTransition {
  /** When it happened, epoch ms (`input.now`). */
  at: number;
  /** The state left; `null` for the first entry of an actor that was created straight into a transition. */
  from: RoomConnectionStatus | null;
  to: RoomConnectionStatus;
  /** Why, in words for the log: the platform's reason when it gave one, else what triggered the change. */
  reason: string;
}

/** Timings and limits, durations in milliseconds. */
export interface RoomConnectionTiming {
  /** Upper bound of the first reconnect's jitter window. Default 2 000. */
  retryBaseMs: number;
  /** Upper bound any reconnect window grows to. Default 60 000. */
  retryCapMs: number;
  /** Consecutive reconnects before giving up (`failed`). Default 8 (about 4 minutes at the cap). */
  maxAttempts: number;
  /** How long a connection must stay up before `attempt` returns to 0. Default 30 000. */
  stableAfterMs: number;
  /** Period of the not-live poll; each wait is drawn in [period/2, period). Default 60 000. */
  notLiveRetryMs: number;
  /**
   * Re-checks after consecutive not-live answers before giving up: the answer after the last re-check makes the
   * room `failed`. `null` = keep polling until `room.stop`. Default null.
   */
  maxNotLiveChecks: number | null;
  /** Entries kept in `context.log`. Default 100. */
  logLimit: number;
}

export const DEFAULT_ROOM_CONNECTION_TIMING: Readonly<RoomConnectionTiming> = {
  retryBaseMs: 2_000,
  retryCapMs: 60_000,
  maxAttempts: 8,
  stableAfterMs: 30_000,
  notLiveRetryMs: 60_000,
  maxNotLiveChecks: null,
  logLimit: 100,
};

/** Input of {@link roomConnectionMachine}. */
export interface RoomConnectionInput {
  roomId: string;
  /** Uniform samples in [0, 1) for the jitter. */
  random: () => number;
  /** Current time, epoch ms, for the log. */
  now: () => number;
  timing?: Partial<RoomConnectionTiming>;
}

/** Context of {@link roomConnectionMachine}. */
export interface RoomConnectionContext {
  readonly roomId: string;
  readonly timing: RoomConnectionTiming;
  readonly random: () => number;
  readonly now: () => number;
  /** The current status (what the log's next `from` will be). */
  status: RoomConnectionStatus;
  /** Consecutive reconnects since the last stable connection. */
  attempt: number;
  /** Consecutive not-live answers. */
  notLiveChecks: number;
  /** The pending retry's delay, ms, and when it fires, epoch ms (`null` when none is pending). */
  retryDelayMs: number;
  nextRetryAt: number | null;
  /** The last `limit` transitions, oldest first. */
  log: RoomTransition[];
  /** The newest transition (also the last element of `log`), `null` before the first one. */
  lastTransition: RoomTransition | null;
}

/** Events: `room.connect`/`room.stop` from the server's room service, the others from the `openRoom` actor. */
export type RoomConnectionEvent =
  | { type: 'room.connect' }
  | { type: 'room.connected' }
  /** The platform connection dropped; `retryable: false` for causes a retry cannot fix (bad key, banned room). */
  | { type: 'room.disconnected'; reason: string; retryable: boolean }
  | { type: 'room.notLive'; reason?: string }
  | { type: 'room.ended'; reason?: string }
  | { type: 'room.stop'; reason?: string };

/** Input of the `openRoom` actor. */
export interface OpenRoomInput {
  roomId: string;
  /** 0 for the first connection, n for the n-th consecutive reconnect. */
  attempt: number;
}

/** Placeholder of the platform connection; the server provides one per source (see the module comment). */
const openRoomPlaceholder = fromCallback<EventObject, OpenRoomInput>(() => undefined);

/** The log's reason for a change caused by `event` (internal XState events included). */
function reasonFor(event: RoomConnectionEvent, context: RoomConnectionContext, to: RoomConnectionStatus): string {
  const type: string = event.type;
  if ('error' in event) {
    const { error } = event;
    return `connection error: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (type.startsWith('xstate.after.')) return context.status === 'notLive' ? 'checking whether the host is live' : 'retrying';
  switch (event.type) {
    case 'room.connect':
      return 'connect requested';
    case 'room.connected':
      return 'connected to the platform';
    case 'room.disconnected':
      if (to === 'failed' && event.retryable) return `${event.reason} (gave up after ${context.attempt} reconnects)`;
      return event.retryable ? event.reason : `${event.reason} (not retryable)`;
    case 'room.notLive':
      if (to === 'failed') return `${event.reason ?? 'host is not live'} (still not live after ${context.notLiveChecks} re-checks)`;
      return event.reason ?? 'host is not live';
    case 'room.ended':
      return event.reason ?? 'stream ended';
    case 'room.stop':
      return event.reason ?? 'stop requested';
    default:
      return type;
  }
}

export const roomConnectionMachine = setup({
  types: {} as { context: RoomConnectionContext; events: RoomConnectionEvent; input: RoomConnectionInput },
  actors: { openRoom: openRoomPlaceholder },
  guards: {
    isRetryable: ({ event }) => event.type === 'room.disconnected' && event.retryable,
    hasAttemptsLeft: ({ context }) => context.attempt < context.timing.maxAttempts,
    canCheckAgain: ({ context }) =>
      context.timing.maxNotLiveChecks === null || context.notLiveChecks < context.timing.maxNotLiveChecks,
  },
  delays: {
    retryDelay: ({ context }) => context.retryDelayMs,
    stableAfter: ({ context }) => context.timing.stableAfterMs,
  },
  actions: {
    recordTransition: assign(({ context, event }, params: { to: RoomConnectionStatus }) => {
      const entry: RoomTransition = {
        at: context.now(),
        from: context.status,
        to: params.to,
        reason: reasonFor(event, context, params.to),
      };
      const log = [...context.log, entry];
      if (log.length > context.timing.logLimit) log.splice(0, log.length - context.timing.logLimit);
      return { status: params.to, log, lastTransition: entry };
    }),
    /** Provided by the server to store `context.lastTransition`; a no-op here. */
    persistTransition: (_args, _params: { transition: RoomTransition | null }) => undefined,
    resetCounters: assign({ attempt: 0, notLiveChecks: 0 }),
    resetAttempts: assign({ attempt: 0 }),
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    countNotLive: assign({ notLiveChecks: ({ context }) => context.notLiveChecks + 1 }),
    clearNotLive: assign({ notLiveChecks: 0 }),
    scheduleReconnect: assign(({ context }) => {
      const delay = fullJitterDelay(
        context.attempt,
        { baseMs: context.timing.retryBaseMs, capMs: context.timing.retryCapMs },
        context.random,
      );
      return { retryDelayMs: delay, nextRetryAt: context.now() + delay };
    }),
    scheduleNotLiveCheck: assign(({ context }) => {
      const delay = equalJitterDelay(context.timing.notLiveRetryMs, context.random);
      return { retryDelayMs: delay, nextRetryAt: context.now() + delay };
    }),
    clearRetry: assign({ retryDelayMs: 0, nextRetryAt: null }),
  },
}).createMachine({
  id: 'roomConnection',
  initial: 'idle',
  context: ({ input }) => ({
    roomId: input.roomId,
    timing: { ...DEFAULT_ROOM_CONNECTION_TIMING, ...input.timing },
    random: input.random,
    now: input.now,
    status: 'idle',
    attempt: 0,
    notLiveChecks: 0,
    retryDelayMs: 0,
    nextRetryAt: null,
    log: [],
    lastTransition: null,
  }),
  on: {
    'room.stop': {
      target: '.idle',
      actions: [
        'resetCounters',
        { type: 'recordTransition', params: { to: 'idle' } },
        { type: 'persistTransition', params: ({ context }) => ({ transition: context.lastTransition }) },
      ],
    },
  },
  states: {
    idle: {
      entry: 'clearRetry',
      on: {
        'room.connect': { target: 'session', actions: 'resetCounters' },
        // Already stopped: nothing to log.
        'room.stop': {},
      },
    },
    session: {
      initial: 'connecting',
      entry: 'clearRetry',
      invoke: {
        id: 'openRoom',
        src: 'openRoom',
        input: ({ context }) => ({ roomId: context.roomId, attempt: context.attempt }),
        onError: [{ guard: 'hasAttemptsLeft', target: 'reconnecting' }, { target: 'failed' }],
      },
      on: {
        'room.disconnected': [
          { guard: and(['isRetryable', 'hasAttemptsLeft']), target: 'reconnecting' },
          { target: 'failed' },
        ],
        'room.notLive': [
          { guard: 'canCheckAgain', target: 'notLive', actions: ['countNotLive', 'resetAttempts'] },
          { target: 'failed' },
        ],
        'room.ended': 'ended',
      },
      states: {
        connecting: {
          entry: [
            { type: 'recordTransition', params: { to: 'connecting' } },
            { type: 'persistTransition', params: ({ context }) => ({ transition: context.lastTransition }) },
          ],
          on: { 'room.connected': 'connected' },
        },
        connected: {
          entry: [
            'clearNotLive',
            { type: 'recordTransition', params: { to: 'connected' } },
            { type: 'persistTransition', params: ({ context }) => ({ transition: context.lastTransition }) },
          ],
          after: { stableAfter: { actions: 'resetAttempts' } },
        },
      },
    },
    reconnecting: {
      entry: [
        { type: 'recordTransition', params: { to: 'reconnecting' } },
        { type: 'persistTransition', params: ({ context }) => ({ transition: context.lastTransition }) },
        'countAttempt',
        'scheduleReconnect',
      ],
      after: { retryDelay: 'session' },
      on: { 'room.connect': 'session' },
    },
    notLive: {
      entry: [
        { type: 'recordTransition', params: { to: 'notLive' } },
        { type: 'persistTransition', params: ({ context }) => ({ transition: context.lastTransition }) },
        'scheduleNotLiveCheck',
      ],
      after: { retryDelay: 'session' },
      on: { 'room.connect': { target: 'session', actions: 'resetCounters' } },
    },
    ended: {
      type: 'final',
      entry: [
        { type: 'recordTransition', params: { to: 'ended' } },
        { type: 'persistTransition', params: ({ context }) => ({ transition: context.lastTransition }) },
      ],
    },
    failed: {
      entry: [
        { type: 'recordTransition', params: { to: 'failed' } },
        { type: 'persistTransition', params: ({ context }) => ({ transition: context.lastTransition }) },
      ],
      on: { 'room.connect': { target: 'session', actions: 'resetCounters' } },
    },
  },
});

export type RoomConnectionSnapshot = SnapshotFrom<typeof roomConnectionMachine>;
