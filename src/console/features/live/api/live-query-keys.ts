/**
 * Query keys of the live pages (one factory, so mutations invalidate through the same functions the queries
 * build their keys with, never through retyped arrays). Kept inside the feature: no other feature reads them.
 */
/** Key factory of the live queries: `room(roomId)` prefixes everything about one room. */
export const liveQueryKeys = {
  all: ['live'] as const,
  /** The recorded timelines a replay room can play. */
  replays: () => [...liveQueryKeys.all, 'replays'] as const,
  /** Everything about one room (summary, events, gifters, log): invalidated together when it is stopped. */
  room: (roomId: string) => [...liveQueryKeys.all, 'room', roomId] as const,
  summary: (roomId: string) => [...liveQueryKeys.room(roomId), 'summary'] as const,
  events: (roomId: string, query: { type: string; page: number; size: number }) => [...liveQueryKeys.room(roomId), 'events', query] as const,
  topGiftersAll: (roomId: string) => [...liveQueryKeys.room(roomId), 'top-gifters'] as const,
  topGifters: (roomId: string, size: number) => [...liveQueryKeys.topGiftersAll(roomId), size] as const,
  connectionLogAll: (roomId: string) => [...liveQueryKeys.room(roomId), 'connection-log'] as const,
  connectionLog: (roomId: string, query: { page: number; size: number }) => [...liveQueryKeys.connectionLogAll(roomId), query] as const,
} as const;
