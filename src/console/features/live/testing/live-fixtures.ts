/**
 * Wire fixtures of the live pages' tests, typed by the shared contracts (streams/contracts/live-rooms.ts,
 * streams/live/room-topic.ts) so they follow the server's shapes. Test-only: no page imports this.
 */
import { HttpResponse, http } from 'msw';
import type { ConnectionLogEntry, LiveRoomRow, LiveRoomSummary, ReplayFile, TopGifter } from '../../../../../streams/contracts/live-rooms';
import type { Page } from '../../../../../streams/contracts/common';
import type { LiveUser } from '../../../../../streams/live/live-event';
import type { RoomTopicEvent } from '../../../../../streams/live/room-topic';

export const fan = (n: number, nickname = `Fan ${n}`): LiveUser => ({
  userId: String(1000 + n),
  uniqueId: `fan${n}`,
  nickname,
  avatarUrl: null,
});

type Counted = Extract<RoomTopicEvent, { type: 'gift.counted' }>;
type Provisional = Extract<RoomTopicEvent, { type: 'gift.provisional' }>;

/** A `gift.counted` event; `streakKey` null = a single (non-streakable) gift. */
export function countedEvent(options: {
  msgId: string;
  user?: LiveUser;
  giftName?: string;
  diamondCount?: number;
  repeatCount: number;
  streakRepeatCount?: number;
  streakKey?: string | null;
  giftDiamonds: number;
  countedAt?: number;
  toUserId?: string | null;
  roomId?: string;
}): Counted {
  const diamondCount = options.diamondCount ?? 1;
  const roomId = options.roomId ?? 'sim-1';
  return {
    type: 'gift.counted',
    roomId,
    giftDiamonds: options.giftDiamonds,
    gift: {
      roomId,
      msgId: options.msgId,
      user: options.user ?? fan(1),
      toUserId: options.toUserId ?? null,
      giftId: '5655',
      giftName: options.giftName ?? 'Rose',
      diamondCount,
      repeatCount: options.repeatCount,
      streakRepeatCount: options.streakRepeatCount ?? options.repeatCount,
      diamonds: options.repeatCount * diamondCount,
      cause: options.streakKey ? 'end-frame' : 'single',
      streakKey: options.streakKey ?? null,
      countedAt: options.countedAt ?? 1_700_000_000_000,
    },
  };
}

/** A `gift.provisional` event listing open streaks as `[streakKey, repeatCount, runningDiamonds]`. */
export function provisionalEvent(
  streaks: Array<{ streakKey: string; repeatCount: number; diamondCount?: number; runningDiamonds?: number; user?: LiveUser; giftName?: string }>,
  roomId = 'sim-1',
): Provisional {
  const list = streaks.map((s) => {
    const diamondCount = s.diamondCount ?? 1;
    return {
      streakKey: s.streakKey,
      user: s.user ?? fan(1),
      toUserId: null,
      giftId: '5655',
      giftName: s.giftName ?? 'Rose',
      diamondCount,
      repeatCount: s.repeatCount,
      runningDiamonds: s.runningDiamonds ?? s.repeatCount * diamondCount,
    };
  });
  return { type: 'gift.provisional', roomId, provisionalDiamonds: list.reduce((sum, s) => sum + s.runningDiamonds, 0), streaks: list };
}

export function summary(overrides: Partial<LiveRoomSummary> = {}): LiveRoomSummary {
  return {
    roomId: 'sim-1',
    state: 'connected',
    giftDiamonds: 120,
    giftDiamondsProvisional: 5,
    giftCount: 14,
    likeTotal: 3_400,
    viewerCount: 87,
    memberCount: 40,
    chatCount: 22,
    followCount: 3,
    shareCount: 2,
    rejectedCount: 0,
    ...overrides,
  };
}

export function roomRow(overrides: Partial<LiveRoomRow> = {}): LiveRoomRow {
  return {
    ...summary(),
    source: 'simulator',
    label: 'sim-host',
    uniqueId: null,
    startedAt: 1_700_000_000_000,
    eventCount: 512,
    ...overrides,
  };
}

export const page = <T>(content: T[], totalElements = content.length): Page<T> => ({ content, totalElements });

export const gifter = (n: number, diamonds: number, giftCount = diamonds): TopGifter => ({ user: fan(n), diamonds, giftCount });

export const logEntry = (overrides: Partial<ConnectionLogEntry> = {}): ConnectionLogEntry => ({
  at: 1_700_000_000_000,
  from: 'connecting',
  to: 'connected',
  reason: 'websocket open',
  ...overrides,
});

/** Recordings the server lists for the start form: one of staff's own, then two shipped ones (one too large to count). */
export const replayFiles: ReplayFile[] = [
  { file: 'mine.timeline.jsonl', folder: 'data', size: 2_048, messageCount: 3, durationMs: 3_000 },
  { file: 'huge.timeline.jsonl', folder: 'fixtures', size: 90 * 1024 * 1024, messageCount: null, durationMs: null },
  { file: 'link.timeline.jsonl', folder: 'fixtures', size: 444_640, messageCount: 215, durationMs: 59_969 },
];

/** Default MSW handlers of the live API for one simulator room `sim-1`. Tests override per case. */
export function liveHandlers(rooms: LiveRoomRow[] = [roomRow()]) {
  return [
    http.get('/api/live/rooms', () => HttpResponse.json(page(rooms))),
    http.get('/api/live/rooms/:roomId/summary', ({ params }) => HttpResponse.json(summary({ roomId: String(params.roomId) }))),
    http.get('/api/live/rooms/:roomId/events', () => HttpResponse.json(page<RoomTopicEvent>([]))),
    http.get('/api/live/rooms/:roomId/top-gifters', () => HttpResponse.json([gifter(1, 100, 10), gifter(2, 20, 20)])),
    http.get('/api/live/rooms/:roomId/connection-log', () => HttpResponse.json(page([logEntry()]))),
    http.get('/api/live/replays', () => HttpResponse.json(replayFiles)),
  ];
}
