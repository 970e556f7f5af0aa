import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, delay, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameView, SpinView } from '../../../../../streams/contracts/game-topic';
import type { RealtimeClient } from '@shared/realtime/realtime-client';
import { server } from '../../../../test/msw-server';
import { gameHandlers, gameView } from '../testing/game-fixtures';
import { renderGamePage } from '../testing/render-game-page';
import { liveConfigKeys } from '../api/live-config-keys';
import { storeGameView } from '../api/game-view-cache';
import { TurntablePage } from './turntable-page';
import { recorded } from '../../../../test/crud-page';

const options = [
  { content: 'Ticket', probability: 60 },
  { content: 'Sticker', probability: 30 },
];
const withWheel = (current: SpinView | null, serverNow = Date.now()): GameView => gameView({ serverNow, turntable: { options, current, queued: 0 } });

let client: RealtimeClient | undefined;
const spins = recorded<string>();

beforeEach(() => {
  server.use(
    http.post('/api/liveConfigs/7/turntable/spin', async ({ request }) => {
      const { requestId } = (await request.json()) as { requestId: string };
      spins.push(requestId);
      await delay(50);
      const now = Date.now();
      const spin: SpinView = {
        spinNo: spins.length,
        requestId,
        trigger: 'host',
        by: { userId: '1', nickname: 'Administrator' },
        result: { index: 1, content: 'Sticker' },
        startedAt: now - 3_000,
        endsAt: now - 1,
      };
      return HttpResponse.json(withWheel(spin, now));
    }),
    ...gameHandlers(withWheel(null)),
  );
});
afterEach(() => {
  client?.close();
  client = undefined;
});

describe('turntable page', () => {
  it('lists the prizes with the "No prize" rest; a double click spins once, and the result shows', async () => {
    const user = userEvent.setup();
    client = renderGamePage(<TurntablePage />, '/live/group/turntable?configId=7').client;
    const prizes = await screen.findByRole('table', { name: 'Prizes' });
    expect(prizes).toHaveTextContent('Ticket60%');
    expect(prizes).toHaveTextContent('No prize10%');
    expect(screen.getByText('No spin yet')).toBeInTheDocument();

    await user.dblClick(screen.getByRole('button', { name: 'Spin' }));
    const result = await screen.findByTestId('spin-result');
    expect(result).toHaveTextContent('Spin 1: Sticker (Administrator)');
    expect(result).toHaveAttribute('data-result-index', '1');
    expect(spins).toHaveLength(1);
    expect(spins[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    // A later press is a new spin with its own id.
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(spins).toHaveLength(2));
    expect(spins[1]).not.toBe(spins[0]);
  });

  it('keeps showing the result after the server clears its finished spin on the next tick', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderGamePage(<TurntablePage />, '/live/group/turntable?configId=7');
    await screen.findByRole('table', { name: 'Prizes' });
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByTestId('spin-result')).toHaveTextContent('Spin 1: Sticker (Administrator)');

    // The tick after the wheel stopped: the server's view has no current spin any more.
    const shown = queryClient.getQueryData<GameView>(liveConfigKeys.view(7))!;
    storeGameView(queryClient, withWheel(null, shown.serverNow + 1_000));
    await waitFor(() => expect(queryClient.getQueryData<GameView>(liveConfigKeys.view(7))?.turntable?.current).toBeNull());
    expect(screen.getByTestId('spin-result')).toHaveTextContent('Spin 1: Sticker (Administrator)');
    expect(screen.queryByText('No spin yet')).not.toBeInTheDocument();
  });

  it('says when the configuration has no turntable and links to its form', async () => {
    server.use(http.get('/api/liveConfigs/:id/view', () => HttpResponse.json(gameView())));
    client = renderGamePage(<TurntablePage />, '/live/group/turntable?configId=7').client;
    expect(await screen.findByText('This configuration has no turntable: add its options first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit prizes' })).toHaveAttribute('href', '/live/group/configs?edit=7');
  });
});
