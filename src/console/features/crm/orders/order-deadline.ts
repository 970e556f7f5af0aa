/**
 * When an order stops being takeable: {@link ORDER_ACCEPT_MS} after its live start. The console has no server clock
 * for admin pages, so the live start (a wire time of the server's zone) is read on the browser's clock and zone; an
 * order announced over the websocket carries the ms left when it was sent, which is used instead (no clock or zone
 * involved).
 */
import { ORDER_ACCEPT_MS, type OrderRow } from '../../../../../streams/contracts/anchors';

/** A wire time (`yyyy-MM-dd HH:mm:ss`) as epoch ms on the browser's clock; NaN when it is not one. */
export const wireMs = (wire: string): number => new Date(wire.replace(' ', 'T')).getTime();

/** The epoch ms (browser clock) after which `order` can no longer be taken; `announced` deadlines win. */
export function orderDeadline(order: Pick<OrderRow, 'id' | 'liveStartTime'>, announced: ReadonlyMap<number, number>): number {
  return announced.get(order.id) ?? wireMs(order.liveStartTime) + ORDER_ACCEPT_MS;
}
