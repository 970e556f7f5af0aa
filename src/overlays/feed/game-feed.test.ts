import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/msw-server';
import { gameView, scoreEvent } from '../testing/game-view-fixture';
import { GameFeed, POLL_MS } from './game-feed';
import type { LiveFeed, LiveFeedHandlers } from './live-feed';
import { fetchOverlayRanking, fetchOverlayView, OverlayKeyError, OverlayUnavailableError } from './overlay-api';

/** A stand-in for the socket side: records the handlers so the test plays the server. */
function fakeConnect() {
  const opened: Array<{ configId: number; handlers: LiveFeedHandlers; live: LiveFeed & { closed: boolean; retries: number } }> = [];
  const connect = vi.fn(async ({ configId, handlers }: { overlayKey: string; configId: number; handlers: LiveFeedHandlers }) => {
    const live = {
      closed: false,
      retries: 0,
      retry() {
        live.retries += 1;
      },
      close() {
        live.closed = true;
      },
    };
    opened.push({ configId, handlers, live });
    return live;
  });
  return { connect, opened };
}

const requests: string[] = [];
const viewHandler = (answer: () => Response) =>
  http.get('/api/overlay/view', ({ request }) => {
    requests.push(request.url);
    return answer();
  });

let feed: GameFeed | undefined;
beforeEach(() => {
  requests.length = 0;
});
afterEach(() => {
  feed?.stop();
  feed = undefined;
  vi.useRealTimers();
});

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

describe('overlay API', () => {
  it.each([403, 404, 401, 400])('reads %i as a wrong key', async (status) => {
    server.use(http.get('/api/overlay/view', () => HttpResponse.json({ status, message: 'This overlay link is not valid' }, { status })));
    await expect(fetchOverlayView('nope')).rejects.toBeInstanceOf(OverlayKeyError);
  });

  it('reads a 500 or an unexpected body as unavailable', async () => {
    server.use(http.get('/api/overlay/view', () => HttpResponse.json({ status: 500, message: 'x' }, { status: 500 })));
    await expect(fetchOverlayView('k')).rejects.toBeInstanceOf(OverlayUnavailableError);
    server.use(http.get('/api/overlay/view', () => HttpResponse.json({ configId: 1, view: { nope: true } })));
    await expect(fetchOverlayView('k')).rejects.toBeInstanceOf(OverlayUnavailableError);
  });

  it('sends the key and range of the ranking', async () => {
    let url = '';
    server.use(
      http.get('/api/overlay/ranking', ({ request }) => {
        url = request.url;
        return HttpResponse.json([{ rank: 1, anchorId: 'a', nickname: 'Alice', score: 5, avatarUrl: null }]);
      }),
    );
    await expect(fetchOverlayRanking('k y', 'lastMonth')).resolves.toEqual([{ rank: 1, anchorId: 'a', nickname: 'Alice', score: 5, avatarUrl: null }]);
    expect(new URL(url).searchParams.get('key')).toBe('k y');
    expect(new URL(url).searchParams.get('range')).toBe('lastMonth');
  });
});

describe('game feed', () => {
  it('a wrong key: invalidKey, no socket, and nothing more is asked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(viewHandler(() => HttpResponse.json({ status: 403, message: 'This overlay link is not valid' }, { status: 403 })));
    const { connect } = fakeConnect();
    feed = new GameFeed({ overlayKey: 'wrong', connect, schedule: (notify) => notify() });
    feed.start();
    await until(() => feed!.getSnapshot().status === 'invalidKey');
    await vi.advanceTimersByTimeAsync(10 * POLL_MS);
    expect(requests).toHaveLength(1);
    expect(connect).not.toHaveBeenCalled();
    expect(feed.getSnapshot().state.view).toBeNull();
  });

  it('shows the REST view, then opens the socket on its config and applies its events', async () => {
    const view = gameView({ serverNow: Date.now() });
    server.use(viewHandler(() => HttpResponse.json({ configId: 7, view })));
    const { connect, opened } = fakeConnect();
    feed = new GameFeed({ overlayKey: 'k', connect, schedule: (notify) => notify() });
    feed.start();
    await until(() => opened.length === 1);
    expect(feed.getSnapshot()).toMatchObject({ status: 'ready' });
    expect(opened[0]!.configId).toBe(7);
    const event = scoreEvent(view, 'b', 10, view.serverNow + 100);
    opened[0]!.handlers.onConnection('open');
    opened[0]!.handlers.onEvent(event);
    expect(feed.getSnapshot().state.view).toEqual(event.view);
    expect(feed.getSnapshot().connection).toBe('open');
  });

  it('reloads the view by REST after a gap', async () => {
    const view = gameView({ serverNow: Date.now() });
    server.use(viewHandler(() => HttpResponse.json({ configId: 7, view })));
    const { connect, opened } = fakeConnect();
    feed = new GameFeed({ overlayKey: 'k', connect, schedule: (notify) => notify() });
    feed.start();
    await until(() => opened.length === 1);
    opened[0]!.handlers.onGap();
    await until(() => requests.length === 2);
  });

  it('a key replaced while open: the socket is refused, REST confirms, everything stops', async () => {
    const view = gameView({ serverNow: Date.now() });
    let valid = true;
    server.use(viewHandler(() => (valid ? HttpResponse.json({ configId: 7, view }) : HttpResponse.json({ status: 403, message: 'replaced' }, { status: 403 }))));
    const { connect, opened } = fakeConnect();
    feed = new GameFeed({ overlayKey: 'k', connect, schedule: (notify) => notify() });
    feed.start();
    await until(() => opened.length === 1);
    valid = false;
    opened[0]!.handlers.onRefused();
    await until(() => feed!.getSnapshot().status === 'invalidKey');
    expect(opened[0]!.live.closed).toBe(true);
  });

  it('polls REST while the socket is down and stops once it is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = gameView({ serverNow: Date.now() });
    server.use(viewHandler(() => HttpResponse.json({ configId: 7, view })));
    const { connect, opened } = fakeConnect();
    feed = new GameFeed({ overlayKey: 'k', connect, schedule: (notify) => notify() });
    feed.start();
    await until(() => opened.length === 1);
    opened[0]!.handlers.onConnection('lost');
    await vi.advanceTimersByTimeAsync(2 * POLL_MS + 10);
    expect(requests.length).toBe(3);
    expect(feed.getSnapshot().connection).toBe('lost');
    opened[0]!.handlers.onConnection('open');
    await vi.advanceTimersByTimeAsync(3 * POLL_MS);
    expect(requests.length).toBe(3);
  });

  it('retries while the server is unreachable, then shows the game', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let up = false;
    const view = gameView({ serverNow: Date.now() });
    server.use(viewHandler(() => (up ? HttpResponse.json({ configId: 7, view }) : HttpResponse.json({ status: 502, message: 'down' }, { status: 502 }))));
    feed = new GameFeed({ overlayKey: 'k', connect: fakeConnect().connect, schedule: (notify) => notify() });
    feed.start();
    await until(() => feed!.getSnapshot().status === 'unreachable');
    up = true;
    await vi.advanceTimersByTimeAsync(2_100);
    await until(() => feed!.getSnapshot().status === 'ready');
  });

  it('restarts cleanly (React StrictMode mounts twice): one socket', async () => {
    const view = gameView({ serverNow: Date.now() });
    server.use(viewHandler(() => HttpResponse.json({ configId: 7, view })));
    const { connect, opened } = fakeConnect();
    feed = new GameFeed({ overlayKey: 'k', connect, schedule: (notify) => notify() });
    feed.start();
    feed.stop();
    feed.start();
    await until(() => opened.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(opened.filter((o) => !o.live.closed)).toHaveLength(1);
  });
});
