/**
 * The socket side of the order lists, loaded lazily (the realtime client brings xstate, rxjs and zod): one realtime
 * client authenticated by the personal link key (`?linkKey=`), subscribed to the key holder's `orders:<userId>`
 * (streams/contracts/anchor-orders.ts), every event validated with the contract's schema. A lost stretch (`gap`) or a
 * reconnect asks the page to reload its list from REST.
 */
import { orderTopicEventSchema, ordersTopic, type OrderTopicEvent } from '../../../../../streams/contracts/anchor-orders';
import { createRealtimeClient, type WebSocketConstructor } from '@shared/realtime/realtime-client';

/** What the feed reports. */
export interface OrderFeedHandlers {
  onEvent(event: OrderTopicEvent, receivedAt: number): void;
  /** Events may have been missed: reload the list. */
  onGap(): void;
  /** Whether live updates arrive now (false while connecting, lost, or refused). */
  onLive(live: boolean): void;
}

/** Options of {@link connectOrderFeed}. */
export interface OrderFeedOptions {
  linkKey: string;
  userId: number;
  handlers: OrderFeedHandlers;
  /** Tests pass a fake socket. */
  WebSocketImpl?: WebSocketConstructor;
}

/** Opens the socket and follows the key holder's orders; call the result to close it. */
export function connectOrderFeed({ linkKey, userId, handlers, WebSocketImpl }: OrderFeedOptions): () => void {
  const client = createRealtimeClient({ url: '/websocket', linkKey, ...(WebSocketImpl ? { WebSocketImpl } : {}) });
  let wasOpen = false;
  const connection = client.connection$.subscribe((view) => {
    const open = view.status === 'open';
    handlers.onLive(open);
    // Back after a loss: whatever happened meanwhile is fetched again (the topic's replay covers most of it, REST the rest).
    if (open && wasOpen === false && client.stats().opens > 1) handlers.onGap();
    wasOpen = open;
  });
  const items = client.topic$(ordersTopic(userId), orderTopicEventSchema).subscribe({
    next(item) {
      if (item.kind === 'event') handlers.onEvent(item.event, Date.now());
      else handlers.onGap();
    },
    // 4403: the key may not read this topic; the page keeps refreshing by REST.
    error: () => handlers.onLive(false),
  });
  return () => {
    items.unsubscribe();
    connection.unsubscribe();
    client.close();
  };
}
