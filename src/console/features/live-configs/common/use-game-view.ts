/**
 * `useGameView(configId)`: the game view of one configuration, live. Loads `GET …/view`, then follows topic
 * `config:<id>` on the staff websocket (streams/contracts/game-topic.ts): every event and the
 * `snapshot` frame of a fresh subscribe carry the whole view, so the newest by `serverNow` is kept (REST, socket
 * and command answers race; game-view-state.ts). Events are folded once per animation frame (a busy room sends
 * many), and a `gap` reloads the view by REST. Everything lands in the view query's cache, so every component of
 * the page reads the same view.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { gameTopic, gameTopicEventSchema, gameViewSchema, type GameView } from '../../../../../streams/contracts/game-topic';
import { bufferAnimationFrames } from '@shared/realtime/operators/buffer-animation-frames';
import type { TopicItem } from '@shared/realtime/realtime-client';
import { useRealtimeClient } from '@shared/realtime/realtime-context';
import { storeGameView } from '../api/game-view-cache';
import { gameViewQuery } from '../api/get-game-view';
import { liveConfigKeys } from '../api/live-config-keys';
import { newestView } from './game-view-state';

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

/** The view query of `configId` (disabled while undefined) kept current by the socket. */
export function useGameView(configId: number | undefined) {
  const queryClient = useQueryClient();
  const client = useRealtimeClient();
  const query = useQuery({ ...gameViewQuery(queryClient, configId ?? 0), enabled: configId !== undefined });

  useEffect(() => {
    if (configId === undefined) return undefined;
    const subscription = client
      .topic$(gameTopic(configId), gameTopicEventSchema)
      .pipe(bufferAnimationFrames())
      .subscribe({
        next: (batch) => {
          const { view, gap } = foldGameItems(batch);
          if (view) storeGameView(queryClient, view);
          if (gap) void queryClient.invalidateQueries({ queryKey: liveConfigKeys.view(configId) });
        },
        // A refused topic (no liveConfig:list) leaves the REST view; the connection banner says the rest.
        error: () => undefined,
      });
    return () => subscription.unsubscribe();
  }, [client, queryClient, configId]);

  return query;
}
