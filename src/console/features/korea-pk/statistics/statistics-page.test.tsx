import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { KoreaEntryRow } from '../../../../../streams/contracts/korea-pk';
import type { RealtimeClient } from '@shared/realtime/realtime-client';
import { server } from '../../../../test/msw-server';
import { recordQuery, recorded } from '../../../../test/crud-page';
import { T, koreaHandlers, page, renderKoreaPage } from '../testing/korea-fixtures';
import { KoreaStatisticsPage } from './statistics-page';

const gift: KoreaEntryRow = {
  seq: 2,
  round: 1,
  streamerId: 'luna',
  delta: 300,
  at: T,
  time: '2026-11-20 20:05:00',
  stage: 'double',
  cause: { kind: 'gift', key: 'm1|1', msgId: 'm1', user: { userId: 'u1', uniqueId: 'fan', nickname: 'Fan', avatarUrl: null }, giftId: '5655', giftName: 'Rose', count: 300, price: 1 },
};
const manual: KoreaEntryRow = { seq: 1, round: 3, streamerId: 'sol', delta: -5, at: T - 1, time: '2026-11-20 20:01:00', stage: 'team', cause: { kind: 'manual', by: 'admin', reason: 'typo' } };

let client: RealtimeClient | undefined;
const queries = recorded<URLSearchParams>();

beforeEach(() => {
  server.use(
    http.get(
      '/api/koreaPk/events/:id/entries',
      recordQuery(queries, (params) => HttpResponse.json(params.get('stage') === 'team' ? page([manual]) : page([gift, manual], 45))),
    ),
    ...koreaHandlers(),
  );
});
afterEach(() => {
  client?.close();
  client = undefined;
});

describe('Korea statistics score', () => {
  it('shows points per stage and totals, and the ledger filtered by stage and paged', async () => {
    const user = userEvent.setup();
    client = renderKoreaPage(<KoreaStatisticsPage />, '/live/korea-statistics?eventId=9').client;
    expect(await screen.findByTestId('korea-total-luna')).toHaveTextContent('300');
    expect(screen.getByTestId('korea-team-total-blue')).toHaveTextContent('100');
    const entry = await screen.findByTestId('korea-entry-2');
    expect(entry).toHaveTextContent('Rose × 300');
    expect(entry).toHaveTextContent('+300');
    expect(screen.getByTestId('korea-entry-1')).toHaveTextContent('typo');
    expect(queries.at(-1)?.get('stage')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'team');
    await waitFor(() => expect(queries.at(-1)?.get('stage')).toBe('team'));
    await waitFor(() => expect(screen.queryByTestId('korea-entry-2')).toBeNull());
    expect(within(screen.getByTestId('korea-entry-1')).getByText('Team show')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), '');
    await user.click(await screen.findByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('1'));
  });
});
