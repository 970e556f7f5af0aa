/**
 * The socket side of an overlay's game feed, loaded lazily (after the first view is on screen) because the
 * realtime client brings xstate, rxjs and zod: about 45 KB of gzip JS the first paint does not need.
 *
 * One realtime client per overlay page, authenticated by the read-only overlay key, subscribed to
 * `config:<configId>`: the server answers with a `snapshot` (state = GameView) and then events, each validated
 * here with the contract's schemas (streams/contracts/game-topic.ts); an item that does not validate is dropped
 * and counted by the client. Reconnects resume with `sinceSeq` (src/shared/realtime/realtime-client.ts); a
 * `gap` asks the caller to reload the view.
 */
import { gameTopicEventSchema, gameViewSchema, type GameTopicEvent, type GameView } from '../../../streams/contracts/game-topic';
import { createRealtimeClient, TopicForbiddenError, type ConnectionView, type WebSocketConstructor } from '@shared/realtime/realtime-client';

/** The connection as the overlay's dot shows it. */
export type DotStatus = 'open' | 'connecting' | 'lost';

/** What the feed reports. */
export interface LiveFeedHandlers {
  /** A snapshot (on subscribe, and after a resync on the server's side). */
  onView(view: GameView): void;
  onEvent(event: GameTopicEvent): void;
  /** Events were lost: reload the view (REST). */
  onGap(): void;
  onConnection(status: DotStatus): void;
  /**
   * The server refused the key or the topic (close 4401, or 4403 for this topic). The key may have been
   * replaced: the caller checks with REST, then calls {@link LiveFeed.retry} if the key still works.
   */
  onRefused(): void;
}

/** Options of {@link connectLiveFeed}. */
export interface LiveFeedOptions {
  overlayKey: string;
  configId: number;
  handlers: LiveFeedHandlers;
  /** Tests pass a fake socket. */
  WebSocketImpl?: WebSocketConstructor;
}

/** A running feed. */
export interface LiveFeed {
  /** Connect again after {@link LiveFeedHandlers.onRefused} (the key was confirmed by REST). */
  retry(): void;
  /** Closes the socket for good. */
  close(): void;
}

/** The dot for a connection state: a first attempt is "connecting", anything after a loss is "lost". */
export function dotStatusOf(connection: ConnectionView): DotStatus {
  switch (connection.status) {
    case 'open':
      return 'open';
    case 'connecting':
      return connection.attempt === 0 ? 'connecting' : 'lost';
    default:
      return 'lost';
  }
}

/** Opens the socket and subscribes to the game's topic. */
export function connectLiveFeed({ overlayKey, configId, handlers, WebSocketImpl }: LiveFeedOptions): LiveFeed {
  const client = createRealtimeClient({ url: '/websocket', overlayKey, ...(WebSocketImpl ? { WebSocketImpl } : {}) });
  const topic = `config:${configId}`;
  let refused = false;

  const connection = client.connection$.subscribe((view) => {
    handlers.onConnection(dotStatusOf(view));
    if (view.status === 'closed' && !refused) {
      refused = true;
      handlers.onRefused();
    }
  });

  let items: { unsubscribe(): void } | undefined;
  const subscribe = () => {
    items = client.topic$(topic, gameTopicEventSchema).subscribe({
      next(item) {
        if (item.kind === 'event') handlers.onEvent(item.event);
        else if (item.kind === 'snapshot') {
          const view = gameViewSchema.safeParse(item.state);
          if (view.success) handlers.onView(view.data);
          else handlers.onGap();
        } else handlers.onGap();
      },
      error(error: unknown) {
        // 4403 for this topic: the key does not (or no longer) open this configuration.
        if (error instanceof TopicForbiddenError && !refused) {
          refused = true;
          handlers.onRefused();
        }
      },
    });
  };
  subscribe();

  return {
    retry() {
      if (!refused) return;
      refused = false;
      items?.unsubscribe();
      subscribe();
      client.reconnect();
    },
    close() {
      items?.unsubscribe();
      connection.unsubscribe();
      client.close();
    },
  };
}
