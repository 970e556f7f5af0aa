import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../test/msw-server';
import { OverlayApp } from './overlay-app';
import { readOverlayParams, type OverlayRoute } from './overlay-params';
import { demoKoreaGameView } from './feed/demo-data';
import { gameView } from './testing/game-view-fixture';

// The socket side is the realtime client's business (live-feed.test.ts); here it is a stub that stays quiet.
const connectLiveFeed = vi.hoisted(() => vi.fn(() => ({ retry() {}, close() {} })));
vi.mock('./feed/live-feed', () => ({ connectLiveFeed }));

const ROUTES: OverlayRoute[] = ['pkProgress', 'pkTurntable', 'flowerProgress', 'flowerPlayerList', 'pkScoreRanking', 'vehicleAnimation', 'koreaGroupPk', 'koreaScoreRanking'];

function refuseEveryKey() {
  const asked: string[] = [];
  server.use(
    http.get('/api/overlay/*', ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return HttpResponse.json({ status: 403, message: 'This overlay link is not valid: the key is wrong or was replaced' }, { status: 403 });
    }),
  );
  return asked;
}

describe('a wrong or replaced key', () => {
  it.each(ROUTES)('%s shows only the small error and opens no socket', async (route) => {
    const asked = refuseEveryKey();
    const { container } = render(<OverlayApp route={route} params={readOverlayParams('?key=wrong')} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This overlay link is not valid');
    expect(container.children).toHaveLength(1);
    expect(container.querySelector('.ov-stage')).toBeNull();
    expect(connectLiveFeed).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(asked.length).toBeLessThanOrEqual(2); // the ranking asks view and ranking in parallel, once
  });

  it('a link without a key says so, and asks nothing', () => {
    const { container } = render(<OverlayApp route="pkProgress" params={readOverlayParams('')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This overlay link has no key');
    expect(container.children).toHaveLength(1);
  });

  it('an unknown overlay path says so', () => {
    render(<OverlayApp route={null} params={readOverlayParams('?key=k')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown overlay');
  });
});

describe('a valid key', () => {
  it('shows the game from the REST view, then connects the socket to its config', async () => {
    const now = Date.now();
    const round = { ...gameView().round, startedAt: now - 60_000, pkEndsAt: now + 250_000 };
    server.use(http.get('/api/overlay/view', () => HttpResponse.json({ configId: 7, view: gameView({ serverNow: now, round }) })));
    render(<OverlayApp route="pkProgress" params={readOverlayParams('?key=good&dot=1')} />);
    expect(await screen.findByText('Alice')).toBeInTheDocument();
    expect(screen.getByText('Bob')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^0[45]:\d\d$/);
    await waitFor(() => expect(connectLiveFeed).toHaveBeenCalledWith(expect.objectContaining({ overlayKey: 'good', configId: 7 })));
    // `dot=1`: the dot in every state.
    expect(screen.getByRole('status', { name: 'Connecting' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('draws no connection dot while all is well, and the dot while the connection is lost', async () => {
    connectLiveFeed.mockClear();
    server.use(http.get('/api/overlay/view', () => HttpResponse.json({ configId: 7, view: gameView() })));
    render(<OverlayApp route="pkProgress" params={readOverlayParams('?key=good')} />);
    expect(await screen.findByText('Alice')).toBeInTheDocument();
    await waitFor(() => expect(connectLiveFeed).toHaveBeenCalled());
    const { handlers } = (connectLiveFeed.mock.calls.at(-1) as unknown as [{ handlers: { onConnection(status: string): void } }])[0];
    expect(document.querySelector('.ov-dot')).toBeNull();
    act(() => handlers.onConnection('open'));
    expect(document.querySelector('.ov-dot')).toBeNull();
    act(() => handlers.onConnection('lost'));
    expect(await screen.findByRole('status', { name: 'Disconnected, reconnecting' })).toBeInTheDocument();
    act(() => handlers.onConnection('open'));
    await waitFor(() => expect(document.querySelector('.ov-dot')).toBeNull());
  });

  it('says, unobtrusively, when the host room is not live, and nothing once it is', async () => {
    const notLive = gameView({ hostRoom: { state: 'notLive', source: 'simulator', uniqueId: 'friday_host', roomId: null, since: 5_000, reason: null } });
    server.use(http.get('/api/overlay/view', () => HttpResponse.json({ configId: 7, view: notLive })));
    const { unmount } = render(<OverlayApp route="pkProgress" params={readOverlayParams('?key=good')} />);
    const notice = await screen.findByText('Host room not live');
    expect(notice).toHaveRole('status');
    expect(notice).toHaveClass('ov-notice');
    expect(screen.getByText('Alice')).toBeInTheDocument();
    unmount();

    server.use(http.get('/api/overlay/view', () => HttpResponse.json({ configId: 7, view: gameView() })));
    render(<OverlayApp route="pkProgress" params={readOverlayParams('?key=good')} />);
    expect(await screen.findByText('Alice')).toBeInTheDocument();
    expect(document.querySelector('.ov-notice')).toBeNull();
  });

  it('shows the ranking rows', async () => {
    server.use(
      http.get('/api/overlay/view', () => HttpResponse.json({ configId: 7, view: gameView({ pluginStyle: 'ramadan' }) })),
      http.get('/api/overlay/ranking', () => HttpResponse.json([{ rank: 1, anchorId: 'a', nickname: 'Alice', score: 12_345, avatarUrl: null }])),
    );
    render(<OverlayApp route="pkScoreRanking" params={readOverlayParams('?key=good&range=thisWeek')} />);
    expect(await screen.findByText('Alice')).toBeInTheDocument();
    expect(screen.getByText('12.34K')).toBeInTheDocument();
    expect(screen.getByText('This week')).toBeInTheDocument();
  });
});

describe('the Korea group PK pages', () => {
  it.each(['koreaGroupPk', 'koreaScoreRanking'] as const)('%s shows the event from the REST view, then connects to its config', async (route) => {
    connectLiveFeed.mockClear();
    server.use(http.get('/api/overlay/view', () => HttpResponse.json({ configId: 9, view: { ...demoKoreaGameView(Date.now(), 'solo'), configId: 9 } })));
    render(<OverlayApp route={route} params={readOverlayParams('?key=good')} />);
    expect(await screen.findByTestId('korea-performer')).toHaveTextContent('유나 Yuna');
    expect(screen.getByTestId(route === 'koreaGroupPk' ? 'korea-total-kr-2' : 'korea-points-kr-2')).toHaveAttribute('data-value', route === 'koreaGroupPk' ? '38150' : '18900');
    await waitFor(() => expect(connectLiveFeed).toHaveBeenCalledWith(expect.objectContaining({ overlayKey: 'good', configId: 9 })));
  });

  it('a key of another game says the link is not of a Korea event, and draws no board', async () => {
    server.use(http.get('/api/overlay/view', () => HttpResponse.json({ configId: 7, view: gameView() })));
    const { container } = render(<OverlayApp route="koreaGroupPk" params={readOverlayParams('?key=good')} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not of a Korea group PK event');
    expect(container.querySelector('.ov-stage')).toBeNull();
  });

  it.each(['koreaGroupPk', 'koreaScoreRanking'] as const)('%s shows a sample event with demo=1, whatever the style', async (route) => {
    render(<OverlayApp route={route} params={readOverlayParams('?demo=1&style=battle')} />);
    expect(await screen.findByTestId('korea-performer')).toHaveTextContent('유나 Yuna');
    expect(screen.getByRole('status', { name: 'Demo data' })).toBeInTheDocument();
  });
});

describe('demo data', () => {
  it.each(['pkProgress', 'pkScoreRanking', 'vehicleAnimation'] as const)('%s renders its sample data without asking the server', async (route) => {
    render(<OverlayApp route={route} params={readOverlayParams('?demo=1&style=battle')} />);
    expect(await screen.findByText(route === 'vehicleAnimation' ? 'Sofia has arrived' : 'Luna Star')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Demo data' })).toBeInTheDocument();
  });
});
