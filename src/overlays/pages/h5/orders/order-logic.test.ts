import { describe, expect, it } from 'vitest';
import { ORDER_ACCEPT_MS } from '../../../../../streams/contracts/anchors';
import { orderRow } from '../testing/h5-fixtures';
import { applyOrderEvent, deadlineOf, orderState, parseWireTime, sortOrders } from './order-logic';

describe('order logic', () => {
  it('reads a wire time as local time', () => {
    expect(parseWireTime('2026-11-26 08:01:02')).toBe(new Date(2026, 10, 26, 8, 1, 2).getTime());
    expect(parseWireTime('not a time')).toBeNaN();
  });

  it('an order can be taken until 3 minutes after the live start, unless an event said otherwise', () => {
    const order = orderRow({ id: 1, liveStartTime: '2026-11-26 08:00:00' });
    const start = new Date(2026, 10, 26, 8, 0, 0).getTime();
    expect(deadlineOf(order, new Map())).toBe(start + ORDER_ACCEPT_MS);
    expect(orderState(order, start + ORDER_ACCEPT_MS, start + ORDER_ACCEPT_MS)).toBe('open');
    expect(orderState(order, start + ORDER_ACCEPT_MS, start + ORDER_ACCEPT_MS + 1)).toBe('expired');
    expect(deadlineOf(order, new Map([[1, 42]]))).toBe(42);
    expect(orderState({ ...order, status: 'confirmed' }, 0, 1)).toBe('taken');
  });

  it('sorts open (soonest deadline first), then taken, then expired', () => {
    const now = new Date(2026, 10, 26, 8, 2, 0).getTime();
    const rows = [
      orderRow({ id: 1, status: 'expired', liveStartTime: '2026-11-26 07:00:00' }),
      orderRow({ id: 2, status: 'confirmed', liveStartTime: '2026-11-26 07:59:00' }),
      orderRow({ id: 3, liveStartTime: '2026-11-26 08:01:00' }),
      orderRow({ id: 4, liveStartTime: '2026-11-26 08:00:00' }),
    ];
    expect(sortOrders(rows, new Map(), now).map((row) => row.id)).toEqual([4, 3, 2, 1]);
  });

  it('an event replaces its row or adds it, for its own list only', () => {
    const rows = [orderRow({ id: 1 })];
    expect(applyOrderEvent(rows, { type: 'order.changed', order: orderRow({ id: 1, status: 'confirmed' }) }, false)[0]?.status).toBe('confirmed');
    expect(applyOrderEvent(rows, { type: 'order.dispatched', order: orderRow({ id: 2 }), remainingMs: 1 }, false).map((row) => row.id)).toEqual([2, 1]);
    expect(applyOrderEvent(rows, { type: 'order.dispatched', order: orderRow({ id: 2, guildJoined: true }), remainingMs: 1 }, false)).toHaveLength(1);
  });
});
