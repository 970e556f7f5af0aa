/**
 * What an operator's order list shows, decided without React so it is tested on its own: when each order stops
 * being takeable, which state it reads as now, the order of the list (open ones first, soonest to expire on top), and
 * how a websocket event changes the list.
 *
 * The deadline is the live start + {@link ORDER_ACCEPT_MS} (the product rule "an order must be accepted within 3
 * minutes of the streamer going live"). Wire times (`yyyy-MM-dd HH:mm:ss`) carry no zone; like every console page
 * they are read as the phone's local time. An `order.dispatched` event says how many ms were left when it was sent,
 * which needs no zone at all, so its deadline wins over the one read from the row. The server stays the judge: a
 * late tap is answered with ORDER_EXPIRED, which the card shows.
 */
import { ORDER_ACCEPT_MS, type OrderRow } from '../../../../../streams/contracts/anchors';
import type { OrderTopicEvent } from '../../../../../streams/contracts/anchor-orders';

/** How an order reads at one moment. */
export type OrderState = 'open' | 'taken' | 'expired';

/** Epoch ms of a wire time read as local time; NaN when it is not one. */
export function parseWireTime(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(text);
  if (!match) return Number.NaN;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  return new Date(y, mo - 1, d, h, mi, s).getTime();
}

/** The moment `order` can no longer be taken: a deadline learnt from an event, else the live start + 3 minutes. */
export function deadlineOf(order: OrderRow, known: ReadonlyMap<number, number>): number {
  return known.get(order.id) ?? parseWireTime(order.liveStartTime) + ORDER_ACCEPT_MS;
}

/**
 * The state of `order` at `now`: an unconfirmed order past its deadline reads as expired before the server says so,
 * and so does one the server answered with no time left.
 */
export function orderState(order: OrderRow, deadline: number, now: number): OrderState {
  if (order.status === 'confirmed') return 'taken';
  if (order.status === 'expired' || order.remainingMs <= 0) return 'expired';
  return now <= deadline ? 'open' : 'expired';
}

const RANK: Readonly<Record<OrderState, number>> = { open: 0, taken: 1, expired: 2 };

/** Open orders first (soonest deadline on top), then taken, then expired; newest live start first within those. */
export function sortOrders(rows: readonly OrderRow[], known: ReadonlyMap<number, number>, now: number): OrderRow[] {
  const keyed = rows.map((row) => {
    const deadline = deadlineOf(row, known);
    return { row, deadline, state: orderState(row, deadline, now) };
  });
  keyed.sort((a, b) => RANK[a.state] - RANK[b.state] || (a.state === 'open' ? a.deadline - b.deadline : b.deadline - a.deadline) || b.row.id - a.row.id);
  return keyed.map((entry) => entry.row);
}

/** The list after a websocket event: the row replaced or added (only orders of this list: same `guildJoined`). */
export function applyOrderEvent(rows: readonly OrderRow[], event: OrderTopicEvent, guildJoined: boolean): OrderRow[] {
  if (event.order.guildJoined !== guildJoined) return [...rows];
  const index = rows.findIndex((row) => row.id === event.order.id);
  if (index === -1) return [event.order, ...rows];
  return rows.map((row, at) => (at === index ? event.order : row));
}
