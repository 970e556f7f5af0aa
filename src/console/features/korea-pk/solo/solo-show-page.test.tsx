import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KOREA_MESSAGES } from '../../../../../streams/games/korea-pk';
import type { RealtimeClient } from '@shared/realtime/realtime-client';
import { server } from '../../../../test/msw-server';
import { recorded } from '../../../../test/crud-page';
import { T, gameView, koreaHandlers, koreaView, renderKoreaPage } from '../testing/korea-fixtures';
import { KoreaSoloShowPage } from './solo-show-page';

const idle = { status: 'notStarted' as const, startedAt: null, endedAt: null, endsAt: null };
/** Solo running, Mira's turn (the second) with 0:45 left; Mira 40 points, Luna 70. */
const soloRuns = gameView(
  koreaView({
    running: 'solo',
    stages: { double: { status: 'ended', startedAt: T - 600_000, endedAt: T - 1_000, endsAt: null }, solo: { status: 'running', startedAt: T, endedAt: null, endsAt: null }, team: idle },
    solo: { order: ['luna', 'mira', 'sol'], turnSeconds: 60, turn: { index: 1, streamerId: 'mira', startedAt: T - 15_000, endsAt: T + 45_000 } },
    boards: { double: [], solo: [{ id: 'luna', score: 70, rank: 1 }, { id: 'mira', score: 40, rank: 2 }], team: [] },
  }),
  T + 5_000,
);

let client: RealtimeClient | undefined;
const starts = recorded<{ stage: string; body: unknown }>();
const nexts = recorded();

beforeEach(() => {
  server.use(
    http.post('/api/koreaPk/events/9/stages/:stage/start', async ({ request, params }) => {
      const body = (await request.json()) as { confirmed?: boolean };
      starts.push({ stage: String(params.stage), body });
      if (!body.confirmed) return HttpResponse.json({ status: 409, code: 'KOREA_CONFIRM_SWITCH', message: KOREA_MESSAGES.confirmSwitch, timestamp: '2024-01-01 00:00:00', needsConfirmation: true }, { status: 409 });
      return HttpResponse.json(soloRuns);
    }),
    http.post('/api/koreaPk/events/9/solo/next', () => {
      nexts.push({});
      return HttpResponse.json(gameView({ ...soloRuns.korea!, solo: { ...soloRuns.korea!.solo, turn: { index: 2, streamerId: 'sol', startedAt: T + 6_000, endsAt: T + 66_000 } } }, T + 6_000));
    }),
    ...koreaHandlers(),
  );
});
afterEach(() => {
  client?.close();
  client = undefined;
});

const status = () => screen.getByTestId('korea-stage-status');

describe('Solo show stage', () => {
  it('asks before starting while the double PK runs (409), resends confirmed, then highlights the performer with the turn countdown', async () => {
    const user = userEvent.setup();
    client = renderKoreaPage(<KoreaSoloShowPage />, '/korea-pk/solo-show?eventId=9').client;
    await waitFor(() => expect(status()).toHaveAttribute('data-status', 'notStarted'));
    expect(screen.getByTestId('korea-other-running')).toHaveTextContent('Running now: Double PK');
    expect(screen.getByTestId('korea-next')).toBeDisabled();

    await user.click(screen.getByTestId('korea-start'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(KOREA_MESSAGES.confirmSwitch);
    expect(starts).toEqual([{ stage: 'solo', body: { confirmed: false } }]);

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(status()).toHaveAttribute('data-status', 'running'));
    expect(starts).toEqual([
      { stage: 'solo', body: { confirmed: false } },
      { stage: 'solo', body: { confirmed: true } },
    ]);
    expect(screen.getByTestId('korea-solo-turn')).toHaveTextContent('Turn 2 of 3: Mira');
    expect(screen.getByTestId('korea-turn-countdown')).toHaveTextContent(/0:4\d/);
    expect(screen.getByTestId('korea-solo-mira')).toHaveAttribute('data-performing', 'true');
    expect(screen.getByTestId('korea-solo-luna')).toHaveAttribute('data-performing', 'false');
    expect(screen.getByTestId('korea-points-mira')).toHaveTextContent('40');
    expect(screen.getByTestId('korea-points-luna')).toHaveTextContent('70');
    expect(screen.getByTestId('korea-points-sol')).toHaveTextContent('0');

    await user.click(screen.getByTestId('korea-next'));
    await waitFor(() => expect(screen.getByTestId('korea-solo-sol')).toHaveAttribute('data-performing', 'true'));
    expect(nexts).toHaveLength(1);
  });

  it('sends nothing more when the host cancels', async () => {
    const user = userEvent.setup();
    client = renderKoreaPage(<KoreaSoloShowPage />, '/korea-pk/solo-show?eventId=9').client;
    await waitFor(() => expect(status()).toHaveAttribute('data-status', 'notStarted'));
    await user.click(screen.getByTestId('korea-start'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(starts).toHaveLength(1);
    expect(status()).toHaveAttribute('data-status', 'notStarted');
  });
});
