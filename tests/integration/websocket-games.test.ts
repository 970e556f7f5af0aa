/**
 * `config:<id>` topics on `/websocket` (overlays connect with a per-config overlay key: read-only, one config's
 * topics only, revocable): overlay keys, staff access by permission, the snapshot
 * frame on a fresh subscribe, and game events after it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { gameTopicEventSchema, gameViewSchema } from '../../streams/contracts/game-topic';
import type { LiveConfigInput } from '../../streams/games/live-config';
import { createUser } from './helpers/fixtures';
import { auth, login } from './helpers/session';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from './helpers/test-app';
import { connectOverlayWs, connectWs, type WsClient } from './helpers/ws-client';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(options: Parameters<typeof buildTestApp>[0] = {}) {
  const t: TestApp = await buildTestApp(options);
  cleanups.push(() => t.close());
  const admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  const body: LiveConfigInput = {
    name: 'Overlay night',
    // A replay streamer with no room: nothing but the host's commands changes this game.
    room: { source: 'replay', uniqueId: 'overlay_host' },
    streamers: [
      { anchorId: 'luna_1', nickname: 'Luna', gifts: ['5655'] },
      { anchorId: 'sol_2', nickname: 'Sol', gifts: ['7934'] },
    ],
    gifts: [
      { giftId: '5655', giftName: 'Rose', price: 1 },
      { giftId: '7934', giftName: 'Heart Me', price: 1 },
    ],
    pkTime: { value: 5, unit: 'minutes' },
    autoEndSeconds: 0,
    pluginStyle: 'battle',
  };
  const created = await t.app.inject({ method: 'POST', url: '/api/liveConfigs', headers: admin, payload: body });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<{ id: number }>().id;
  const detail = (await t.app.inject({ method: 'GET', url: `/api/liveConfigs/${id}`, headers: admin })).json<{ overlayKey: string }>();
  return { t, admin, id, key: detail.overlayKey };
}

function track(ws: WsClient): WsClient {
  cleanups.push(async () => {
    if (!ws.isClosed()) ws.ws.terminate();
  });
  return ws;
}

describe('overlay keys on the websocket', () => {
  it('an overlay reads its own config topic: a snapshot of the game first, then the game events', async () => {
    const { t, admin, id, key } = await setup();
    const overlay = track(await connectOverlayWs(t.app, key));
    overlay.send({ type: 'subscribe', topics: [{ topic: `config:${id}` }] });
    await overlay.next('subscribed');
    const snapshot = await overlay.next('snapshot');
    const view = gameViewSchema.parse(snapshot.state);
    expect(view).toMatchObject({ configId: id, name: 'Overlay night', pluginStyle: 'battle', round: { status: 'notStarted' } });

    const adjust = async () => {
      const res = await t.app.inject({ method: 'POST', url: `/api/liveConfigs/${id}/adjust`, headers: admin, payload: { streamerId: 'sol_2', score: 25 } });
      expect(res.statusCode, res.body).toBe(200);
    };
    const start = await t.app.inject({ method: 'POST', url: `/api/liveConfigs/${id}/round/start`, headers: admin });
    expect(start.statusCode, start.body).toBe(200);
    await adjust();
    const score = await overlay.next('event', (frame) => gameTopicEventSchema.parse(frame.event).kind === 'score');
    const event = gameTopicEventSchema.parse(score.event);
    expect(Object.fromEntries(event.view.board.map((l) => [l.streamerId, l.score]))).toEqual({ sol_2: 25, luna_1: 0 });
  });

  it('refuses a wrong key (4401) and other topics (4403); a rotated key closes the open overlay', async () => {
    const { t, admin, id, key } = await setup({ gateway: { sessionCheckMs: 100 } });
    const wrong = track(await connectOverlayWs(t.app, 'not-a-key'));
    expect((await wrong.closed).code).toBe(4401);

    const nosy = track(await connectOverlayWs(t.app, key));
    nosy.send({ type: 'subscribe', topics: [{ topic: `config:${id + 1}` }] });
    expect((await nosy.closed).code).toBe(4403);
    const roomReader = track(await connectOverlayWs(t.app, key));
    roomReader.send({ type: 'subscribe', topics: [{ topic: 'room:sim-overlay' }] });
    expect((await roomReader.closed).code).toBe(4403);

    const open = track(await connectOverlayWs(t.app, key));
    open.send({ type: 'subscribe', topics: [{ topic: `config:${id}` }] });
    await open.next('snapshot');
    const rotated = await t.app.inject({ method: 'POST', url: `/api/liveConfigs/${id}/overlayKey`, headers: admin });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect((await open.closed).code).toBe(4401);
    const stale = track(await connectOverlayWs(t.app, key));
    expect((await stale.closed).code).toBe(4401);
  });
});

describe('staff on config topics', () => {
  it('need liveConfig:list (admin passes); a resubscribe with sinceSeq resumes without a snapshot', async () => {
    const { t, admin, id } = await setup();
    const user = await createUser(t.app, { roles: [{ permissions: ['live:list'] }] });
    const staff = track(await connectWs(t.app, (await login(t.app, user.username, user.password)).token));
    staff.send({ type: 'subscribe', topics: [{ topic: `config:${id}` }] });
    expect((await staff.closed).code).toBe(4403);

    const adminWs = track(await connectWs(t.app, admin.authorization));
    adminWs.send({ type: 'subscribe', topics: [{ topic: `config:${id}` }] });
    await adminWs.next('snapshot');
    const kindOf = (frame: { event?: unknown }) => gameTopicEventSchema.parse(frame.event).kind;
    await t.app.inject({ method: 'POST', url: `/api/liveConfigs/${id}/round/start`, headers: admin });
    const round = await adminWs.next('event', (frame) => kindOf(frame) === 'round');
    // The round started without a room of its streamer: its host room is not live.
    const notLive = await adminWs.next('event', (frame) => kindOf(frame) === 'hostRoom');
    expect(notLive.seq).toBe(round.seq + 1);
    adminWs.send({ type: 'subscribe', topics: [{ topic: `config:${id}`, sinceSeq: notLive.seq }] });
    await adminWs.next('subscribed');
    await t.app.inject({ method: 'POST', url: `/api/liveConfigs/${id}/round/end`, headers: admin });
    const ended = await adminWs.next('event', (frame) => frame.seq > notLive.seq);
    expect([ended.seq, kindOf(ended)]).toEqual([notLive.seq + 1, 'round']);
    expect(adminWs.frames.filter((f) => f.type === 'snapshot')).toHaveLength(1);
  });
});
