/**
 * A Redis restart under load (docs/architecture.md, the live event flow): 50 OBS overlays follow one game's
 * `config:<id>` topic while a simulator room feeds the game, and the app's Redis is killed (SIGKILL) and started
 * again empty, as the deployment's Redis keeps nothing on disk. The test runs its own redis-server on a free port
 * (the machine's shared Redis serves other test files at the same time), with the app's KV store, hub, RPC and
 * queues on it.
 *
 * What a viewer must see: every overlay gets every event exactly once and in order — the events the game published
 * while Redis was away included (the host's adjustments, the room's gifts scored after it), and, for overlays that
 * were away during the restart and resume with their last seq, the events they missed, which this instance
 * published and kept although Redis lost them. Seqs alone cannot show a reused seq, so the game's own score-ledger
 * numbers are checked too, and every overlay ends showing the game's real scores. (An overlay on another instance
 * would get a `gap` and a snapshot for what Redis lost: server/live/hub/hub.test.ts.) Staff sessions live in Redis
 * and are gone after it: staff sign in again.
 */
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { gameTopicEventSchema, gameViewSchema, type GameView } from '../../../streams/contracts/game-topic';
import type { ServerFrame } from '../../../streams/contracts/realtime';
import type { LiveConfigInput } from '../../../streams/games/live-config';
import { scoreAdjustmentSchema } from '../../../streams/games/score-ledger';
import { createRedisKvStore } from '../../../server/kv/redis-kv-store';
import { createRedisHub } from '../../../server/live/hub/redis-hub';
import { startRedisServer } from '../helpers/redis-server';
import { auth, login } from '../helpers/session';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from '../helpers/test-app';
import { sleep, until } from '../helpers/until';
import { connectOverlayWs, type WsClient } from '../helpers/ws-client';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

const CLIENTS = 50;
/** Overlays that are away during the restart and come back with `sinceSeq`. */
const RESUMING = 10;
/** Host adjustments made while Redis is away, and their points (no simulated gift is worth as much). */
const ADJUSTS = 3;
const ADJUST_POINTS = 100_000;

/** The simulator's cheap gifts to one streamer, the dearer ones to the other: both scores move all the time. */
const config: LiveConfigInput = {
  name: 'Restart night',
  room: { source: 'simulator', uniqueId: 'restart_host' },
  streamers: [
    { anchorId: 'luna_1', nickname: 'Luna', gifts: ['5655', '5269', '6064', '5827'] },
    { anchorId: 'sol_2', nickname: 'Sol', gifts: ['5487', '5480', '5658', '5879', '5659', '6432', '5660', '5585'] },
  ],
  gifts: [
    { giftId: '5655', giftName: 'Rose', price: 1 },
    { giftId: '5269', giftName: 'TikTok', price: 1 },
    { giftId: '6064', giftName: 'GG', price: 1 },
    { giftId: '5827', giftName: 'Ice Cream Cone', price: 1 },
    { giftId: '5487', giftName: 'Finger Heart', price: 5 },
    { giftId: '5480', giftName: 'Heart', price: 10 },
    { giftId: '5658', giftName: 'Perfume', price: 20 },
    { giftId: '5879', giftName: 'Doughnut', price: 30 },
    { giftId: '5659', giftName: 'Paper Crane', price: 99 },
    { giftId: '6432', giftName: 'Star', price: 99 },
    { giftId: '5660', giftName: 'Hand Hearts', price: 100 },
    { giftId: '5585', giftName: 'Confetti', price: 100 },
  ],
  pkTime: { value: 30, unit: 'minutes' },
  autoEndSeconds: 0,
  pluginStyle: 'battle',
};

type EventFrame = Extract<ServerFrame, { type: 'event' }>;

/** The scoreboard as a viewer reads it. */
const scoresOf = (view: GameView) => Object.fromEntries(view.board.map((line) => [line.streamerId, line.score]));

/**
 * What an overlay shows (src/shared/live/game-topic.ts): the newest view by `serverNow` among event views and
 * snapshots.
 */
function shownView(frames: readonly ServerFrame[]): GameView | null {
  let view: GameView | null = null;
  for (const frame of frames) {
    let candidate: GameView | null = null;
    if (frame.type === 'event') candidate = gameTopicEventSchema.parse(frame.event).view;
    else if (frame.type === 'snapshot') candidate = gameViewSchema.parse(frame.state);
    if (candidate && (!view || candidate.serverNow > view.serverNow)) view = candidate;
  }
  return view;
}

/** The score-ledger entries an overlay received (each counted gift is one, stored before it is published). */
function ledgerOf(frames: readonly ServerFrame[]): { seq: number; delta: number }[] {
  return frames.flatMap((frame) => {
    if (frame.type !== 'event') return [];
    const event = gameTopicEventSchema.parse(frame.event);
    return event.kind === 'score' ? event.entries.map(({ seq, delta }) => ({ seq, delta })) : [];
  });
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const total = (scores: Record<string, number>) => Object.values(scores).reduce((a, b) => a + b, 0);

/**
 * Checks one overlay's frames: event seqs strictly one after another, except right after a `gap` whose `fromSeq`
 * is the next seq (then a snapshot follows); no seq twice. Returns the seqs and the gaps.
 */
function checkSequence(frames: readonly ServerFrame[], label: string): { seqs: number[]; gaps: number[] } {
  const seqs: number[] = [];
  const gaps: number[] = [];
  let last: number | null = null;
  let gapAt: number | null = null;
  for (const frame of frames) {
    if (frame.type === 'gap') {
      gapAt = frame.fromSeq;
      gaps.push(frame.fromSeq);
    } else if (frame.type === 'event') {
      if (last !== null) {
        const expected = gapAt ?? last + 1;
        expect(frame.seq, `${label}: the event after seq ${last}${gapAt === null ? '' : ` and a gap from ${gapAt}`}`).toBe(expected);
      }
      gapAt = null;
      last = frame.seq;
      seqs.push(frame.seq);
    }
  }
  return { seqs, gaps };
}

describe('a Redis restart that loses everything, under 50 overlays following one game', () => {
  it('every overlay gets every event once and in order, those published during the outage included, and shows the real scores', async () => {
    const redis = await startRedisServer();
    cleanups.push(() => redis.dispose());
    const prefix = `ld-test:${randomBytes(6).toString('hex')}:`;
    const kv = await createRedisKvStore(redis.url, prefix);
    const hub = await createRedisHub(redis.url, prefix);
    const t: TestApp = await buildTestApp({ env: { REDIS_URL: redis.url, KV_PREFIX: prefix }, kv, hub });
    cleanups.push(async () => {
      await t.close();
      await hub.close();
      await kv.close();
    });

    // Staff sessions are in Redis: after the restart the token is refused and staff sign in again.
    let admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
    const api = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) => {
      for (;;) {
        const res = await t.app.inject({ method, url, headers: admin, ...(payload === undefined ? {} : { payload: payload as object }) });
        if (res.statusCode !== 401) return res;
        admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
      }
    };

    const room = await api('POST', '/api/live/rooms', { source: 'simulator', uniqueId: 'restart_host', speed: 20, seed: 7 });
    expect(room.statusCode, room.body).toBe(201);
    const roomId = room.json<{ roomId: string }>().roomId;
    const created = await api('POST', '/api/liveConfigs', config);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const topic = `config:${id}`;
    const key = (await api('GET', `/api/liveConfigs/${id}`)).json<{ overlayKey: string }>().overlayKey;

    const overlays: WsClient[] = [];
    for (let i = 0; i < CLIENTS; i += 1) {
      const overlay = await connectOverlayWs(t.app, key);
      cleanups.push(async () => {
        if (!overlay.isClosed()) overlay.ws.terminate();
      });
      overlay.send({ type: 'subscribe', topics: [{ topic }] });
      overlays.push(overlay);
    }
    await Promise.all(overlays.map((overlay) => overlay.next('snapshot')));
    const started = await api('POST', `/api/liveConfigs/${id}/round/start`);
    expect(started.statusCode, started.body).toBe(200);
    const eventsOf = (overlay: WsClient) => overlay.seqs(topic).length;
    await Promise.all(overlays.map((overlay) => overlay.until(() => eventsOf(overlay) >= 15, 20_000)));

    // Some overlays go away (an OBS scene switch) and will come back with their last seq after the restart.
    const away = overlays.slice(0, RESUMING);
    const staying = overlays.slice(RESUMING);
    const lastSeen = away.map((overlay) => overlay.seqs(topic).at(-1)!);
    for (const overlay of away) overlay.ws.close();
    await Promise.all(away.map((overlay) => overlay.closed));
    // More events while they are away; they will be lost with Redis.
    const beforeKill = Math.max(...staying.map((overlay) => overlay.seqs(topic).at(-1)!));
    await Promise.all(staying.map((overlay) => overlay.until(() => (overlay.seqs(topic).at(-1) ?? 0) >= beforeKill + 5, 20_000)));

    await redis.kill();
    // The room plays on (its events wait for Redis, and so does the game that scores them), and the host adjusts
    // scores (the command path the REST route takes; REST itself needs the staff session, which is in Redis).
    for (let i = 0; i < ADJUSTS; i += 1) {
      await t.app.games.command(id, { type: 'adjust', adjustment: scoreAdjustmentSchema.parse({ streamerId: 'luna_1', score: ADJUST_POINTS }), by: 'admin' });
    }
    await sleep(1_000);
    await redis.start();

    const resumed: WsClient[] = [];
    for (const [i, since] of lastSeen.entries()) {
      const overlay = await connectOverlayWs(t.app, key);
      cleanups.push(async () => {
        if (!overlay.isClosed()) overlay.ws.terminate();
      });
      overlay.send({ type: 'subscribe', topics: [{ topic, sinceSeq: since }] });
      resumed[i] = overlay;
    }
    const afterRestart = await hub.headSeq(topic);
    await Promise.all([...staying, ...resumed].map((overlay) => overlay.until(() => (overlay.seqs(topic).at(-1) ?? 0) >= afterRestart + 10, 20_000)));

    // Quiet down: the room stops (its open streaks are counted), the round ends; then nothing more is published.
    expect((await api('DELETE', '/api/live/rooms', [roomId])).statusCode).toBe(200);
    expect((await api('POST', `/api/liveConfigs/${id}/round/end`)).statusCode).toBe(200);
    const head = await until(
      async () => {
        const before = await hub.headSeq(topic);
        await sleep(300);
        return before === (await hub.headSeq(topic)) ? before : -1;
      },
      (value) => value > 0,
    );
    const everyone = [...staying, ...resumed];
    await Promise.all(everyone.map((overlay) => overlay.until(() => overlay.seqs(topic).at(-1) === head, 20_000)));
    const truth = (await api('GET', `/api/liveConfigs/${id}/view`)).json<GameView>();
    expect(truth.round.status).toBe('ended');

    // Overlays that stayed: every event once, in order, no gap — the events published during the outage included.
    const reference = new Map<number, string>();
    for (const [i, overlay] of staying.entries()) {
      expect(overlay.isClosed(), `overlay ${i} stays connected`).toBe(false);
      const { seqs, gaps } = checkSequence(overlay.frames, `overlay ${i}`);
      expect(gaps, `overlay ${i} lost nothing`).toEqual([]);
      expect(seqs.at(-1)).toBe(head);
      // The same event under the same seq for everyone.
      for (const frame of overlay.frames) {
        if (frame.type !== 'event') continue;
        const json = JSON.stringify((frame as EventFrame).event);
        const seen = reference.get(frame.seq);
        if (seen === undefined) reference.set(frame.seq, json);
        else expect(json, `seq ${frame.seq} on overlay ${i}`).toBe(seen);
      }
      expect(scoresOf(shownView(overlay.frames)!), `overlay ${i} shows the real scores`).toEqual(scoresOf(truth));
      // Seqs alone cannot tell a reused seq from a new event: the game's own ledger numbers can. Every counted
      // gift of the round reached this overlay once, in order, the ones scored while Redis was away included.
      const ledger = ledgerOf(overlay.frames);
      expect(ledger.map((entry) => entry.seq), `overlay ${i}: every score entry once, in order`).toEqual(range(1, ledger.length));
      expect(ledger.reduce((sum, entry) => sum + entry.delta, 0), `overlay ${i}: the entries add up to the scores`).toBe(total(scoresOf(truth)));
      expect(ledger.filter((entry) => entry.delta === ADJUST_POINTS), `overlay ${i}: the adjustments made while Redis was away`).toHaveLength(ADJUSTS);
    }
    expect(head).toBeGreaterThan(afterRestart);

    // Overlays that were away: the events they missed went with Redis, but this instance published them and kept
    // them, so the resume gets them all (another instance would send a gap and a snapshot: server/live/hub tests).
    for (const [i, overlay] of resumed.entries()) {
      const label = `resumed overlay ${i} (after seq ${lastSeen[i]})`;
      const before = away[i]!;
      const { seqs, gaps } = checkSequence(overlay.frames, label);
      expect(gaps, label).toEqual([]);
      expect(seqs[0], label).toBe(lastSeen[i]! + 1);
      expect(seqs.at(-1)).toBe(head);
      for (const frame of overlay.frames) if (frame.type === 'event') expect(JSON.stringify(frame.event), `${label} seq ${frame.seq}`).toBe(reference.get(frame.seq));
      const ledger = [...ledgerOf(before.frames), ...ledgerOf(overlay.frames)];
      expect(ledger.map((entry) => entry.seq), `${label}: every score entry once, in order`).toEqual(range(1, ledger.length));
      expect(ledger.reduce((sum, entry) => sum + entry.delta, 0), label).toBe(total(scoresOf(truth)));
      expect(scoresOf(shownView([...before.frames, ...overlay.frames])!), `${label} shows the real scores`).toEqual(scoresOf(truth));
    }
    // The scores moved across the restart (the simulator kept giving), so the comparison above means something.
    expect(total(scoresOf(truth))).toBeGreaterThan(0);
  }, 45_000);
});
