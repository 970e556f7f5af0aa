/**
 * The Records page over MSW: the filters sent as query fields (activity, outcome, awarded, Dubai days), a prize drawn
 * and "no prize" told apart, marking the ticked records awarded (asked first), a row marked not awarded, the export of
 * the filters, and a reader without the award buttons.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../../test/msw-server';
import { expectLastQuery, expectReaderView, noContent, recordBody, recorded, recordQuery } from '../../../../test/crud-page';
import { activityRow, prizeRow, recordRow, renderPage } from '../test-kit';
import { LotteryRecordsPage } from './records-page';

let queries: URLSearchParams[] = [];
let downloads: URLSearchParams[] = [];
const awards = recorded();

beforeEach(() => {
  queries = [];
  downloads = [];
  server.use(
    http.get('/api/lottery/activities', () => HttpResponse.json({ content: [activityRow()], totalElements: 1 })),
    http.get('/api/lottery/prizes', () => HttpResponse.json({ content: [prizeRow()], totalElements: 1 })),
    http.get(
      '/api/lottery/records',
      recordQuery(queries, () =>
        HttpResponse.json({
          content: [recordRow(), recordRow({ id: 32, uniqueId: 'omar_tt', nickname: null, prizeId: null, prizeName: null, value: null }), recordRow({ id: 33, uniqueId: 'sora', nickname: 'Sora', awardTime: '2026-11-25 20:00:00', awardedBy: 'admin' })],
          totalElements: 3,
        }),
      ),
    ),
    http.get('/api/lottery/records/download', recordQuery(downloads, () => new HttpResponse(new Uint8Array([80, 75, 3, 4]), { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-disposition': 'attachment; filename="lottery-records.xlsx"' } }))),
    http.put('/api/lottery/records/award', recordBody(awards, noContent)),
  );
});

describe('the lottery Records page', () => {
  it('sends the filters and shows a prize, no prize, and who awarded', async () => {
    const user = userEvent.setup();
    renderPage(<LotteryRecordsPage />);
    expect(within((await screen.findByText('Sora')).closest('tr')!).getByText('admin')).toBeInTheDocument();
    expect(within(screen.getByText('@omar_tt').closest('tr')!).getByText('No prize')).toBeInTheDocument();
    expect(within(screen.getByText('Lily').closest('tr')!).getByText('Not awarded')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Activity' }), '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Outcome' }), 'won');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Awarded' }), 'false');
    await user.type(screen.getByLabelText('From (Dubai day)'), '2026-11-20');
    await user.type(screen.getByLabelText('To (Dubai day)'), '2026-11-25');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await expectLastQuery(queries, { activityId: '1', outcome: 'won', awarded: 'false', from: '2026-11-20', to: '2026-11-25', sort: 'lotteryTime,desc' });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads.at(-1)?.get('outcome')).toBe('won'));
    expect(await screen.findByText('Exported successfully')).toBeInTheDocument();
  });

  it('marks the ticked records awarded after asking, and one row not awarded', async () => {
    const user = userEvent.setup();
    renderPage(<LotteryRecordsPage />);
    await screen.findByText('Sora');
    await user.click(screen.getByRole('checkbox', { name: /lily\.live – Rose/ }));
    await user.click(screen.getByRole('button', { name: 'Mark awarded (1)' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Mark 1 record(s) awarded?');
    await user.click(within(question).getByRole('button', { name: 'Mark awarded' }));
    await waitFor(() => expect(awards).toEqual([{ ids: [31], awarded: true }]));
    await user.click(screen.getByRole('button', { name: 'Mark @sora – Rose not awarded' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Not awarded' }));
    await waitFor(() => expect(awards.at(-1)).toEqual({ ids: [33], awarded: false }));
    expect(screen.queryByRole('button', { name: /Mark @omar_tt/ })).toBeNull();
    // Records are never edited or deleted by hand: no such buttons beside the award ones.
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
  });

  it('shows a reader no award buttons', async () => {
    renderPage(<LotteryRecordsPage />, ['lottery:list']);
    await expectReaderView('Sora', 'Mark @lily.live – Rose awarded');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
