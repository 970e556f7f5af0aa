/**
 * The room data page over MSW: sessions with a running one shown Live, the filters and a column sort sent as query
 * fields, and a refused range shown under the page's failure title in the user's words.
 */
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LiveSessionRow } from '../../../../../streams/contracts/monitor-sessions';
import { fieldRefusal } from '../../../../../streams/contracts/refusals';
import { useSessionStore } from '@shared/auth/session-store';
import { server } from '../../../../test/msw-server';
import { renderWithProviders } from '../../../../test/render';
import { RoomDataPage } from './room-data-page';
import { recorded, recordQuery } from '../../../../test/crud-page';

configure({ asyncUtilTimeout: 8_000 });

const session = (id: number, endedAt: string | null): LiveSessionRow => ({
  id,
  streamer: { id, uniqueId: `host_${id}`, nickname: `Host ${id}`, avatarUrl: null, type: 'focus' },
  roomId: null,
  startedAt: '2026-01-01 20:00:00',
  endedAt,
  live: endedAt === null,
  durationMs: 3_600_000,
  peakViewers: 12_345,
  avgViewers: null,
  diamonds: 500,
  likes: 0,
  newFollowers: 0,
  shares: 0,
  pkCount: 1,
});
const queries = recorded<URLSearchParams>();

beforeEach(() => {
  server.use(
    http.get('/api/monitor/sessions', recordQuery(queries, (params) => {
      if (params.get('to') === '2025-12-01') return HttpResponse.json({ status: 400, timestamp: '2026-01-01 00:00:00', ...fieldRefusal('to', 'SESSION_RANGE_ORDER') }, { status: 400 });
      return HttpResponse.json({ content: [session(1, null), session(2, '2026-01-01 21:00:00')], totalElements: 2 });
    })),
  );
  useSessionStore.setState({ token: 'Bearer t', roles: ['admin'] });
});

const renderRoomData = () => renderWithProviders(<RouterProvider router={createMemoryRouter([{ path: '/monitoring/room-data', element: <RoomDataPage /> }], { initialEntries: ['/monitoring/room-data'] })} />);

describe('the room data page', () => {
  it('lists the sessions, a running one as Live, and sends filters and sort as query fields', async () => {
    const user = userEvent.setup();
    renderRoomData();
    const table = await screen.findByRole('table', { name: 'Live sessions' });
    const running = (await within(table).findByText('Host 1')).closest('tr') as HTMLElement;
    expect(running).toHaveAttribute('data-session', '1');
    expect(within(running).getByText('Live')).toBeInTheDocument();
    expect(within(running).getByText('12,345')).toBeInTheDocument();
    expect(within(table.querySelector('tr[data-session="2"]') as HTMLElement).getByText('21:00:00')).toBeInTheDocument();
    expect(queries[0]?.get('sort')).toBe('startedAt,desc');

    await user.type(screen.getByRole('searchbox', { name: 'Search sessions by streamer' }), 'host');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Session status' }), 'false');
    await user.click(screen.getByRole('button', { name: 'Sort by Diamonds' }));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('diamonds,desc'));
    expect(Object.fromEntries(queries.at(-1) ?? [])).toMatchObject({ blurry: 'host', live: 'false' });
  });

  it('shows a refused range under the failure title, and Reset clears it', async () => {
    const user = userEvent.setup();
    renderRoomData();
    await screen.findByText('Host 1');
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2025-12-01' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The live sessions could not be loaded');
    expect(alert).toHaveTextContent('The end of the range must be after its start');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('keeps the first day when the last day is picked after it (both go to the server)', async () => {
    renderRoomData();
    await screen.findByText('Host 1');
    // Both days in one go, before the page renders again (what a quick user or a test driver does).
    act(() => {
      fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2030-01-02' } });
      fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2030-01-01' } });
    });
    await waitFor(() => expect(queries.at(-1)?.get('to')).toBe('2030-01-01'));
    expect(queries.at(-1)?.get('from')).toBe('2030-01-02');
    expect(screen.getByLabelText('First day')).toHaveValue('2030-01-02');
  });
});
