import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RealtimeClient } from '@shared/realtime/realtime-client';
import { latestSocket } from '@shared/realtime/testing/fake-web-socket';
import { server } from '../../../../test/msw-server';
import { gameHandlers, gameView, page } from '../testing/game-fixtures';
import { renderGamePage } from '../testing/render-game-page';
import { LiveConfigControlPage } from './live-config-control-page';
import { recorded } from '../../../../test/crud-page';

const T = Date.now();
const notStarted = gameView({ serverNow: T, round: { status: 'notStarted', counting: false, round: 0, startedAt: null, pkEndsAt: null, autoEndAt: null, endedAt: null }, board: [] });
const collecting = gameView({ serverNow: T + 1 });
const ended = gameView({ serverNow: T + 2, round: { ...collecting.round, status: 'ended', counting: false, endedAt: T + 2 } });

let client: RealtimeClient | undefined;
const commands = recorded<string>();

beforeEach(() => {
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

  it('says when the host room is not live and why, and when none of the selected gifts arrives; a live room clears it', async () => {
    const notLive = gameView({
      serverNow: T,
      hostRoom: { state: 'notLive', source: 'euler', uniqueId: 'friday_host', roomId: null, since: T - 90_000, reason: 'The host room could not be started: source: euler needs EULER_API_KEY' },
      giftArrivals: { status: 'neverArrived', gifts: [{ giftId: '6247', giftName: 'Heart' }, { giftId: '7934', giftName: 'Heart Me' }], otherGifts: 31, watchedMs: 120_000 },
    });
    server.use(...gameHandlers(notLive));
    client = renderGamePage(<LiveConfigControlPage />, '/live/group/control?configId=7').client;
    const room = await screen.findByTestId('host-room');
    expect(room).toHaveAttribute('data-state', 'notLive');
    expect(room).toHaveRole('alert');
    expect(room).toHaveTextContent('The host room is not live');
    expect(room).toHaveTextContent('@friday_host (Euler Stream) has had no live room since');
    expect(room).toHaveTextContent('The round keeps its scores and picks the streamer\'s room up again as soon as it is back.');
    expect(room).toHaveTextContent('Why: The host room could not be started: source: euler needs EULER_API_KEY');
    const gifts = screen.getByTestId('gift-arrivals');
    expect(gifts).toHaveTextContent('None of the selected gifts has arrived in the host room this round');
    expect(gifts).toHaveTextContent('Selected: Heart (ID 6247) and Heart Me (ID 7934). The room sent 31 other gifts meanwhile.');

    // The streamer's room is back (a socket event carries the new view): the warning gives way to the live line.
    const live = gameView({ serverNow: T + 5_000, hostRoom: { state: 'live', source: 'euler', uniqueId: 'friday_host', roomId: 'friday_host-ab12', since: T + 4_000 } });
    act(() => latestSocket().accept());
    await waitFor(() => expect(latestSocket().framesOf('subscribe')).toHaveLength(1));
    act(() => latestSocket().deliver({ type: 'subscribed', topic: 'config:7', headSeq: 3 }));
    act(() => latestSocket().deliver({ type: 'event', topic: 'config:7', seq: 4, event: { kind: 'hostRoom', view: live } }));
    await waitFor(() => expect(screen.getByTestId('host-room')).toHaveAttribute('data-state', 'live'));
    expect(screen.getByTestId('host-room')).toHaveTextContent('Host room: @friday_host (Euler Stream), room friday_host-ab12');
    expect(screen.queryByTestId('gift-arrivals')).toBeNull();
  });

  it('asks to name the host streamer of a configuration that still names a room id', async () => {
    server.use(...gameHandlers(gameView({ serverNow: T, hostRoom: { state: 'unresolved', roomId: 'sim-abc123' } })));
    client = renderGamePage(<LiveConfigControlPage />, '/live/group/control?configId=7').client;
    const room = await screen.findByTestId('host-room');
    expect(room).toHaveTextContent('This configuration does not name its host streamer');
    expect(room).toHaveTextContent('It names room sim-abc123');
  });

  it('shows no round buttons without liveConfig:control', async () => {
    client = renderGamePage(<LiveConfigControlPage />, '/live/group/control?configId=7', ['liveConfig:list']).client;
    await screen.findByTestId('scoreboard');
    expect(screen.queryByRole('button', { name: 'Start round' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Adjust score' })).toBeNull();
  });
});
