/**
 * `GET api/monitor/wall?alertsAfter=&giftAlertDiamonds=` → {@link WallSnapshot} (permission `monitor:list`;
 * streams/contracts/monitor-wall.ts): every live tile, the alerts above `alertsAfter`, the server's clock.
 *
 * Sent `silent`: a wall that loses its server must not raise a notification every {@link WALL_POLL_MS}; the page
 * shows its own stale banner instead (use-wall-feed.ts), and hands 401/403 back to the session layer itself.
 */
import { wallSnapshotSchema, WALL_POLL_MS, type WallQuery, type WallSnapshot } from '../../../../../streams/contracts/monitor-wall';
import { http } from '@shared/http/http-client';

/**
 * A poll gives up after this, ms: the transport's 30 s would leave a wall whose server vanished mid-request (no
 * connection refused, just silence) showing old figures without a banner for half a minute.
 */
export const WALL_REQUEST_TIMEOUT_MS = 4 * WALL_POLL_MS;

/** Query keys of the wall (its own: no other page reads them). */
export const wallKeys = {
  all: ['monitoring', 'wall'] as const,
  /** One poll series per big-gift threshold; `alertsAfter` is not part of the key (it moves with every answer). */
  feed: (giftAlertDiamonds: number) => [...wallKeys.all, 'feed', giftAlertDiamonds] as const,
} as const;

/**
 * One answer of the wall endpoint, parsed with the contract.
 * @throws HttpRequestError on a failed answer (timeout after {@link WALL_REQUEST_TIMEOUT_MS}); ZodError when the
 *   answer breaks the contract.
 */
export async function getMonitorWall(query: WallQuery, signal?: AbortSignal): Promise<WallSnapshot> {
  const { data } = await http.get<unknown>('api/monitor/wall', {
    params: { alertsAfter: query.alertsAfter, giftAlertDiamonds: query.giftAlertDiamonds },
    signal,
    silent: true,
    timeout: WALL_REQUEST_TIMEOUT_MS,
  });
  return wallSnapshotSchema.parse(data);
}
