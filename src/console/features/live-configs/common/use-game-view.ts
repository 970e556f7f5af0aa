/**
 * `useGameView(configId)`: the game view of one configuration, live. Loads `GET …/view`, then follows topic
 * `config:<id>` (src/shared/live/game-topic.ts: the newest view by `serverNow` is kept, a `gap` reloads the view by
 * REST). Everything lands in the view query's cache, so every component of the page reads the same view.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useGameTopic } from '@shared/live/game-topic';
import { storeGameView } from '../api/game-view-cache';
import { gameViewQuery } from '../api/get-game-view';
import { liveConfigKeys } from '../api/live-config-keys';

export { foldGameItems } from '@shared/live/game-topic';

/** The view query of `configId` (disabled while undefined) kept current by the socket. */
export function useGameView(configId: number | undefined) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...gameViewQuery(queryClient, configId ?? 0), enabled: configId !== undefined });
  useGameTopic(configId, {
    onView: (view) => storeGameView(queryClient, view),
    onGap: () => void queryClient.invalidateQueries({ queryKey: liveConfigKeys.view(configId ?? 0) }),
  });
  return query;
}
