/**
 * The wall's data: the websocket topic `monitor:wall` (streams/contracts/monitor-wall.ts `WALL_TOPIC`: the whole wall
 * as a snapshot on subscribe and after a gap, then again whenever it changes) while the socket is up, and
 * `GET api/monitor/wall` polled every {@link WALL_POLL_MS} with TanStack Query while it is not (before the first
 * snapshot, while the socket is down, or when the topic is refused). The newest wall by `serverTime` is shown, the
 * alert rail is folded from every wall received (wall-alerts.ts; ids already received are skipped, and gift alerts
 * below the page's threshold are left out of the topic's walls), and the server clock's offset is set from each
 * (wall-clock.ts).
 *
 * Resilience (it keeps working through reconnects and server restarts): a reconnect resumes the topic after its last
 * seq, and a restarted server answers with a gap and a fresh snapshot; meanwhile polls go on — after a failure, in a
 * background tab, with the browser offline (`networkMode: 'always'`, so a failure shows rather than a silent pause) —
 * and the last good tiles stay on screen while they fail; the page shows how old they are (while the topic is
 * followed the wall is as new as the open socket). Requests are `silent` (no notification every two seconds); a 401
 * or 403 is handed back to the session layer as if the request had not been silent, so an expired login logs out as
 * everywhere else in the console.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { WALL_POLL_MS, WALL_TOPIC, wallSnapshotSchema, wallTopicEventSchema, type WallSnapshot } from '../../../../../streams/contracts/monitor-wall';
import { httpErrors$ } from '@shared/http/http-client';
import { useRealtimeClient } from '@shared/realtime/realtime-context';
import { useConnectionState } from '@shared/realtime/use-connection-state';
import { httpErrorOf } from '@shared/http/http-error';
import { getMonitorWall, wallKeys } from './get-monitor-wall';
import { alertsReducer, INITIAL_ALERTS, type ShownAlert } from './wall-alerts';
import type { WallClock } from './wall-clock';

/** What the page gets from {@link useWallFeed}. */
export interface WallFeed {
  /** The last good answer (kept while polls fail). */
  snapshot: WallSnapshot | undefined;
  /** Local time the last good answer arrived (epoch ms); 0 before the first. */
  answeredAt: number;
  /** The last poll failed. */
  failing: boolean;
  /** Why the last poll failed (a transport or contract error), when it did. */
  error: unknown;
  /** The rail, newest first. */
  alerts: readonly ShownAlert[];
  dismiss: (key: string) => void;
  dismissAll: () => void;
  /** Polls now rather than at the next interval. */
  retry: () => void;
}

/** How often the wall's age moves while the topic is followed (it is as new as the open socket), ms. */
const FOLLOWED_TICK_MS = 1_000;

/** A wall from the topic, with the local time it arrived (epoch ms). */
interface TopicWall {
  wall: WallSnapshot;
  at: number;
}

/** Follows `monitor:wall`: the walls it brings, and whether it brought one since the page subscribed. */
function useWallTopic(): { topicWall: TopicWall | null; heard: boolean } {
  const client = useRealtimeClient();
  const [topicWall, setTopicWall] = useState<TopicWall | null>(null);
  const [heard, setHeard] = useState(false);
  useEffect(() => {
    const subscription = client.topic$(WALL_TOPIC, wallTopicEventSchema).subscribe({
      next: (item) => {
        // A gap is followed by a fresh snapshot: the wall on screen stays until it comes.
        if (item.kind === 'gap') return;
        const wall = item.kind === 'event' ? item.event.wall : wallSnapshotSchema.safeParse(item.state).data;
        if (!wall) return;
        setTopicWall({ wall, at: Date.now() });
        setHeard(true);
      },
      // Refused (no monitor:list): the polls go on and say so.
      error: () => setHeard(false),
    });
    return () => subscription.unsubscribe();
  }, [client]);
  return { topicWall, heard };
}

/**
 * Follows the wall on its topic, polling while it cannot.
 * @param giftAlertDiamonds the big-gift threshold, diamonds (≥ MIN_GIFT_ALERT_DIAMONDS)
 * @param clock the page's clock, whose offset each answer sets
 * @param pollMs the interval of the polls (WALL_POLL_MS; the bench and tests use the same)
 */
export function useWallFeed(giftAlertDiamonds: number, clock: WallClock, pollMs: number = WALL_POLL_MS): WallFeed {
  const [alertsState, dispatch] = useReducer(alertsReducer, INITIAL_ALERTS);
  // Read by the query function at fetch time: the cursor moves with every answer and must not be part of the key.
  const cursor = useRef(0);
  const processedAt = useRef(0);
  const connection = useConnectionState(useRealtimeClient());
  const { topicWall, heard } = useWallTopic();
  const following = heard && connection.status === 'open';

  const query = useQuery({
    queryKey: wallKeys.feed(giftAlertDiamonds),
    queryFn: ({ signal }) => getMonitorWall({ alertsAfter: cursor.current, giftAlertDiamonds }, signal),
    // The topic brings every change while it is followed: no request at all then.
    enabled: !following,
    refetchInterval: pollMs,
    refetchIntervalInBackground: true,
    networkMode: 'always',
    retry: false,
    staleTime: 0,
    // A threshold left behind is not coming back soon; its old answer must not be replayed if it does.
    gcTime: 0,
    // A new threshold keeps the tiles on screen while its first answer comes.
    placeholderData: keepPreviousData,
  });

  const { data, dataUpdatedAt, isPlaceholderData, error, errorUpdatedAt } = query;
  useEffect(() => {
    // Each answer once, in arrival order (an answer kept as a placeholder was handled when it came).
    if (!data || isPlaceholderData || dataUpdatedAt <= processedAt.current) return;
    processedAt.current = dataUpdatedAt;
    clock.setOffset(data.serverTime - dataUpdatedAt);
    dispatch({ type: 'answer', snapshot: data });
  }, [data, dataUpdatedAt, isPlaceholderData, clock]);

  useEffect(() => {
    if (!topicWall) return;
    clock.setOffset(topicWall.wall.serverTime - topicWall.at);
    // The topic carries gift alerts from the smallest threshold up: this page shows its own.
    const alerts = topicWall.wall.alerts.filter((alert) => alert.kind !== 'gift' || (alert.diamonds ?? 0) >= giftAlertDiamonds);
    dispatch({ type: 'answer', snapshot: { ...topicWall.wall, alerts } });
  }, [topicWall, clock, giftAlertDiamonds]);

  useEffect(() => {
    cursor.current = alertsState.cursor;
  }, [alertsState.cursor]);

  // While followed, nothing new means nothing changed: the wall is as new as the open socket.
  const [aliveAt, setAliveAt] = useState(0);
  useEffect(() => {
    if (!following) return undefined;
    const timer = setInterval(() => setAliveAt(Date.now()), FOLLOWED_TICK_MS);
    return () => clearInterval(timer);
  }, [following]);

  useEffect(() => {
    const failure = httpErrorOf(error);
    if (failure?.kind === 'http' && (failure.status === 401 || failure.status === 403)) {
      httpErrors$.next({ ...failure, request: { ...failure.request, silent: false } });
    }
  }, [error, errorUpdatedAt]);

  const { refetch } = query;
  const polledAt = isPlaceholderData ? processedAt.current : dataUpdatedAt;
  // The newest wall whichever way it came (an answer that crossed a topic event must not take the wall back).
  const fromTopic = topicWall !== null && (!data || topicWall.wall.serverTime >= data.serverTime);
  const answeredAt = Math.max(polledAt, topicWall?.at ?? 0, following ? aliveAt : 0);
  return {
    snapshot: fromTopic ? topicWall.wall : data,
    answeredAt,
    failing: !following && query.isError,
    error,
    alerts: alertsState.alerts,
    dismiss: useCallback((key: string) => dispatch({ type: 'dismiss', key }), []),
    dismissAll: useCallback(() => dispatch({ type: 'dismissAll' }), []),
    retry: useCallback(() => void refetch(), [refetch]),
  };
}
