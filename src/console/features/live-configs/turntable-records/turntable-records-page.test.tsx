import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TurntableRecordRow } from '../../../../../streams/contracts/live-configs';
import type { RealtimeClient } from '@shared/realtime/realtime-client';
import { server } from '../../../../test/msw-server';
import { gameHandlers, page } from '../testing/game-fixtures';
import { renderGamePage } from '../testing/render-game-page';
import { TurntableRecordsPage } from './turntable-records-page';
import { recorded, recordQuery } from '../../../../test/crud-page';

const record = (over: Partial<TurntableRecordRow>): TurntableRecordRow => ({
  id: 1,
  spinNo: 1,
  requestId: 'r1',
  trigger: 'gift',
  byUserId: 'u1',
  byNickname: 'Viewer One',
  optionIndex: 0,
  content: 'Ticket',
  startedAt: '2024-05-01 20:01:00',
  ...over,
});

let client: RealtimeClient | undefined;
const queries = recorded<URLSearchParams>();

beforeEach(() => {
  server.use(
    http.get('/api/liveConfigs/7/turntable/records', recordQuery(queries, () => HttpResponse.json(page([record({ id: 2, spinNo: 2, trigger: 'host', byNickname: 'Administrator', optionIndex: -1, content: '' }), record({})])))),
    ...gameHandlers(),
  );
});
afterEach(() => {
  client?.close();
  client = undefined;
});

describe('turntable records', () => {
  it('lists the spins of the picked configuration (who, how, the prize or none) and searches them', async () => {
    const user = userEvent.setup();
    client = renderGamePage(<TurntableRecordsPage />, '/live/group/turntable-records?configId=7').client;
    const table = await screen.findByRole('table', { name: 'Turntable records' });
    const host = (await within(table).findByText('Administrator')).closest('tr') as HTMLElement;
    expect(host).toHaveTextContent('Host');
    expect(host).toHaveTextContent('No prize');
    const viewer = within(table).getByText('Viewer One').closest('tr') as HTMLElement;
    expect(viewer).toHaveTextContent('Gift');
    expect(viewer).toHaveTextContent('Ticket');
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search by nickname or prize' }), 'Tick');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)?.get('blurry')).toBe('Tick'));
    expect(queries.at(-1)?.get('page')).toBe('0');
  });
});
