/**
 * `useKoreaView(eventId)`: an event's game view, live. Loads `GET api/koreaPk/events/{id}/view`, then follows topic
 * `config:<id>` like the group host pages (src/shared/live/game-topic.ts: the newest view by `serverNow` is kept, a
 * `gap` reloads by REST). Everything lands in the view query's cache, so every part of the page reads the same view.
 * Also notes the server's clock for the countdowns.
 */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import { newestView, useGameTopic } from '@shared/live/game-topic';
import { createServerClock, type ServerClock } from '@shared/realtime/server-clock';
import { getKoreaView, koreaKeys } from '../api/korea-api';

/** The Korea pages' server clock (every event runs on the same server). */
export const serverClock: ServerClock = createServerClock();

/** Keeps `view` for its event when it is the newest (a command's answer, a socket frame). */
export function storeKoreaView(queryClient: QueryClient, view: GameView): void {
  serverClock.observe(view.serverNow);
  queryClient.setQueryData<GameView>(koreaKeys.view(view.configId), (current) => newestView(current, view));
}

function viewQuery(queryClient: QueryClient, id: number) {
  const queryKey = koreaKeys.view(id);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      const view = await getKoreaView(id, signal);
      serverClock.observe(view.serverNow);
      return newestView(queryClient.getQueryData<GameView>(queryKey), view);
    },
    // The socket keeps it current; REST only loads it and resyncs after a gap.
    staleTime: Infinity,
  });
}

/** The view query of `eventId` (disabled while undefined), kept current by the socket. */
export function useKoreaView(eventId: number | undefined) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...viewQuery(queryClient, eventId ?? 0), enabled: eventId !== undefined });
  useGameTopic(eventId, {
    onView: (view) => storeKoreaView(queryClient, view),
    onGap: () => void queryClient.invalidateQueries({ queryKey: koreaKeys.view(eventId ?? 0) }),
  });
  return query;
}

/**
 * Server time now (epoch ms), re-rendering every `tickMs` for the countdowns. Read at each render rather than kept
 * from the last tick, so the first view's clock counts at once (not the local clock until the next tick).
 */
export function useServerNow(tickMs = 250): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return serverClock.now();
}
