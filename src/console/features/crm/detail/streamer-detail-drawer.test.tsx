/**
 * The streamer detail drawer over MSW: every field, the progress menu (only allowed moves, sent), the timeline with
 * its details translated, the data log chart, and the "record service log" form: the next action required and at
 * most 3 private messages while unanswered, refused beside the fields, then the body sent.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../../test/msw-server';
import { recordBody, recorded } from '../../../../test/crud-page';
import { anchorRow, pageOf, renderCrmPage } from '../testing/crm-fixtures';
import { StreamerDetailDrawer } from './streamer-detail-drawer';

const moves = recorded();
const logs = recorded<Record<string, unknown>>();
const row = anchorRow(1, { note: 'Sings at night', whatsAppNumber: '+82 10 555', customLabels: ['vip', 'singer'] });

beforeEach(() => {
  server.use(
    http.get('/api/anchors/1', () => HttpResponse.json(row)),
    http.get('/api/anchors/1/timeline', () =>
      HttpResponse.json([{ id: 9, kind: 'progress', by: 'amy', time: '2026-11-22 10:00:00', detail: { from: 'new', to: 'contacted', reason: 'First DM' } }]),
    ),
    http.get('/api/anchors/1/dataLog', () =>
      HttpResponse.json([
        { time: '2026-11-20 10:00:00', fans: 100, highestDiamonds: 5, liveStatus: 'notLiving', liveMs: null },
        { time: '2026-11-21 10:00:00', fans: 200, highestDiamonds: 50, liveStatus: 'living', liveMs: 3_600_000 },
      ]),
    ),
    http.get('/api/anchorServiceLogs', () => pageOf([])),
    http.post('/api/anchorServiceLogs', recordBody(logs, (body) => HttpResponse.json({ ...(body as object), id: 1, uniqueId: 'streamer_1', nickname: 'Streamer 1', createBy: 'admin', createTime: '2026-11-26 09:00:00' }, { status: 201 }))),
    http.put('/api/anchors/progress', recordBody(moves, () => HttpResponse.json(anchorRow(1, { progress: 'contacted' })))),
  );
});

const renderDrawer = () => renderCrmPage(<StreamerDetailDrawer row={row} onClose={() => undefined} />);

describe('the streamer detail drawer', () => {
  it('shows every field and moves the progress by its menu', async () => {
    const user = userEvent.setup();
    renderDrawer();
    const drawer = within(await screen.findByRole('dialog', { name: 'Streamer Streamer 1' }));
    expect(drawer.getByText('Sings at night')).toBeInTheDocument();
    expect(drawer.getByText('+82 10 555')).toBeInTheDocument();
    expect(drawer.getByText('vip, singer')).toBeInTheDocument();
    await user.click(drawer.getByRole('button', { name: 'Move Streamer 1 to…' }));
    const offered = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(offered).not.toContain('Guild joined');
    expect(offered).toContain('Contacted');
    await user.click(screen.getByRole('menuitem', { name: 'Contacted' }));
    await waitFor(() => expect(moves).toEqual([{ id: 1, to: 'contacted' }]));
  });

  it('shows the timeline and the data log chart', async () => {
    const user = userEvent.setup();
    renderDrawer();
    const drawer = within(await screen.findByRole('dialog', { name: 'Streamer Streamer 1' }));
    await user.click(drawer.getByRole('tab', { name: 'Timeline' }));
    expect(await drawer.findByText('New · Contacted · First DM')).toBeInTheDocument();
    expect(drawer.getByText(/by amy/)).toBeInTheDocument();
    await user.click(drawer.getByRole('tab', { name: 'Data log' }));
    expect(await drawer.findByRole('img', { name: 'Followers: 100, 200' })).toBeInTheDocument();
    expect(drawer.getByRole('img', { name: 'Highest diamonds: 5, 50' })).toBeInTheDocument();
  });

  it('records a service log with its rules: next action required, at most 3 messages while unanswered', async () => {
    const user = userEvent.setup();
    renderDrawer();
    const drawer = within(await screen.findByRole('dialog', { name: 'Streamer Streamer 1' }));
    await user.click(drawer.getByRole('tab', { name: 'Service logs' }));
    await user.click(await drawer.findByRole('button', { name: 'Record service log' }));
    const form = within(await screen.findByRole('dialog', { name: 'Record service log' }));
    const count = form.getByRole('spinbutton', { name: 'Private messages sent' });
    await user.clear(count);
    await user.type(count, '4');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Please choose the next action')).toBeInTheDocument();
    await user.selectOptions(form.getByRole('combobox', { name: /Next action/ }), 'inviteToGuild');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('At most 3 private messages while the streamer has not replied')).toBeInTheDocument();
    expect(logs).toEqual([]);
    await user.click(form.getByRole('checkbox', { name: 'Replied to private messages' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(logs).toEqual([expect.objectContaining({ anchorRowId: 1, privateMessageCount: 4, replyPrivateMessage: true, nextAction: 'inviteToGuild', giftedCoins: 'none', noticeTime: null, screenshot: null })]));
  });
});
