/**
 * Live rooms: what ingest keeps for later, beyond the in-memory figures of active rooms.
 * - `live_room_minutes`: one row per room and minute of stream time (the minute's start), for charts; written
 *   in batches by server/modules/live/live-rooms-plugin.ts, merged on conflict (counts add up, viewers take the
 *   newest value, the like total the highest), so a minute written in pieces still adds up.
 * - `live_room_connection_log`: every change of a room's connection state with its reason
 *   (machines/room-connection.machine.ts), so the log outlives the room.
 * Room ids are the hub's (`room:<roomId>`), not foreign keys: rooms themselves live in memory.
 */
import { bigint, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const liveRoomMinutes = pgTable(
  'live_room_minutes',
  {
    id: serial('id').primaryKey(),
    roomId: varchar('room_id', { length: 128 }).notNull(),
    /** Start of the minute (stream time). */
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    /** Last viewer count seen in the minute; null when none arrived. */
    viewers: integer('viewers'),
    /** Highest like total known at the end of the minute; null when none yet. Likes reach billions: bigint. */
    likeTotal: bigint('like_total', { mode: 'number' }),
    diamonds: bigint('diamonds', { mode: 'number' }).notNull().default(0),
    gifts: integer('gifts').notNull().default(0),
    chats: integer('chats').notNull().default(0),
    joins: integer('joins').notNull().default(0),
    follows: integer('follows').notNull().default(0),
    shares: integer('shares').notNull().default(0),
  },
  (t) => [uniqueIndex('live_room_minutes_room_minute_unique').on(t.roomId, t.minute)],
);

export const liveRoomConnectionLog = pgTable(
  'live_room_connection_log',
  {
    id: serial('id').primaryKey(),
    roomId: varchar('room_id', { length: 128 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Null for the first entry of a room. */
    fromState: varchar('from_state', { length: 32 }),
    toState: varchar('to_state', { length: 32 }).notNull(),
    reason: varchar('reason', { length: 1000 }).notNull(),
  },
  (t) => [index('live_room_connection_log_room_at_idx').on(t.roomId, t.at)],
);
