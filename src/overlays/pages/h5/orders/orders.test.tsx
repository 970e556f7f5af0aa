import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { OrderRow } from '../../../../../streams/contracts/anchors';
import { server } from '../../../../test/msw-server';
import { meIs, openPage, orderRow, recordRequests, refusal, wireTimeIn } from '../testing/h5-fixtures';
import type { OrderFeedHandlers } from './order-feed';

const connectOrderFeed = vi.hoisted(() => vi.fn((_options: { linkKey: string; userId: number; handlers: OrderFeedHandlers }) => () => {}));
vi.mock('./order-feed', () => ({ connectOrderFeed }));

function ordersAre(rows: OrderRow[]) {
  server.use(meIs(), http.get('/api/h5/orders', () => HttpResponse.json({ content: rows, totalElements: rows.length })));
}

const cards = () => screen.getAllByRole('listitem');

describe('the order list', () => {
  it('asks for the target streamers’ orders, open ones first with a countdown, expired ones greyed', async () => {
    const sent = recordRequests();
    ordersAre([
      orderRow({ id: 3, nickname: 'Old', uniqueId: 'old', status: 'expired', liveStartTime: wireTimeIn(-3_600_000) }),
      orderRow({ id: 2, nickname: 'Done', uniqueId: 'done', status: 'confirmed', receiveTime: '2026-11-26 07:00:00' }),
      orderRow({ id: 1, nickname: 'Rosa', liveStartTime: wireTimeIn(-60_000) }),
      orderRow({ id: 4, nickname: 'Late', uniqueId: 'late', liveStartTime: wireTimeIn(-200_000), remainingMs: 0 }),
    ]);
    await openPage('tiktokOrder', '?key=k');
    await screen.findByText('Rosa');
    expect(sent.find((request) => request.path === '/api/h5/orders')?.query.get('guildJoined')).toBe('false');
    const [first, second, third, fourth] = cards();
    expect(within(first!).getByText('Rosa')).toBeInTheDocument();
    expect(within(first!).getByRole('timer')).toHaveTextContent(/^0[12]:\d\d$/);
    expect(within(first!).getByRole('button', { name: 'Take' })).toBeEnabled();
    expect(within(second!).getByText('Taken at 2026-11-26 07:00:00')).toBeInTheDocument();
    // Unconfirmed but past its 3 minutes: greyed as expired before the server says so, and no Take button.
    expect(third).toHaveAttribute('data-state', 'expired');
    expect(within(third!).getByText('Order expired')).toBeInTheDocument();
    expect(within(third!).queryByRole('button')).toBeNull();
    expect(fourth).toHaveAttribute('data-state', 'expired');
    expect(screen.getAllByRole('button', { name: 'Take' })).toHaveLength(1);
  });

  it('counts down every second', async () => {
    ordersAre([orderRow({ liveStartTime: wireTimeIn(-60_000) })]);
    await openPage('tiktokOrder', '?key=k');
    const timer = await screen.findByRole('timer');
    const before = timer.textContent;
    await waitFor(() => expect(screen.getByRole('timer').textContent).not.toBe(before), { timeout: 3_000 });
  });

  it('one tap on Take confirms the order and shows it taken', async () => {
    const sent = recordRequests();
    ordersAre([orderRow({ id: 7 })]);
    server.use(http.put('/api/h5/orders/confirm', () => HttpResponse.json(orderRow({ id: 7, status: 'confirmed', receiveTime: '2026-11-26 08:01:02' }))));
    await openPage('tiktokOrder', '?key=k');
    await userEvent.click(await screen.findByRole('button', { name: 'Take' }));
    expect(await screen.findByText('Taken at 2026-11-26 08:01:02')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take' })).toBeNull();
    const confirm = sent.find((request) => request.path === '/api/h5/orders/confirm');
    expect(confirm).toMatchObject({ method: 'PUT', key: 'k', body: { id: 7 } });
  });

  it('a take refused as expired shows the reason and greys the order', async () => {
    ordersAre([orderRow({ id: 7 })]);
    server.use(http.put('/api/h5/orders/confirm', () => refusal(400, 'ORDER_EXPIRED', 'Order expired: it had to be taken within 3 minutes of the live start')));
    await openPage('tiktokOrder', '?key=k');
    await userEvent.click(await screen.findByRole('button', { name: 'Take' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Order expired: it had to be taken within 3 minutes of the live start');
    expect(cards()[0]).toHaveAttribute('data-state', 'expired');
  });

  it('says the refusal in Korean when the link asks for Korean', async () => {
    ordersAre([orderRow({ id: 7 })]);
    server.use(http.put('/api/h5/orders/confirm', () => refusal(400, 'ORDER_ALREADY_TAKEN', 'This order was already taken at 08:00', { time: '08:00' })));
    await openPage('tiktokOrder', '?key=k&lang=ko');
    await userEvent.click(await screen.findByRole('button', { name: '받기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('이 주문은 08:00에 이미 받았습니다');
  });

  it('a tap on the streamer opens the streamer card, keeping the key', async () => {
    ordersAre([orderRow({ anchorRowId: 11 })]);
    await openPage('tiktokOrder', '?key=k%2B1');
    const link = (await screen.findByText('Rosa')).closest('a');
    expect(link).toHaveAttribute('href', '/whiteListPages/ttOrderAnchorInfo?id=11&key=k%2B1');
  });

  it('the guild-joined list asks for guild-joined orders and takes only theirs from the feed', async () => {
    const sent = recordRequests();
    connectOrderFeed.mockClear();
    ordersAre([]);
    await openPage('guildJoinedTiktokOrder', '?key=k');
    expect(await screen.findByText(/No orders yet/)).toBeInTheDocument();
    expect(sent.find((request) => request.path === '/api/h5/orders')?.query.get('guildJoined')).toBe('true');
    await waitFor(() => expect(connectOrderFeed).toHaveBeenCalledWith(expect.objectContaining({ linkKey: 'k', userId: 5 })));
    const { handlers } = connectOrderFeed.mock.calls.at(-1)![0];
    act(() => {
      handlers.onLive(true);
      handlers.onEvent({ type: 'order.dispatched', order: orderRow({ id: 8, nickname: 'Target', guildJoined: false }), remainingMs: 170_000 }, Date.now());
      handlers.onEvent({ type: 'order.dispatched', order: orderRow({ id: 9, nickname: 'Member', guildJoined: true }), remainingMs: 90_000 }, Date.now());
    });
    expect(await screen.findByText('Member')).toBeInTheDocument();
    expect(screen.queryByText('Target')).toBeNull();
    // The event's remaining time sets the countdown (no time zone involved): 90 s.
    expect(screen.getByRole('timer')).toHaveTextContent(/^01:(2\d|30)$/);
    expect(screen.getByText('Live updates')).toBeInTheDocument();
    act(() => handlers.onEvent({ type: 'order.changed', order: orderRow({ id: 9, nickname: 'Member', guildJoined: true, status: 'confirmed', receiveTime: '2026-11-26 08:02:00' }) }, Date.now()));
    expect(await screen.findByText('Taken at 2026-11-26 08:02:00')).toBeInTheDocument();
  });
});

describe('refreshing', () => {
  it('a key revoked while the list is open replaces the list with the reason', async () => {
    let revoked = false;
    server.use(
      meIs(),
      http.get('/api/h5/orders', () => (revoked ? refusal(401, 'LINK_KEY_REVOKED', 'This link key was revoked: ask for a new link') : HttpResponse.json({ content: [orderRow()], totalElements: 1 }))),
    );
    await openPage('tiktokOrder', '?key=k');
    await screen.findByText('Rosa');
    revoked = true;
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link key was revoked: ask for a new link');
    expect(screen.queryByText('Rosa')).toBeNull();
  });
});
