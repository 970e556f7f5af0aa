/** English texts of the room data ranking page, under `roomRanking.*` (room-ranking-locale.ts). */
import type { BundleShape } from '@shared/i18n/bundle-shape';

export const roomRankingEn = {
  title: 'Room data ranking',
  help: 'Monitored streamers ranked over a range by diamonds received, peak viewers or live time. Only what happened inside the range counts: a session crossing its first or last day counts with its minutes inside it. Days are in your time zone; streamers with the same figure share a rank.',
  metric: 'Rank by',
  table: 'Room data ranking',
  columns: {
    rank: 'Rank',
    streamer: 'Streamer',
    type: 'Type',
    sessions: 'Sessions',
  },
  medals: {
    first: 'First place',
    second: 'Second place',
    third: 'Third place',
  },
  ofFirst: '{{percent}} of the first',
  empty: 'No monitored streamer was live in this range.',
  failed: 'The ranking could not be loaded',
};

/** The shape of a ranking bundle. */
export type RoomRankingLocale = BundleShape<typeof roomRankingEn>;
