/**
 * Query keys of the monitoring pages (one factory, so mutations invalidate through the same functions the queries
 * build their keys with). Kept inside the feature: no other feature reads them.
 */

/** Key factory. */
export const monitorKeys = {
  all: ['monitoring'] as const,
  streamers: () => [...monitorKeys.all, 'streamers'] as const,
  streamerList: (query: Readonly<Record<string, string | number | boolean>>) => [...monitorKeys.streamers(), 'list', query] as const,
  staff: (blurry: string) => [...monitorKeys.all, 'staff', blurry] as const,
} as const;

/**
 * The writes of the streamer list share one mutation scope: TanStack Query runs them one after the other. The
 * transport refuses a second PUT to the same address while one is in flight ('CancelRepeatRequest'), which two quick
 * monitoring switches on different rows would otherwise hit.
 */
export const STREAMER_WRITE_SCOPE = { id: 'monitor-streamers-write' } as const;
