/**
 * The Activities page over MSW: rows with their totals and counts, the search sent as `blurry`, the drawer's Dubai days
 * (the last before the first refused beside the field), the delete question naming what goes with the activity, the
 * row's links to its prizes and codes, and no write buttons for a reader.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../../test/msw-server';
import { expectLastQuery, expectReaderView, noContent, openAddDrawer, recordBody, recorded, recordQuery } from '../../../../test/crud-page';
import { activityRow, renderPage } from '../test-kit';
import { LotteryActivitiesPage } from './activities-page';

let queries: URLSearchParams[] = [];
const posts = recorded();
const deletes = recorded();

beforeEach(() => {
  queries = [];
  server.use(
    http.get('/api/lottery/activities', recordQuery(queries, () => HttpResponse.json({ content: [activityRow(), activityRow({ id: 2, name: 'December week', probabilityTotal: 0, prizeCount: 0, codeCount: 0, enabled: false })], totalElements: 2 }))),
    http.post('/api/lottery/activities', recordBody(posts, () => HttpResponse.json(activityRow({ id: 3 }), { status: 201 }))),
    http.delete('/api/lottery/activities', recordBody(deletes)),
    http.put('/api/lottery/activities', noContent),
  );
});

describe('the lottery Activities page', () => {
  it('lists activities with their days, probability total and counts, states the rules, and searches', async () => {
    const user = userEvent.setup();
    renderPage(<LotteryActivitiesPage />);
    const row = (await screen.findByText('November week')).closest('tr')!;
    expect(within(row).getByText('2026-11-20 – 2026-11-30')).toBeInTheDocument();
    expect(within(row).getByText('40 % prizes, 60 % no prize')).toBeInTheDocument();
    expect(screen.getByTestId('lottery-rules')).toHaveTextContent('18:00 to 22:00 Dubai time');
    expect(screen.getByTestId('lottery-rules')).toHaveTextContent('once per code per Dubai day');
    await user.type(screen.getByRole('searchbox', { name: 'Activity search' }), 'nov');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await expectLastQuery(queries, { blurry: 'nov', sort: 'startDate,desc' });
  });

  it('refuses a last day before the first beside the field, then adds', async () => {
    const user = userEvent.setup();
    renderPage(<LotteryActivitiesPage />);
    const drawer = await openAddDrawer(user, 'November week', 'Add activity');
    await user.type(drawer.getByRole('textbox', { name: 'Name' }), 'Winter');
    const first = drawer.getByLabelText(/First day/);
    const last = drawer.getByLabelText(/Last day/);
    await user.type(first, '2026-12-10');
    await user.type(last, '2026-12-01');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    expect(await drawer.findByText('the last day cannot be before the first day')).toBeInTheDocument();
    expect(posts).toEqual([]);
    await user.clear(last);
    await user.type(last, '2026-12-20');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts).toEqual([{ name: 'Winter', startDate: '2026-12-10', endDate: '2026-12-20', enabled: true }]));
  });

  it('asks before deleting and says the prizes, codes and records go with the activity', async () => {
    const user = userEvent.setup();
    renderPage(<LotteryActivitiesPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete November week' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Delete the activity November week? Its prizes, codes and draw records are deleted with it.');
    expect(deletes).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(deletes).toEqual([[1]]));
  });

  it('links a row to its prizes and codes', async () => {
    renderPage(<LotteryActivitiesPage />);
    await screen.findByText('November week');
    expect(screen.getByRole('link', { name: 'Prizes of November week' })).toHaveAttribute('href', '/lottery/prizes?activityId=1');
    expect(screen.getByRole('link', { name: 'Codes of November week' })).toHaveAttribute('href', '/lottery/codes?activityId=1');
  });

  it('shows a reader no write buttons', async () => {
    renderPage(<LotteryActivitiesPage />, ['lottery:list']);
    await expectReaderView('November week', 'Add', 'Edit November week', 'Delete November week');
  });
});
