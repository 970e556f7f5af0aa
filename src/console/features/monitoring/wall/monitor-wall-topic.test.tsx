/**
 * The wall on its websocket topic (`monitor:wall`): it polls REST until the topic's snapshot comes, polls no more while
 * the topic is followed (its walls and alerts show as they come), polls again while the socket is down, and takes the
 * topic up again after the reconnect (resumed after its last seq).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WALL_TOPIC } from '../../../../../streams/contracts/monitor-wall';
import type { RealtimeClient } from '@shared/realtime/realtime-client';
import { FakeWebSocket, latestSocket } from '@shared/realtime/testing/fake-web-socket';
import { server } from '../../../../test/msw-server';
import { alert, scriptedWall, snapshot, tile } from './testing/wall-fixtures';
import { renderWall } from './testing/render-wall';

let client: RealtimeClient | undefined;
afterEach(() => {
  client?.close();
  client = undefined;
});

const SLOW = { timeout: 10_000 };
const figure = (name: string, which: 'viewers' | 'diamonds') => screen.getByRole('article', { name }).querySelector(`[data-figure="${which}"]`)?.textContent;

describe('monitoring wall on the websocket', { timeout: 30_000 }, () => {
  it('follows the topic instead of polling while the socket is up, and polls while it is down', async () => {
    const wall = scriptedWall([snapshot({ tiles: [tile(1, { diamonds: 1_000 })] })]);
    server.use(wall.handler);
    client = renderWall().client;
    expect(await screen.findByRole('article', { name: 'Streamer 1 (@streamer_1)' }, SLOW)).toBeInTheDocument();
    // Before the socket is up: polls.
    await waitFor(() => expect(wall.queries.length).toBeGreaterThan(1), SLOW);

    const socket = latestSocket();
    act(() => socket.accept());
    await waitFor(() => expect(socket.framesOf('subscribe').flatMap((f) => f.topics)).toContainEqual({ topic: WALL_TOPIC }));
    act(() => socket.deliver({ type: 'subscribed', topic: WALL_TOPIC, headSeq: 4 }));
    act(() => socket.deliver({ type: 'snapshot', topic: WALL_TOPIC, seq: 4, state: snapshot({ tiles: [tile(1, { diamonds: 2_000 }), tile(2)] }) }));
    await waitFor(() => expect(figure('Streamer 1 (@streamer_1)', 'diamonds')).toBe('2K'));
    expect(screen.getByRole('article', { name: 'Streamer 2 (@streamer_2)' })).toBeInTheDocument();

    // Followed: a change comes as an event (a tile gone, an alert raised); the wall asks nothing meanwhile.
    const polled = wall.queries.length;
    const later = snapshot({ tiles: [tile(1, { diamonds: 3_000 })], alerts: [alert(9)], lastAlertId: 9 });
    act(() => socket.deliver({ type: 'event', topic: WALL_TOPIC, seq: 5, event: { type: 'wall', wall: { ...later, serverTime: later.serverTime + 1_000 } } }));
    await waitFor(() => expect(figure('Streamer 1 (@streamer_1)', 'diamonds')).toBe('3K'));
    expect(screen.queryByRole('article', { name: 'Streamer 2 (@streamer_2)' })).toBeNull();
    expect(within(screen.getByRole('complementary')).getAllByRole('listitem')).toHaveLength(1);
    // Many poll intervals later (the test's is 40 ms), still no request.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(wall.queries.length).toBe(polled);

    // The socket drops: polls again, asking after the last alert it has.
    act(() => socket.serverClose(1006));
    await waitFor(() => expect(wall.queries.length).toBeGreaterThan(polled + 1), SLOW);
    expect(wall.queries[polled]?.get('alertsAfter')).toBe('9');

    // Back: resumed after seq 5, and polls stop again.
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(1), SLOW);
    const next = latestSocket();
    act(() => next.accept());
    await waitFor(() => expect(next.framesOf('subscribe').flatMap((f) => f.topics)).toContainEqual({ topic: WALL_TOPIC, sinceSeq: 5 }));
    const resumed = wall.queries.length;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(wall.queries.length).toBeLessThanOrEqual(resumed + 1);
  });
});
