/**
 * `GET api/liveConfigs/{id}/view` → {@link GameView}: the game now (scoreboard, round, PK phases, effects,
 * turntable) (`liveConfig:list`). The query keeps the newest view by `serverNow`, also against views
 * the socket or a command stored meanwhile (game-view-cache.ts).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { gameViewSchema, type GameView } from '../../../../../streams/contracts/game-topic';
import { http } from '@shared/http/http-client';
import { newestView } from '../common/game-view-state';
import { serverClock } from '../common/console-server-clock';
import { liveConfigKeys } from './live-config-keys';

/** Fetches the view. @throws HttpRequestError (404 for an unknown configuration). */
export async function getGameView(id: number, signal?: AbortSignal): Promise<GameView> {
  const { data } = await http.get<unknown>(`api/liveConfigs/${id}/view`, { signal });
  return gameViewSchema.parse(data);
}

/** Query options of configuration `id`'s view: the answer replaces the cached view only when newer. */
export function gameViewQuery(queryClient: QueryClient, id: number) {
  const queryKey = liveConfigKeys.view(id);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      const view = await getGameView(id, signal);
      serverClock.observe(view.serverNow);
      return newestView(queryClient.getQueryData<GameView>(queryKey), view);
    },
    // The socket keeps it current; REST only loads it and resyncs after a gap.
    staleTime: Infinity,
  });
}
