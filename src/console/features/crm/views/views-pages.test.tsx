/**
 * The given-up, favourite and internal views over MSW: each sends its view; restore moves a given-up streamer back
 * to contacted after asking; the star unstars; the internal page shows the dispatch statistics by operator or
 * streamer over a range, the taking rate as a percentage and the mean time to take as m:ss.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../../test/msw-server';
import { answerQuestion, expectLastQuery, noContent, recordBody, recorded, recordQuery } from '../../../../test/crud-page';
import { anchorRow, pageOf, renderCrmPage } from '../testing/crm-fixtures';
import { FavouritesPage } from './favourites-page';
import { GivenUpPage } from './given-up-page';
import { InternalPage } from './internal-page';

let queries: URLSearchParams[] = [];
let stats: URLSearchParams[] = [];
const moves = recorded();
const stars = recorded();

beforeEach(() => {
  queries = [];
  stats = [];
  server.use(
    http.get('/api/anchors', recordQuery(queries, () => pageOf([anchorRow(1, { progress: 'givenUp', giveUpReason: 'Left TikTok', giveUpTime: '2026-11-21 09:00:00', favourite: true })]))),
    http.get('/api/anchors/operators', () => HttpResponse.json([])),
    http.put('/api/anchors/progress', recordBody(moves, () => HttpResponse.json(anchorRow(1, { progress: 'contacted' })))),
    http.put('/api/anchors/favourite', recordBody(stars, noContent)),
    http.get(
      '/api/anchorDispatchStats',
      recordQuery(stats, () =>
        HttpResponse.json([
          { id: 1, name: 'Amy', dispatched: 10, taken: 7, expired: 1, open: 2, takingRate: 0.875, meanTakeMs: 125_000 },
          { id: 0, name: 'Nobody', dispatched: 1, taken: 0, expired: 0, open: 1, takingRate: null, meanTakeMs: null },
        ]),
      ),
    ),
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
});

describe('the favourite streamers', () => {
  it('lists the caller’s stars and unstars one', async () => {
    const user = userEvent.setup();
    renderCrmPage(<FavouritesPage />);
    await screen.findByText('Streamer 1');
    await expectLastQuery(queries, { view: 'favourites' });
    const star = screen.getByRole('button', { name: 'Unstar Streamer 1' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await user.click(star);
    await waitFor(() => expect(stars).toEqual([{ ids: [1], favourite: false }]));
  });
});

describe('the internal streamers', () => {
  it('lists the internal view with the dispatch statistics', async () => {
    const user = userEvent.setup();
    renderCrmPage(<InternalPage />);
    await screen.findByText('Streamer 1');
    await expectLastQuery(queries, { view: 'internal' });
    const table = within(await screen.findByRole('table', { name: 'Dispatch statistics' }));
    const amy = within(await table.findByRole('row', { name: /Amy/ }));
    expect(amy.getByText('87.5%')).toBeInTheDocument();
    expect(amy.getByText('2:05')).toBeInTheDocument();
    expect(within(table.getByRole('row', { name: /Nobody/ })).getAllByText('—')).toHaveLength(2);
    expect(stats.at(-1)?.get('by')).toBe('operator');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'anchor');
    fireEvent.change(screen.getByLabelText('Live start from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Live start to'), { target: { value: '2026-11-07' } });
    await waitFor(() => expect(stats.at(-1)?.getAll('liveStartTime')).toEqual(['2026-11-01 00:00:00', '2026-11-07 23:59:59']));
    expect(stats.at(-1)?.get('by')).toBe('anchor');
  });
});
