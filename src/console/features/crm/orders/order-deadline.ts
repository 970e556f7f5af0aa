/**
 * When an order stops being takeable: {@link ORDER_ACCEPT_MS} after its live start. Every order row carries the ms
 * that were left when the server answered (`remainingMs`), and an order announced over the websocket the ms left
 * when it was sent: a deadline counted from the answer's arrival needs neither the browser's clock nor its time zone
 * to agree with the server's. Only a row without an arrival time falls back to its live start on the browser's clock.
 */
import { ORDER_ACCEPT_MS, type OrderRow } from '../../../../../streams/contracts/anchors';

/** A wire time (`yyyy-MM-dd HH:mm:ss`) as epoch ms on the browser's clock; NaN when it is not one. */
export const wireMs = (wire: string): number => new Date(wire.replace(' ', 'T')).getTime();

/**
 * The epoch ms (browser clock) after which `order` can no longer be taken: an `announced` deadline, else the row's
 * time left counted from `receivedAt` (when the list arrived, epoch ms), else its live start + 3 minutes.
 */
export function orderDeadline(order: Pick<OrderRow, 'id' | 'liveStartTime' | 'remainingMs'>, announced: ReadonlyMap<number, number>, receivedAt?: number): number {
  return announced.get(order.id) ?? (receivedAt ? receivedAt + order.remainingMs : wireMs(order.liveStartTime) + ORDER_ACCEPT_MS);
}
