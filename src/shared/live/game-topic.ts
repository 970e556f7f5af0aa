/**
 * Following one game's view live on the staff websocket, for every console page that shows a game (the group host
 * pages, the Korea group PK pages): topic `config:<id>` (streams/contracts/game-topic.ts), where every event and the
 * `snapshot` of a fresh subscribe carry the whole view. REST answers, command answers and socket frames race, so the
 * newest by `serverNow` is kept ({@link newestView}); events are folded once per animation frame (a busy room sends
 * many) and a `gap` asks the page to reload the view by REST. Where the view is kept (which query cache key) is the
 * page's own.
 */
import { useEffect, useRef } from 'react';
import { gameTopic, gameTopicEventSchema, gameViewSchema, type GameView } from '../../../streams/contracts/game-topic';
import { bufferAnimationFrames } from '../realtime/operators/buffer-animation-frames';
import type { TopicItem } from '../realtime/realtime-client';
import { useRealtimeClient } from '../realtime/realtime-context';

/** The newer of the view shown (`current`, maybe none yet) and a `candidate`; on a tie the one shown stays. */
export function newestView(current: GameView | undefined | null, candidate: GameView): GameView {
  if (!current) return candidate;
  return candidate.serverNow > current.serverNow ? candidate : current;
}

type GameItem = TopicItem<{ view: GameView }>;

/**
 * The newest view among a batch of topic items, and whether the batch asks for a resync. Snapshots that fail the
 * contract are skipped (the client validated events already).
 */
export function foldGameItems(items: readonly GameItem[]): { view: GameView | null; gap: boolean } {
  let view: GameView | null = null;
  let gap = false;
  for (const item of items) {
    if (item.kind === 'gap') gap = true;
    else if (item.kind === 'event') view = newestView(view, item.event.view);
    else {
      const parsed = gameViewSchema.safeParse(item.state);
      if (parsed.success) view = newestView(view, parsed.data);
    }
  }
  return { view, gap };
}

/** What a page does with what the topic brings: keep a view, reload after a gap. */
export interface GameTopicHandlers {
  onView: (view: GameView) => void;
  onGap: () => void;
}

/** Follows `config:<configId>` while mounted (nothing while `configId` is undefined). */
export function useGameTopic(configId: number | undefined, handlers: GameTopicHandlers): void {
  const client = useRealtimeClient();
  // The latest handlers, without resubscribing when a page passes new closures.
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (configId === undefined) return undefined;
    const subscription = client
      .topic$(gameTopic(configId), gameTopicEventSchema)
      .pipe(bufferAnimationFrames())
      .subscribe({
        next: (batch) => {
          const { view, gap } = foldGameItems(batch);
          if (view) latest.current.onView(view);
          if (gap) latest.current.onGap();
        },
        // A refused topic (no liveConfig:list) leaves the REST view; the connection banner says the rest.
        error: () => undefined,
      });
    return () => subscription.unsubscribe();
  }, [client, configId]);
}
