/**
 * Group-live games. Their state lives on the server: a machine actor per live config, its snapshot persisted on
 * every transition, scores as an append-only ledger:
 * - `live_configs`: a live assistant configuration: the validated body (streams/games/live-config.ts)
 *   as JSON, the overlay key that OBS overlays present (unique, revocable by rotation) and the round state
 *   copied from the game for lists and the delete-while-collecting refusal;
 * - `live_game_states`: one row per configuration that has run: the persisted machine snapshots
 *   (server/live/games/game-session.ts `PersistedGame`) and how far the host room's topic was processed
 *   (`room_id`, `room_seq`), so a restart resumes from there;
 * - `live_score_entries`: the append-only score ledger; `(config_id, seq)` is its identity and a partial unique
 *   index refuses the same counted gift twice in a round even if the application's own check were bypassed;
 * - `live_turntable_records`: every spin with its drawn result, written before the overlay animates it;
 * - `live_gift_catalogue`: TikTok's gift list (seeded from server/db/seed/gifts-catalogue.json) for the config
 *   form's gift picker.
 * Rows of a configuration go with it (ON DELETE CASCADE, and the service deletes them explicitly too).
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { StoredLiveConfig } from '../../../streams/games/live-config';
import type { ScoreCause } from '../../../streams/games/score-ledger';
import { auditColumns } from './audit-columns';

/** Round state of a configuration as lists show it: not started, collecting, ended. */
export type LiveConfigState = 'notStarted' | 'collecting' | 'ended';

export const liveConfigs = pgTable(
  'live_configs',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    body: jsonb('body').$type<StoredLiveConfig>().notNull(),
    /** 32 random bytes, base64url (43 characters); the overlay pages' `?key=`. */
    overlayKey: varchar('overlay_key', { length: 64 }).notNull().unique('live_configs_overlay_key_unique'),
    state: varchar('state', { length: 16 }).$type<LiveConfigState>().notNull().default('notStarted'),
    ...auditColumns(),
  },
  (t) => [index('live_configs_name_idx').on(t.name)],
);

export const liveGameStates = pgTable('live_game_states', {
  configId: integer('config_id')
    .primaryKey()
    .references(() => liveConfigs.id, { onDelete: 'cascade' }),
  /** `PersistedGame`: machine snapshots, active effects, turntable trigger keys. */
  persisted: jsonb('persisted').notNull(),
  /** The room whose topic `room_seq` counts (null before a room was followed). */
  roomId: varchar('room_id', { length: 128 }),
  /** Last seq of `room:<room_id>` whose effects are stored here (0 = none). */
  roomSeq: bigint('room_seq', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const liveScoreEntries = pgTable(
  'live_score_entries',
  {
    configId: integer('config_id')
      .notNull()
      .references(() => liveConfigs.id, { onDelete: 'cascade' }),
    /** 1, 2, 3 … per configuration, in append order. */
    seq: integer('seq').notNull(),
    round: integer('round').notNull(),
    streamerId: varchar('streamer_id', { length: 64 }).notNull(),
    /** Points (positive or negative). */
    delta: integer('delta').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    cause: jsonb('cause').$type<ScoreCause>().notNull(),
  },
  (t) => [
    primaryKey({ name: 'live_score_entries_pk', columns: [t.configId, t.seq] }),
    // Exactly once, belt and braces: a counted gift record scores at most once per round.
    uniqueIndex('live_score_entries_gift_once')
      .on(t.configId, t.round, sql`(${t.cause}->>'key')`)
      .where(sql`${t.cause}->>'kind' = 'gift'`),
    index('live_score_entries_at_idx').on(t.at),
    index('live_score_entries_config_round_idx').on(t.configId, t.round),
  ],
);

export const liveTurntableRecords = pgTable(
  'live_turntable_records',
  {
    id: serial('id').primaryKey(),
    configId: integer('config_id')
      .notNull()
      .references(() => liveConfigs.id, { onDelete: 'cascade' }),
    spinNo: integer('spin_no').notNull(),
    requestId: varchar('request_id', { length: 200 }).notNull(),
    /** `gift` (a viewer's trigger gift) or `host` (the control page's button). */
    trigger: varchar('trigger', { length: 8 }).$type<'gift' | 'host'>().notNull(),
    byUserId: varchar('by_user_id', { length: 64 }).notNull(),
    byNickname: varchar('by_nickname', { length: 255 }).notNull(),
    /** Index of the option drawn, -1 for "no prize". */
    optionIndex: integer('option_index').notNull(),
    content: varchar('content', { length: 100 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('live_turntable_records_request_unique').on(t.configId, t.requestId),
    uniqueIndex('live_turntable_records_spin_unique').on(t.configId, t.spinNo),
  ],
);

export const liveGiftCatalogue = pgTable('live_gift_catalogue', {
  /** TikTok's gift id (a decimal string, as live events carry it). */
  giftId: varchar('gift_id', { length: 32 }).primaryKey(),
  name: varchar('name', { length: 128 }).notNull(),
  /** Diamonds per gift. */
  diamondCount: integer('diamond_count').notNull(),
  /** 1 = streakable, 2 and 4 = not streakable. */
  type: integer('type').notNull(),
  imageUrl: varchar('image_url', { length: 500 }),
});
