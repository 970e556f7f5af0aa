/**
 * One ingested room: a room-connection actor drives the room's {@link LiveSource}; every
 * raw frame is normalized, deduplicated by msgId, gifts are counted exactly once by the room's gift ledger,
 * and the results are published on `room:<roomId>` (streams/live/room-topic.ts). Figures for the summary and
 * per-minute buckets for charts are kept on the way.
 *
 * Clocks: the ledger runs on stream time, the `receivedAt` of the events (a replay's capture times, a
 * simulator's stream time, a platform's arrival times), so idle streaks close after STREAK_IDLE_MS of
 * *stream* time whatever the playback speed. Between frames a 1 s tick advances stream time by the wall time
 * elapsed × `clockRate` (1 for live platforms, the speed factor for replays and simulators, 0 for as-fast-as-
 * possible playback, where the source's end closes what is left). The ledger lives as long as the room, across
 * reconnects, so a platform replaying recent frames after a reconnect is deduplicated.
 */
import { createActor, fromCallback, type Actor } from 'xstate';
import { roomConnectionMachine, type RoomConnectionStatus, type RoomTransition } from '../../../machines/room-connection.machine';
import type { LiveEvent } from '../../../streams/live/live-event';
import {
  closeGiftStreaks,
  createGiftLedger,
  endGiftLedger,
  giftLedgerView,
  recordGift,
  type CountedGift,
} from '../../../streams/live/gift-streak';
import { createRejectCounter } from '../../../streams/live/normalize/normalize-result';
import type { RoomTopicEvent } from '../../../streams/live/room-topic';
import { changedStreaks, type OpenStreaks } from '../../../streams/live/open-streaks';
import type { LiveSource, SourceSignal } from '../sources/live-source';
import { normalizeRaw } from './normalize-raw';
import { createRoomFigures, type RoomCounts, type RoomMinute } from './room-figures';

/** Recent events kept per room for `GET api/live/rooms/{roomId}/events`. */
export const RECENT_EVENTS = 1_000;
/** Non-gift msgIds remembered for dedupe (gift frames are deduplicated by the ledger). */
const SEEN_IDS = 20_000;
const TICK_MS = 1_000;

export interface RoomIngestOptions {
  roomId: string;
  source: LiveSource;
  /** Stream time per wall time (see the module comment). */
  clockRate: number;
  publish: (event: RoomTopicEvent) => void;
  /** Minutes that closed, for the database. */
  onMinutes: (minutes: RoomMinute[]) => void;
  /** Connection transitions, for the connection log. */
  onTransition: (transition: RoomTransition) => void;
  /** Rejected frames, for the log (reason and source type). */
  onReject: (reason: string) => void;
  /**
   * Stream time (ms) after which a gift streak without its end frame closes at its highest count
   * (STREAK_IDLE_MS; default the ledger's 10 000).
   */
  streakIdleMs?: number;
  random?: () => number;
  now?: () => number;
}

/** The `summary` of a room (`GET api/live/rooms/{roomId}/summary`). */
export interface RoomSummary extends RoomCounts {
  roomId: string;
  state: RoomConnectionStatus;
  /** Running value of streaks still open: shown, not yet counted. */
  giftDiamondsProvisional: number;
  rejectedCount: number;
}

export interface RoomIngest {
  readonly roomId: string;
  readonly sourceKind: LiveSource['kind'];
  readonly startedAt: number;
  summary(): RoomSummary;
  /** Newest first. */
  recentEvents(): readonly RoomTopicEvent[];
  transitions(): readonly RoomTransition[];
  /**
   * Stops the room; idempotent. By default (a staff stop) open streaks are counted as closed by their source's
   * end. `countOpenStreaks: false` (the server shutting down) leaves them uncounted: the room is interrupted, not
   * over, and after a restart the streak's further frames (or the platform's replay of recent ones) count it once
   * at its final value — counting it now too would count its gifts twice under two different records.
   */
  stop(reason?: string, options?: RoomStopOptions): void;
}

export interface RoomStopOptions {
  /** Count open streaks at their highest value before stopping (default true). */
  countOpenStreaks?: boolean;
}

/** Starts ingesting a room at once. */
export function startRoomIngest(options: RoomIngestOptions): RoomIngest {
  const now = options.now ?? Date.now;
  const { roomId } = options;
  const ledger = createGiftLedger(options.streakIdleMs === undefined ? {} : { idleMs: options.streakIdleMs });
  const rejects = createRejectCounter();
  const figures = createRoomFigures();
  const recent: RoomTopicEvent[] = [];
  const seenIds = new Set<string>();
  const transitions: RoomTransition[] = [];
  let streamNow = 0;
  let lastFrameWall = now();
  let stopped = false;
  const startedAt = now();

  const remember = (event: RoomTopicEvent) => {
    recent.push(event);
    if (recent.length > RECENT_EVENTS) recent.splice(0, recent.length - RECENT_EVENTS);
  };
  const emit = (event: RoomTopicEvent) => {
    remember(event);
    options.publish(event);
  };
  const emitCounted = (counted: readonly CountedGift[]) => {
    for (const gift of counted) {
      figures.addCounted(gift);
      emit({ type: 'gift.counted', roomId, gift, giftDiamonds: figures.counts().giftDiamonds });
    }
  };
  /** The open streaks as the topic last carried them: each provisional frame holds only what changed since. */
  let sentStreaks: OpenStreaks = new Map();
  const emitProvisional = () => {
    const view = giftLedgerView(ledger);
    const { changed, sent } = changedStreaks(sentStreaks, view.openStreaks);
    sentStreaks = sent;
    options.publish({ type: 'gift.provisional', roomId, provisionalDiamonds: view.provisionalDiamonds, streaks: changed });
  };
  const isDuplicate = (event: LiveEvent): boolean => {
    const key = `${event.type}|${event.roomId}|${event.msgId}`;
    if (seenIds.has(key)) return true;
    seenIds.add(key);
    if (seenIds.size > SEEN_IDS) seenIds.delete(seenIds.values().next().value as string);
    return false;
  };

  const handleEvent = (event: LiveEvent) => {
    streamNow = Math.max(streamNow, event.receivedAt);
    if (event.type === 'gift') {
      const step = recordGift(ledger, event, streamNow);
      if (step.outcome === 'duplicate' || step.outcome === 'stale') {
        emitCounted(step.counted);
        return;
      }
      options.onMinutes(figures.addEvent(event));
      emit(event);
      emitCounted(step.counted);
      emitProvisional();
      return;
    }
    if (isDuplicate(event)) return;
    options.onMinutes(figures.addEvent(event));
    emit(event);
  };

  const closeAll = (countOpenStreaks = true) => {
    if (countOpenStreaks) {
      const counted = endGiftLedger(ledger, streamNow);
      emitCounted(counted);
      if (counted.length > 0) emitProvisional();
    }
    options.onMinutes(figures.flush());
  };

  const onSignal = (signal: SourceSignal, sendBack: (e: { type: string; [k: string]: unknown }) => void) => {
    if (stopped) return;
    switch (signal.type) {
      case 'connected':
        return sendBack({ type: 'room.connected' });
      case 'message': {
        lastFrameWall = now();
        for (const result of rejects.addAll(normalizeRaw(signal.message, roomId))) {
          if (!result.ok) options.onReject(result.reason);
          else for (const event of result.events) handleEvent(event);
        }
        return;
      }
      case 'disconnected':
        return sendBack({ type: 'room.disconnected', reason: signal.reason, retryable: signal.retryable });
      case 'notLive':
        return sendBack({ type: 'room.notLive', reason: signal.reason });
      case 'ended':
        closeAll();
        return sendBack({ type: 'room.ended', reason: signal.reason });
    }
  };

  const machine = roomConnectionMachine.provide({
    actors: {
      openRoom: fromCallback(({ sendBack }) => {
        const controller = new AbortController();
        options.source.open((signal) => onSignal(signal, sendBack), controller.signal);
        return () => controller.abort();
      }),
    },
    actions: {
      persistTransition: (_args, params: { transition: RoomTransition | null }) => {
        const t = params.transition;
        if (!t) return;
        transitions.push(t);
        if (transitions.length > 100) transitions.shift();
        options.onTransition(t);
        emit({ type: 'room.state', roomId, status: t.to, reason: t.reason, at: t.at });
      },
    },
  });
  const actor: Actor<typeof machine> = createActor(machine, {
    input: { roomId, random: options.random ?? Math.random, now },
  });

  const tick = setInterval(() => {
    if (options.clockRate <= 0 || streamNow === 0) return;
    const wall = now();
    const counted = closeGiftStreaks(ledger, streamNow + (wall - lastFrameWall) * options.clockRate);
    if (counted.length > 0) {
      emitCounted(counted);
      emitProvisional();
    }
  }, TICK_MS);
  tick.unref();

  actor.start();
  actor.send({ type: 'room.connect' });

  return {
    roomId,
    sourceKind: options.source.kind,
    startedAt,
    summary() {
      const view = giftLedgerView(ledger);
      return {
        roomId,
        state: actor.getSnapshot().context.status,
        ...figures.counts(),
        giftDiamondsProvisional: view.provisionalDiamonds,
        rejectedCount: rejects.stats().rejected,
      };
    },
    recentEvents: () => [...recent].reverse(),
    transitions: () => [...transitions],
    stop(reason = 'stopped by staff', stopOptions = {}) {
      if (stopped) return;
      const snapshot = actor.getSnapshot();
      const wasEnded = snapshot.context.status === 'ended';
      // An ended room's actor is done (final state): sending it an event only makes XState warn.
      if (snapshot.status === 'active') actor.send({ type: 'room.stop', reason });
      stopped = true;
      clearInterval(tick);
      if (!wasEnded) closeAll(stopOptions.countOpenStreaks ?? true);
      actor.stop();
    },
  };
}
