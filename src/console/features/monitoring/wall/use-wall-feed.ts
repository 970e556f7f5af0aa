/**
 * The wall's data: `GET api/monitor/wall` polled every {@link WALL_POLL_MS} with TanStack Query, the alert rail
 * folded from the answers (wall-alerts.ts), and the server clock's offset set from each answer (wall-clock.ts).
 *
 * Resilience (it keeps working through reconnects and server restarts): polls go on whatever happens — after
 * a failure, in a background tab, with the browser offline (`networkMode: 'always'`, so a failure shows rather than a
 * silent pause) — and the last good tiles stay on screen while they fail; the page shows how old they are. There is
 * no stream to resume: the next good answer is the whole wall again. Requests are `silent` (no notification every two
 * seconds); a 401 or 403 is handed back to the session layer as if the request had not been silent, so an expired
 * login logs out as everywhere else in the console.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { WALL_POLL_MS, type WallSnapshot } from '../../../../../streams/contracts/monitor-wall';
import { httpErrors$ } from '@shared/http/http-client';
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

/**
 * Polls the wall.
 * @param giftAlertDiamonds the big-gift threshold, diamonds (≥ MIN_GIFT_ALERT_DIAMONDS)
 * @param clock the page's clock, whose offset each answer sets
 * @param pollMs the interval (WALL_POLL_MS; the bench and tests use the same)
 */
export function useWallFeed(giftAlertDiamonds: number, clock: WallClock, pollMs: number = WALL_POLL_MS): WallFeed {
  const [alertsState, dispatch] = useReducer(alertsReducer, INITIAL_ALERTS);
  // Read by the query function at fetch time: the cursor moves with every answer and must not be part of the key.
  const cursor = useRef(0);
  const processedAt = useRef(0);

  const query = useQuery({
    queryKey: wallKeys.feed(giftAlertDiamonds),
    queryFn: ({ signal }) => getMonitorWall({ alertsAfter: cursor.current, giftAlertDiamonds }, signal),
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
    cursor.current = alertsState.cursor;
  }, [alertsState.cursor]);

  useEffect(() => {
    const failure = httpErrorOf(error);
    if (failure?.kind === 'http' && (failure.status === 401 || failure.status === 403)) {
      httpErrors$.next({ ...failure, request: { ...failure.request, silent: false } });
    }
  }, [error, errorUpdatedAt]);

  const { refetch } = query;
  return {
    snapshot: data,
    answeredAt: isPlaceholderData ? processedAt.current : dataUpdatedAt,
    failing: query.isError,
    error,
    alerts: alertsState.alerts,
    dismiss: useCallback((key: string) => dispatch({ type: 'dismiss', key }), []),
    dismissAll: useCallback(() => dispatch({ type: 'dismissAll' }), []),
    retry: useCallback(() => void refetch(), [refetch]),
  };
}
