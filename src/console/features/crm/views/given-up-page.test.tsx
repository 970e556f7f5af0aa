/** The Given-up streamers page over MSW: the givenUp view with the reason and time; restore to contacted after asking. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../../test/msw-server';
import { answerQuestion, expectLastQuery, recordBody, recorded, recordQuery } from '../../../../test/crud-page';
import { anchorRow, pageOf, renderCrmPage } from '../testing/crm-fixtures';
import { GivenUpPage } from './given-up-page';

let queries: URLSearchParams[] = [];
const moves = recorded();

beforeEach(() => {
  queries = [];
  server.use(
    http.get('/api/anchors', recordQuery(queries, () => pageOf([anchorRow(1, { progress: 'givenUp', giveUpReason: 'Left TikTok', giveUpTime: '2026-11-21 09:00:00' })]))),
    http.get('/api/anchors/operators', () => HttpResponse.json([])),
    http.put('/api/anchors/progress', recordBody(moves, () => HttpResponse.json(anchorRow(1, { progress: 'contacted' })))),
  );
});

describe('the given-up streamers', () => {
  it('shows the reason and time, and restores to contacted after asking', async () => {
    const user = userEvent.setup();
    renderCrmPage(<GivenUpPage />);
    expect(await screen.findByText('Left TikTok')).toBeInTheDocument();
    await expectLastQuery(queries, { view: 'givenUp' });
    await user.click(screen.getByRole('button', { name: 'Restore Streamer 1' }));
    await answerQuestion(user, 'Restore Streamer 1 to contacted?');
    await waitFor(() => expect(moves).toEqual([{ id: 1, to: 'contacted' }]));
  });

  it('shows a reader without anchor:edit no restore button', async () => {
    renderCrmPage(<GivenUpPage />, ['anchor:list']);
    await screen.findByText('Left TikTok');
    expect(screen.queryByRole('button', { name: 'Restore Streamer 1' })).toBeNull();
  });
});
