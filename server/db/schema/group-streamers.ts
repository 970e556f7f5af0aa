/**
 * Group host streamer config (the page "Live assistant / group host config: … streamer config"): the guild's
 * streamers who appear in group lives, kept once so a configuration's streamers are picked instead of retyped.
 * `anchor_id` (the streamer's @uniqueId) is unique: adding it twice answers 'the streamer already exists'.
 */
import { jsonb, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit-columns';

export const groupStreamers = pgTable('group_streamers', {
  id: serial('id').primaryKey(),
  anchorId: varchar('anchor_id', { length: 64 }).notNull().unique('group_streamers_anchor_unique'),
  nickname: varchar('nickname', { length: 64 }).notNull(),
  avatarUrl: varchar('avatar_url', { length: 500 }),
  /** Gift ids (catalogue `gift_id`) usually assigned to this streamer, offered first in the config form. */
  giftIds: jsonb('gift_ids').$type<string[]>().notNull().default([]),
  remark: varchar('remark', { length: 255 }),
  ...auditColumns(),
});
