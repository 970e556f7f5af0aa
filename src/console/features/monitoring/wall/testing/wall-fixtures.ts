/**
 * Wire fixtures of the wall's tests, typed by the contract (streams/contracts/monitor-wall.ts) so they follow the
 * server's shapes, and a scripted `GET api/monitor/wall` for MSW. Test-only: no page imports this.
 */
import { HttpResponse, http } from 'msw';
import type { WallAlert, WallPk, WallSnapshot, WallTile } from '../../../../../../streams/contracts/monitor-wall';

/** Server time of the fixtures (2024-01-02 03:04:05 UTC). */
export const SERVER_NOW = 1_704_164_645_000;

/** A live tile; `n` gives it distinct ids and names. */
export function tile(n: number, patch: Partial<WallTile> = {}): WallTile {
  return {
    streamerId: n,
    uniqueId: `streamer_${n}`,
    nickname: `Streamer ${n}`,
    avatarUrl: null,
    type: 'focus',
    staffId: null,
    staffName: null,
    status: 'connected',
    connection: 'connected',
    reason: 'connected to the live room',
    liveSince: SERVER_NOW - 3_600_000,
    roomId: `room-${n}`,
    viewers: 100 * n,
    viewerSeries: [10, 20, 30, 25],
    diamonds: 1_000 * n,
    likes: 0,
    pk: null,
    updatedAt: SERVER_NOW - 1_000,
    ...patch,
  };
}

/** A PK between two teams. */
export function pk(patch: Partial<WallPk> = {}): WallPk {
  return {
    battleId: 'battle-1',
    phase: 'started',
    startedAt: SERVER_NOW - 60_000,
    endsAt: SERVER_NOW + 125_000,
    teams: [
      { hostUserId: 'host-a', nickname: 'Team Luna', score: 1_200 },
      { hostUserId: 'host-b', nickname: 'Team Sora', score: 3_400 },
    ],
    ...patch,
  };
}

/** An alert with id `id`. */
export function alert(id: number, patch: Partial<WallAlert> = {}): WallAlert {
  return {
    id,
    at: SERVER_NOW - 10_000,
    kind: 'gift',
    streamerId: 1,
    uniqueId: 'streamer_1',
    nickname: 'Streamer 1',
    detail: `Lion × 1 from fan_${id}`,
    diamonds: 29_999,
    ...patch,
  };
}

/** An answer of the endpoint. */
export function snapshot(patch: Partial<WallSnapshot> = {}): WallSnapshot {
  const tiles = patch.tiles ?? [tile(1), tile(2)];
  const alerts = patch.alerts ?? [];
  return {
    serverTime: SERVER_NOW,
    tiles,
    monitoredCount: 24,
    alerts,
    lastAlertId: alerts.reduce((max, a) => Math.max(max, a.id), 0),
    ...patch,
  };
}

/** One scripted answer: a snapshot, or a failure with its HTTP status. */
export type ScriptedAnswer = WallSnapshot | { status: number; message?: string } | 'network';

/**
 * A `GET api/monitor/wall` handler answering `script` in order, then repeating its last entry; records every query.
 * `set` replaces what is left of the script (for "the server came back").
 */
export function scriptedWall(script: ScriptedAnswer[]) {
  let queue = [...script];
  const queries: URLSearchParams[] = [];
  const handler = http.get('/api/monitor/wall', ({ request }) => {
    queries.push(new URL(request.url).searchParams);
    const next = queue.length > 1 ? queue.shift()! : queue[0]!;
    if (next === 'network') return HttpResponse.error();
    if ('status' in next) return HttpResponse.json({ status: next.status, message: next.message ?? 'Server error', timestamp: '2024-01-02 03:04:05' }, { status: next.status });
    return HttpResponse.json(next);
  });
  return {
    handler,
    queries,
    set(next: ScriptedAnswer[]) {
      queue = [...next];
    },
  };
}
