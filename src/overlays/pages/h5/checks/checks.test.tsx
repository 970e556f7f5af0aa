import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../test/msw-server';
import { anchorRow, meIs, openPage, principal, recordRequests } from '../testing/h5-fixtures';

const reviewer = principal({ permissions: ['anchor:list', 'anchor:check'] });

function reviewAnswers() {
  server.use(
    meIs(reviewer),
    http.get('/api/h5/anchors/11', () => HttpResponse.json(anchorRow())),
    http.put('/api/h5/checks/review', async ({ request }) => {
      const body = (await request.json()) as { result: 'approved' | 'notApproved' | 'pending' };
      return HttpResponse.json(anchorRow({ checkResult: body.result }));
    }),
  );
}

describe('the review', () => {
  it('a reject needs a reason, and sends the one chosen', async () => {
    const sent = recordRequests();
    reviewAnswers();
    await openPage('ttCheckAnchorInfo', '?id=11&key=k');
    await userEvent.click(await screen.findByRole('radio', { name: 'Reject' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the reject reason first.');
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Reject reason' }), 'Does not show face');
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: Not approved');
    expect(sent.find((request) => request.method === 'PUT')).toMatchObject({ path: '/api/h5/checks/review', key: 'k', body: { id: 11, result: 'notApproved', rejectReason: 'notShowFace' } });
  });

  it('an approval sends the invite type chosen', async () => {
    const sent = recordRequests();
    reviewAnswers();
    await openPage('ttCheckAnchorInfo', '?id=11&key=k');
    await userEvent.click(await screen.findByRole('radio', { name: 'Approve' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Senior' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: Approved');
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({ id: 11, result: 'approved', inviteType: 'senior' });
  });

  it('leaving it pending sends neither reason nor invite type', async () => {
    const sent = recordRequests();
    reviewAnswers();
    await openPage('ttCheckAnchorInfo', '?id=11&key=k');
    await userEvent.click(await screen.findByRole('radio', { name: 'Leave pending' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: Pending');
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({ id: 11, result: 'pending' });
  });

  it('a key that may not review is told so and asks for no queue', async () => {
    const sent = recordRequests();
    server.use(meIs(principal()));
    await openPage('ttCheckAnchorList', '?key=k');
    expect(await screen.findByText('This link cannot review streamers.')).toBeInTheDocument();
    expect(sent.map((request) => request.path)).toEqual(['/api/h5/me']);
  });

  it('the queue lists streamers to review, each opening its review', async () => {
    server.use(meIs(reviewer), http.get('/api/h5/checks', () => HttpResponse.json({ content: [anchorRow()], totalElements: 1 })));
    await openPage('ttCheckAnchorList', '?key=k');
    const link = await screen.findByRole('link', { name: /Rosa/ });
    expect(link).toHaveAttribute('href', '/whiteListPages/ttCheckAnchorInfo?id=11&key=k');
    expect(link).toHaveTextContent('Pending review');
  });
});
