/**
 * The Streamers page over MSW: every filter reaches `GET api/anchors` with `view=all`, a header sorts, the ticked
 * rows are allocated and deleted (asked first), a refused import lists its rows, and a row opens the detail drawer.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../../test/msw-server';
import { fieldRefusal } from '../../../../../streams/contracts/refusals';
import { answerQuestion, expectLastQuery, openAddDrawer, recordBody, recorded, recordQuery } from '../../../../test/crud-page';
import { refusalAnswer } from '../../../../test/refusals';
import { anchorRow, pageOf, renderCrmPage } from '../testing/crm-fixtures';
import { StreamersPage } from './streamers-page';

let queries: URLSearchParams[] = [];
const allocations = recorded();
const deletes = recorded();

beforeEach(() => {
  queries = [];
  server.use(
    http.get('/api/anchors', recordQuery(queries, () => pageOf([anchorRow(1), anchorRow(2, { progress: 'contacted' })]))),
    http.get('/api/anchors/operators', () => HttpResponse.json([{ id: 5, name: 'Amy' }])),
    http.get('/api/anchors/:id', ({ params }) => HttpResponse.json(anchorRow(Number(params.id), { note: 'met at the PK' }))),
    http.put('/api/anchors/allocate', recordBody(allocations, () => new HttpResponse(null, { status: 204 }))),
    http.delete('/api/anchors', recordBody(deletes)),
  );
});

describe('the Streamers page', () => {
  it('sends every filter with the all view, and sorts', async () => {
    const user = userEvent.setup();
    renderCrmPage(<StreamersPage />);
    await screen.findByText('Streamer 1');
    expect(queries.at(-1)?.get('view')).toBe('all');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Progress' }), 'contacted');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Availability' }), 'region_not_match');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Check result' }), 'pendingReview');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Guild status' }), 'continueFollowUp');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Live' }), 'living');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'woman');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Operator' }), '0');
    await user.click(screen.getByRole('checkbox', { name: 'Due only' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search streamers' }), 'luna');
    await user.type(screen.getByRole('textbox', { name: 'Country' }), 'KR');
    await user.type(screen.getByRole('textbox', { name: 'Label' }), 'vip');
    await user.type(screen.getByRole('spinbutton', { name: 'Followers from' }), '100');
    await user.type(screen.getByRole('spinbutton', { name: 'Followers to' }), '900');
    await user.type(screen.getByRole('spinbutton', { name: 'Diamonds from' }), '5');
    await user.type(screen.getByRole('spinbutton', { name: 'Diamonds to' }), '50');
    fireEvent.change(screen.getByLabelText('Created from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Created to'), { target: { value: '2026-11-02' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await expectLastQuery(queries, {
      view: 'all',
      blurry: 'luna',
      progress: 'contacted',
      availability: 'region_not_match',
      checkResult: 'pendingReview',
      status: 'continueFollowUp',
      liveStatus: 'living',
      gender: 'woman',
      operatorId: '0',
      due: 'true',
      country: 'KR',
      label: 'vip',
      fansMin: '100',
      fansMax: '900',
      diamondsMin: '5',
      diamondsMax: '50',
    });
    expect(queries.at(-1)?.getAll('createTime')).toEqual(['2026-11-01 00:00:00', '2026-11-02 23:59:59']);
    await user.click(screen.getByRole('button', { name: 'Sort by Followers' }));
    await expectLastQuery(queries, { sort: 'fans,desc', view: 'all' });
  });

  it('allocates the ticked streamers to an operator', async () => {
    const user = userEvent.setup();
    renderCrmPage(<StreamersPage />);
    await screen.findByText('Streamer 1');
    await user.click(screen.getByRole('checkbox', { name: 'Select Streamer 1' }));
    await user.click(screen.getByRole('button', { name: 'Allocate (1)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Allocate 1 streamers' }));
    await user.selectOptions(await dialog.findByRole('combobox', { name: 'Operator' }), '5');
    await user.click(dialog.getByRole('button', { name: 'Allocate' }));
    await waitFor(() => expect(allocations).toEqual([{ ids: [1], operatorId: 5 }]));
  });

  it('asks before deleting a streamer', async () => {
    const user = userEvent.setup();
    renderCrmPage(<StreamersPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Streamer 2' }));
    await answerQuestion(user, 'Delete the streamer Streamer 2?');
    await waitFor(() => expect(deletes).toEqual([[2]]));
  });

  it('lists the rows of a refused import', async () => {
    server.use(
      http.post('/api/anchors/import', () =>
        HttpResponse.json(
          { status: 400, code: 'IMPORT_REFUSED', params: { count: 1 }, message: 'Nothing was imported: 1 problems in the file.', timestamp: '2026-01-01 00:00:00', errors: [{ row: 3, field: 'anchorId', message: 'anchorId: required' }], errorCount: 1 },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderCrmPage(<StreamersPage />);
    await screen.findByText('Streamer 1');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import streamers' }));
    await user.upload(dialog.getByLabelText('File'), new File(['anchorId\n'], 'streamers.csv', { type: 'text/csv' }));
    await user.click(dialog.getByRole('button', { name: 'Import' }));
    const problems = within(await dialog.findByRole('table', { name: 'Nothing was imported' }));
    expect(problems.getByText('3')).toBeInTheDocument();
    expect(problems.getByText('anchorId')).toBeInTheDocument();
  });

  it('opens the detail drawer from a row', async () => {
    const user = userEvent.setup();
    renderCrmPage(<StreamersPage />);
    await user.click(await screen.findByText('Streamer 1'));
    const drawer = within(await screen.findByRole('dialog', { name: 'Streamer Streamer 1' }));
    expect(await drawer.findByText('met at the PK')).toBeInTheDocument();
  });

  it('edits a streamer, sending back the fields the form does not show', async () => {
    const puts: unknown[] = [];
    server.use(http.put('/api/anchors', recordBody(puts, () => new HttpResponse(null, { status: 204 }))));
    const user = userEvent.setup();
    renderCrmPage(<StreamersPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Streamer 1' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit streamer' }));
    await user.clear(form.getByRole('textbox', { name: 'Nickname' }));
    await user.type(form.getByRole('textbox', { name: 'Nickname' }), 'Luna');
    await user.type(form.getByRole('textbox', { name: 'Labels' }), 'vip, singer');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(puts).toEqual([expect.objectContaining({ id: 1, anchorId: '700001', nickname: 'Luna', customLabels: ['vip', 'singer'], note: null, fans: 1000, gender: 'woman', showFace: null, invited: false })]),
    );
  });

  it('shows a taken TikTok ID beside the field when adding', async () => {
    server.use(http.post('/api/anchors', () => refusalAnswer(fieldRefusal('anchorId', 'ANCHOR_EXISTS', { anchorId: '700001' }))));
    const user = userEvent.setup();
    renderCrmPage(<StreamersPage />);
    const form = await openAddDrawer(user, 'Streamer 1', 'Add streamer');
    await user.type(form.getByRole('textbox', { name: /TikTok ID/ }), '700001');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('the streamer already exists (700001)')).toBeInTheDocument();
  });

  it('shows a reader no write buttons', async () => {
    renderCrmPage(<StreamersPage />, ['anchor:list']);
    await screen.findByText('Streamer 1');
    for (const name of ['Add', 'Import', 'Delete Streamer 1', 'Edit Streamer 1']) expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
