import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RealtimeClient } from '../../../../shared/realtime/realtime-client';
import { server } from '../../../../test/msw-server';
import { resetStores } from '../../../../test/reset-stores';
import { gameHandlers, gameView, page } from '../testing/game-fixtures';
import { renderGamePage } from '../testing/render-game-page';
import { LiveConfigControlPage } from './live-config-control-page';

const T = Date.now();
const notStarted = gameView({ serverNow: T, round: { status: 'notStarted', counting: false, round: 0, startedAt: null, pkEndsAt: null, autoEndAt: null, endedAt: null }, board: [] });
const collecting = gameView({ serverNow: T + 1 });
const ended = gameView({ serverNow: T + 2, round: { ...collecting.round, status: 'ended', counting: false, endedAt: T + 2 } });

let client: RealtimeClient | undefined;
let commands: string[] = [];

beforeEach(() => {
  resetStores();
  commands = [];
  server.use(
    http.post('/api/liveConfigs/7/round/start', () => {
      commands.push('start');
      return HttpResponse.json(collecting);
    }),
    http.post('/api/liveConfigs/7/round/end', () => {
      commands.push('end');
      return HttpResponse.json(ended);
    }),
    http.get('/api/liveConfigs/7/entries', () =>
      HttpResponse.json(
        page([
          { seq: 2, round: 1, streamerId: 'sol', delta: -30, at: T, time: '2024-05-01 20:01:00', cause: { kind: 'manual', by: 'admin', reason: 'duplicate gift' } },
          {
            seq: 1,
            round: 1,
            streamerId: 'luna',
            delta: 15,
            at: T,
            time: '2024-05-01 20:00:30',
            cause: { kind: 'gift', key: 'm1|3', msgId: 'm1', user: { userId: 'u1', uniqueId: 'fan1', nickname: 'Fan 1', avatarUrl: null }, giftId: '5655', giftName: 'Rose', count: 3, price: 5 },
          },
        ]),
      ),
    ),
    ...gameHandlers(notStarted),
  );
});
afterEach(() => {
  client?.close();
  client = undefined;
});

describe('round control', { timeout: 20_000 }, () => {
  it('starts at once, ends after asking, with the countdown and the ledger beside', async () => {
    const user = userEvent.setup();
    client = renderGamePage(<LiveConfigControlPage />, '/live/group/control?configId=7').client;
    expect(await screen.findAllByText('Not started')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'End round' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Start round' }));
    expect(await screen.findByText('Round started')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('timer')[0]).toHaveTextContent(/PK time left 0[34]:\d\d/));
    const board = screen.getByTestId('scoreboard');
    expect(within(board).getByTestId('score-luna')).toHaveAttribute('data-score', '120');

    const ledger = screen.getByRole('table', { name: 'Score ledger' });
    expect(await within(ledger).findByText('Rose ×3 from Fan 1 (5 each)')).toBeInTheDocument();
    expect(within(ledger).getByText('Adjusted by admin: duplicate gift')).toBeInTheDocument();
    expect(within(ledger).getByText('-30')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'End round' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('End this round? Gifts stop scoring and the scores stay on the board.');
    expect(commands).toEqual(['start']);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Round ended')).toBeInTheDocument();
    expect(commands).toEqual(['start', 'end']);
    await waitFor(() => expect(screen.getAllByTestId('round-status')[0]).toHaveAttribute('data-round-phase', 'ended'));
  });

  it('shows no round buttons without liveConfig:control', async () => {
    client = renderGamePage(<LiveConfigControlPage />, '/live/group/control?configId=7', ['liveConfig:list']).client;
    await screen.findByTestId('scoreboard');
    expect(screen.queryByRole('button', { name: 'Start round' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Adjust score' })).toBeNull();
  });
});
