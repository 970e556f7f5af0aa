import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, latestSocket } from '@shared/realtime/testing/fake-web-socket';
import { gameView, scoreEvent } from '../testing/game-view-fixture';
import { connectLiveFeed, dotStatusOf, type LiveFeed, type LiveFeedHandlers } from './live-feed';

let live: LiveFeed | undefined;
let handlers: { [K in keyof LiveFeedHandlers]: ReturnType<typeof vi.fn> };

beforeEach(() => {
  FakeWebSocket.instances = [];
  handlers = { onView: vi.fn(), onEvent: vi.fn(), onGap: vi.fn(), onConnection: vi.fn(), onRefused: vi.fn() };
  live = connectLiveFeed({ overlayKey: 'key 1', configId: 7, handlers: handlers as unknown as LiveFeedHandlers, WebSocketImpl: FakeWebSocket });
});
afterEach(() => live?.close());

describe('live feed', () => {
  it('connects with the overlay key and subscribes to config:<id>', () => {
    const socket = latestSocket();
    expect(new URL(socket.url).searchParams.get('key')).toBe('key 1');
    socket.accept();
    expect(socket.framesOf('subscribe')).toEqual([{ type: 'subscribe', topics: [{ topic: 'config:7' }], batch: true }]);
    expect(handlers.onConnection).toHaveBeenLastCalledWith('open');
  });

  it('passes the snapshot and valid events on; drops an invalid event', () => {
    const socket = latestSocket();
    socket.accept();
    const view = gameView();
    socket.deliver({ type: 'snapshot', topic: 'config:7', seq: 3, state: view });
    expect(handlers.onView).toHaveBeenCalledWith(view);
    const event = scoreEvent(view, 'a', 5, 11_000);
    socket.deliver({ type: 'event', topic: 'config:7', seq: 4, event });
    socket.deliver({ type: 'event', topic: 'config:7', seq: 5, event: { kind: 'score', view: { broken: true } } });
    expect(handlers.onEvent).toHaveBeenCalledTimes(1);
    expect(handlers.onEvent).toHaveBeenCalledWith(event);
  });

  it('asks for a reload on a gap', () => {
    const socket = latestSocket();
    socket.accept();
    socket.deliver({ type: 'snapshot', topic: 'config:7', seq: 3, state: gameView() });
    socket.deliver({ type: 'gap', topic: 'config:7', fromSeq: 9 });
    expect(handlers.onGap).toHaveBeenCalledTimes(1);
  });

  it('reports a refused key (4401) once, and reconnects on retry', () => {
    const socket = latestSocket();
    socket.serverClose(4401, 'Unauthorized');
    expect(handlers.onRefused).toHaveBeenCalledTimes(1);
    expect(handlers.onConnection).toHaveBeenLastCalledWith('lost');
    live!.retry();
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('maps connection states to the dot', () => {
    expect(dotStatusOf({ status: 'open' })).toBe('open');
    expect(dotStatusOf({ status: 'connecting', attempt: 0 })).toBe('connecting');
    expect(dotStatusOf({ status: 'connecting', attempt: 2 })).toBe('lost');
    expect(dotStatusOf({ status: 'offline' })).toBe('lost');
  });
});
