/**
 * The wall bench's fake service host data: `rooms` live rooms at realistic rates, as `GET api/monitor/wall` answers
 * them (streams/contracts/monitor-wall.ts) and the wall topic publishes them, one new state every tick (`tickMs`:
 * {@link WALL_POLL_MS} when polled, WALL_TOPIC_MIN_GAP_MS when published on the topic):
 * - every room's viewers move (a random walk around its own level) and its viewer series shifts by one sample;
 * - diamonds grow every tick in every connected room (gifts are bursty: most ticks a little, some a lot);
 * - a third of the rooms battle: a PK runs 5 minutes with both scores growing every tick, ends, rests a minute, and a
 *   new one starts (a `pk` alert);
 * - gifts worth 1,000 diamonds or more raise `gift` alerts (one or two per tick across the wall), and now and then a
 *   room drops and comes back (an `offline` alert, its tile disconnected for a few ticks).
 * Deterministic for a seed and a tick, so every run feeds the same wall. Pure: no I/O.
 */
import { MONITOR_TYPES, type MonitorType } from '../../../streams/contracts/monitor';
import {
  VIEWER_SERIES_POINTS,
  WALL_ALERT_LIMIT,
  WALL_POLL_MS,
  type WallAlert,
  type WallSnapshot,
  type WallTile,
} from '../../../streams/contracts/monitor-wall';

/** A small seeded generator (mulberry32). */
function random32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FIRST = ['Luna', 'Mina', 'Sora', 'Yuna', 'Layla', 'Noor', 'Aria', 'Hana', 'Zara', 'Jin', 'Omar', 'Leo'];
const SECOND = ['Star', 'Moon', 'Rose', 'Sky', 'Pearl', 'Blossom', 'Wave', 'Light'];
const STAFF = ['Alice Chen', 'Bora Kim', 'Karim Haddad', 'Mei Lin', 'Sam Ortiz'];
const GIFTS = [
  { name: 'Lion', diamonds: 29_999 },
  { name: 'Universe', diamonds: 34_999 },
  { name: 'Rocket', diamonds: 20_000 },
  { name: 'Galaxy', diamonds: 1_000 },
  { name: 'Whale diving', diamonds: 2_150 },
];
/** PK rhythm: 5 minutes of battle, then 1 minute of rest, ms. */
const PK_MS = 5 * 60_000;
const REST_MS = 60_000;

interface Room {
  tile: WallTile;
  level: number;
  pkPhase: number;
  battles: number;
  droppedUntil: number;
}

/** The fake host's state, advanced tick by tick. */
export interface WallWorld {
  /** The answer at `tick` (ticks only move forward; an older tick answers the current state). */
  answer(tick: number, alertsAfter: number, giftAlertDiamonds: number, serverTime: number): WallSnapshot;
  /** Alerts raised so far. */
  alertCount(): number;
}

/**
 * A world of `rooms` live rooms (48 on the benchmark) out of `monitored` monitored streamers, moving one step per
 * `tickMs` of its clock.
 */
export function createWallWorld(rooms: number, { seed = 2026, monitored = rooms + 24, start = Date.now(), tickMs = WALL_POLL_MS } = {}): WallWorld {
  const PK_TICKS = PK_MS / tickMs;
  const REST_TICKS = REST_MS / tickMs;
  const random = random32(seed);
  const alerts: WallAlert[] = [];
  let tick = 0;
  let now = start;
  const list: Room[] = [];
  for (let i = 0; i < rooms; i += 1) {
    const type: MonitorType = i % 3 === 0 ? 'pk' : MONITOR_TYPES[i % 2 === 0 ? 0 : 1];
    const level = Math.round(200 + random() * 8_000);
    const staffIndex = i % 7;
    // The last five minutes of viewers: a random walk ending near the room's level, as audiences drift.
    const series: number[] = [];
    let walk = level * (0.7 + random() * 0.3);
    for (let k = 0; k < VIEWER_SERIES_POINTS; k += 1) series.push(Math.round((walk = Math.max(20, walk * (0.96 + random() * 0.09)))));
    list.push({
      level,
      pkPhase: Math.floor(random() * (PK_TICKS + REST_TICKS)),
      battles: 0,
      droppedUntil: -1,
      tile: {
        streamerId: i + 1,
        uniqueId: `bench_${String(i + 1).padStart(3, '0')}`,
        nickname: `${FIRST[i % FIRST.length]} ${SECOND[Math.floor(i / FIRST.length) % SECOND.length]}`,
        avatarUrl: i % 4 === 1 ? `/avatar/${i + 1}.svg` : null,
        type,
        staffId: staffIndex < STAFF.length ? staffIndex + 2 : null,
        staffName: STAFF[staffIndex] ?? null,
        status: type === 'regular' ? 'tracked' : 'connected',
        connection: type === 'regular' ? 'disconnected' : 'connected',
        reason: type === 'regular' ? 'figures from the scan (no live connection)' : 'connected to the live room',
        liveSince: start - Math.round(random() * 3 * 3_600_000),
        roomId: type === 'regular' ? null : `bench-room-${i + 1}`,
        viewers: series[series.length - 1] ?? level,
        viewerSeries: series,
        diamonds: type === 'regular' ? 0 : Math.round(random() * 200_000),
        likes: Math.round(random() * 500_000),
        pk: null,
        updatedAt: start,
      },
    });
  }

  const battle = (room: Room, startedAt: number, score: () => number) => {
    const t = room.tile;
    room.battles += 1;
    return {
      battleId: `${t.uniqueId}-battle-${room.battles}`,
      phase: 'started' as const,
      startedAt,
      endsAt: startedAt + PK_MS,
      teams: [
        { hostUserId: `host-${t.streamerId}`, nickname: t.nickname, score: score() },
        { hostUserId: `rival-${t.streamerId}-${room.battles}`, nickname: `${SECOND[room.battles % SECOND.length]} ${FIRST[(t.streamerId + room.battles) % FIRST.length]}`, score: score() },
      ],
    };
  };
  // Battles already running when the bench starts, so PK tiles show from the first answer.
  for (const room of list) {
    if (room.tile.type === 'pk' && room.pkPhase > 0 && room.pkPhase < PK_TICKS) {
      room.tile = { ...room.tile, pk: battle(room, start - room.pkPhase * tickMs, () => Math.round(random() * room.pkPhase * 450)) };
    }
  }

  const raise = (room: Room, kind: WallAlert['kind'], detail: string, diamonds: number | null) => {
    alerts.push({ id: alerts.length + 1, at: now, kind, streamerId: room.tile.streamerId, uniqueId: room.tile.uniqueId, nickname: room.tile.nickname, detail, diamonds });
  };

  const step = () => {
    tick += 1;
    now += tickMs;
    for (const room of list) {
      const t = room.tile;
      room.level = Math.max(50, Math.round(room.level * (0.97 + random() * 0.06)));
      const viewers = Math.round((room.level + (t.viewers ?? room.level)) / 2);
      const viewerSeries = [...t.viewerSeries.slice(1), viewers];
      let { diamonds, pk, connection, status, reason } = t;
      if (t.type !== 'regular') {
        if (room.droppedUntil === tick) {
          connection = 'connected';
          status = 'connected';
          reason = 'connected to the live room';
        } else if (connection === 'connected' && random() < 0.002) {
          room.droppedUntil = tick + 5;
          connection = 'disconnected';
          status = 'disconnected';
          reason = 'the platform closed the connection (4404)';
          raise(room, 'offline', reason, null);
        }
        const burst = random() < 0.1 ? 1_000 + Math.round(random() * 5_000) : Math.round(random() * 300);
        diamonds += burst;
        if (random() < 0.02) {
          const gift = GIFTS[Math.floor(random() * GIFTS.length)]!;
          diamonds += gift.diamonds;
          raise(room, 'gift', `${gift.name} × 1 from viewer_${Math.floor(random() * 9_999)}`, gift.diamonds);
        }
      }
      if (t.type === 'pk') {
        room.pkPhase = (room.pkPhase + 1) % (PK_TICKS + REST_TICKS);
        if (room.pkPhase === 0) {
          pk = battle(room, now, () => 0);
          raise(room, 'pk', `PK against ${pk.teams[1]!.nickname}`, null);
        } else if (pk && room.pkPhase < PK_TICKS) {
          pk = { ...pk, phase: 'started', teams: pk.teams.map((team) => ({ ...team, score: team.score + Math.round(random() * 900) })) };
        } else if (pk && room.pkPhase === PK_TICKS) {
          pk = { ...pk, phase: 'ended' };
        } else if (pk && room.pkPhase === PK_TICKS + REST_TICKS - 5) {
          pk = null;
        }
      }
      room.tile = { ...t, viewers, viewerSeries, diamonds, pk, connection, status, reason, likes: t.likes + Math.round(random() * 2_000), updatedAt: now };
    }
  };

  return {
    answer(wanted, alertsAfter, giftAlertDiamonds, serverTime) {
      while (tick < wanted) step();
      const matching = alerts.filter((alert) => alert.kind !== 'gift' || (alert.diamonds ?? 0) >= giftAlertDiamonds);
      const picked = alertsAfter === 0 ? matching.slice(-WALL_ALERT_LIMIT) : matching.filter((alert) => alert.id > alertsAfter).slice(0, WALL_ALERT_LIMIT);
      return {
        serverTime,
        tiles: list.map((room) => room.tile),
        monitoredCount: monitored,
        alerts: picked,
        lastAlertId: alerts.length,
      };
    },
    alertCount: () => alerts.length,
  };
}
