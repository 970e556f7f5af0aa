/**
 * The Command log over MSW: rows with rule, device, gift, payload, status and latency (a test command and a deleted
 * rule named so); pages of 20, newest first; the status filter sent as a query field and kept in the address.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CommandLogRow } from '../../../../../streams/contracts/devices';
import { server } from '../../../../test/msw-server';
import { renderPage } from '../test-kit';
import { CommandLogPage } from './command-log-page';
import { recorded } from '../../../../test/crud-page';


const entry = (over: Partial<CommandLogRow> = {}): CommandLogRow => ({
  id: 7,
  createdAt: '2026-01-01 10:00:00',
  rule: { id: 1, name: 'Every gift bursts' },
  device: { id: 4, name: 'Confetti cannon' },
  commandName: 'Confetti burst',
  roomId: '7001',
  giftMsgId: 'm1',
  gift: { name: 'Rose', repeatCount: 5, diamonds: 5, userUniqueId: 'viewer', userNickname: 'Viewer' },
  payload: '{"action":"burst"}',
  status: 'acked',
  reason: null,
  sentAt: '2026-01-01 10:00:00',
  ackedAt: '2026-01-01 10:00:01',
  expiresAt: '2026-01-01 10:01:00',
  latencyMs: 42,
  ...over,
});
const queries = recorded<URLSearchParams>();

beforeEach(() => {
  server.use(
    http.get('/api/deviceCommandLog', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      const rows = [entry(), entry({ id: 8, rule: null, gift: null, status: 'queued', latencyMs: null }), entry({ id: 9, rule: { id: null, name: 'Old rule' }, status: 'skipped', reason: 'inside the cooldown' })];
      return HttpResponse.json({ content: rows, totalElements: rows.length });
    }),
    http.get('/api/devices/options', () => HttpResponse.json([{ id: 4, name: 'Confetti cannon', type: 'prop', enabled: true }])),
  );
});

describe('the Command log', () => {
  it('lists commands with what became of them', async () => {
    renderPage(<CommandLogPage />);
    const table = within(await screen.findByRole('table', { name: 'Command log' }));
    const acked = (await table.findByText('Every gift bursts')).closest('tr') as HTMLElement;
    expect(acked).toHaveAttribute('data-status', 'acked');
    expect(acked).toHaveAttribute('data-log', '7');
    expect(within(acked).getByText('Acknowledged')).toBeInTheDocument();
    expect(within(acked).getByText('Rose ×5 from Viewer')).toBeInTheDocument();
    expect(within(acked).getByText('42 ms')).toBeInTheDocument();
    expect(within(table.getByText('Test command').closest('tr') as HTMLElement).getByText('Queued')).toBeInTheDocument();
    expect(within(table.getByText('Old rule (deleted)').closest('tr') as HTMLElement).getByText('inside the cooldown')).toBeInTheDocument();
    expect(Object.fromEntries(queries[0] ?? [])).toEqual({ page: '0', size: '20', sort: 'createdAt,desc' });
  });

  it('filters by status, in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(<CommandLogPage />);
    await screen.findByText('Every gift bursts');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'failed');
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('failed'));
    expect(router.state.location.search).toBe('?status=failed');
  });
});
