/**
 * The rooms this instance ingests (a room is started with a source and stopped): starts a
 * room from a staff request (source from `createLiveSource`, ingest from `startRoomIngest`), publishes its
 * events on the hub topic `room:<roomId>`, keeps what the API reads besides the ingest's own figures (top
 * gifters over the whole session, the count of normalized events), hands closed minutes and connection
 * transitions to batched database writers, and stops rooms. Rooms live in memory; ended rooms stay listed
 * (with their final figures) until staff remove them.
 *
 * Failure policy: nothing a room does may crash the process or block ingest. Hub publishes are not awaited
 * by ingest (the hub keeps one caller's publishes in order) and their failures are logged; database writes
 * are batched and their failures logged (batch-writer.ts).
 */
import { basename } from 'node:path';
import type { LiveRoomRequest, LiveSourceKind, RoomSnapshot } from '../../../streams/contracts/live-rooms';
import { emptyRoomSummary, foldRoomSummaryEvent } from '../../../streams/live/room-summary';
import { roomTopic, type RoomTopicEvent } from '../../../streams/live/room-topic';
import type { LiveConfig } from '../../config';
import { startRoomIngest, type RoomIngest } from '../../live/ingest/room-ingest';
import { createLiveSource, type LiveSourceDeps } from '../../live/sources/create-live-source';
import type { LiveSource } from '../../live/sources/live-source';
import type { BatchWriter } from './batch-writer';
import type { RoomMinuteRow, RoomTransitionRow } from './repository';
import { newRoomId } from './room-id';
import { createTopGifters, type TopGifters } from './top-gifters';

/** One running (or ended, not yet removed) room. */
export interface LiveRoom {
  readonly roomId: string;
  readonly source: LiveSourceKind;
  /** The streamer's @uniqueId, the replay file name, or the simulator's label. */
  readonly label: string;
  /** The @uniqueId (without `@`) the room was started for, whatever its source; null when none was given. */
  readonly uniqueId: string | null;
  readonly ingest: RoomIngest;
  readonly gifters: TopGifters;
  /** Normalized events ingested so far (gift frames, likes, chats, …; not the derived `gift.*`/`room.state`). */
  eventCount(): number;
}

/** The logger calls the registry makes (pino's shape). */
export interface RegistryLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
}

export interface RoomRegistryDeps {
  live: LiveConfig;
  /** DATA_DIR (replay files may come from it). */
  dataDir: string;
  /** `hub.publish`: resolves with the seq, rejects when the store fails. */
  publish(topic: string, event: RoomTopicEvent): Promise<number>;
  /** `hub.headSeq`: the seq a room's snapshot is exact at before its first publish (a topic may hold an earlier run). */
  headSeq?(topic: string): Promise<number>;
  minutes: BatchWriter<RoomMinuteRow>;
  transitions: BatchWriter<RoomTransitionRow>;
  log: RegistryLog;
  /** Source factory (default `createLiveSource`); tests substitute it. */
  createSource?: (roomId: string, request: LiveRoomRequest, deps: LiveSourceDeps) => Promise<LiveSource>;
}

/** What a server-side caller (the monitoring scanner) adds to a start; staff requests use none of it. */
export interface RoomStartOptions {
  /** The room's source, instead of one made from the request (e.g. a simulator joining a session in progress). */
  source?: LiveSource;
  /** Sees every event the room publishes (after the registry's own bookkeeping), synchronously and in order. */
  observe?: (event: RoomTopicEvent) => void;
}

export interface RoomRegistry {
  /**
   * Starts a room and returns its id at once (it connects in the background).
   * @throws {LiveSourceRequestError} when the request cannot be served (replay file refused or missing,
   *   platform source not configured); the API answers 400 with its message.
   */
  start(request: LiveRoomRequest, options?: RoomStartOptions): Promise<string>;
  /** The room, or undefined when no room has that id. */
  get(roomId: string): LiveRoom | undefined;
  /** Every room, in start order. */
  list(): LiveRoom[];
  /**
   * The `snapshot` of `room:<roomId>` (streams/contracts/live-rooms.ts `RoomSnapshot`): the summary folded from the
   * events the hub took, exact at the seq of the last of them. Waits until the hub has taken every event published
   * before the call (one store round trip with Redis), so the seq is at least the topic's head as a subscriber saw it
   * when asking. Null when no room has that id.
   */
  snapshot(roomId: string): Promise<RoomSnapshot | null>;
  /**
   * Stops rooms and forgets them: open streaks are counted as ended by their source, the last minute is
   * written. Returns the ids that were not found (nothing is stopped then, so a typo stops nothing).
   */
  stop(roomIds: readonly string[], reason?: string): string[];
  /** Writes pending statistics and connection-log rows now (they are otherwise written within a second). */
  flush(): Promise<void>;
  /**
   * The server is shutting down: stops every room WITHOUT counting its open streaks (room-ingest.ts
   * `countOpenStreaks: false`: a restart's room counts them once, at their final value), waits for the last
   * publishes and writes; the registry starts nothing afterwards.
   */
  close(): Promise<void>;
}

/** How long `close()` waits for the hub to take the last events, ms. */
const CLOSE_PUBLISH_WAIT_MS = 5_000;

/** Types of the topic events that are not normalized live events. */
const DERIVED_TYPES: ReadonlySet<RoomTopicEvent['type']> = new Set(['gift.counted', 'gift.provisional', 'room.state']);

/** Stream time per wall time of a room's ledger clock (room-ingest.ts): the playback speed, 1 for platforms. */
export function clockRateOf(request: LiveRoomRequest): number {
  if (request.source === 'simulator' || request.source === 'replay') return request.speed ?? 1;
  return 1;
}

/** What the console shows as the room's name. */
export function labelOf(request: LiveRoomRequest, roomId: string): string {
  if (request.source === 'replay') return basename(request.file ?? roomId);
  return request.uniqueId ?? roomId;
}

/**
 * What the hub has taken of one room's events: the summary folded from them (streams/live/room-summary.ts) at the
 * seq of the last one, and who waits for the publishes in flight to settle.
 */
interface PublishedSummary {
  readonly summary: RoomSnapshot['summary'];
  seq: number;
  /** Publishes handed to the hub / settled (taken or failed); the hub settles one caller's publishes in order. */
  sent: number;
  settled: number;
  waiters: Array<{ upTo: number; resolve: () => void }>;
}

/** Resolves once `published.settled` reaches `upTo`. */
function settledThrough(published: PublishedSummary, upTo: number): Promise<void> {
  if (published.settled >= upTo) return Promise.resolve();
  return new Promise((resolve) => published.waiters.push({ upTo, resolve }));
}

/** Creates an empty registry. */
export function createRoomRegistry(deps: RoomRegistryDeps): RoomRegistry {
  const rooms = new Map<string, LiveRoom>();
  const publishedOf = new Map<string, PublishedSummary>();
  /** Ids drawn by starts still creating their source, so two concurrent starts never draw the same one. */
  const reserved = new Set<string>();
  /** Publishes not yet settled, and who waits for them to reach 0 (close). */
  let inFlight = 0;
  let settled: (() => void) | null = null;
  const publishDone = () => {
    if (--inFlight === 0) settled?.();
  };
  const makeSource = deps.createSource ?? createLiveSource;
  let closed = false;

  const publisher = (roomId: string, tracked: PublishedSummary) => {
    const topic = roomTopic(roomId);
    let failures = 0;
    const settle = () => {
      tracked.settled++;
      if (tracked.waiters.length === 0) return;
      const ready = tracked.waiters.filter((waiter) => waiter.upTo <= tracked.settled);
      tracked.waiters = tracked.waiters.filter((waiter) => waiter.upTo > tracked.settled);
      for (const waiter of ready) waiter.resolve();
    };
    const failed = (error: unknown) => {
      failures++;
      // One line per burst, not one per event, while the hub's store is down.
      if (failures === 1 || failures % 1_000 === 0) deps.log.error({ err: error, roomId, failures }, 'live hub publish failed');
      settle();
      publishDone();
    };
    return (event: RoomTopicEvent) => {
      inFlight++;
      tracked.sent++;
      let published: Promise<number>;
      try {
        published = deps.publish(topic, event);
      } catch (error) {
        // A hub that throws instead of rejecting must not break the ingest loop either.
        failed(error);
        return;
      }
      // Not awaited: the hub keeps one caller's publishes in order, and ingest must never wait for it. The snapshot
      // summary folds only what the hub took (an event it refused is on no topic), at that event's seq.
      published.then((seq) => {
        foldRoomSummaryEvent(tracked.summary, event);
        tracked.seq = Math.max(tracked.seq, seq);
        settle();
        publishDone();
      }, failed);
    };
  };

  const stopRoom = (room: LiveRoom, reason: string, countOpenStreaks = true) => {
    rooms.delete(room.roomId);
    publishedOf.delete(room.roomId);
    try {
      room.ingest.stop(reason, { countOpenStreaks });
    } catch (error) {
      deps.log.error({ err: error, roomId: room.roomId }, 'stopping a live room failed');
    }
  };

  return {
    async start(request, options = {}) {
      if (closed) throw new Error('the live room registry is closed');
      const roomId = newRoomId(request, (id) => rooms.has(id) || reserved.has(id));
      reserved.add(roomId);
      let source: LiveSource;
      try {
        source = options.source ?? (await makeSource(roomId, request, { live: deps.live, dataDir: deps.dataDir }));
      } finally {
        reserved.delete(roomId);
      }
      if (closed) throw new Error('the live room registry is closed');
      const gifters = createTopGifters();
      const observe = options.observe;
      // Before the ingest starts: its first connection change is published at once.
      const tracked: PublishedSummary = { summary: emptyRoomSummary(roomId), seq: 0, sent: 0, settled: 0, waiters: [] };
      const publish = publisher(roomId, tracked);
      let eventCount = 0;
      const ingest = startRoomIngest({
        roomId,
        source,
        clockRate: clockRateOf(request),
        streakIdleMs: deps.live.streakIdleMs,
        publish(event) {
          if (event.type === 'gift.counted') gifters.add(event.gift);
          else if (!DERIVED_TYPES.has(event.type)) eventCount++;
          publish(event);
          if (observe) {
            try {
              observe(event);
            } catch (error) {
              // An observer's bug must not stop the room's ingest.
              deps.log.error({ err: error, roomId }, 'a live room observer failed');
            }
          }
        },
        onMinutes: (minutes) => deps.minutes.add(minutes.map((minute) => ({ roomId, ...minute }))),
        onTransition: (transition) => deps.transitions.add([{ roomId, ...transition }]),
        // Rejected frames are counted in the summary; the reasons are for debugging a source.
        onReject: (reason) => deps.log.debug({ roomId, reason }, 'live frame rejected'),
      });
      const room: LiveRoom = { roomId, source: request.source, label: labelOf(request, roomId), uniqueId: request.uniqueId ?? null, ingest, gifters, eventCount: () => eventCount };
      rooms.set(roomId, room);
      publishedOf.set(roomId, tracked);
      deps.log.info({ roomId, source: request.source }, 'live room started');
      return roomId;
    },
    get: (roomId) => rooms.get(roomId),
    list: () => [...rooms.values()],
    async snapshot(roomId) {
      const room = rooms.get(roomId);
      const tracked = publishedOf.get(roomId);
      if (!room || !tracked) return null;
      await settledThrough(tracked, tracked.sent);
      if (tracked.sent === 0 && deps.headSeq) {
        // Nothing published by this run yet: exact at the topic's head, whatever an earlier run left there.
        const head = await deps.headSeq(roomTopic(roomId));
        if (tracked.sent === 0) return { seq: head, summary: { ...tracked.summary, rejectedCount: room.ingest.summary().rejectedCount } };
        await settledThrough(tracked, tracked.sent);
      }
      return { seq: tracked.seq, summary: { ...tracked.summary, rejectedCount: room.ingest.summary().rejectedCount } };
    },
    stop(roomIds, reason = 'stopped by staff') {
      const missing = roomIds.filter((id) => !rooms.has(id));
      if (missing.length > 0) return missing;
      for (const id of new Set(roomIds)) {
        const room = rooms.get(id);
        if (room) stopRoom(room, reason);
        deps.log.info({ roomId: id, reason }, 'live room stopped');
      }
      return [];
    },
    async flush() {
      await Promise.all([deps.minutes.flush(), deps.transitions.flush()]);
    },
    async close() {
      closed = true;
      for (const room of [...rooms.values()]) stopRoom(room, 'server shutting down', false);
      if (inFlight > 0) {
        // A hub whose store is unreachable may hold publishes for long: shutdown waits a bounded time.
        let timer: NodeJS.Timeout | undefined;
        const drained = new Promise<boolean>((resolve) => (settled = () => resolve(true)));
        const timedOut = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), CLOSE_PUBLISH_WAIT_MS)));
        if (!(await Promise.race([drained, timedOut]))) deps.log.warn({ pending: inFlight }, 'closing with live events the hub has not taken');
        clearTimeout(timer);
      }
      await Promise.all([deps.minutes.close(), deps.transitions.close()]);
    },
  };
}
