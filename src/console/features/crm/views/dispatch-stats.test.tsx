/** The Dispatch statistics page over MSW: the rows with the taking rate as a percentage and the mean time as m:ss. */
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../test/msw-server';
import { renderCrmPage } from '../testing/crm-fixtures';
import { DispatchStatsPage } from './dispatch-stats';

describe('the Dispatch statistics page', () => {
  it('shows each operator with the taking rate and the mean time to take', async () => {
    server.use(
      http.get('/api/anchorDispatchStats', () => HttpResponse.json([{ id: 2, name: 'Ben', dispatched: 4, taken: 1, expired: 3, open: 0, takingRate: 0.25, meanTakeMs: 61_000 }])),
      http.get('/api/anchors/followUps', () => HttpResponse.json([])),
    );
    renderCrmPage(<DispatchStatsPage />);
    const row = within(await screen.findByRole('row', { name: /Ben/ }));
    expect(row.getByText('25%')).toBeInTheDocument();
    expect(row.getByText('1:01')).toBeInTheDocument();
  });

  it('shows a manager who is behind on follow-ups', async () => {
    server.use(
      http.get('/api/anchorDispatchStats', () => HttpResponse.json([])),
      http.get('/api/anchors/followUps', () => HttpResponse.json([{ operator: { id: 5, name: 'Lina' }, due: 4, overdue: 2, oldestNoticeTime: '2026-11-20 09:00:00' }])),
    );
    renderCrmPage(<DispatchStatsPage />, ['anchor:list', 'anchor:allocate']);
    const table = within(await screen.findByRole('table', { name: 'Follow-ups due' }));
    const row = within(await table.findByRole('row', { name: /Lina/ }));
    expect(row.getByText('4')).toBeInTheDocument();
    expect(row.getByText('2')).toBeInTheDocument();
    expect(row.getByText('2026-11-20 09:00:00')).toBeInTheDocument();
  });
});
