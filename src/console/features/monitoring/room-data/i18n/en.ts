/** English texts of the room data page, under `roomData.*` (room-data-locale.ts). */
import type { BundleShape } from '@shared/i18n/bundle-shape';

export const roomDataEn = {
  title: 'Room data',
  help: 'Every live session of the monitored streamers, from start to end, with its figures. A session still running shows Live and its figures so far. Times are in the server’s time zone; the days you choose list the sessions that overlap them.',
  searchLabel: 'Search sessions by streamer',
  searchPlaceholder: 'TikTok ID or nickname',
  statusFilter: 'Session status',
  allStatuses: 'Running and ended',
  running: 'Running',
  ended: 'Ended',
  table: 'Live sessions',
  columns: {
    streamer: 'Streamer',
    type: 'Type',
    start: 'Start',
    end: 'End',
    duration: 'Duration',
    newFollowers: 'New followers',
    shares: 'Shares',
    pkCount: 'PK battles',
  },
  empty: 'No live session yet. Sessions appear here once a monitored streamer goes live.',
  noMatch: 'No session matches these filters.',
  failed: 'The live sessions could not be loaded',
};

/** The shape of a room data bundle. */
export type RoomDataLocale = BundleShape<typeof roomDataEn>;
