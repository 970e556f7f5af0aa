/**
 * The monitored streamers page over MSW: rows with their status reason translated on hover, filters sent as query
 * fields, a TikTok ID already monitored refused beside its field and any other add failure titled 'Failure to add the
 * streamer', the switch and the batch switch acting at once, a batch delete asked first, and no write buttons for a
 * reader.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MonitorStreamerRow } from '../../../../../streams/contracts/monitor';
import { fieldRefusal, refusal } from '../../../../../streams/contracts/refusals';
import { monitorReason } from '../../../../../streams/monitor/monitor-reasons';
import { useSessionStore } from '@shared/auth/session-store';
import { i18next } from '@shared/i18n/i18n';
import { server } from '../../../../test/msw-server';
import { renderWithProviders } from '../../../../test/render';
import { MONITORING_BUNDLES } from '../i18n/monitoring-locale';
import { MonitorStreamersPage } from './monitor-streamers-page';
import { noContent, recordBody, recorded, recordQuery } from '../../../../test/crud-page';

configure({ asyncUtilTimeout: 8_000 });

const row = (id: number, uniqueId: string, patch: Partial<MonitorStreamerRow> = {}): MonitorStreamerRow => ({
  id,
  uniqueId,
  nickname: `Nick ${uniqueId}`,
  avatarUrl: null,
  type: 'regular',
  roomId: null,
  staff: null,
  notes: null,
  enabled: true,
  status: 'offline',
  statusReason: monitorReason('notLive'),
  lastCheckedAt: null,
  createTime: '2026-01-01 09:00:00',
  updateTime: '2026-01-01 09:00:00',
  ...patch,
});
const ROWS = [row(1, 'luna', { type: 'focus', status: 'tracked', statusReason: monitorReason('tracked'), staff: { id: 5, nickName: 'Mei' } }), row(2, 'sora', { enabled: false, status: 'disabled', statusReason: monitorReason('disabled') })];
const refused = (body: object) => HttpResponse.json({ status: 400, timestamp: '2026-01-01 00:00:00', ...body }, { status: 400 });

const queries = recorded<URLSearchParams>();
const switched = recorded();
const deleted = recorded();

function renderStreamers(roles: string[] = ['admin']) {
  useSessionStore.setState({ token: 'Bearer t', roles });
  const router = createMemoryRouter([{ path: '/monitoring/streamers', element: <MonitorStreamersPage /> }], { initialEntries: ['/monitoring/streamers'] });
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

beforeEach(() => {
  server.use(
    http.get('/api/monitor/streamers', recordQuery(queries, () => HttpResponse.json({ content: ROWS, totalElements: ROWS.length }))),
    http.get('/api/monitor/staff', () => HttpResponse.json([{ id: 5, username: 'mei', nickName: 'Mei' }])),
    http.post('/api/monitor/streamers', async ({ request }) => {
      const body = (await request.json()) as { uniqueId: string };
      if (body.uniqueId === 'luna') return refused(fieldRefusal('uniqueId', 'STREAMER_EXISTS'));
      return refused(refusal('MONITOR_STAFF_UNKNOWN'));
    }),
    http.put('/api/monitor/streamers/enabled', recordBody(switched, noContent)),
    http.delete('/api/monitor/streamers', recordBody(deleted, () => HttpResponse.json(null))),
  );
});
afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('the monitored streamers page', () => {
  it('lists the streamers, sends the filters as query fields and sorts newest first', async () => {
    const user = userEvent.setup();
    renderStreamers();
    const table = await screen.findByRole('table', { name: 'Monitored streamers' });
    const luna = await within(table).findByText('Nick luna');
    expect(luna.closest('tr')).toHaveAttribute('data-streamer', 'luna');
    expect(within(luna.closest('tr') as HTMLElement).getByText('Mei')).toBeInTheDocument();
    expect(queries[0]?.get('sort')).toBe('createTime,desc');

    await user.type(screen.getByRole('searchbox', { name: 'Search monitored streamers' }), 'lu');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Monitor type' }), 'focus');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'tracked');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Monitoring' }), 'false');
    await waitFor(() => expect(queries.at(-1)?.get('enabled')).toBe('false'));
    expect(Object.fromEntries(queries.at(-1) ?? [])).toMatchObject({ blurry: 'lu', type: 'focus', status: 'tracked', enabled: 'false', page: '0' });
  });

  it("shows the scanner's reason in the user's language on hover", async () => {
    await i18next.changeLanguage('zh');
    renderStreamers();
    const luna = (await screen.findByText('Nick luna')).closest('tr') as HTMLElement;
    expect(luna.querySelector('[data-status="tracked"]')).toHaveAttribute('title', MONITORING_BUNDLES.zh.reasons.tracked);
    const sora = screen.getByText('Nick sora').closest('tr') as HTMLElement;
    expect(sora.querySelector('[data-status="disabled"]')).toHaveAttribute('title', MONITORING_BUNDLES.zh.reasons.disabled);
  });

  it('refuses a monitored TikTok ID beside its field, and titles another add failure', async () => {
    const user = userEvent.setup();
    renderStreamers();
    await screen.findByText('Nick luna');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add a monitored streamer' });
    await user.type(within(drawer).getByLabelText(/TikTok ID/), '@luna');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('The streamer already exists')).toBeInTheDocument();
    expect(within(drawer).getByLabelText(/TikTok ID/)).toHaveFocus();

    await user.clear(within(drawer).getByLabelText(/TikTok ID/));
    await user.type(within(drawer).getByLabelText(/TikTok ID/), 'nova');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    const alert = await within(drawer).findByRole('alert');
    expect(alert).toHaveTextContent('Failure to add the streamer');
  });

  it('switches monitoring at once, for a row and for the ticked rows, and deletes the ticked rows after asking', async () => {
    const user = userEvent.setup();
    renderStreamers();
    await screen.findByText('Nick luna');
    await user.click(screen.getByRole('checkbox', { name: 'Monitor Nick sora' }));
    await waitFor(() => expect(switched).toEqual([{ ids: [2], enabled: true }]));

    await user.click(screen.getByRole('checkbox', { name: 'Select the streamers on this page' }));
    await user.click(screen.getByRole('button', { name: 'Stop (2)' }));
    await waitFor(() => expect(switched.at(-1)).toEqual({ ids: [1, 2], enabled: false }));
    expect(await screen.findByText('Stopped monitoring 2 streamers')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete (2)' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Are you sure you want to delete the 2 selected items?');
    await user.click(within(question).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(deleted).toEqual([[1, 2]]));
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
  });

  it('gives a reader no write buttons and a switch that only shows the state', async () => {
    renderStreamers(['monitor:list']);
    await screen.findByText('Nick luna');
    for (const name of ['Add', 'Import', 'Template', 'Edit Nick luna', 'Delete Nick luna']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select the streamers on this page' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Monitor Nick luna' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });
});
