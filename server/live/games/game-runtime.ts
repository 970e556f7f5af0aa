/**
 * The running group-live games of this server (room:<roomId> → games, server-side machines per live config →
 * config:<id>; docs/architecture.md "Games"): one {@link GameSession} per configuration that has
 * been started, fed with its host room's topic, a 1 s clock and the host's commands.
 *
 * Ordering: everything that touches one game (room events, clock ticks, commands, edits) runs through that
 * game's serial queue, so a game never sees two inputs at once and stores its outputs in input order.
 *
 * Store, then publish: every output is written in one transaction (ledger entries, spin records, snapshots, the
 * room cursor, the state column; game-store.ts) and only then published on `config:<id>`. Nobody sees a score or
 * a spin result that a restart would not find again.
 *
 * The room cursor: `(roomId, seq)` = the last event of the room's topic whose effects are stored. A restart
 * subscribes with `sinceSeq` = that seq, so the hub hands over exactly the events after it: none missed, none
 * fed twice (and re-fed ones would count nothing anyway: the ledger keys counted gifts). Events that store nothing
 * (chats, likes, provisional streaks, gifts that score for nobody) move the cursor in memory only; it is written
 * with the next write or every {@link DEFAULT_CHECKPOINT_MS}.
 *
 * Which events of a room belong to a game when it starts following the room: all of them when the room started
 * after the round started (or the game started the room itself), otherwise those published from now on (events
 * from before the round would otherwise score in it).
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
import type { LiveRoomRequest } from '../../../streams/contracts/live-rooms';
import { liveRoomRequestSchema } from '../../../streams/contracts/live-rooms';
import { gameTopic, type GameTopicEvent, type GameView } from '../../../streams/contracts/game-topic';
import { countedGiftSchema, provisionalStreakSchema, roomTopic, type RoomTopicEvent } from '../../../streams/live/room-topic';
import { z } from 'zod';
import type { Hub, HubEntry, HubListener, HubSubscription } from '../hub/hub';
import type { LiveConfigState } from '../../db/schema/games';
import { GameCommandError, restoreGameSession, type GameCommand, type GameConfig, type GameOutput, type GameSession } from './game-session';
import { entryAnchorKeys, entryForJoin, type EntryAnimationLookup } from './entry-animations';
import { ConfigGoneError, type GameStore, type RoomCursor, type StoredGame } from './game-store';
import { createSerialQueue, type SerialQueue } from './serial-queue';

/** How often games advance their clocks (countdowns, auto end, effects, the wheel), ms. */
export const DEFAULT_TICK_MS = 1_000;
/** How long an advanced room cursor may stay unwritten, ms. */
export const DEFAULT_CHECKPOINT_MS = 5_000;
/** Room events queued for one game above which a catch-up pauses until the game has caught up. */
const HIGH_WATER = 1_000;

export const RUNTIME_MESSAGES = {
  unavailable: 'The game could not be saved and is being restored from the database. Try again in a moment.',
  notFound: (id: number) => `Live configuration ${id} does not exist`,
  roomNotStarted: (reason: string) => `The host room could not be started: ${reason}`,
} as const;

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

/** What the runtime needs of the live rooms of this server (server/modules/live/room-registry.ts). */
export interface GameRooms {
  /**
   * A room of this server: when it started (epoch ms), whether it still runs, and the @uniqueId of the streamer it
   * was started for (null for replays and simulator rooms started without one).
   */
  get(roomId: string): { startedAt: number; running: boolean; uniqueId?: string | null } | undefined;
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
  hub: Pick<Hub, 'publish' | 'subscribe'>;
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
  /** How long `close()` waits for queued work and publishes, ms (default 5,000). */
  closeWaitMs?: number;
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
}

const sameCursor = (a: RoomCursor | null, b: RoomCursor | null) => a?.roomId === b?.roomId && a?.seq === b?.seq;

/** Creates the runtime; nothing runs until {@link GameRuntime.start}. */
export function createGameRuntime(deps: GameRuntimeDeps): GameRuntime {
  const now = deps.now ?? Date.now;
  const seed = deps.seed ?? (() => Math.floor(Math.random() * 2 ** 32));
  const retry = deps.retryMs ?? { min: 1_000, max: 30_000 };
  const checkpointMs = deps.checkpointMs ?? DEFAULT_CHECKPOINT_MS;
  const closeWaitMs = deps.closeWaitMs ?? 5_000;
  const handles = new Map<number, GameHandle>();
  const creating = new Map<number, Promise<GameHandle>>();
  let ticker: NodeJS.Timeout | null = null;
  let closed = false;
  let publishing = 0;
  let published: (() => void) | null = null;

  // ---- publishing (after storing) ----

  const publish = (handle: GameHandle, events: readonly GameTopicEvent[]) => {
    const topic = gameTopic(handle.configId);
    for (const event of events) {
      publishing += 1;
      const done = () => {
        publishing -= 1;
        if (publishing === 0) published?.();
      };
      let result: Promise<number>;
      try {
        result = deps.hub.publish(topic, event);
      } catch (error) {
        deps.log.error({ err: error, configId: handle.configId }, 'publishing a game event failed');
        done();
        continue;
      }
      // Stored already: a reader that missed it resyncs from the view. One caller's publishes stay in order.
      result.then(done, (error: unknown) => {
        deps.log.error({ err: error, configId: handle.configId }, 'publishing a game event failed');
        done();
      });
    }
  };

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
    if (handle.recoveryTimer) clearTimeout(handle.recoveryTimer);
    unbind(handle);
    handle.session?.stop();
    handle.session = null;
    // A room the game started for itself (configuration by source and uniqueId) goes with it.
    const owned = !handle.config.room.roomId ? handle.cursor?.roomId : undefined;
    if (owned && deps.rooms.get(owned)?.running) deps.rooms.stop([owned]);
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
   * `resumeAt` (the stored cursor at boot).
   */
  const restore = async (handle: GameHandle, stored: StoredGame, resumeAt: RoomCursor | null) => {
    handle.session?.stop();
    handle.config = stored.config;
    handle.session = restoreGameSession({ config: stored.config, entries: stored.entries, persisted: stored.persisted, seed: seed() });
    handle.gen += 1;
    handle.stored = stored.persisted !== null;
    handle.storedState = stored.state;
    handle.cursor = resumeAt;
    handle.storedCursor = stored.cursor;
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

  const bind = (handle: GameHandle, roomId: string, since: Since) => {
    unbind(handle);
    const gen = handle.gen;
    const binding: Binding = { roomId, gen, subscription: null, delivered: 0 };
    handle.binding = binding;
    if (since.kind === 'fromStart') handle.cursor = { roomId, seq: 0 };
    const current = () => gen === handle.gen && handle.session !== null;
    const listener: HubListener = {
      start(headSeq) {
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
          onJoin(handle, roomId, gen, entry);
          return;
        }
        // Only these two change a game; the rest moves the cursor at the next tick.
        if (type !== 'gift.counted' && type !== 'gift.provisional') return;
        handle.pendingEvents += 1;
        void handle.queue
          .push(() => (current() ? onRoomEntry(handle, roomId, entry) : undefined))
          .catch(() => undefined)
          .finally(() => {
            handle.pendingEvents -= 1;
          });
      },
      gap(fromSeq) {
        void handle.queue.push(() => {
          if (!current()) return;
          if (fromSeq === 1 && !deps.rooms.get(roomId)) {
            // Not lost events: the topic is empty and the room is not here (an embedded server restarted, and its
            // rooms and memory hub with it). The host names the running room, or the game starts its own.
            deps.log.warn({ configId: handle.configId, roomId }, 'live game follows a room that is not running; edit the configuration to name the running room');
            handle.cursor = { roomId, seq: 0 };
            return;
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
      // A room id no hub topic can have (the configuration accepts any text): nothing to follow.
      deps.log.warn({ err: error, configId: handle.configId, roomId }, 'live game cannot follow its room');
      handle.binding = null;
    }
  };

  /** Subscribes to the room the configuration names (or the room the game started), if not already. */
  const follow = async (handle: GameHandle, startRoom = false) => {
    const named = handle.config.room.roomId;
    if (named) {
      if (handle.binding?.roomId !== named) bind(handle, named, sinceFor(handle, named));
      return;
    }
    const owned = handle.cursor?.roomId;
    if (owned && deps.rooms.get(owned)?.running) {
      if (handle.binding?.roomId !== owned) bind(handle, owned, sinceFor(handle, owned));
      return;
    }
    if (!startRoom && handle.session?.status() !== 'collecting') {
      unbind(handle);
      return;
    }
    const roomId = await startOwnedRoom(handle.config);
    bind(handle, roomId, { kind: 'fromStart' });
  };

  /** Starts the room of a configuration given by source and uniqueId. @throws {GameCommandError} with the reason. */
  const startOwnedRoom = async (config: GameConfig): Promise<string> => {
    const { source, uniqueId } = config.room;
    const request = liveRoomRequestSchema.safeParse({ source, uniqueId, ...(source === 'simulator' ? { speed: 1 } : {}) });
    if (!request.success) throw new GameCommandError(RUNTIME_MESSAGES.roomNotStarted(request.error.issues[0]?.message ?? 'invalid room'));
    try {
      return await deps.rooms.start(request.data);
    } catch (error) {
      throw new GameCommandError(RUNTIME_MESSAGES.roomNotStarted(error instanceof Error ? error.message : String(error)));
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
    const keys = entryAnchorKeys([handle.config.room.uniqueId, room?.uniqueId], handle.config.streamers);
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
    const session = handle.session;
    if (!session) return;
    advanceCursor(handle, gen, delivered);
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
    entryAnchors: null,
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
    const session = restoreGameSession({ config: stored.config, entries: stored.entries, persisted: stored.persisted, seed: 0 });
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
        if (command.type === 'round.start' && session.status() !== 'collecting' && !handle.config.room.roomId) {
          // A configuration by source and uniqueId: its room starts with the round (before it, so none of its
          // gifts is missed) unless the game's room still runs.
          await follow(handle, true);
        }
        const at = now();
        const out = session.command(command, at);
        await commit(handle, session, out, handle.cursor);
        return session.view(at);
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
        const before = handle.config.room;
        handle.config = config;
        try {
          await commit(handle, session, session.reconfigure(config, now()), handle.cursor);
        } catch {
          return; // logged by fault(); restoring reads the new version
        }
        const after = config.room;
        const roomChanged = before.roomId !== after.roomId || before.source !== after.source || before.uniqueId !== after.uniqueId;
        if (roomChanged) {
          // A room the game started for the old settings is not the host room any more.
          const ownedBefore = !before.roomId ? handle.binding?.roomId : undefined;
          if (ownedBefore && deps.rooms.get(ownedBefore)?.running) deps.rooms.stop([ownedBefore]);
          // By source and uniqueId now: the old cursor belongs to another room, which must not pass for the game's own.
          if (!before.roomId || !after.roomId) {
            unbind(handle);
            handle.cursor = null;
          }
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
      handles.clear();
      if (publishing > 0) await wait(new Promise<void>((resolve) => (published = resolve)), 'game events not yet taken by the hub');
    },
  };
}
