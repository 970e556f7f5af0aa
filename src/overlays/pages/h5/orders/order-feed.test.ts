import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, latestSocket } from '@shared/realtime/testing/fake-web-socket';
import { orderRow } from '../testing/h5-fixtures';
import { connectOrderFeed, type OrderFeedHandlers } from './order-feed';

let close: (() => void) | undefined;
let handlers: { [K in keyof OrderFeedHandlers]: ReturnType<typeof vi.fn> };

beforeEach(() => {
  FakeWebSocket.instances = [];
  handlers = { onEvent: vi.fn(), onGap: vi.fn(), onLive: vi.fn() };
  close = connectOrderFeed({ linkKey: 'key 1', userId: 5, handlers: handlers as unknown as OrderFeedHandlers, WebSocketImpl: FakeWebSocket });
});
afterEach(() => close?.());

describe('order feed', () => {
  it('connects with the link key instead of a token and subscribes to orders:<userId>', () => {
    const socket = latestSocket();
    const url = new URL(socket.url);
    expect(url.searchParams.get('linkKey')).toBe('key 1');
    expect(url.searchParams.has('token')).toBe(false);
    socket.accept();
    expect(socket.framesOf('subscribe')).toEqual([{ type: 'subscribe', topics: [{ topic: 'orders:5' }], batch: true }]);
    expect(handlers.onLive).toHaveBeenLastCalledWith(true);
  });

  it('passes valid order events on, drops invalid ones, and asks for a reload on a gap', () => {
    const socket = latestSocket();
    socket.accept();
    socket.deliver({ type: 'subscribed', topic: 'orders:5', headSeq: 0 });
    const event = { type: 'order.dispatched', order: orderRow({ id: 3 }), remainingMs: 120_000 };
    socket.deliver({ type: 'event', topic: 'orders:5', seq: 1, event });
    socket.deliver({ type: 'event', topic: 'orders:5', seq: 2, event: { type: 'order.dispatched', order: { id: 'x' } } });
    expect(handlers.onEvent).toHaveBeenCalledTimes(1);
    expect(handlers.onEvent).toHaveBeenCalledWith(event, expect.any(Number));
    socket.deliver({ type: 'gap', topic: 'orders:5', fromSeq: 9 });
    expect(handlers.onGap).toHaveBeenCalled();
  });

  it('reports live updates off when the key is refused', () => {
    latestSocket().serverClose(4401, 'Unauthorized');
    expect(handlers.onLive).toHaveBeenLastCalledWith(false);
  });
});
