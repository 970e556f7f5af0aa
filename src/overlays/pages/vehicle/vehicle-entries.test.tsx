import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw-server';
import type { LiveFeedHandlers } from '../../feed/live-feed';
import { OverlayApp } from '../../overlay-app';
import { readOverlayParams } from '../../overlay-params';
import { entryEvent, gameView } from '../../testing/game-view-fixture';

// The socket side is the realtime client's business (live-feed.test.ts): here a stub whose handlers the test drives.
const connectLiveFeed = vi.hoisted(() => vi.fn((_options: { handlers: LiveFeedHandlers }) => ({ retry() {}, close() {} })));
vi.mock('../../feed/live-feed', () => ({ connectLiveFeed }));

/** Opens /vehicleAnimation?key=good&dot=1 (the connection dot shown while live too) on a game at server time `now`; resolves with the socket handlers. */
async function openOverlay(now: number): Promise<LiveFeedHandlers> {
  connectLiveFeed.mockClear();
  server.use(http.get('/api/overlay/view', () => HttpResponse.json({ configId: 7, view: gameView({ serverNow: now, pluginStyle: 'default' }) })));
  render(<OverlayApp route="vehicleAnimation" params={readOverlayParams('?key=good&dot=1')} />);
  await waitFor(() => expect(connectLiveFeed).toHaveBeenCalledWith(expect.objectContaining({ configId: 7 })));
  return connectLiveFeed.mock.calls[0]![0].handlers;
}

describe('/vehicleAnimation with a key', () => {
  it("plays a configured viewer's join from the game feed, and the next one after it, each once", async () => {
    const now = Date.now();
    const handlers = await openOverlay(now);
    act(() => handlers.onConnection('open'));
    expect(await screen.findByRole('status', { name: 'Live' })).toBeInTheDocument();
    const base = gameView({ serverNow: now });
    act(() => {
      handlers.onEvent(entryEvent(base, 'j1', now + 100));
      handlers.onEvent(entryEvent(base, 'j2', now + 200));
      handlers.onEvent(entryEvent(base, 'j1', now + 100, now + 300)); // delivered again
    });
    expect(await screen.findByText('Fan j1 has arrived')).toBeInTheDocument();
    const video = document.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/files/animations/racer.mp4');
    act(() => video.dispatchEvent(new Event('ended')));
    expect(await screen.findByText('Fan j2 has arrived')).toBeInTheDocument();
    act(() => document.querySelector('video')!.dispatchEvent(new Event('ended')));
    await waitFor(() => expect(screen.queryByText(/has arrived/)).toBeNull());
  });

  it('does not replay joins from before the page loaded, nor joins more than 60 s old', async () => {
    const now = Date.now();
    const handlers = await openOverlay(now);
    const base = gameView({ serverNow: now });
    act(() => {
      handlers.onView(gameView({ serverNow: now + 50 })); // the socket's snapshot
      handlers.onEvent(entryEvent(base, 'before', now - 5_000, now - 10)); // published before the first view
      handlers.onEvent(entryEvent(base, 'stale', now - 61_000, now + 100)); // a reconnect's replay of an old join
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/has arrived/)).toBeNull();
  });
});
