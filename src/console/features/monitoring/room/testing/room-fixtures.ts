/**
 * Wire data of the streamer room page's tests: topic events, the room API's answers and the live room API's answers,
 * each with overridable fields. Test-only.
 */
import type { LiveRoomSummary, TopGifter } from '../../../../../../streams/contracts/live-rooms';
import type { LiveSessionInfo, MonitorLogEntry, MonitorRoomDetail, MonitorRoomRow } from '../../../../../../streams/contracts/monitor-room';
import type { LiveUser } from '../../../../../../streams/live/live-event';
import type { RoomTopicEvent } from '../../../../../../streams/live/room-topic';

export const ROOM = 'room-1';

export const viewer = (n: number): LiveUser => ({ userId: `u${n}`, uniqueId: `fan_${n}`, nickname: `Fan ${n}`, avatarUrl: null });

const base = (msgId: string, createTime: number) => ({ roomId: ROOM, msgId, createTime, receivedAt: createTime });

export const chat = (msgId: string, createTime: number, content: string, user = viewer(1)): RoomTopicEvent => ({ type: 'chat', ...base(msgId, createTime), user, content });

export const member = (msgId: string, createTime: number, user = viewer(2)): RoomTopicEvent => ({ type: 'member', ...base(msgId, createTime), user, memberCount: null });

export const roomStats = (msgId: string, createTime: number, viewerCount: number, likeTotal?: number): RoomTopicEvent => ({
  type: 'roomStats',
  ...base(msgId, createTime),
  viewerCount,
  ...(likeTotal === undefined ? {} : { likeTotal }),
});

/** A `gift.provisional` frame listing one open streak. */
export function provisional(streakKey: string, repeatCount: number, options: { diamondCount?: number; giftName?: string; user?: LiveUser; running?: number } = {}): RoomTopicEvent {
  const diamondCount = options.diamondCount ?? 1;
  // The server's running value is the part not counted yet (all of it until the streak is first counted).
  const running = options.running ?? repeatCount * diamondCount;
  return {
    type: 'gift.provisional',
    roomId: ROOM,
    provisionalDiamonds: running,
    streaks: [
      {
        streakKey,
        user: options.user ?? viewer(3),
        toUserId: null,
        giftId: '5655',
        giftName: options.giftName ?? 'Rose',
        diamondCount,
        repeatCount,
        runningDiamonds: running,
      },
    ],
  };
}

/** A `gift.counted` record. `streakKey` null: a single gift. */
export function counted(
  msgId: string,
  options: { streakKey?: string | null; repeatCount?: number; streakRepeatCount?: number; diamondCount?: number; diamonds?: number; giftDiamonds?: number; giftName?: string; user?: LiveUser } = {},
): RoomTopicEvent {
  const diamondCount = options.diamondCount ?? 1;
  const repeatCount = options.repeatCount ?? 1;
  const streakRepeatCount = options.streakRepeatCount ?? repeatCount;
  const diamonds = options.diamonds ?? repeatCount * diamondCount;
  return {
    type: 'gift.counted',
    roomId: ROOM,
    giftDiamonds: options.giftDiamonds ?? diamonds,
    gift: {
      roomId: ROOM,
      msgId,
      user: options.user ?? viewer(3),
      toUserId: null,
      giftId: '5655',
      giftName: options.giftName ?? 'Rose',
      diamondCount,
      repeatCount,
      streakRepeatCount,
      diamonds,
      cause: options.streakKey ? 'end-frame' : 'single',
      streakKey: options.streakKey ?? null,
      countedAt: 0,
    },
  };
}

export const battle = (battleId: string, createTime: number, phase: 'started' | 'ended', teams = [['h1'], ['h2']], durationMs: number | null = 300_000): RoomTopicEvent => ({
  type: 'battle',
  ...base(`${battleId}-${phase}-${createTime}`, createTime),
  battleId,
  phase,
  statusCode: phase === 'started' ? 1 : 3,
  startTime: phase === 'started' ? createTime : null,
  durationMs: phase === 'started' ? durationMs : null,
  teams: teams.map((hosts, i) => ({ teamId: hosts[0] ?? `t${i}`, hostUserIds: hosts })),
});

export const armies = (battleId: string, createTime: number, points: Record<string, number>): RoomTopicEvent => ({
  type: 'armies',
  ...base(`${battleId}-armies-${createTime}`, createTime),
  battleId,
  scores: Object.entries(points).map(([hostUserId, value]) => ({ hostUserId, teamId: hostUserId, points: value, contributors: [] })),
});

export const roomState = (status: 'connected' | 'reconnecting', at: number, reason = 'connected'): RoomTopicEvent => ({ type: 'room.state', roomId: ROOM, status, reason, at });

// ---- REST answers ----

export const page = <T>(content: T[], totalElements = content.length) => ({ content, totalElements });

export function roomRow(overrides: Partial<MonitorRoomRow> = {}): MonitorRoomRow {
  return {
    id: 7,
    uniqueId: 'luna_live',
    nickname: 'Luna Star',
    avatarUrl: null,
    type: 'pk',
    status: 'connected',
    statusReason: 'connected to the live room',
    roomId: ROOM,
    liveSince: Date.now() - 3_723_000,
    lastCheckedAt: Date.now() - 20_000,
    enabled: true,
    ...overrides,
  };
}

export function session(overrides: Partial<LiveSessionInfo> = {}): LiveSessionInfo {
  return {
    id: 1,
    roomId: ROOM,
    startedAt: Date.now() - 3_723_000,
    endedAt: null,
    durationMs: null,
    peakViewers: 420,
    avgViewers: 300,
    diamonds: 1_200,
    likes: 5_400,
    newFollowers: 12,
    shares: 3,
    pkCount: 2,
    ...overrides,
  };
}

export function detail(streamer: MonitorRoomRow = roomRow(), overrides: Partial<MonitorRoomDetail> = {}): MonitorRoomDetail {
  const current = streamer.liveSince !== null ? session({ roomId: streamer.roomId, startedAt: streamer.liveSince }) : null;
  return { streamer, current, sessions: current ? [current] : [], minutes: [], serverTime: Date.now(), ...overrides };
}

export const logEntry = (overrides: Partial<MonitorLogEntry> = {}): MonitorLogEntry => ({ at: Date.now() - 60_000, from: 'connecting', to: 'connected', reason: 'connected to the live room', ...overrides });

export function summary(overrides: Partial<LiveRoomSummary> = {}): LiveRoomSummary {
  return {
    roomId: ROOM,
    state: 'connected',
    giftDiamonds: 1_234,
    giftDiamondsProvisional: 0,
    giftCount: 10,
    likeTotal: 5_600,
    viewerCount: 321,
    memberCount: 40,
    chatCount: 12,
    followCount: 1,
    shareCount: 0,
    rejectedCount: 0,
    ...overrides,
  };
}

export const gifter = (n: number, diamonds: number, giftCount = 1): TopGifter => ({ user: viewer(n), diamonds, giftCount });
