/**
 * The Internal streamers page over MSW: the internal view with the dispatch statistics by operator or streamer over a
 * range, the taking rate as a percentage and the mean time to take as m:ss.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../../test/msw-server';
import { expectLastQuery, recordQuery } from '../../../../test/crud-page';
import { anchorRow, pageOf, renderCrmPage } from '../testing/crm-fixtures';
import { InternalPage } from './internal-page';

let queries: URLSearchParams[] = [];
let stats: URLSearchParams[] = [];

beforeEach(() => {
  queries = [];
  stats = [];
  server.use(
    http.get('/api/anchors', recordQuery(queries, () => pageOf([anchorRow(1, { progress: 'guildJoined' })]))),
    http.get('/api/anchors/operators', () => HttpResponse.json([])),
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

  it('leaves the statistics out for a user who may not read them', async () => {
    renderCrmPage(<InternalPage />, ['anchor:list']);
    await screen.findByText('Streamer 1');
    expect(screen.queryByRole('table', { name: 'Dispatch statistics' })).toBeNull();
  });
});
