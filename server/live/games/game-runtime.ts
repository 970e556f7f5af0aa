/**
 * The running group-live games of this server (room:<roomId> → games, server-side machines per live config →
 * config:<id>; docs/architecture.md "Games"): one {@link GameSession} per configuration that has
 * been started, fed with its host room's topic, a 1 s clock and the host's commands. A Korea group PK event
 * (`pluginStyle: 'korea'`) runs the same way with its own session (korea-session.ts, {@link openGameSession}): its
 * stages take the place of rounds here (a stage that starts starts the host room like a round does).
 *
 * Ordering: everything that touches one game (room events, clock ticks, commands, edits) runs through that
 * game's serial queue, so a game never sees two inputs at once and stores its outputs in input order.
 *
 * Store, then publish: every output is written in one transaction (ledger entries, spin records, snapshots, the
 * room cursor, the state column; game-store.ts) and only then published on `config:<id>`. Nobody sees a score or
 * a spin result that a restart would not find again. The host room's state (the view's `hostRoom`) is the exception:
 * it is not game state but what this server sees of its rooms, recomputed after a restart, so it is published unstored.
 *
 * The room cursor: `(roomId, seq)` = the last event of the room's topic whose effects are stored. A restart
 * subscribes with `sinceSeq` = that seq, so the hub hands over exactly the events after it: none missed, none
 * fed twice (and re-fed ones would count nothing anyway: the ledger keys counted gifts). Events that store nothing
 * (chats, likes, provisional streaks, gifts that score for nobody) move the cursor in memory only; it is written
 * with the next write or every {@link DEFAULT_CHECKPOINT_MS}.
 *
 * Which room: the configuration names the host streamer (source + @uniqueId), and the game follows that streamer's
 * current room, whose id changes with every room the server starts (a restart, a stream that ends and comes back):
 * - it keeps the room it follows while that room runs (not ended or failed), and for {@link DEFAULT_FINISHED_GRACE_MS}
 *   after it stopped and until the hub delivered the last event of its topic (a room's last events may still be on
 *   their way); otherwise it takes the streamer's room on this server that is connected, else the newest one still
 *   running (rooms started by staff on the Live rooms page, by the monitoring scanner, the boot simulator rooms, or by
 *   the game itself), else, while a round collects, a room of the streamer that started during the round and ended
 *   before the game could follow it (a replay played at full speed);
 * - when a round starts and no room of the streamer runs, the game starts one; while a round is collecting and none
 *   runs, it starts one again at most every {@link DEFAULT_ROOM_RETRY_MS} (after a restart at once). A room that
 *   cannot be started (a platform source not set up) leaves the round running with `hostRoom: notLive` and the reason.
 *   A replay room is never started by the game: staff start it on the Live rooms page with the streamer's @uniqueId;
 * - it looks again with every clock tick, so a room that comes back is followed within a second, and the view's
 *   `hostRoom` says `live`, `connecting`, `notLive` (a round collects and no room of the streamer is live) or `idle`.
 * A room the game started itself is stopped when the configuration is deleted or names another streamer.
 *
 * Which events of a room belong to a game when it starts following the room: all of them when the room started
 * after the round started (or the game started the room itself), otherwise those published from now on (events
 * from before the round would otherwise score in it). The cursor is per room: following another room starts its own
 * cursor, and gifts that come again in the new room (a platform re-sends recent frames on a reconnect) count nothing
 * because the ledger keys counted gift records. After a restart, a game whose stored cursor names a room that does not
 * run here first takes what the hub still holds of that room after the cursor (up to the topic's head when it
 * subscribed), then follows the streamer's current room.
 *
 * A failing write never loses a counted gift silently: the game stops (subscription closed, queued room events
 * dropped, session discarded), is restored from the database after a back-off (1 s doubling to 30 s), and
 * resubscribes from its in-memory cursor, which never passed an event whose write failed. The hub then re-feeds
 * those events from its history (10,000 per topic by default); if the outage outlasts that history the hub
 * reports a gap, which is logged as an error with the seqs lost. Commands during the outage answer
 * {@link GameUnavailableError} (HTTP 503) and change nothing; clock effects (auto end, queued spins) are
 * recomputed by the next tick from the stored state, with the same draws (the generator's state is stored).
 *
 * Joins (`member` events) are not game inputs: a join of a viewer with an entry-animation config becomes an `entry`
 * event on `config:<id>` (entry-animations.ts has the rules, including the 60 s bound that keeps a catch-up from
 * replaying old arrivals). The config lookup runs beside the queue, so a slow lookup never delays gift scoring;
 * only the publish itself is queued, so the event carries the view stored so far, like every other event.
 */
import type { LiveRoomRequest, LiveSourceKind } from '../../../streams/contracts/live-rooms';
import { liveRoomRequestSchema } from '../../../streams/contracts/live-rooms';
import { liveConfigMessage } from '../../../streams/contracts/refusals/live-configs';
import { gameTopic, type GameTopicEvent, type GameView, type HostRoomView } from '../../../streams/contracts/game-topic';
import { hostStreamerOf, isHostsRoom, type HostStreamer } from '../../../streams/games/live-config';
import { countedGiftSchema, provisionalStreakSchema, roomTopic, type RoomConnectionStatus, type RoomTopicEvent } from '../../../streams/live/room-topic';
import { z } from 'zod';
import type { Hub, HubEntry, HubListener, HubSubscription } from '../hub/hub';
import type { LiveConfigState } from '../../db/schema/games';
import { GameCommandError, restoreGameSession, type GameCommand, type GameConfig, type GameOutput, type GameSession, type GameSessionOptions } from './game-session';
import { restoreKoreaSession } from './korea-session';
import { entryAnchorKeys, entryForJoin, type EntryAnimationLookup } from './entry-animations';
import { ConfigGoneError, type GameStore, type RoomCursor, type StoredGame } from './game-store';
import { createSerialQueue, type SerialQueue } from './serial-queue';
import { createViewCoalescer, type ViewCoalescer } from './view-coalescer';

/** How often games advance their clocks (countdowns, auto end, effects, the wheel), ms. */
export const DEFAULT_TICK_MS = 1_000;
/** How long an advanced room cursor may stay unwritten, ms. */
export const DEFAULT_CHECKPOINT_MS = 5_000;
/** How long a collecting game without a room of its streamer waits before starting one again, ms. */
export const DEFAULT_ROOM_RETRY_MS = 60_000;
/** How long a game keeps following a room that ended, for its last events on their way through the hub, ms. */
export const DEFAULT_FINISHED_GRACE_MS = 2_000;
/** Room events queued for one game above which a catch-up pauses until the game has caught up. */
const HIGH_WATER = 1_000;

export const RUNTIME_MESSAGES = {
  unavailable: liveConfigMessage('GAME_UNAVAILABLE'),
  notFound: (id: number) => liveConfigMessage('LIVE_CONFIG_NOT_FOUND', { ids: id }),
  roomNotStarted: (reason: string) => liveConfigMessage('HOST_ROOM_NOT_STARTED', { reason }),
  replayNotRunning: (uniqueId: string) => liveConfigMessage('REPLAY_ROOM_NOT_RUNNING', { uniqueId }),
  hostUnresolved: (roomId: string) => liveConfigMessage('HOST_UNRESOLVED', { roomId }),
} as const;

/** The session of a configuration: a Korea group PK event runs stages (korea-session.ts), every other game rounds. */
export function openGameSession(options: GameSessionOptions): GameSession {
  return options.config.pluginStyle === 'korea' ? restoreKoreaSession(options) : restoreGameSession(options);
}

/** A command that starts scoring for this kind of game, with which the game starts the host room when none runs. */
const startsScoring = (config: GameConfig, command: GameCommand): boolean =>
  command.type === (config.pluginStyle === 'korea' ? 'korea.stage.start' : 'round.start');
/** Commands after which the host room's state is looked at again (a round or stage started or ended). */
const MOVES_ROUND: ReadonlySet<GameCommand['type']> = new Set(['round.start', 'round.end', 'korea.stage.start', 'korea.stage.end']);

/** A command refused because the game cannot store right now (HTTP 503); nothing changed. */
export class GameUnavailableError extends Error {
  override readonly name = 'GameUnavailableError';
  constructor() {
    super(RUNTIME_MESSAGES.unavailable);
  }
}

/** The configuration does not exist (HTTP 404). */
export class GameNotFoundError extends Error {
  override readonly name = 'GameNotFoundError';
  constructor(configId: number) {
    super(RUNTIME_MESSAGES.notFound(configId));
  }
}

/** A live room of this server as the runtime sees it. */
export interface GameRoom {
  roomId: string;
  source: LiveSourceKind;
  /** The @uniqueId of the streamer it was started for (null when it was started without one). */
  uniqueId: string | null;
  /** Epoch ms. */
  startedAt: number;
  status: RoomConnectionStatus;
  /** Not ended or failed: it may still publish. */
  running: boolean;
}

/** What the runtime needs of the live rooms of this server (server/modules/live/room-registry.ts). */
export interface GameRooms {
  /** A room of this server, or undefined. */
  get(roomId: string): GameRoom | undefined;
  /** The rooms of this server started for `host` (same source, same @uniqueId in any case), ended ones included. */
  ofStreamer(host: HostStreamer): GameRoom[];
  /** Starts a room; rejects with an error whose message the host can act on. */
  start(request: LiveRoomRequest): Promise<string>;
  stop(roomIds: string[]): void;
}

/** The logger calls the runtime makes (pino's shape). */
export interface RuntimeLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface GameRuntimeDeps {
  store: GameStore;
  hub: Pick<Hub, 'publish' | 'subscribe' | 'headSeq'>;
  rooms: GameRooms;
  log: RuntimeLog;
  /** Clock, epoch ms (default Date.now). */
  now?: () => number;
  /** Seed of a new game's turntable (default: 32 random bits). */
  seed?: () => number;
  tickMs?: number;
  checkpointMs?: number;
  /** Back-off after a failed write, ms (default 1,000 doubling to 30,000). */
  retryMs?: { min: number; max: number };
  /** See {@link DEFAULT_ROOM_RETRY_MS}. */
  roomRetryMs?: number;
  /** See {@link DEFAULT_FINISHED_GRACE_MS}. */
  finishedGraceMs?: number;
  /** How long `close()` waits for queued work and publishes, ms (default 5,000). */
  closeWaitMs?: number;
  /** At most one view-only event (score, provisional) per game per this interval, ms (default 50; 0: every one). */
  viewIntervalMs?: number;
  /** The user entry-animation configs (entry-animations.ts); without it joins publish nothing. */
  entryAnimations?: EntryAnimationLookup;
}

export interface GameRuntime {
  /** Restores every game stored as running or started (boot) and starts the clock. */
  start(): Promise<void>;
  /** Starts the clock without restoring anything (the lease layer adopts games one by one; server/live/lease). */
  startClock(): void;
  /** Runs the game of `configId` on this server, restored from the store. @throws {GameNotFoundError} */
  adopt(configId: number): Promise<void>;
  /** Stops the game of `configId` here without another write (another instance holds it now). */
  evict(configId: number): Promise<void>;
  /**
   * Runs a host command on the configuration's game (created on first use) and answers the view after it.
   * @throws {GameCommandError} refused (HTTP 400, or 409 with `needsConfirmation`); nothing changed.
   * @throws {GameUnavailableError} the result could not be stored (HTTP 503); nothing changed.
   * @throws {GameNotFoundError} no such configuration (HTTP 404).
   */
  command(configId: number, command: GameCommand): Promise<GameView>;
  /** The game's view now (a configuration never started shows its empty board); null when it does not exist. */
  view(configId: number): Promise<GameView | null>;
  /** The room the game follows (null: none) and whether it runs on this server. */
  followedRoom(configId: number): { roomId: string | null; running: boolean };
  /** The configuration was edited: the running game takes the new version and follows the new room. */
  reconfigure(configId: number): Promise<void>;
  /** The configurations were deleted: their games stop (rooms the game started are stopped too). */
  forget(configIds: readonly number[]): Promise<void>;
  /** Stops every game: no more inputs, queued work finished (bounded wait), cursors written. */
  close(): Promise<void>;
}

/** The two room events games use, checked at the hub boundary. */
const gameRoomEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('gift.counted'), roomId: z.string(), gift: countedGiftSchema, giftDiamonds: z.number().int().nonnegative() }),
  z.object({ type: z.literal('gift.provisional'), roomId: z.string(), provisionalDiamonds: z.number().int().nonnegative(), streaks: z.array(provisionalStreakSchema) }),
]);

const typeOf = (event: unknown): unknown => (typeof event === 'object' && event !== null ? (event as { type?: unknown }).type : undefined);

interface Binding {
  roomId: string;
  gen: number;
  subscription: HubSubscription | null;
  /** Highest seq the hub delivered on this binding. */
  delivered: number;
  /**
   * Catching up on a room that does not run here (after a restart): the topic's head when subscribed, once known
   * (undefined until the hub said it); the binding ends when it is reached. Null for the room the game follows.
   */
  drain: { untilSeq: number | undefined } | null;
  /** When the game first saw the followed room no longer running (null while it runs). */
  finishedAt: number | null;
  /** Letting go of the finished room is queued. */
  closing: boolean;
}

interface GameHandle {
  readonly configId: number;
  readonly queue: SerialQueue;
  config: GameConfig;
  /** Null while the game is being restored after a failed write. */
  session: GameSession | null;
  /** The game has a stored state row. */
  stored: boolean;
  storedState: LiveConfigState;
  /** Processed position in the followed room's topic (see the module comment). */
  cursor: RoomCursor | null;
  storedCursor: RoomCursor | null;
  binding: Binding | null;
  /** Incremented whenever the binding or the session is replaced: queued work of older ones is dropped. */
  gen: number;
  pendingEvents: number;
  tickQueued: boolean;
  lastWriteAt: number;
  retryMs: number;
  recoveryTimer: NodeJS.Timeout | null;
  disposed: boolean;
  /** The streamers a join may match, for this configuration version and room (see `anchorsFor`). */
  entryAnchors: { config: GameConfig; roomId: string; keys: string[] } | null;
  /** The room this game started for itself (it stops it when it no longer needs it). */
  ownedRoomId: string | null;
  /** When the game last tried to start a room (0: never), and why the last try failed. */
  roomStartedAt: number;
  roomStartError: string | null;
  /** The host room as last reported to the session. */
  host: HostRoomView | null;
  /** Rooms this game followed to their end (a finished room is never taken again). */
  doneRooms: Set<string>;
  /** The game's events on their way to `config:<id>`, view-only ones coalesced (view-coalescer.ts). */
  views: ViewCoalescer;
}

const sameCursor = (a: RoomCursor | null, b: RoomCursor | null) => a?.roomId === b?.roomId && a?.seq === b?.seq;

/** Creates the runtime; nothing runs until {@link GameRuntime.start}. */
export function createGameRuntime(deps: GameRuntimeDeps): GameRuntime {
  const now = deps.now ?? Date.now;
  const seed = deps.seed ?? (() => Math.floor(Math.random() * 2 ** 32));
  const retry = deps.retryMs ?? { min: 1_000, max: 30_000 };
  const checkpointMs = deps.checkpointMs ?? DEFAULT_CHECKPOINT_MS;
  const roomRetryMs = deps.roomRetryMs ?? DEFAULT_ROOM_RETRY_MS;
  const finishedGraceMs = deps.finishedGraceMs ?? DEFAULT_FINISHED_GRACE_MS;
  const closeWaitMs = deps.closeWaitMs ?? 5_000;
  const handles = new Map<number, GameHandle>();
  const creating = new Map<number, Promise<GameHandle>>();
  let ticker: NodeJS.Timeout | null = null;
  let closed = false;
  let publishing = 0;
  let published: (() => void) | null = null;

  // ---- publishing (after storing) ----

  /** Publishes one event of the game on its topic (the coalescer of its handle decides when). */
  const publishNow = (configId: number, event: GameTopicEvent) => {
    publishing += 1;
    const done = () => {
      publishing -= 1;
      if (publishing === 0) published?.();
    };
    let result: Promise<number>;
    try {
      result = deps.hub.publish(gameTopic(configId), event);
    } catch (error) {
      deps.log.error({ err: error, configId }, 'publishing a game event failed');
      done();
      return;
    }
    // Stored already: a reader that missed it resyncs from the view. One caller's publishes stay in order.
    result.then(done, (error: unknown) => {
      deps.log.error({ err: error, configId }, 'publishing a game event failed');
      done();
    });
  };

  const publish = (handle: GameHandle, events: readonly GameTopicEvent[]) => handle.views.push(events);

  // ---- storing ----

  /**
   * Stores `out` (when it holds anything to store) with the cursor `cursor`, then publishes its events.
   * @throws {GameUnavailableError} the write failed: the game is stopped and will be restored.
   * @throws {GameNotFoundError} the configuration was deleted.
   */
  const commit = async (handle: GameHandle, session: GameSession, out: GameOutput, cursor: RoomCursor | null): Promise<void> => {
    const status = session.status();
    const stateChanged = status !== handle.storedState;
    const needsWrite = out.entries.length > 0 || out.spins.length > 0 || out.stateChanged || stateChanged;
    if (needsWrite) {
      try {
        await deps.store.write({
          configId: handle.configId,
          entries: out.entries,
          spins: out.spins,
          persisted: out.stateChanged || !handle.stored ? session.persisted() : null,
          cursor,
          state: stateChanged ? status : null,
        });
      } catch (error) {
        fault(handle, error);
        if (error instanceof ConfigGoneError) throw new GameNotFoundError(handle.configId);
        throw new GameUnavailableError();
      }
      handle.stored = true;
      handle.storedState = status;
      handle.storedCursor = cursor;
      handle.lastWriteAt = now();
    }
    handle.cursor = cursor;
    publish(handle, out.events);
  };

  /** Writes the cursor alone when it moved and was not written for a while (or `force`). */
  const checkpoint = async (handle: GameHandle, force: boolean) => {
    if (!handle.session || !handle.stored || sameCursor(handle.cursor, handle.storedCursor)) return;
    if (!force && now() - handle.lastWriteAt < checkpointMs) return;
    const cursor = handle.cursor;
    try {
      await deps.store.write({ configId: handle.configId, entries: [], spins: [], persisted: null, cursor, state: null });
    } catch (error) {
      fault(handle, error);
      return;
    }
    handle.storedCursor = cursor;
    handle.lastWriteAt = now();
  };

  // ---- failures and restoring ----

  const unbind = (handle: GameHandle) => {
    handle.gen += 1;
    handle.binding?.subscription?.close();
    handle.binding = null;
  };

  const dispose = (handle: GameHandle) => {
    if (handle.disposed) return;
    handle.disposed = true;
    handle.views.flush();
    if (handle.recoveryTimer) clearTimeout(handle.recoveryTimer);
    unbind(handle);
    handle.session?.stop();
    handle.session = null;
    // A room the game started for itself goes with it.
    stopOwnedRoom(handle);
    handles.delete(handle.configId);
  };

  /** Stops the game after a failed write and schedules its restoring (see the module comment). */
  const fault = (handle: GameHandle, error: unknown) => {
    if (error instanceof ConfigGoneError) {
      deps.log.info({ configId: handle.configId }, 'live game stopped: its configuration was deleted');
      dispose(handle);
      return;
    }
    deps.log.error({ err: error, configId: handle.configId, retryInMs: handle.retryMs }, 'storing the live game failed; restoring it from the database');
    unbind(handle);
    handle.session?.stop();
    handle.session = null;
    scheduleRecovery(handle);
  };

  const scheduleRecovery = (handle: GameHandle) => {
    if (closed || handle.disposed || handle.recoveryTimer) return;
    const delay = handle.retryMs;
    handle.retryMs = Math.min(handle.retryMs * 2, retry.max);
    handle.recoveryTimer = setTimeout(() => {
      handle.recoveryTimer = null;
      void handle.queue.push(() => recover(handle));
    }, delay);
    handle.recoveryTimer.unref();
  };

  const recover = async (handle: GameHandle) => {
    if (closed || handle.disposed || handle.session) return;
    let stored: StoredGame | null;
    try {
      stored = await deps.store.load(handle.configId);
    } catch (error) {
      deps.log.error({ err: error, configId: handle.configId }, 'restoring the live game failed; trying again');
      scheduleRecovery(handle);
      return;
    }
    if (!stored) {
      dispose(handle);
      return;
    }
    // The in-memory cursor never passed an event whose write failed (commit), so it is where to resume.
    await restore(handle, stored, handle.cursor ?? stored.cursor);
    handle.retryMs = retry.min;
    deps.log.info({ configId: handle.configId }, 'live game restored');
  };

  /**
   * Makes `handle` run `stored`: a session from the stored ledger and snapshots, following its room from
   * `resumeAt` (the stored cursor at boot). A cursor on a room that does not run here is caught up first (module comment).
   */
  const restore = async (handle: GameHandle, stored: StoredGame, resumeAt: RoomCursor | null) => {
    handle.session?.stop();
    handle.config = stored.config;
    handle.session = openGameSession({ config: stored.config, entries: stored.entries, persisted: stored.persisted, seed: seed() });
    handle.gen += 1;
    handle.stored = stored.persisted !== null;
    handle.storedState = stored.state;
    handle.cursor = resumeAt;
    handle.storedCursor = stored.cursor;
    handle.host = null;
    if (resumeAt && !deps.rooms.get(resumeAt.roomId)?.running) {
      bind(handle, resumeAt.roomId, { kind: 'resume', seq: resumeAt.seq }, true);
      return;
    }
    await follow(handle);
  };

  // ---- following the host room ----

  type Since = { kind: 'resume'; seq: number } | { kind: 'fromStart' } | { kind: 'fromNow' };

  /** Which events of `roomId` this game takes (module comment). */
  const sinceFor = (handle: GameHandle, roomId: string): Since => {
    if (handle.cursor?.roomId === roomId) return { kind: 'resume', seq: handle.cursor.seq };
    const room = deps.rooms.get(roomId);
    const round = handle.session?.view(now()).round;
    if (room && round?.status === 'collecting' && round.startedAt !== null && room.startedAt >= round.startedAt) return { kind: 'fromStart' };
    return { kind: 'fromNow' };
  };

  /** Ends a catch-up binding (module comment) and follows the streamer's current room. */
  const endDrain = async (handle: GameHandle, binding: Binding) => {
    if (handle.binding !== binding || !handle.session) return;
    unbind(handle);
    await follow(handle).catch((error: unknown) => deps.log.error({ err: error, configId: handle.configId }, 'live game could not follow its room'));
  };

  /** Subscribes to `roomId`'s topic; `drain`: only to catch up on it up to its current head (module comment). */
  const bind = (handle: GameHandle, roomId: string, since: Since, drain = false) => {
    unbind(handle);
    const gen = handle.gen;
    const binding: Binding = { roomId, gen, subscription: null, delivered: 0, drain: drain ? { untilSeq: undefined } : null, finishedAt: null, closing: false };
    handle.binding = binding;
    if (since.kind === 'fromStart') handle.cursor = { roomId, seq: 0 };
    const current = () => gen === handle.gen && handle.session !== null;
    const queueDrainEnd = () => void handle.queue.push(() => (current() ? endDrain(handle, binding) : undefined)).catch(() => undefined);
    const listener: HubListener = {
      start(headSeq) {
        if (binding.drain) {
          binding.drain.untilSeq = headSeq;
          if (since.kind !== 'resume' || headSeq <= since.seq) queueDrainEnd();
          return;
        }
        if (since.kind !== 'fromNow') return;
        void handle.queue.push(() => {
          if (current()) handle.cursor = { roomId, seq: headSeq };
        });
      },
      event(entry) {
        if (gen !== handle.gen) return;
        binding.delivered = Math.max(binding.delivered, entry.seq);
        const type = typeOf(entry.event);
        if (type === 'member') {
          if (!binding.drain) onJoin(handle, roomId, gen, entry);
        } else if (type === 'gift.counted' || type === 'gift.provisional') {
          // Only these two change a game; the rest moves the cursor at the next tick.
          handle.pendingEvents += 1;
          void handle.queue
            .push(() => (current() ? onRoomEntry(handle, roomId, entry) : undefined))
            .catch(() => undefined)
            .finally(() => {
              handle.pendingEvents -= 1;
            });
        }
        const untilSeq = binding.drain?.untilSeq;
        if (untilSeq !== undefined && entry.seq >= untilSeq) {
          // Caught up: the cursor takes every event delivered so far, then the game follows its streamer's room.
          void handle.queue.push(() => advanceCursor(handle, gen, entry.seq)).catch(() => undefined);
          queueDrainEnd();
        }
      },
      gap(fromSeq) {
        void handle.queue.push(() => {
          if (!current()) return;
          const untilSeq = binding.drain?.untilSeq;
          if (binding.drain && (untilSeq === undefined || fromSeq > untilSeq)) {
            // Nothing left to catch up on (an embedded restart lost the memory hub, or the history expired).
            if (fromSeq > 1) deps.log.warn({ configId: handle.configId, roomId, lostAfterSeq: handle.cursor?.seq ?? null, resumesAtSeq: fromSeq }, 'live game missed room events of its previous room: the hub no longer holds them');
            return endDrain(handle, binding);
          }
          deps.log.error(
            { configId: handle.configId, roomId, lostAfterSeq: handle.cursor?.roomId === roomId ? handle.cursor.seq : null, resumesAtSeq: fromSeq },
            'live game missed room events: the hub no longer holds them',
          );
          handle.cursor = { roomId, seq: fromSeq - 1 };
        });
      },
      drain() {
        // Catch-up after a restart: let the game store what it has before the hub reads the next page.
        return handle.pendingEvents > HIGH_WATER ? handle.queue.idle() : undefined;
      },
      error(error) {
        void handle.queue.push(() => {
          if (current()) fault(handle, error);
        });
      },
    };
    const sinceSeq = since.kind === 'resume' ? since.seq : since.kind === 'fromStart' ? 0 : undefined;
    try {
      binding.subscription = deps.hub.subscribe(roomTopic(roomId), sinceSeq, listener);
    } catch (error) {
      // A room id no hub topic can have (a legacy configuration accepted any text): nothing to follow.
      deps.log.warn({ err: error, configId: handle.configId, roomId }, 'live game cannot follow its room');
      handle.binding = null;
      if (drain) queueDrainEnd();
    }
  };

  /**
   * The room to take among the streamer's rooms: a running one (connected first, then the newest); else, while a round
   * collects, one that started during the round and ended before the game could follow it (oldest first), so its events
   * still score; null when there is none.
   */
  const pickRoom = (handle: GameHandle, rooms: readonly GameRoom[]): GameRoom | null => {
    const connected = (room: GameRoom) => (room.status === 'connected' ? 1 : 0);
    let best: GameRoom | null = null;
    for (const room of rooms) {
      if (!room.running) continue;
      if (best === null || connected(room) > connected(best) || (connected(room) === connected(best) && room.startedAt > best.startedAt)) best = room;
    }
    if (best) return best;
    const round = handle.session?.view(now()).round;
    if (round?.status !== 'collecting' || round.startedAt === null) return null;
    const since = round.startedAt;
    const missed = rooms.filter((room) => !handle.doneRooms.has(room.roomId) && room.startedAt >= since).sort((a, b) => a.startedAt - b.startedAt);
    return missed[0] ?? null;
  };

  /** The view's `hostRoom` for the followed `room` (null: none runs). */
  const hostStateOf = (handle: GameHandle, host: HostStreamer, followed: GameRoom | null, at: number): HostRoomView => {
    const previous = handle.host;
    const room = followed?.running ? followed : null;
    const collecting = handle.session?.status() === 'collecting';
    if (room?.status === 'connected') {
      return { state: 'live', ...host, roomId: room.roomId, since: previous?.state === 'live' && previous.roomId === room.roomId ? previous.since : at };
    }
    if (room && room.status !== 'notLive') return { state: 'connecting', ...host, roomId: room.roomId };
    if (!room && !collecting) return { state: 'idle', ...host };
    return {
      state: 'notLive',
      ...host,
      roomId: room?.roomId ?? null,
      since: previous?.state === 'notLive' ? previous.since : at,
      reason: room ? null : handle.roomStartError,
    };
  };

  /** Tells the session (and so every screen) the host room's state, when it changed. */
  const report = async (handle: GameHandle, state: HostRoomView) => {
    const session = handle.session;
    handle.host = state;
    if (!session) return;
    const out = session.hostRoom(state, now());
    if (out.events.length > 0) await commit(handle, session, out, handle.cursor).catch(() => undefined);
  };

  /** Stops the room this game started for itself, if it still runs. */
  const stopOwnedRoom = (handle: GameHandle) => {
    const owned = handle.ownedRoomId;
    handle.ownedRoomId = null;
    if (owned && deps.rooms.get(owned)?.running) deps.rooms.stop([owned]);
  };

  /**
   * Follows the host streamer's current room (module comment), starting one when `startRoom` (a round starts) or
   * when a round collects without one and the last try is {@link DEFAULT_ROOM_RETRY_MS} old. A room that cannot be
   * started leaves the host room `notLive` with the reason.
   */
  const follow = async (handle: GameHandle, startRoom = false) => {
    if (!handle.session || handle.disposed) return;
    const room = handle.config.room;
    const host = hostStreamerOf(room);
    if (!host) {
      unbind(handle);
      await report(handle, { state: 'unresolved', roomId: 'roomId' in room ? room.roomId : '' });
      return;
    }
    const binding = handle.binding;
    if (binding?.drain) return; // the catch-up ends with a follow
    const bound = binding ? deps.rooms.get(binding.roomId) : undefined;
    if (binding && !bound?.running) {
      // The followed room ended (or staff removed it): its last events may still be on their way through the hub.
      await lingerOn(handle, binding);
      await report(handle, hostStateOf(handle, host, null, now()));
      return;
    }
    let next = bound ?? pickRoom(handle, deps.rooms.ofStreamer(host));
    const collecting = handle.session.status() === 'collecting';
    if (!next && (startRoom || (collecting && now() - handle.roomStartedAt >= roomRetryMs))) {
      handle.roomStartedAt = now();
      try {
        const roomId = await startOwnedRoom(host);
        handle.ownedRoomId = roomId;
        handle.roomStartError = null;
        next = deps.rooms.get(roomId) ?? { roomId, source: host.source, uniqueId: host.uniqueId, startedAt: now(), status: 'connecting', running: true };
        if (handle.binding?.roomId !== roomId) bind(handle, roomId, { kind: 'fromStart' });
      } catch (error) {
        handle.roomStartError = error instanceof Error ? error.message : String(error);
      }
    }
    if (!next) unbind(handle);
    else if (handle.binding?.roomId !== next.roomId) bind(handle, next.roomId, sinceFor(handle, next.roomId));
    await report(handle, hostStateOf(handle, host, next, now()));
  };

  /**
   * Keeps following a room that no longer runs for {@link DEFAULT_FINISHED_GRACE_MS} and until the hub delivered its
   * topic's head, then lets it go (behind the events already queued, so none of them is dropped) and follows on.
   */
  const lingerOn = async (handle: GameHandle, binding: Binding) => {
    binding.finishedAt ??= now();
    if (binding.closing || now() - binding.finishedAt < finishedGraceMs) return;
    let head: number;
    try {
      head = await deps.hub.headSeq(roomTopic(binding.roomId));
    } catch {
      return; // the hub's store is unreachable: the subscription reports it
    }
    if (binding.delivered < head) return;
    binding.closing = true;
    void handle.queue
      .push(async () => {
        if (handle.binding !== binding || !handle.session) return;
        handle.doneRooms.add(binding.roomId);
        unbind(handle);
        await follow(handle);
      })
      .catch((error: unknown) => deps.log.error({ err: error, configId: handle.configId }, 'live game could not follow its room'));
  };

  /** Starts a room of the host streamer. @throws {Error} whose message says why it could not (for the host). */
  const startOwnedRoom = async (host: HostStreamer): Promise<string> => {
    // A replay needs a file the configuration does not name: staff start it on the Live rooms page.
    if (host.source === 'replay') throw new Error(RUNTIME_MESSAGES.roomNotStarted(RUNTIME_MESSAGES.replayNotRunning(host.uniqueId)));
    const request = liveRoomRequestSchema.safeParse({ source: host.source, uniqueId: host.uniqueId, ...(host.source === 'simulator' ? { speed: 1 } : {}) });
    if (!request.success) throw new Error(RUNTIME_MESSAGES.roomNotStarted(request.error.issues[0]?.message ?? 'invalid room'));
    try {
      return await deps.rooms.start(request.data);
    } catch (error) {
      throw new Error(RUNTIME_MESSAGES.roomNotStarted(error instanceof Error ? error.message : String(error)));
    }
  };

  // ---- inputs ----

  const onRoomEntry = async (handle: GameHandle, roomId: string, entry: HubEntry) => {
    const session = handle.session;
    if (!session) return;
    if (handle.cursor?.roomId === roomId && entry.seq <= handle.cursor.seq) return;
    const cursor = { roomId, seq: entry.seq };
    const parsed = gameRoomEventSchema.safeParse(entry.event);
    if (!parsed.success) {
      deps.log.warn({ configId: handle.configId, roomId, seq: entry.seq, issue: parsed.error.issues[0]?.message }, 'live game ignored a malformed room event');
      handle.cursor = cursor;
      return;
    }
    const out = session.onRoomEvent(parsed.data as RoomTopicEvent, now());
    await commit(handle, session, out, cursor).catch(() => undefined);
  };

  /**
   * The streamers a join in `roomId` may match (entry-animations.ts), computed once per configuration version and room:
   * joins are frequent, and a room's @uniqueId never changes (not kept while the room is not known here yet).
   */
  const anchorsFor = (handle: GameHandle, roomId: string): string[] => {
    const memo = handle.entryAnchors;
    if (memo && memo.config === handle.config && memo.roomId === roomId) return memo.keys;
    const room = deps.rooms.get(roomId);
    const keys = entryAnchorKeys([hostStreamerOf(handle.config.room)?.uniqueId, room?.uniqueId], handle.config.streamers);
    handle.entryAnchors = room ? { config: handle.config, roomId, keys } : null;
    return keys;
  };

  /**
   * A join in the followed room: looks up the viewer's entry animation outside the queue (see the module comment),
   * then publishes it through the queue if the game still follows that room. Never stores anything, never throws.
   */
  const onJoin = (handle: GameHandle, roomId: string, gen: number, entry: HubEntry) => {
    const lookup = deps.entryAnimations;
    if (!lookup || !handle.session) return;
    entryForJoin(entry.event, anchorsFor(handle, roomId), lookup, now()).then(
      (found) => {
        if (!found) return;
        void handle.queue.push(() => {
          const session = handle.session;
          if (gen !== handle.gen || !session || handle.disposed) return;
          publish(handle, [{ kind: 'entry', view: session.view(now()), entry: found }]);
        });
      },
      (error: unknown) => deps.log.warn({ err: error, configId: handle.configId, roomId, seq: entry.seq }, 'entry animation lookup failed; the join is not animated'),
    );
  };

  /**
   * Moves the cursor to `delivered`, the highest seq the hub had delivered when this task was queued: the events up
   * to it that change a game were queued before this task and are processed; the others store nothing.
   */
  const advanceCursor = (handle: GameHandle, gen: number, delivered: number) => {
    const binding = handle.binding;
    if (gen === handle.gen && binding && handle.cursor?.roomId === binding.roomId && delivered > handle.cursor.seq) {
      handle.cursor = { roomId: binding.roomId, seq: delivered };
    }
  };

  const onTick = async (handle: GameHandle, gen: number, delivered: number) => {
    advanceCursor(handle, gen, delivered);
    // The host room may have ended, come back or gone live since the last tick.
    await follow(handle).catch((error: unknown) => deps.log.error({ err: error, configId: handle.configId }, 'live game could not follow its room'));
    const session = handle.session;
    if (!session) return;
    try {
      await commit(handle, session, session.tick(now()), handle.cursor);
    } catch {
      return; // logged by fault()
    }
    await checkpoint(handle, false);
  };

  const tickAll = () => {
    for (const handle of handles.values()) {
      if (handle.tickQueued || !handle.session) continue;
      handle.tickQueued = true;
      const gen = handle.gen;
      const delivered = handle.binding?.delivered ?? 0;
      void handle.queue
        .push(() => onTick(handle, gen, delivered))
        .catch((error: unknown) => deps.log.error({ err: error, configId: handle.configId }, 'live game tick failed'))
        .finally(() => {
          handle.tickQueued = false;
        });
    }
  };

  // ---- handles ----

  const newHandle = (config: GameConfig): GameHandle => ({
    configId: config.id,
    queue: createSerialQueue(),
    config,
    session: null,
    stored: false,
    storedState: 'notStarted',
    cursor: null,
    storedCursor: null,
    binding: null,
    gen: 0,
    pendingEvents: 0,
    tickQueued: false,
    lastWriteAt: 0,
    retryMs: retry.min,
    recoveryTimer: null,
    disposed: false,
    views: createViewCoalescer({ send: (event) => publishNow(config.id, event), intervalMs: deps.viewIntervalMs }),
    entryAnchors: null,
    ownedRoomId: null,
    roomStartedAt: 0,
    roomStartError: null,
    host: null,
    doneRooms: new Set(),
  });

  /** The game of `configId`, restored from the store the first time. @throws {GameNotFoundError} */
  const handleFor = async (configId: number): Promise<GameHandle> => {
    const existing = handles.get(configId);
    if (existing) return existing;
    const pending = creating.get(configId);
    if (pending) return pending;
    const create = (async () => {
      const stored = await deps.store.load(configId);
      if (!stored) throw new GameNotFoundError(configId);
      const handle = newHandle(stored.config);
      handles.set(configId, handle);
      await handle.queue.push(() =>
        restore(handle, stored, stored.cursor).catch((error: unknown) => {
          // The game exists but its room could not be started (a source not configured): it runs without one.
          deps.log.error({ err: error, configId }, 'live game could not follow its room');
        }),
      );
      return handle;
    })();
    creating.set(configId, create);
    try {
      return await create;
    } finally {
      creating.delete(configId);
    }
  };

  const transientView = async (configId: number): Promise<GameView | null> => {
    const stored = await deps.store.load(configId);
    if (!stored) return null;
    const session = openGameSession({ config: stored.config, entries: stored.entries, persisted: stored.persisted, seed: 0 });
    try {
      return session.view(now());
    } finally {
      session.stop();
    }
  };

  const startClock = () => {
    if (ticker || closed) return;
    ticker = setInterval(tickAll, deps.tickMs ?? DEFAULT_TICK_MS);
    ticker.unref();
  };

  return {
    async start() {
      for (const configId of await deps.store.restorableIds()) {
        // One game that cannot be restored must not keep the others (or the app) from starting.
        await handleFor(configId).catch((error: unknown) => deps.log.error({ err: error, configId }, 'restoring a live game failed'));
      }
      startClock();
    },

    startClock,

    async adopt(configId) {
      if (closed) throw new GameUnavailableError();
      await handleFor(configId);
    },

    async evict(configId) {
      const handle = handles.get(configId);
      if (!handle) return;
      // Another instance holds the game now: stop taking inputs at once, then drop it without writing again.
      unbind(handle);
      await handle.queue.push(() => dispose(handle));
    },

    async command(configId, command) {
      if (closed) throw new GameUnavailableError();
      const handle = await handleFor(configId);
      return handle.queue.push(async () => {
        if (handle.disposed) throw new GameNotFoundError(configId);
        const session = handle.session;
        if (!session) throw new GameUnavailableError();
        if (startsScoring(handle.config, command) && session.status() !== 'collecting') {
          const room = handle.config.room;
          if ('roomId' in room) throw new GameCommandError(RUNTIME_MESSAGES.hostUnresolved(room.roomId));
          // The streamer's room starts with the round (before it, so none of its gifts is missed) unless one runs.
          await follow(handle, true);
        }
        const at = now();
        const out = session.command(command, at);
        await commit(handle, session, out, handle.cursor);
        // A round that starts without a live room is `notLive`; one that ends is `idle` again without a room.
        if (MOVES_ROUND.has(command.type)) await follow(handle);
        return session.view(now());
      });
    },

    async view(configId) {
      const handle = handles.get(configId);
      if (handle?.session) return handle.session.view(now());
      return transientView(configId);
    },

    followedRoom(configId) {
      const roomId = handles.get(configId)?.binding?.roomId ?? null;
      return { roomId, running: roomId !== null && (deps.rooms.get(roomId)?.running ?? false) };
    },

    async reconfigure(configId) {
      const handle = handles.get(configId);
      if (!handle) return;
      await handle.queue.push(async () => {
        const session = handle.session;
        if (!session || handle.disposed) return; // restoring reads the new version anyway
        let config: GameConfig | null;
        try {
          config = await deps.store.loadConfig(configId);
        } catch (error) {
          fault(handle, error);
          return;
        }
        if (!config) return dispose(handle);
        if ((config.pluginStyle === 'korea') !== (handle.config.pluginStyle === 'korea')) {
          // Another kind of game (a Korea event and a round game keep different state): start it afresh from the store.
          const stored = await deps.store.load(configId).catch((error: unknown) => void fault(handle, error));
          if (stored === undefined) return;
          if (!stored) return dispose(handle);
          await restore(handle, stored, handle.cursor).catch((error: unknown) => deps.log.error({ err: error, configId }, 'live game could not follow its room'));
          return;
        }
        const before = hostStreamerOf(handle.config.room);
        handle.config = config;
        try {
          await commit(handle, session, session.reconfigure(config, now()), handle.cursor);
        } catch {
          return; // logged by fault(); restoring reads the new version
        }
        const after = hostStreamerOf(config.room);
        const sameHost = before && after ? isHostsRoom(before, after) : before === after;
        if (!sameHost) {
          // Another streamer: the room the game started for the old one is not the host room any more, and the old
          // cursor belongs to a room that must not pass for the new streamer's.
          stopOwnedRoom(handle);
          unbind(handle);
          handle.cursor = null;
          handle.roomStartedAt = 0;
          handle.roomStartError = null;
          handle.host = null;
        }
        await follow(handle).catch((error: unknown) => deps.log.error({ err: error, configId }, 'live game could not follow its room'));
      });
    },

    async forget(configIds) {
      await Promise.all(
        configIds.map(async (configId) => {
          const handle = handles.get(configId);
          if (handle) await handle.queue.push(() => dispose(handle));
        }),
      );
    },

    async close() {
      closed = true;
      if (ticker) clearInterval(ticker);
      const list = [...handles.values()];
      for (const handle of list) {
        if (handle.recoveryTimer) clearTimeout(handle.recoveryTimer);
        handle.recoveryTimer = null;
        // No more inputs; what is queued finishes, then the cursor is written so a restart resumes there.
        const gen = handle.gen;
        const delivered = handle.binding?.delivered ?? 0;
        handle.binding?.subscription?.close();
        void handle.queue.push(async () => {
          advanceCursor(handle, gen, delivered);
          await checkpoint(handle, true);
        });
      }
      const wait = async (done: Promise<unknown>, what: string) => {
        let timer: NodeJS.Timeout | undefined;
        const timedOut = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), closeWaitMs)));
        if (!(await Promise.race([done.then(() => true), timedOut]))) deps.log.warn({ what }, 'closing the live games without waiting longer');
        clearTimeout(timer);
      };
      await wait(Promise.all(list.map((handle) => handle.queue.idle())), 'queued game work');
      for (const handle of list) {
        unbind(handle);
        handle.session?.stop();
        handle.session = null;
      }
      for (const handle of list) handle.views.flush();
      handles.clear();
      if (publishing > 0) await wait(new Promise<void>((resolve) => (published = resolve)), 'game events not yet taken by the hub');
    },
  };
}
