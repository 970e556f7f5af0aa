/**
 * The Reviews page over MSW: the pending-review queue (`GET api/anchorChecks`), a rejection refused without its
 * reason (the contract's message, also translated) and sent with it, an approval with its invite type, leaving
 * pending, and marking an approved streamer invited.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../../test/msw-server';
import { expectLastQuery, noContent, recordBody, recorded, recordQuery } from '../../../../test/crud-page';
import { describeTranslatedRefusals, label, type InEachLanguage } from '../../../../test/refusals';
import { anchorRow, pageOf, renderCrmPage } from '../testing/crm-fixtures';
import { ReviewsPage } from './reviews-page';

let queries: URLSearchParams[] = [];
const reviews = recorded();
const invitations = recorded();

beforeEach(() => {
  queries = [];
  server.use(
    http.get('/api/anchorChecks', recordQuery(queries, () => pageOf([anchorRow(1, { checkResult: 'pendingReview' }), anchorRow(2, { checkResult: 'approved', inviteType: 'basic' })]))),
    http.get('/api/anchors/operators', () => HttpResponse.json([])),
    http.put('/api/anchorChecks/review', recordBody(reviews, () => HttpResponse.json(anchorRow(1, { checkResult: 'notApproved' })))),
    http.put('/api/anchors/invited', recordBody(invitations, noContent)),
  );
});

describe('the Reviews page', () => {
  it('lists the queue and filters it', async () => {
    const user = userEvent.setup();
    renderCrmPage(<ReviewsPage />);
    await screen.findByText('Streamer 1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Check result' }), 'approved');
    await expectLastQuery(queries, { checkResult: 'approved' });
  });

  it('refuses a rejection without its reason, then sends the reject reason', async () => {
    const user = userEvent.setup();
    renderCrmPage(<ReviewsPage />);
    await user.click(await screen.findByRole('button', { name: 'Review Streamer 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Review Streamer 1' }));
    await user.click(dialog.getByRole('radio', { name: 'Reject' }));
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByText('Please choose the reason it was not approved')).toBeInTheDocument();
    expect(reviews).toEqual([]);
    await user.selectOptions(dialog.getByRole('combobox', { name: /Reject reason/ }), 'notShowFace');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(reviews).toEqual([{ id: 1, result: 'notApproved', rejectReason: 'notShowFace', inviteType: null }]));
  });

  it('approves with the invite type, or leaves pending', async () => {
    const user = userEvent.setup();
    renderCrmPage(<ReviewsPage />);
    await user.click(await screen.findByRole('button', { name: 'Review Streamer 1' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Review Streamer 1' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Invite type' }), 'senior');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(reviews).toEqual([{ id: 1, result: 'approved', rejectReason: null, inviteType: 'senior' }]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Review Streamer 1' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Review Streamer 1' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Review Streamer 1' }));
    await user.click(dialog.getByRole('radio', { name: 'Leave pending' }));
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(reviews.at(-1)).toEqual({ id: 1, result: 'pending', rejectReason: null, inviteType: null }));
  });

  it('marks an approved streamer invited', async () => {
    const user = userEvent.setup();
    renderCrmPage(<ReviewsPage />);
    expect(await screen.findByText('Streamer 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark Streamer 1 invited' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mark Streamer 2 invited' }));
    await waitFor(() => expect(invitations).toEqual([{ ids: [2], invited: true }]));
  });

  it('shows a reader without anchor:check no review buttons', async () => {
    renderCrmPage(<ReviewsPage />, ['anchor:list']);
    await screen.findByText('Streamer 1');
    expect(screen.queryByRole('button', { name: 'Review Streamer 1' })).toBeNull();
  });
});

const REASON: InEachLanguage = { zh: '请选择不通过的原因', ko: '승인되지 않은 사유를 선택하세요', ar: 'يرجى اختيار سبب عدم القبول' };

describeTranslatedRefusals('the review (a rejection without its reason)', async (user, language) => {
  renderCrmPage(<ReviewsPage />);
  await screen.findByText('Streamer 1');
  await user.click(screen.getByRole('button', { name: label('crm.reviews.review', { name: 'Streamer 1' }) }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('radio', { name: label('crm.reviews.reject') }));
  await user.click(dialog.getByRole('button', { name: label('crm.reviews.submit') }));
  expect(await dialog.findByText(REASON[language])).toBeInTheDocument();
});
