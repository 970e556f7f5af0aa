/**
 * Query keys of the streamer room page (one factory, so refreshes invalidate through the same functions the queries
 * build their keys with). `live(roomId)` prefixes everything read from one live room, so a gap resyncs it at once.
 */

/** Key factory. */
export const roomKeys = {
  all: ['monitoring', 'room'] as const,
  hosts: (query: Readonly<Record<string, string | number>>) => [...roomKeys.all, 'hosts', query] as const,
  detail: (streamerId: number) => [...roomKeys.all, 'detail', streamerId] as const,
  logAll: (streamerId: number) => [...roomKeys.all, 'log', streamerId] as const,
  log: (streamerId: number, page: number, size: number) => [...roomKeys.logAll(streamerId), page, size] as const,
  live: (roomId: string) => [...roomKeys.all, 'live', roomId] as const,
  summary: (roomId: string) => [...roomKeys.live(roomId), 'summary'] as const,
  history: (roomId: string, types: string, size: number) => [...roomKeys.live(roomId), 'history', types, size] as const,
  topGiftersAll: (roomId: string) => [...roomKeys.live(roomId), 'top-gifters'] as const,
  topGifters: (roomId: string, size: number) => [...roomKeys.topGiftersAll(roomId), size] as const,
} as const;
