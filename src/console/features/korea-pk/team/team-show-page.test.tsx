import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RealtimeClient } from '@shared/realtime/realtime-client';
import { latestSocket } from '@shared/realtime/testing/fake-web-socket';
import { server } from '../../../../test/msw-server';
import { recorded } from '../../../../test/crud-page';
import { T, badRequest, gameView, koreaHandlers, koreaView, renderKoreaPage } from '../testing/korea-fixtures';
import { KoreaTeamShowPage } from './team-show-page';

const idle = { status: 'notStarted' as const, startedAt: null, endedAt: null, endsAt: null };
/** Team show running (host ends it): Red 90 (Luna 60, Sol 30), Blue 100 (Mira 100); Luna has a 7-point combo open. */
const teamRuns = gameView(
  koreaView({
    running: 'team',
    stages: { double: idle, solo: idle, team: { status: 'running', startedAt: T - 10_000, endedAt: null, endsAt: null } },
    boards: { double: [], solo: [], team: [{ id: 'mira', score: 100, rank: 1 }, { id: 'luna', score: 60, rank: 2 }, { id: 'sol', score: 30, rank: 3 }] },
    teamScores: [
      { id: 'blue', score: 100, rank: 1 },
      { id: 'red', score: 90, rank: 2 },
    ],
    provisional: { luna: 7 },
  }),
);

let client: RealtimeClient | undefined;
const ends = recorded();

beforeEach(() => {
  server.use(
    http.post('/api/koreaPk/events/9/stages/end', () => {
      ends.push({});
      return badRequest('No stage is running');
    }),
    ...koreaHandlers(teamRuns),
  );
});
afterEach(() => {
  client?.close();
  client = undefined;
});

describe('Team show stage', () => {
  it("shows the ranked team scores with each team's streamers and their points", async () => {
    client = renderKoreaPage(<KoreaTeamShowPage />, '/korea-pk/team-show?eventId=9').client;
    expect(await screen.findByTestId('korea-team-score-blue')).toHaveTextContent('100');
    expect(screen.getByTestId('korea-team-score-red')).toHaveTextContent('90');
    const teams = screen.getByRole('list', { name: 'Teams' });
    const [first, second] = within(teams).getAllByRole('listitem');
    expect(first).toHaveTextContent('Blue');
    expect(within(second!).getByTestId('korea-points-luna')).toHaveTextContent('60');
    expect(within(second!).getByText('+7 open')).toBeInTheDocument();
    expect(screen.getByText('The host ends this stage')).toBeInTheDocument();
  });

  it('asks before ending, and shows the refusal when the server says no', async () => {
    const user = userEvent.setup();
    client = renderKoreaPage(<KoreaTeamShowPage />, '/korea-pk/team-show?eventId=9').client;
    await user.click(await screen.findByTestId('korea-end'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('End the Team show stage?');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(ends).toHaveLength(1));
    expect(await screen.findByText('No stage is running')).toBeInTheDocument();
  });

  it('follows the event live on config:9: a score event moves the team board', async () => {
    client = renderKoreaPage(<KoreaTeamShowPage />, '/korea-pk/team-show?eventId=9').client;
    expect(await screen.findByTestId('korea-team-score-red')).toHaveTextContent('90');
    act(() => latestSocket().accept());
    await waitFor(() => expect(latestSocket().framesOf('subscribe')).toEqual([{ type: 'subscribe', topics: [{ topic: 'config:9' }], batch: true }]));
    const korea = teamRuns.korea!;
    const moved = gameView(
      {
        ...korea,
        boards: { ...korea.boards, team: [{ id: 'luna', score: 160, rank: 1 }, ...korea.boards.team.filter((line) => line.id !== 'luna')] },
        teamScores: [
          { id: 'red', score: 190, rank: 1 },
          { id: 'blue', score: 100, rank: 2 },
        ],
        provisional: {},
      },
      T + 3_000,
    );
    act(() => latestSocket().deliver({ type: 'subscribed', topic: 'config:9', headSeq: 1 }));
    act(() => latestSocket().deliver({ type: 'event', topic: 'config:9', seq: 2, event: { kind: 'score', view: moved, entries: [] } }));
    await waitFor(() => expect(screen.getByTestId('korea-team-score-red')).toHaveTextContent('190'));
    expect(screen.getByTestId('korea-points-luna')).toHaveTextContent('160');
    expect(screen.queryByText('+7 open')).toBeNull();
  });
});
