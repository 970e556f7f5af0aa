/**
 * The monitored streamers one worker holds: for each, its
 * monitor-connection actor (machines/monitor-connection.machine.ts), its ingest room while a focus or PK streamer is
 * live, its live session, and its wall tile.
 *
 * - Scans come in from the scheduler (embedded-scanner.ts or bullmq-scanner.ts), which decides that this worker holds
 *   the streamer (lease); the runtime keeps an entry only while the streamer is live, so memory grows with the live
 *   streamers, not the monitored ones. When an entry ends (offline, disabled, deleted) `onReleased` tells the
 *   scheduler, which gives the lease back.
 * - An entry starts from the streamer's stored status (the actor's state restored), so a worker that takes a streamer
 *   over, or restarts, continues the log from where it was and continues the open live session.
 * - Every status change is stored with its connection-log entry (monitor-store.ts), in order, per streamer. The room's
 *   `room.state` changes become `room.connected` / `room.lost` / `stream.ended` events of the actor.
 * - The runtime reconciles after every event: a connection status (connecting, connected, disconnected) wants a room,
 *   any other does not; a live status wants an open session. A room that failed or was stopped by staff is dropped and
 *   the next scan that finds the streamer live connects again.
 * - A session is stored every `saveEveryMs` and when its entry ends: totals, minutes and the PKs that changed, in one
 *   transaction; PKs whose store failed go out again with the next one. A session this worker opens records when the
 *   monitoring first found it live (`monitored_from`).
 * - Alerts for the wall: a live connection that dropped or a scan that found the stream gone while the connection was
 *   up (offline), a PK that started, a counted gift of at least MIN_GIFT_ALERT_DIAMONDS.
 */
import { createActor, type Actor } from 'xstate';
import { monitorConnectionMachine, connectionOf, type MonitorConnectionEvent, type MonitorStatus, type MonitorTransition } from '../../../machines/monitor-connection.machine';
import { MIN_GIFT_ALERT_DIAMONDS, type WallAlert, type WallTile } from '../../../streams/contracts/monitor-wall';
import type { RoomTopicEvent } from '../../../streams/live/room-topic';
import { monitorReason, wallAlertText, type ReasonParams, type WallAlertCode } from '../../../streams/monitor/monitor-reasons';
import type { Db } from '../../db/database';
import type { KvStore } from '../../kv/kv-store';
import type { RoomIngest } from '../ingest/room-ingest';
import { createSerialQueue, type SerialQueue } from '../games/serial-queue';
import type { LiveProbe, ProbeResult, RoomPlan } from './live-probe';
import { closeOpenSessionOf, closeSession, openSession, persistTransition, saveSession, setStreamerRoom, type OpenSession, type ScannedStreamer } from './monitor-store';
import { EMPTY_BASE, createSessionFigures, type SessionFigures } from './session-figures';
import { raiseAlert, removeTile, writeTile } from './wall-store';

export interface RuntimeLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What the runtime needs of the live rooms of this worker (server/modules/live/room-registry.ts implements it). */
export interface MonitorRooms {
  /** Starts a room with the plan's source, `observe` seeing every event it publishes; resolves with its id. */
  start(request: RoomPlan['request'], options: { source?: RoomPlan['source']; observe: (event: RoomTopicEvent) => void }): Promise<string>;
  /** The room, or undefined when no room has that id. */
  get(roomId: string): { readonly ingest: Pick<RoomIngest, 'stop'> } | undefined;
  /** Stops rooms and forgets them (their open streaks counted, unless the ingest was stopped without). */
  stop(roomIds: readonly string[], reason?: string): unknown;
}

/** What {@link MonitorRuntimeDeps.onSessionOpened} is told. */
export interface SessionOpened {
  streamerId: number;
  uniqueId: string;
  sessionId: number;
  startedAt: number;
}

/** What {@link MonitorRuntimeDeps.onSessionClosed} is told. */
export interface SessionClosed {
  streamerId: number;
  uniqueId: string;
  sessionId: number;
  /** The live start the platform reported, epoch ms. */
  startedAt: number;
  /** When this worker closed it, epoch ms. */
  endedAt: number;
}

export interface MonitorRuntimeDeps {
  db: Db;
  kv: KvStore;
  probe: LiveProbe;
  rooms: MonitorRooms;
  log: RuntimeLog;
  /** Staff names by user id, for tiles (the wall filters by staff). */
  staffName?: (staffId: number) => Promise<string | null>;
  /** A streamer's entry ended: this worker no longer holds it. */
  onReleased?: (streamerId: number) => void;
  /**
   * A live session was opened or adopted by this worker (once per entry): the streamer, the session's row and the
   * live start the platform reported (epoch ms). The CRM dispatches orders from it; a listener that fails is logged.
   */
  onSessionOpened?: (opened: SessionOpened) => void;
  /** A live session this worker held was closed (stored with its end); a listener that fails is logged. */
  onSessionClosed?: (closed: SessionClosed) => void;
  now?: () => number;
  /** How often live sessions and their minutes are stored, ms (default 10 s). */
  saveEveryMs?: number;
  /** How often changed tiles are written, ms (default 2 s). */
  tileEveryMs?: number;
  /**
   * The wall changed here: a tile written or removed, an alert raised (after the KV store took it), so the wall's
   * topic can be published. Must not throw.
   */
  onWallChanged?: () => void;
}

export interface MonitorRuntime {
  /** Applies a scan's answer to a streamer this worker holds (creating its entry from the stored status if needed). */
  scan(streamer: ScannedStreamer, result: ProbeResult, at: number): Promise<void>;
  /** Staff changed the streamer (type, TikTok ID, disabled, deleted = null): reconciles its entry if there is one. */
  update(streamerId: number, streamer: ScannedStreamer | null): Promise<void>;
  /**
   * Lets go of a streamer without ending its session (the lease moved, the worker stops): the room stops without
   * counting open streaks (the next holder's room counts them once), figures are stored.
   */
  release(streamerId: number): Promise<void>;
  /** Streamers with an entry (live now). */
  held(): number[];
  /** The ingest room serving a streamer, if any (tests, the streamer room page). */
  roomOf(streamerId: number): string | null;
  /** Stores everything pending (sessions, tiles) now. */
  flush(): Promise<void>;
  /** Releases every streamer (see {@link release}); nothing starts afterwards. */
  close(): Promise<void>;
}

type MonitorActor = Actor<typeof monitorConnectionMachine>;

interface RoomHandle {
  roomId: string | null;
}

interface Entry {
  streamer: ScannedStreamer;
  actor: MonitorActor;
  queue: SerialQueue;
  /** The entry's room: its id arrives when the registry has started it (events may come before that). */
  room: RoomHandle | null;
  /** The live session's figures, from the moment the streamer is live (before its row is read). */
  figures: SessionFigures | null;
  /** The session's stored row, once opened or adopted. */
  session: OpenSession | null;
  opening: Promise<void> | null;
  staffName: string | null;
  dirtySession: boolean;
  dirtyTile: boolean;
  /** A tile was written for it (so ending it removes one). */
  tileWritten: boolean;
  /** It started from a live stored status (so its session may be open in the database). */
  restoredLive: boolean;
  gone: boolean;
}

const LIVE: ReadonlySet<MonitorStatus> = new Set(['connecting', 'connected', 'disconnected', 'tracked']);
const CONNECTION: ReadonlySet<MonitorStatus> = new Set(['connecting', 'connected', 'disconnected']);

/** The machine's state for a stored status (`live.*` nested). */
function stateValueOf(status: MonitorStatus): string | Record<string, string> {
  return LIVE.has(status) ? { live: status } : status;
}

/** Creates an empty runtime. */
export function createMonitorRuntime(deps: MonitorRuntimeDeps): MonitorRuntime {
  const now = deps.now ?? Date.now;
  const entries = new Map<number, Entry>();
  let closed = false;

  const statusOf = (entry: Entry): MonitorStatus => entry.actor.getSnapshot().context.status;

  /** Raises an alert whose detail is `code` (English in `detail`, the code and params for the wall to translate). */
  const alert = (entry: Entry, kind: WallAlert['kind'], code: WallAlertCode, params: ReasonParams = {}, diamonds: number | null = null) => {
    const { id, uniqueId, nickname } = entry.streamer;
    const detail = wallAlertText(code, params);
    raiseAlert(deps.kv, { at: now(), kind, streamerId: id, uniqueId, nickname, detail, code, params, diamonds }).then(
      () => deps.onWallChanged?.(),
      (error: unknown) => deps.log.error({ err: error, streamerId: id }, 'raising a wall alert failed'),
    );
  };

  const onTransition = (entry: Entry, transition: MonitorTransition) => {
    entry.dirtyTile = true;
    const wasConnection = CONNECTION.has(transition.from);
    if (transition.from === 'connected' && transition.to === 'disconnected') alert(entry, 'offline', 'connectionLost', { reason: transition.reason });
    else if (wasConnection && transition.to === 'offline' && transition.reason === monitorReason('notLive')) alert(entry, 'offline', 'streamGone');
    const { liveSince } = entry.actor.getSnapshot().context;
    void entry.queue
      // Read when the write runs: the session opened by the same scan is in the queue before it.
      .push(() =>
        persistTransition(deps.db, entry.streamer.id, transition, {
          liveSince: LIVE.has(transition.to) ? (entry.session?.startedAt ?? liveSince) : null,
          roomId: CONNECTION.has(transition.to) ? (entry.room?.roomId ?? null) : null,
        }),
      )
      .catch((error: unknown) => deps.log.error({ err: error, streamerId: entry.streamer.id }, 'storing a monitor status failed'));
  };

  const send = (entry: Entry, event: MonitorConnectionEvent) => {
    if (entry.gone) return;
    entry.actor.send(event);
    reconcile(entry);
  };

  /** The room's connection changes, as events of the streamer's actor. */
  const observe = (entry: Entry, handle: RoomHandle) => (event: RoomTopicEvent) => {
    if (entry.gone || entry.room !== handle) return;
    if (event.type === 'room.state') {
      const at = event.at;
      switch (event.status) {
        case 'connected':
          return send(entry, { type: 'room.connected', at });
        case 'reconnecting':
          return send(entry, { type: 'room.lost', at, reason: event.reason });
        case 'failed':
        case 'idle':
          // The room gave up, or staff stopped it: drop it; the next scan that finds the streamer live connects again.
          dropRoom(entry, false);
          return send(entry, { type: 'room.lost', at, reason: event.status === 'idle' ? monitorReason('roomStopped', { reason: event.reason }) : event.reason });
        case 'notLive':
        case 'ended':
          deps.probe.roomEnded(entry.streamer.uniqueId);
          dropRoom(entry, true);
          return send(entry, { type: 'stream.ended', at, reason: event.reason });
        default:
          return;
      }
    }
    const figures = entry.figures;
    if (!figures) return;
    for (const signal of figures.addEvent(event)) {
      // The battle id is for the logs, not for staff.
      if (signal.kind === 'pk') {
        deps.log.info({ streamerId: entry.streamer.id, battleId: signal.battleId }, 'PK started in a monitored room');
        alert(entry, 'pk', 'pkStarted');
      } else if (signal.gift.diamonds >= MIN_GIFT_ALERT_DIAMONDS) {
        const g = signal.gift;
        alert(entry, 'gift', 'giftSent', { sender: g.user.nickname || g.user.uniqueId, gift: g.giftName, count: g.repeatCount }, g.diamonds);
      }
    }
    entry.dirtySession = true;
    entry.dirtyTile = true;
  };

  /** Forgets the entry's room; stops it in the registry unless it already ended there. */
  const dropRoom = (entry: Entry, ended: boolean) => {
    const room = entry.room;
    if (!room) return;
    entry.room = null;
    entry.dirtyTile = true;
    // A room still starting is stopped when its start resolves (startRoom sees it is no longer the entry's).
    // An ended room stays listed in the registry until removed; a live one must stop.
    if (room.roomId && deps.rooms.get(room.roomId)) deps.rooms.stop([room.roomId], ended ? 'stream ended' : 'monitoring stopped the room');
    void entry.queue.push(() => setStreamerRoom(deps.db, entry.streamer.id, null)).catch(() => undefined);
  };

  const startRoom = (entry: Entry) => {
    if (entry.room || closed) return;
    const handle: RoomHandle = { roomId: null };
    entry.room = handle;
    const plan = deps.probe.roomPlan(entry.streamer.uniqueId, now());
    deps.rooms
      .start(plan.request, { source: plan.source, observe: observe(entry, handle) })
      .then((id) => {
        handle.roomId = id;
        if (entry.gone || entry.room !== handle) {
          if (deps.rooms.get(id)) deps.rooms.stop([id], 'monitoring stopped the room');
          return;
        }
        entry.dirtyTile = true;
        void entry.queue.push(() => setStreamerRoom(deps.db, entry.streamer.id, id)).catch(() => undefined);
        if (entry.session && entry.figures) {
          const { session, figures } = entry;
          void entry.queue.push(() => saveSession(deps.db, session.id, figures.totals(), [], id)).catch(() => undefined);
        }
      })
      .catch((error: unknown) => {
        if (entry.room === handle) entry.room = null;
        deps.log.error({ err: error, streamerId: entry.streamer.id }, 'starting a monitored room failed');
        send(entry, { type: 'room.lost', at: now(), reason: error instanceof Error ? error.message : String(error) });
      });
  };

  /** Stores a session's figures now (totals, minutes and changed PKs); PKs taken for a store that failed are kept. */
  const storeSession = async (session: OpenSession, figures: SessionFigures) => {
    const pks = figures.takePks();
    try {
      await saveSession(deps.db, session.id, figures.totals(), figures.takeMinutes(), null, pks);
    } catch (error) {
      figures.restorePks(pks);
      throw error;
    }
  };

  const ensureSession = (entry: Entry, startedAt: number) => {
    if (entry.session || entry.opening) return;
    const { id, nickname } = entry.streamer;
    const figures = createSessionFigures(EMPTY_BASE, { hostNickname: nickname });
    entry.figures = figures;
    // The monitoring saw the stream live from now (the scan being applied), not from when the row gets written.
    const monitoredFrom = now();
    entry.opening = entry.queue
      .push(async () => {
        const open = await openSession(deps.db, id, startedAt, entry.room?.roomId ?? null, monitoredFrom);
        figures.setBase(open.base, open.startedPks);
        entry.session = open;
        entry.dirtySession = true;
        entry.dirtyTile = true;
        try {
          deps.onSessionOpened?.({ streamerId: id, uniqueId: entry.streamer.uniqueId, sessionId: open.id, startedAt: open.startedAt });
        } catch (error) {
          deps.log.error({ err: error, streamerId: id }, 'a session listener failed');
        }
      })
      .catch((error: unknown) => deps.log.error({ err: error, streamerId: id }, 'opening a live session failed'))
      .finally(() => {
        entry.opening = null;
      });
  };

  /**
   * Ends an entry: room stopped, session stored (and closed when `endSession`), tile removed, lease released.
   * `deleted`: the streamer's rows are gone (cascade), nothing is stored.
   */
  const finish = async (entry: Entry, endSession: boolean, countOpenStreaks: boolean, deleted = false) => {
    if (entry.gone) return;
    entry.gone = true;
    entries.delete(entry.streamer.id);
    if (entry.room) {
      const { roomId } = entry.room;
      entry.room = null;
      if (roomId && deps.rooms.get(roomId)) {
        // The registry counts open streaks on a staff stop; a hand-over must leave them to the next holder's room.
        stopRoomQuietly(roomId, countOpenStreaks);
      }
    }
    entry.actor.stop();
    await entry.opening;
    await entry.queue
      .push(async () => {
        const { session, figures } = entry;
        if (session && figures && !deleted) await storeSession(session, figures);
        if (endSession && !deleted) {
          const endedAt = now();
          let closed: { id: number; startedAt: number } | null = null;
          if (session) {
            await closeSession(deps.db, session.id, endedAt);
            closed = session;
          }
          // An entry restored live whose session another worker opened (and this one never loaded).
          else if (entry.restoredLive) closed = await closeOpenSessionOf(deps.db, entry.streamer.id, endedAt);
          if (closed) tellClosed({ streamerId: entry.streamer.id, uniqueId: entry.streamer.uniqueId, sessionId: closed.id, startedAt: closed.startedAt, endedAt });
        }
        if (entry.tileWritten) {
          await removeTile(deps.kv, entry.streamer.id);
          deps.onWallChanged?.();
        }
      })
      .catch((error: unknown) => deps.log.error({ err: error, streamerId: entry.streamer.id }, 'ending a monitored streamer failed'));
    deps.onReleased?.(entry.streamer.id);
  };

  const tellClosed = (closed: SessionClosed) => {
    try {
      deps.onSessionClosed?.(closed);
    } catch (error) {
      deps.log.error({ err: error, streamerId: closed.streamerId }, 'a session-closed listener failed');
    }
  };

  const stopRoomQuietly = (roomId: string, countOpenStreaks: boolean) => {
    const room = deps.rooms.get(roomId);
    if (!room) return;
    if (countOpenStreaks) deps.rooms.stop([roomId], 'monitoring stopped the room');
    else {
      room.ingest.stop('the monitoring worker handed the streamer over', { countOpenStreaks: false });
      deps.rooms.stop([roomId], 'the monitoring worker handed the streamer over');
    }
  };

  const reconcile = (entry: Entry) => {
    if (entry.gone) return;
    const status = statusOf(entry);
    if (!LIVE.has(status)) {
      void finish(entry, true, true);
      return;
    }
    ensureSession(entry, entry.actor.getSnapshot().context.liveSince ?? now());
    if (CONNECTION.has(status)) {
      if (status !== 'disconnected') startRoom(entry);
    } else if (entry.room) dropRoom(entry, false);
  };

  const entryFor = async (streamer: ScannedStreamer): Promise<Entry> => {
    const existing = entries.get(streamer.id);
    if (existing) return existing;
    const entry = {
      streamer,
      queue: createSerialQueue(),
      room: null,
      session: null,
      opening: null,
      figures: null,
      dirtySession: false,
      dirtyTile: true,
      tileWritten: LIVE.has(streamer.status),
      restoredLive: LIVE.has(streamer.status),
      gone: false,
      staffName: null,
    } as Omit<Entry, 'actor'> as Entry;
    const machine = monitorConnectionMachine.provide({
      actions: {
        persistTransition: ({ context }) => {
          if (context.lastTransition) onTransition(entry, context.lastTransition);
        },
      },
    });
    const snapshot = machine.resolveState({
      value: stateValueOf(streamer.status),
      context: { type: streamer.type, status: streamer.status, reason: streamer.statusReason ?? '', since: null, liveSince: streamer.liveSince, log: [], lastTransition: null },
    });
    entry.actor = createActor(machine, { snapshot, input: { type: streamer.type } });
    entry.actor.start();
    entries.set(streamer.id, entry);
    if (streamer.staffId !== null && deps.staffName) entry.staffName = await deps.staffName(streamer.staffId).catch(() => null);
    return entry;
  };

  const tileOf = (entry: Entry): WallTile => {
    const context = entry.actor.getSnapshot().context;
    const totals = entry.figures?.totals();
    const { streamer } = entry;
    return {
      streamerId: streamer.id,
      uniqueId: streamer.uniqueId,
      nickname: streamer.nickname,
      avatarUrl: streamer.avatarUrl,
      type: streamer.type,
      staffId: streamer.staffId,
      staffName: entry.staffName,
      status: context.status,
      connection: connectionOf(context.status),
      reason: context.reason,
      liveSince: entry.session?.startedAt ?? context.liveSince,
      roomId: entry.room?.roomId ?? null,
      viewers: totals?.viewers ?? null,
      viewerSeries: entry.figures?.viewerSeries() ?? [],
      diamonds: totals?.diamonds ?? 0,
      likes: totals?.likes ?? 0,
      pk: entry.figures?.pk() ?? null,
      updatedAt: now(),
    };
  };

  const writeTiles = async (all: boolean) => {
    const written = [...entries.values()].filter((entry) => (all || entry.dirtyTile) && LIVE.has(statusOf(entry)));
    await Promise.all(
      written.map(async (entry) => {
        entry.dirtyTile = false;
        entry.tileWritten = true;
        await writeTile(deps.kv, tileOf(entry)).catch((error: unknown) => deps.log.error({ err: error, streamerId: entry.streamer.id }, 'writing a wall tile failed'));
      }),
    );
    if (written.length > 0) deps.onWallChanged?.();
  };

  const saveSessions = async (all: boolean) => {
    await Promise.all(
      [...entries.values()]
        .filter((entry) => entry.session && entry.figures && (all || entry.dirtySession))
        .map((entry) => {
          entry.dirtySession = false;
          const session = entry.session!;
          const figures = entry.figures!;
          return entry.queue
            .push(() => storeSession(session, figures))
            .catch((error: unknown) => deps.log.error({ err: error, streamerId: entry.streamer.id }, 'storing a live session failed'));
        }),
    );
  };

  // Tiles refresh even without changes (their updatedAt tells the wall the worker is alive).
  let tick = 0;
  const tileEvery = deps.tileEveryMs ?? 2_000;
  const saveEveryTicks = Math.max(1, Math.round((deps.saveEveryMs ?? 10_000) / tileEvery));
  const timer = setInterval(() => {
    tick += 1;
    void writeTiles(tick % 5 === 0);
    if (tick % saveEveryTicks === 0) void saveSessions(false);
  }, tileEvery);
  timer.unref();

  return {
    async scan(streamer, result, at) {
      if (closed) return;
      const entry = await entryFor(streamer);
      if (entry.gone) return;
      if (entry.streamer.type !== streamer.type) send(entry, { type: 'type.change', at, monitorType: streamer.type });
      entry.streamer = streamer;
      if (result.live && result.startedAt !== undefined) ensureSession(entry, result.startedAt);
      send(entry, { type: 'scan', at, live: result.live, ...(result.reason ? { reason: result.reason } : {}) });
      if (!entry.gone && result.live && (result.viewers !== undefined || result.likes !== undefined) && statusOf(entry) === 'tracked') {
        entry.figures?.addSnapshot(at, result.viewers ?? null, result.likes ?? null);
        entry.dirtySession = true;
        entry.dirtyTile = true;
      }
    },
    async update(streamerId, streamer) {
      const entry = entries.get(streamerId);
      if (!entry) return;
      if (!streamer || !streamer.enabled || streamer.uniqueId.toLowerCase() !== entry.streamer.uniqueId.toLowerCase()) {
        // Staff switched it off, deleted it, or it is another streamer now: the API already stored the new status.
        await finish(entry, true, true, streamer === null);
        return;
      }
      if (streamer.type !== entry.streamer.type) send(entry, { type: 'type.change', at: now(), monitorType: streamer.type });
      entry.streamer = streamer;
      entry.dirtyTile = true;
    },
    async release(streamerId) {
      const entry = entries.get(streamerId);
      if (entry) await finish(entry, false, false);
    },
    held: () => [...entries.keys()],
    roomOf: (streamerId) => entries.get(streamerId)?.room?.roomId ?? null,
    async flush() {
      await Promise.all([...entries.values()].map((entry) => entry.opening));
      await saveSessions(true);
      await writeTiles(true);
      await Promise.all([...entries.values()].map((entry) => entry.queue.idle()));
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await Promise.all([...entries.values()].map((entry) => finish(entry, false, false)));
    },
  };
}
