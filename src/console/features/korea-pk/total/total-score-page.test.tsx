import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RealtimeClient } from '@shared/realtime/realtime-client';
import { server } from '../../../../test/msw-server';
import { recorded } from '../../../../test/crud-page';
import { T, badRequest, gameView, koreaHandlers, koreaView, renderKoreaPage } from '../testing/korea-fixtures';
import { KoreaTotalScorePage } from './total-score-page';

let client: RealtimeClient | undefined;
const saved = recorded<Record<string, number>>();

beforeEach(() => {
  server.use(
    http.put('/api/koreaPk/events/9/weights', async ({ request }) => {
      const body = (await request.json()) as Record<string, number>;
      saved.push(body);
      if (body.solo === 999) return badRequest('weights.solo: A stage weight is a whole percentage from 0 to 1,000');
      const korea = koreaView();
      return HttpResponse.json(
        gameView({ ...korea, weights: { double: 50, solo: 100, team: 100 }, totals: korea.totals.map((line) => ({ ...line, total: Math.round(line.stages.double / 2) })) }, T + 1_000),
      );
    }),
    ...koreaHandlers(),
  );
});
afterEach(() => {
  client?.close();
  client = undefined;
});

describe('Total score', () => {
  it('shows each streamer’s stage points, weighted total and rank, the team totals and the two overlay links', async () => {
    client = renderKoreaPage(<KoreaTotalScorePage />, '/korea-pk/total-score?eventId=9').client;
    expect(await screen.findByTestId('korea-total-luna')).toHaveTextContent('300');
    expect(screen.getByTestId('korea-stage-double-sol')).toHaveTextContent('120');
    expect(within(screen.getByTestId('korea-total-row-jun')).getByText('#3')).toBeInTheDocument();
    expect(screen.getByTestId('korea-team-total-red')).toHaveTextContent('420');
    expect(screen.getByTestId('page-help')).toHaveTextContent("stage's weight");
    expect(await screen.findByRole('textbox', { name: 'Total Score' })).toHaveValue(`${window.location.origin}/whiteListPages/koreaGroupPk?key=key-9`);
    expect(screen.getByRole('textbox', { name: 'Score ranking' })).toHaveValue(`${window.location.origin}/koreaScoreRanking?key=key-9`);
    expect(screen.getByRole('button', { name: 'Copy Total Score' })).toBeInTheDocument();
  });

  it("checks the weights, puts the server's refusal beside its stage, and shows the new totals once saved", async () => {
    const user = userEvent.setup();
    client = renderKoreaPage(<KoreaTotalScorePage />, '/korea-pk/total-score?eventId=9').client;
    const form = within(await screen.findByRole('form', { name: 'Stage weights (%)' }));
    const double = form.getByRole('textbox', { name: 'Double PK' });
    const solo = form.getByRole('textbox', { name: 'Solo show' });
    await user.clear(double);
    await user.type(double, '1001');
    await user.click(form.getByRole('button', { name: 'Save weights' }));
    expect(await form.findByText('A stage weight is a whole percentage from 0 to 1,000')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await user.clear(double);
    await user.type(double, '50');
    await user.clear(solo);
    await user.type(solo, '999');
    await user.click(form.getByRole('button', { name: 'Save weights' }));
    await waitFor(() => expect(saved).toEqual([{ double: 50, solo: 999, team: 100 }]));
    expect(await form.findByText('A stage weight is a whole percentage from 0 to 1,000')).toBeInTheDocument();

    await user.clear(solo);
    await user.type(solo, '100');
    await user.click(form.getByRole('button', { name: 'Save weights' }));
    await waitFor(() => expect(screen.getByTestId('korea-total-luna')).toHaveTextContent('150'));
    expect(await screen.findByText('Weights saved')).toBeInTheDocument();
  });
});
