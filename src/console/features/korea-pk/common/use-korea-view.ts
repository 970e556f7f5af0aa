/**
 * `useKoreaView(eventId)`: an event's game view, live. Loads `GET api/koreaPk/events/{id}/view`, then follows topic
 * `config:<id>` on the staff websocket (streams/contracts/game-topic.ts), the way the group host pages follow a game:
 * every event and a fresh subscribe's snapshot carry the whole view, so the newest by `serverNow` is kept (REST, socket
 * and command answers race); events are folded once per animation frame and a `gap` reloads by REST. Everything lands
 * in the view query's cache, so every part of the page reads the same view. Also notes the server's clock for the
 * countdowns.
 */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { gameTopic, gameTopicEventSchema, gameViewSchema, type GameView } from '../../../../../streams/contracts/game-topic';
import { bufferAnimationFrames } from '@shared/realtime/operators/buffer-animation-frames';
import type { TopicItem } from '@shared/realtime/realtime-client';
import { useRealtimeClient } from '@shared/realtime/realtime-context';
import { createServerClock, type ServerClock } from '@shared/realtime/server-clock';
import { getKoreaView, koreaKeys } from '../api/korea-api';

/** The Korea pages' server clock (every event runs on the same server). */
export const serverClock: ServerClock = createServerClock();

/** The newer of two views by the server's time (a late answer never replaces a newer view). */
export function newestView(current: GameView | undefined | null, candidate: GameView): GameView {
  if (!current) return candidate;
  return candidate.serverNow > current.serverNow ? candidate : current;
}

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

type GameItem = TopicItem<{ view: GameView }>;

/** The newest view of a batch of topic items, and whether the batch asks for a resync. */
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

/** The view query of `eventId` (disabled while undefined), kept current by the socket. */
export function useKoreaView(eventId: number | undefined) {
  const queryClient = useQueryClient();
  const client = useRealtimeClient();
  const query = useQuery({ ...viewQuery(queryClient, eventId ?? 0), enabled: eventId !== undefined });
  useEffect(() => {
    if (eventId === undefined) return undefined;
    const subscription = client
      .topic$(gameTopic(eventId), gameTopicEventSchema)
      .pipe(bufferAnimationFrames())
      .subscribe({
        next: (batch) => {
          const { view, gap } = foldGameItems(batch);
          if (view) storeKoreaView(queryClient, view);
          if (gap) void queryClient.invalidateQueries({ queryKey: koreaKeys.view(eventId) });
        },
        // A refused topic leaves the REST view; the connection banner says the rest.
        error: () => undefined,
      });
    return () => subscription.unsubscribe();
  }, [client, queryClient, eventId]);
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
