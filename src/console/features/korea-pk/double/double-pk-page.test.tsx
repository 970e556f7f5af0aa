import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RealtimeClient } from '@shared/realtime/realtime-client';
import { server } from '../../../../test/msw-server';
import { recorded } from '../../../../test/crud-page';
import { T, badRequest, gameView, koreaHandlers, koreaView, page, renderKoreaPage } from '../testing/korea-fixtures';
import { KoreaDoublePkPage } from './double-pk-page';

let client: RealtimeClient | undefined;
const adjustments = recorded();

beforeEach(() => {
  server.use(
    http.post('/api/koreaPk/events/9/adjust', async ({ request }) => {
      const body = (await request.json()) as { score: number };
      adjustments.push(body);
      if (body.score === 99_999) return badRequest('score: Scores cannot exceed 100,000.');
      const korea = koreaView();
      return HttpResponse.json(gameView({ ...korea, boards: { ...korea.boards, double: [{ id: 'luna', score: 300, rank: 1 }, { id: 'sol', score: 125, rank: 2 }] }, pairs: [{ ...korea.pairs[0]!, bScore: 125, margin: 175 }, korea.pairs[1]!] }, T + 1_000));
    }),
    ...koreaHandlers(),
  );
});
afterEach(() => {
  client?.close();
  client = undefined;
});

describe('Double PK stage', () => {
  it("shows the stage running with its countdown, each pair's points, the winner and margin, and a draw", async () => {
    client = renderKoreaPage(<KoreaDoublePkPage />, '/korea-pk/double-pk?eventId=9').client;
    const status = await screen.findByTestId('korea-stage-status');
    expect(status).toHaveAttribute('data-status', 'running');
    expect(status).toHaveTextContent('Running');
    expect(screen.getByTestId('korea-stage-countdown')).toHaveTextContent(/[34]:\d\d left/);
    const first = within(screen.getByTestId('korea-pair-luna-sol'));
    expect(first.getByTestId('korea-points-luna')).toHaveTextContent('300');
    expect(first.getByTestId('korea-points-sol')).toHaveTextContent('120');
    expect(first.getByTestId('korea-winner').parentElement).toHaveTextContent('Luna');
    expect(first.getByTestId('korea-pair-result')).toHaveTextContent('by 180');
    expect(within(screen.getByTestId('korea-pair-mira-jun')).getByTestId('korea-pair-result')).toHaveTextContent('Draw');
    expect(screen.getByTestId('page-help')).toHaveTextContent('equal points is a draw');
    expect(screen.getByTestId('korea-start')).toBeDisabled();
    expect(screen.getByTestId('korea-end')).toBeEnabled();
  });

  it("checks the adjustment before sending, puts the server's `score:` refusal beside the field, and shows the new points", async () => {
    const user = userEvent.setup();
    client = renderKoreaPage(<KoreaDoublePkPage />, '/korea-pk/double-pk?eventId=9').client;
    const form = within(await screen.findByRole('form', { name: 'Adjust points' }));
    await user.click(form.getByRole('button', { name: 'Adjust' }));
    expect(await form.findByText('Please enter the score.')).toBeInTheDocument();
    expect(adjustments).toEqual([]);

    await user.type(form.getByRole('textbox', { name: 'Points' }), '99999');
    await user.click(form.getByRole('button', { name: 'Adjust' }));
    expect(await form.findByText('Scores cannot exceed 100,000.')).toBeInTheDocument();
    expect(adjustments).toEqual([{ streamerId: 'luna', score: 99_999, direction: 'add', reason: '', stage: 'double' }]);

    await user.selectOptions(form.getByRole('combobox', { name: 'Streamer' }), 'sol');
    await user.clear(form.getByRole('textbox', { name: 'Points' }));
    await user.type(form.getByRole('textbox', { name: 'Points' }), '5');
    await user.click(form.getByRole('button', { name: 'Adjust' }));
    await waitFor(() => expect(screen.getByTestId('korea-points-sol')).toHaveTextContent('125'));
    expect(adjustments.at(-1)).toEqual({ streamerId: 'sol', score: 5, direction: 'add', reason: '', stage: 'double' });
  });

  it('shows neither the controls nor the form without liveConfig:control', async () => {
    client = renderKoreaPage(<KoreaDoublePkPage />, '/korea-pk/double-pk?eventId=9', ['liveConfig:list']).client;
    expect(await screen.findByTestId('korea-stage-status')).toBeInTheDocument();
    expect(screen.queryByTestId('korea-start')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Adjust points' })).toBeNull();
  });

  it('says there is no event yet and links to Streamer config', async () => {
    server.use(http.get('/api/koreaPk/events', () => HttpResponse.json(page([]))));
    client = renderKoreaPage(<KoreaDoublePkPage />, '/korea-pk/double-pk').client;
    expect(await screen.findByTestId('korea-no-events')).toHaveTextContent('No Korea group PK event yet.');
    expect(screen.getByRole('link', { name: 'Create one on the Streamer config page' })).toHaveAttribute('href', '/korea-pk/streamer-config');
  });

  it("says the page's failure when the event's view cannot be loaded", async () => {
    server.use(http.get('/api/koreaPk/events/:id/view', () => badRequest('This configuration is not a Korea group PK event')));
    client = renderKoreaPage(<KoreaDoublePkPage />, '/korea-pk/double-pk?eventId=9').client;
    expect(await screen.findByText('Could not load the double PK stage')).toBeInTheDocument();
    expect(screen.queryByTestId('korea-stage-status')).toBeNull();
  });
});
