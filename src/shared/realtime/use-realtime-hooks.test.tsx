import { act, renderHook } from '@testing-library/react';
import { filter, map, scan, type Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeClient, type RealtimeClient, type TopicItem } from './realtime-client';
import { FakeWebSocket, latestSocket } from './testing/fake-web-socket';
import { useConnectionState } from './use-connection-state';
import { useTopic } from './use-topic';

/** Counts events, resetting on a gap (a view would reload its snapshot there). */
const countEvents = (items$: Observable<TopicItem>) =>
  items$.pipe(
    filter((item) => item.kind !== 'snapshot'),
    scan((count, item) => (item.kind === 'gap' ? 0 : count + 1), 0),
    map((count) => ({ count })),
  );

let client: RealtimeClient;
beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.instances = [];
  client = createRealtimeClient({ url: '/websocket', token: 't', WebSocketImpl: FakeWebSocket, random: () => 0.5 });
});
afterEach(() => {
  client.close();
  vi.useRealTimers();
});

describe('realtime hooks', () => {
  it('useConnectionState follows the connection', () => {
    const { result } = renderHook(() => useConnectionState(client));
    expect(result.current).toEqual({ status: 'connecting', attempt: 0 });
    act(() => latestSocket().accept());
    expect(result.current).toEqual({ status: 'open' });
    act(() => latestSocket().serverClose(4401, 'Unauthorized'));
    expect(result.current).toMatchObject({ status: 'closed', needsSignIn: true });
  });

  it('useTopic renders the pipeline value and releases the topic on unmount', () => {
    act(() => latestSocket().accept());
    const initial = { count: 0 };
    const { result, unmount } = renderHook(() => useTopic(client, 'room:1', countEvents, initial));
    expect(result.current).toBe(initial);
    expect(latestSocket().framesOf('subscribe')).toEqual([{ type: 'subscribe', topics: [{ topic: 'room:1' }], batch: true }]);
    act(() => {
      latestSocket().deliver({ type: 'event', topic: 'room:1', seq: 1, event: {} });
      latestSocket().deliver({ type: 'event', topic: 'room:1', seq: 2, event: {} });
    });
    expect(result.current).toEqual({ count: 2 });
    unmount();
    expect(latestSocket().framesOf('unsubscribe')).toEqual([{ type: 'unsubscribe', topics: ['room:1'] }]);
  });

  it('useTopic updates the view once for a batched frame of many events, not once per event', () => {
    act(() => latestSocket().accept());
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useTopic(client, 'room:2', countEvents, { count: 0 });
    });
    act(() => latestSocket().deliver({ type: 'subscribed', topic: 'room:2', headSeq: 0 }));
    const before = renders;
    act(() => latestSocket().deliver({ type: 'events', topic: 'room:2', fromSeq: 1, events: Array.from({ length: 300 }, () => ({})) }));
    expect(result.current).toEqual({ count: 300 });
    expect(renders - before).toBe(1);
  });
});
