/**
 * The operator is told at once: a dispatched order reaches their `orders:<userId>` topic on the websocket, whether
 * they hold a console session or a phone's link key; nobody else may read that topic.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnchorRow } from '../../../streams/contracts/anchors';
import { orderTopicEventSchema, ordersTopic } from '../../../streams/contracts/anchor-orders';
import type { IssuedLinkKey } from '../../../streams/contracts/link-keys';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { connectLinkKeyWs, connectWs } from '../helpers/ws-client';
import { call, freshId, handClock, OPERATOR, staff, targetBody } from './crm-fixtures';

let t: TestApp;
const clock = handClock(Date.now());
beforeAll(async () => {
  t = await buildTestApp({ crm: { now: clock.now, sweepMs: 0 } });
});
afterAll(() => t?.close());

describe('orders on the websocket', () => {
  it('tells the operator’s console and phone of a new order, and refuses another user’s topic', async () => {
    const operator = await staff(t.app, OPERATOR);
    const streamer = await call<AnchorRow>(t.app, operator, 'POST', '/api/anchors/target', targetBody(freshId('ws')), 201);
    const { key } = await call<IssuedLinkKey>(t.app, operator, 'POST', '/api/linkKeys', {}, 201);

    const consoleWs = await connectWs(t.app, operator.headers.authorization!);
    const phone = await connectLinkKeyWs(t.app, key);
    for (const ws of [consoleWs, phone]) {
      ws.send({ type: 'subscribe', topics: [{ topic: ordersTopic(operator.id) }] });
      await ws.next('subscribed');
    }
    await t.app.crm.dispatch({ uniqueId: streamer.uniqueId, startedAt: clock.now() - 5_000, sessionId: null });
    for (const ws of [consoleWs, phone]) {
      const frame = await ws.next('event');
      expect(orderTopicEventSchema.parse(frame.event)).toMatchObject({ type: 'order.dispatched', remainingMs: 175_000, order: { anchorRowId: streamer.id, status: 'unconfirmed' } });
    }

    // The phone's key opens only its user's orders, and a revoked key is closed.
    phone.send({ type: 'subscribe', topics: [{ topic: ordersTopic(operator.id + 1) }] });
    expect((await phone.closed).code).toBe(4403);
    consoleWs.send({ type: 'subscribe', topics: [{ topic: 'room:abc' }] });
    expect((await consoleWs.closed).code).toBe(4403);
    const unknown = await connectLinkKeyWs(t.app, 'no-such-key');
    expect((await unknown.closed).code).toBe(4401);
  });
});
