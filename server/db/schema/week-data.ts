/**
 * Weekly data (streams/contracts/week-data.ts): `week_data` holds one row per monitored streamer per ISO week.
 *
 * - `week_start` is the `date` of the week's Monday in APP_TIME_ZONE (a week is Monday 00:00 to the next Monday
 *   00:00 local time); unique with the streamer, so a recompute updates the row instead of adding one.
 * - Measured columns (`live_duration_ms` … `new_followers`, `measured_sessions`, `computed_at`) are written only by the
 *   recompute (server/modules/week-data/recompute.ts), which sets them from the week's stored live sessions and never
 *   adds to them, so running it twice gives the same numbers.
 * - Imported columns (`impressions` … `followers`, `imported_at`) are written only by the import
 *   (server/modules/week-data/week-import.ts); null = not imported. Re-importing a week clears them for the whole week
 *   first.
 * - The streamer's attributes (`unique_id`, `nickname`, group, manager, streamer type, invitation type) are copied in
 *   by the recompute: a week row keeps who managed the streamer that week, and the week page reads one table, sorted
 *   and filtered by indexed columns, without joining the CRM.
 * Deleting a monitored streamer deletes its weeks (cascade); a deleted department or user leaves the copied name.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, doublePrecision, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { StreamerType, WeekInviteType } from '../../../streams/contracts/week-data';
import { monitoredStreamers } from './monitor';

export const weekData = pgTable(
  'week_data',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    streamerId: integer('streamer_id')
      .notNull()
      .references(() => monitoredStreamers.id, { onDelete: 'cascade' }),
    /** The week's Monday in APP_TIME_ZONE, `yyyy-MM-dd`. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    uniqueId: varchar('unique_id', { length: 64 }).notNull(),
    nickname: varchar('nickname', { length: 64 }).notNull().default(''),
    /** Department id (the CRM row's, else the manager's). */
    groupId: integer('group_id'),
    groupName: varchar('group_name', { length: 255 }),
    /** User id of the CRM operator, else of the monitoring staff member. */
    managerId: integer('manager_id'),
    managerName: varchar('manager_name', { length: 255 }),
    streamerType: varchar('streamer_type', { length: 16 }).$type<StreamerType>(),
    inviteType: varchar('invite_type', { length: 16 }).$type<WeekInviteType>(),

    /** Sessions started in the week (the live count); 0 = nothing measured (source `none`). */
    liveCount: integer('live_count').notNull().default(0),
    /** Summed duration of the week's ended sessions, ms. */
    liveDurationMs: bigint('live_duration_ms', { mode: 'number' }).notNull().default(0),
    /** Distinct local dates the sessions started on. */
    liveDays: integer('live_days').notNull().default(0),
    pkCount: integer('pk_count').notNull().default(0),
    diamonds: bigint('diamonds', { mode: 'number' }).notNull().default(0),
    likes: bigint('likes', { mode: 'number' }).notNull().default(0),
    newFollowers: integer('new_followers').notNull().default(0),
    /** When the measured columns were last computed; null for a row only an import wrote. */
    computedAt: timestamp('computed_at', { withTimezone: true }),

    impressions: bigint('impressions', { mode: 'number' }),
    taps: bigint('taps', { mode: 'number' }),
    videos: integer('videos'),
    /** Percent, 0–100. */
    conversionRate: doublePrecision('conversion_rate'),
    followers: bigint('followers', { mode: 'number' }),
    /** When this week's import wrote the row's imported columns; null when they are not imported. */
    importedAt: timestamp('imported_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('week_data_streamer_week_unique').on(t.streamerId, t.weekStart),
    // The week page: one week, filtered by group or manager (the data scope too), sorted in memory (≤ 5,000 rows).
    index('week_data_week_group_idx').on(t.weekStart, t.groupId),
    index('week_data_week_manager_idx').on(t.weekStart, t.managerId),
    index('week_data_week_diamonds_idx').on(t.weekStart, sql`${t.diamonds} desc`),
  ],
);
