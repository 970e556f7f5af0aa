/**
 * Live monitoring (the product's "Monitoring streamer: monitor type, room ID, connection log" and "Monitoring
 * connection: connected or disconnected"):
 * - `monitored_streamers`: the streamers the guild watches. A TikTok ID is kept once whatever its case
 *   (unique index on `lower(unique_id)`; a leading `@` never reaches the table). `status`, `status_reason`,
 *   `room_id`, `last_checked_at` and `live_since` belong to the scanner (machines/monitor-connection.machine.ts);
 *   the CRUD API only resets them (another TikTok ID, enable/disable).
 * - `monitor_connection_log`: every change of a streamer's monitor status and why, so the log outlives the
 *   scanner's in-memory actor (the machine keeps only the last 50).
 * - `live_sessions`: one row per live session a scan or a connection saw, with its totals; the row of a session
 *   still running has `ended_at` null, and a streamer has at most one such row (partial unique index), so two
 *   scanners that both see a stream start cannot open it twice.
 * - `live_sessions.monitored_from`: when this monitoring first saw the session live (the scan that opened the row),
 *   as opposed to `started_at`, the platform's live start. A reader checking "when did the first PK come" must start
 *   from here: nothing before `monitored_from` was watched (a start detected late has `monitored_from > started_at`).
 *   Null for rows stored before the column existed (migration 0013), which said nothing about it.
 * - `live_session_pks`: each PK (link-mic battle) a session's room showed, once per platform battle id, with its start
 *   and end as seen (null when not seen: joined during it, or the session ended before its end message). Only focus
 *   and PK monitors have a room: a regular monitor's session has no PK rows because nobody watched, not because there
 *   were none.
 * - `live_session_minutes`: the per-minute figures of a session (the line chart and room data pages). A separate
 *   table rather than a jsonb array on the session: a minute is one small insert, where a growing array would be
 *   rewritten whole every minute for every live streamer.
 * Deleting a monitored streamer deletes its log, sessions and minutes (cascade).
 */
import { sql, type SQL } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MonitorStatus } from '../../../machines/monitor-connection.machine';
import type { MonitorType } from '../../../streams/monitor/scan-schedule';
import { LIVE_ORDER } from '../../../streams/contracts/monitor-room';
import { auditColumns } from './audit-columns';
import { users } from './users';

/**
 * Rank of a streamer's status in the host list (`GET api/monitor/rooms`): the {@link LIVE_ORDER} position for live
 * ones, after them everything else. The statuses are literals, not parameters, so the query's expression is the
 * indexed one (`monitored_streamers_room_order_idx`) and a page of 100,000 streamers reads 20 index entries.
 */
export const monitorStatusRank = (status: AnyPgColumn): SQL<number> =>
  sql<number>`(case ${status} ${sql.raw(LIVE_ORDER.map((name, i) => `when '${name}' then ${i}`).join(' '))} else ${sql.raw(String(LIVE_ORDER.length))} end)`;

export const monitoredStreamers = pgTable(
  'monitored_streamers',
  {
    id: serial('id').primaryKey(),
    /** TikTok @uniqueId without the `@`, case as entered. */
    uniqueId: varchar('unique_id', { length: 64 }).notNull(),
    nickname: varchar('nickname', { length: 64 }).notNull(),
    avatarUrl: varchar('avatar_url', { length: 500 }),
    type: varchar('type', { length: 16 }).$type<MonitorType>().notNull(),
    /** The live room's ID, once a scan has seen the streamer live. */
    roomId: varchar('room_id', { length: 128 }),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    notes: varchar('notes', { length: 500 }),
    enabled: boolean('enabled').notNull().default(true),
    status: varchar('status', { length: 16 }).$type<MonitorStatus>().notNull().default('unknown'),
    statusReason: varchar('status_reason', { length: 1000 }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** Start of the current live session; null when not live. */
    liveSince: timestamp('live_since', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('monitored_streamers_unique_id_lower_unique').on(sql`lower(${t.uniqueId})`),
    index('monitored_streamers_staff_id_idx').on(t.staffId),
    // The host list's order (server/modules/monitor-room/repository.ts pageOfRooms).
    index('monitored_streamers_room_order_idx').on(monitorStatusRank(t.status), t.liveSince.asc().nullsLast(), t.nickname, t.id),
  ],
);

export const monitorConnectionLog = pgTable(
  'monitor_connection_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    streamerId: integer('streamer_id')
      .notNull()
      .references(() => monitoredStreamers.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Null for a streamer's first entry. */
    fromStatus: varchar('from_status', { length: 16 }).$type<MonitorStatus>(),
    toStatus: varchar('to_status', { length: 16 }).$type<MonitorStatus>().notNull(),
    reason: varchar('reason', { length: 1000 }).notNull(),
  },
  (t) => [index('monitor_connection_log_streamer_at_idx').on(t.streamerId, t.at)],
);

export const liveSessions = pgTable(
  'live_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    streamerId: integer('streamer_id')
      .notNull()
      .references(() => monitoredStreamers.id, { onDelete: 'cascade' }),
    /** The platform's room of the session (null when a scan saw the stream without its room). */
    roomId: varchar('room_id', { length: 128 }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Null while the session runs. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** `ended_at - started_at`, ms; null while the session runs. */
    durationMs: bigint('duration_ms', { mode: 'number' }),
    peakViewers: integer('peak_viewers').notNull().default(0),
    /** Mean of the minutes' viewer counts; null before the first minute. */
    avgViewers: integer('avg_viewers'),
    diamonds: bigint('diamonds', { mode: 'number' }).notNull().default(0),
    likes: bigint('likes', { mode: 'number' }).notNull().default(0),
    newFollowers: integer('new_followers').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    /**
     * PKs whose start this monitoring saw (a battle joined while it ran is in `live_session_pks` with a null
     * `started_at` but not counted here).
     */
    pkCount: integer('pk_count').notNull().default(0),
    /**
     * When this monitoring opened the row: the first scan that found the streamer live, never before `started_at`.
     * Null for rows older than the column (unknown).
     */
    monitoredFrom: timestamp('monitored_from', { withTimezone: true }),
  },
  (t) => [
    index('live_sessions_streamer_started_idx').on(t.streamerId, t.startedAt),
    // The room data list's default order, newest first (read backwards).
    index('live_sessions_started_id_idx').on(t.startedAt, t.id),
    uniqueIndex('live_sessions_one_open_per_streamer').on(t.streamerId).where(sql`${t.endedAt} is null`),
  ],
);

export const liveSessionMinutes = pgTable(
  'live_session_minutes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    /** Start of the minute. */
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    /** Last viewer count seen in the minute; null when none arrived. */
    viewers: integer('viewers'),
    diamonds: bigint('diamonds', { mode: 'number' }).notNull().default(0),
    likes: bigint('likes', { mode: 'number' }).notNull().default(0),
    newFollowers: integer('new_followers').notNull().default(0),
    shares: integer('shares').notNull().default(0),
  },
  (t) => [uniqueIndex('live_session_minutes_session_minute_unique').on(t.sessionId, t.minute)],
);

export const liveSessionPks = pgTable(
  'live_session_pks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    /** The platform's battle id (webcast `battleId`, also on the battle's score messages). */
    battleId: varchar('battle_id', { length: 128 }).notNull(),
    /**
     * The battle's start as the platform's start message gives it (its start time, else the message time); null when
     * the monitoring did not see the start (the room was joined during the battle).
     */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /**
     * The time of the platform's end message; null while the battle runs, and when the end was never seen (the room
     * dropped, or the session ended first): an end is never guessed.
     */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('live_session_pks_session_battle_unique').on(t.sessionId, t.battleId)],
);
