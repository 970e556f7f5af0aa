import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import type { LiveConfigRow } from '../../../../../streams/contracts/live-configs';
import type { RealtimeClient } from '@shared/realtime/realtime-client';
import { latestSocket } from '@shared/realtime/testing/fake-web-socket';
import { server } from '../../../../test/msw-server';
import { configDetail, configRow, gameHandlers, gameView, iceFirePair, page } from '../testing/game-fixtures';
import { renderGamePage } from '../testing/render-game-page';
import { IceFirePage } from './ice-fire-page';
import { recordBody, recorded } from '../../../../test/crud-page';

// The server's clock runs an hour ahead of the browser's: a countdown read from the browser's clock would be an hour off.
const T = Date.now() + 3_600_000;
const iceFireView = (over: Partial<GameView> = {}): GameView =>
  gameView({
    configId: 8,
    name: 'Ice and fire night',
    pluginStyle: 'iceFire',
    serverNow: T,
    board: [
      { streamerId: 'sol', score: 300, rank: 1 },
      { streamerId: 'luna', score: 100, rank: 2 },
    ],
    provisional: { luna: 12 },
    effects: [{ streamerId: 'luna', effect: 'fire', startedAt: T - 10_000, endsAt: T + 20_000 }],
    ...over,
  });
const iceFireDetail = configDetail({
  id: 8,
  name: 'Ice and fire night',
  pluginStyle: 'iceFire',
  effectSeconds: 30,
  overlayKey: 'key-8',
  pluginLink: configRow({ overlayKey: 'key-8' }).pluginLink,
  ...iceFirePair('5655'),
  view: iceFireView(),
});
const user1 = { userId: 'u1', uniqueId: 'fan1', nickname: 'Fan 1', avatarUrl: null };

let client: RealtimeClient | undefined;
let configs: LiveConfigRow[] = [];
const adjustments = recorded();

beforeEach(() => {
  configs = [configRow({ id: 8, name: 'Ice and fire night', pluginStyle: 'iceFire', overlayKey: 'key-8' }), configRow()];
  server.use(
    http.get('/api/liveConfigs', () => HttpResponse.json(page(configs))),
    http.get('/api/liveConfigs/8/view', () => HttpResponse.json(iceFireView())),
    http.get('/api/liveConfigs/8', () => HttpResponse.json(iceFireDetail)),
    http.get('/api/liveConfigs/8/entries', () =>
      HttpResponse.json(
        page([
          { seq: 3, round: 1, streamerId: 'luna', delta: 1, at: T, time: '2024-05-01 20:00:42', cause: { kind: 'effect', effect: 'fire', giftKey: 'm2|1', multiplier: 2 } },
          { seq: 2, round: 1, streamerId: 'luna', delta: 1, at: T, time: '2024-05-01 20:00:42', cause: { kind: 'gift', key: 'm2|1', msgId: 'm2', user: user1, giftId: '5655', giftName: 'Rose', count: 1, price: 1 } },
          { seq: 1, round: 1, streamerId: 'luna', delta: 0, at: T, time: '2024-05-01 20:00:40', cause: { kind: 'effect', effect: 'fire', giftKey: 'm1|1', multiplier: 2 } },
        ]),
      ),
    ),
    http.post('/api/liveConfigs/8/adjust', recordBody(adjustments, () => HttpResponse.json(iceFireView({ serverNow: T + 1, board: [{ streamerId: 'sol', score: 350, rank: 1 }, { streamerId: 'luna', score: 100, rank: 2 }] })))),
    ...gameHandlers(),
  );
});
afterEach(() => {
  client?.close();
  client = undefined;
});

const render = (path = '/live/group/ice-fire', roles?: string[]) => {
  const rendered = renderGamePage(<IceFirePage />, path, roles);
  client = rendered.client;
  return rendered;
};

describe('ice-fire battle', { timeout: 20_000 }, () => {
  it('offers only ice-fire configurations and opens the newest; fire is the first streamer, ice the second, whatever the ranks', async () => {
    const { router } = render();
    const picker = await screen.findByLabelText('Configuration');
    await waitFor(() => expect(router.state.location.search).toBe('?configId=8'));
    await waitFor(() => expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Ice and fire night · Ice and fire ball · #8']));

    const fire = await screen.findByRole('region', { name: 'Fire side: Luna' });
    const ice = screen.getByRole('region', { name: 'Ice side: Sol' });
    expect(within(fire).getByTestId('score-luna')).toHaveAttribute('data-score', '100');
    expect(within(fire).getByTestId('provisional-luna')).toHaveTextContent('+12 open');
    expect(within(ice).getByTestId('score-sol')).toHaveAttribute('data-score', '300');
    expect(await within(fire).findByTestId('trigger-luna')).toHaveTextContent('Finger Heart (price 5)');
    expect(within(ice).getByTestId('trigger-sol')).toHaveTextContent('Rose (price 1)');
    expect(screen.getByTestId('effect-duration')).toHaveTextContent('30 s');
    expect((screen.getByLabelText('PK progress link') as HTMLInputElement).value).toBe(`${window.location.origin}/pkProgress?key=key-8`);
    expect(screen.getByTestId('page-help')).toHaveTextContent("a side's trigger gift starts that side's effect for the effect duration");
  });

  it("shows the running effect on its side with the time left on server time, and the ledger's effect entries", async () => {
    render('/live/group/ice-fire?configId=8');
    const fire = await screen.findByRole('region', { name: 'Fire side: Luna' });
    expect(fire).toHaveAttribute('data-effect-active', 'true');
    expect(within(fire).getByText('Fire ×2')).toBeInTheDocument();
    expect(within(fire).getByRole('timer')).toHaveTextContent(/^00:(20|1\d) left$/);
    const ice = screen.getByRole('region', { name: 'Ice side: Sol' });
    expect(ice).toHaveAttribute('data-effect-active', 'false');
    expect(within(ice).getByText('No effect')).toBeInTheDocument();

    const ledger = screen.getByRole('table', { name: 'Score ledger' });
    expect(await within(ledger).findByText('Fire effect started (×2 for its side)')).toBeInTheDocument();
    expect(within(ledger).getByText('Fire effect ×2')).toBeInTheDocument();
    expect(within(ledger).getByText('Rose ×1 from Fan 1 (1 each)')).toBeInTheDocument();

    // The ice side's trigger arrives over the socket: its effect shows at once.
    act(() => latestSocket().accept());
    await waitFor(() => expect(latestSocket().framesOf('subscribe')).not.toHaveLength(0));
    const withIce = iceFireView({
      serverNow: T + 500,
      effects: [...iceFireView().effects, { streamerId: 'sol', effect: 'ice', startedAt: T + 500, endsAt: T + 30_500 }],
    });
    act(() => latestSocket().deliver({ type: 'event', topic: 'config:8', seq: 1, event: { kind: 'effect', view: withIce, user: user1 } }));
    await waitFor(() => expect(ice).toHaveAttribute('data-effect-active', 'true'));
    expect(within(ice).getByText('Ice ×2')).toBeInTheDocument();
  });

  it('adjusts a score and shows the new score on its side', async () => {
    const user = userEvent.setup();
    render('/live/group/ice-fire?configId=8');
    const form = await screen.findByRole('form', { name: 'Adjust score' });
    await user.selectOptions(within(form).getByLabelText('Streamer'), 'sol');
    await user.type(within(form).getByLabelText('Score'), '50');
    await user.click(within(form).getByRole('button', { name: 'Adjust' }));
    expect(await screen.findByText('50 points added to Sol')).toBeInTheDocument();
    expect(adjustments).toEqual([{ streamerId: 'sol', score: 50, direction: 'add', reason: '', flower: false }]);
    await waitFor(() => expect(screen.getByTestId('score-sol')).toHaveAttribute('data-score', '350'));
  });

  it('explains how to create one when there is no ice-fire configuration', async () => {
    configs = [configRow()];
    render();
    const empty = await screen.findByTestId('ice-fire-empty');
    expect(empty).toHaveTextContent('No ice-fire configuration yet');
    expect(empty).toHaveTextContent('"Ice and fire ball"');
    expect(within(empty).getByRole('link', { name: 'Open Configurations' })).toHaveAttribute('href', '/live/group/configs');
    expect(screen.queryByRole('region', { name: /Fire side/ })).toBeNull();
  });

  it('says so when the address names a configuration of another style', async () => {
    render('/live/group/ice-fire?configId=7');
    expect(await screen.findByText('This configuration is not in ice-fire style. Choose an ice-fire configuration above, or change its plugin style.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit configuration' })).toHaveAttribute('href', '/live/group/configs?edit=7');
    expect(screen.queryByTestId('ice-fire-arena')).toBeNull();
  });
});
