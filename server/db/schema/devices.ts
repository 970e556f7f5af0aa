/**
 * Live game devices (contract streams/contracts/devices.ts):
 * - `devices`: external devices (a game PC, a prop, a light) that connect to `/device?key=`. Only the key's SHA-256
 *   is stored (`key_hash`, unique): the key is shown once, when made or regenerated; `key_hint` tells keys apart.
 * - `device_commands`: what to send, as a payload template with `{{gift.name}}`-style placeholders, and how long a
 *   command may wait for its device (`ttl_ms`).
 * - `device_rules`: a streamer's room + a gift (or any) + minimums → a command on a device, with a cooldown. A rule
 *   keeps its command and device (`restrict`): the API refuses to delete either while a rule uses it.
 * - `device_command_log`: every command a rule fired (or skipped) and every test command, which is also the delivery
 *   queue (status `queued`/`sent` = waiting). UNIQUE (rule_id, room_id, gift_msg_id) is the exactly-once guard: one
 *   gift fires one rule once, whichever server instance sees it first and however often the hub replays it (test
 *   commands have no rule and no gift: NULLs never conflict). Names are copied in, so the log outlives edits and
 *   deletions (`rule_id`, `device_id`, `command_id` become null).
 * - `device_gift_messages`: the counted gifts of the rooms the rules follow (the 'Gift messages' page), once per
 *   room and msgId.
 */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { CommandStatus, DeviceType } from '../../../streams/contracts/devices';
import { auditColumns } from './audit-columns';

export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    type: varchar('type', { length: 16 }).$type<DeviceType>().notNull(),
    /** SHA-256 of the key, hex. */
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    /** The key's first characters (shown in the list). */
    keyHint: varchar('key_hint', { length: 16 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    note: varchar('note', { length: 500 }),
    /** Last connection or heartbeat seen by any instance (written at most every heartbeat). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('devices_key_hash_unique').on(t.keyHash), uniqueIndex('devices_name_lower_unique').on(sql`lower(${t.name})`)],
);

export const deviceCommands = pgTable(
  'device_commands',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    payloadTemplate: text('payload_template').notNull(),
    /** How long a queued command may wait for its device, ms. */
    ttlMs: integer('ttl_ms').notNull(),
    note: varchar('note', { length: 500 }),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('device_commands_name_lower_unique').on(sql`lower(${t.name})`)],
);

export const deviceRules = pgTable(
  'device_rules',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    /** The streamer's TikTok @uniqueId without `@`, case as entered (matched without case). */
    uniqueId: varchar('unique_id', { length: 64 }).notNull(),
    /** Null: any gift. */
    giftId: varchar('gift_id', { length: 32 }),
    giftName: varchar('gift_name', { length: 128 }),
    minCount: integer('min_count'),
    minDiamonds: integer('min_diamonds'),
    commandId: integer('command_id')
      .notNull()
      .references(() => deviceCommands.id, { onDelete: 'restrict' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'restrict' }),
    cooldownMs: integer('cooldown_ms').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [
    index('device_rules_unique_id_lower_idx').on(sql`lower(${t.uniqueId})`),
    index('device_rules_device_id_idx').on(t.deviceId),
    index('device_rules_command_id_idx').on(t.commandId),
  ],
);

export const deviceCommandLog = pgTable(
  'device_command_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ruleId: integer('rule_id').references(() => deviceRules.id, { onDelete: 'set null' }),
    ruleName: varchar('rule_name', { length: 64 }),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    deviceName: varchar('device_name', { length: 64 }).notNull(),
    commandId: integer('command_id').references(() => deviceCommands.id, { onDelete: 'set null' }),
    commandName: varchar('command_name', { length: 64 }).notNull(),
    roomId: varchar('room_id', { length: 128 }),
    giftMsgId: varchar('gift_msg_id', { length: 128 }),
    /** The gift in short, for the log page: `{ name, repeatCount, diamonds, userUniqueId, userNickname }`. */
    gift: jsonb('gift').$type<{ name: string; repeatCount: number; diamonds: number; userUniqueId: string; userNickname: string }>(),
    /** When the gift was counted (the hub's publish time; now for a test command): the cooldown's clock. */
    giftAt: timestamp('gift_at', { withTimezone: true }).notNull(),
    /** The rendered payload as text (kept as written: jsonb would reorder a JSON template's keys). */
    payload: text('payload').notNull(),
    /** The payload is JSON (a JSON template): the device receives the parsed value, otherwise the text. */
    payloadIsJson: boolean('payload_is_json').notNull().default(false),
    status: varchar('status', { length: 16 }).$type<CommandStatus>().notNull(),
    reason: varchar('reason', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ackedAt: timestamp('acked_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** `acked_at - created_at`, ms. */
    latencyMs: integer('latency_ms'),
  },
  (t) => [
    uniqueIndex('device_command_log_rule_gift_unique').on(t.ruleId, t.roomId, t.giftMsgId),
    // The delivery queue: a device's waiting commands in order.
    index('device_command_log_waiting_idx').on(t.deviceId, t.id).where(sql`${t.status} in ('queued', 'sent')`),
    index('device_command_log_rule_idx').on(t.ruleId, t.id),
    index('device_command_log_room_msg_idx').on(t.roomId, t.giftMsgId),
  ],
);

export const deviceGiftMessages = pgTable(
  'device_gift_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The followed handle, lower case. */
    handle: varchar('handle', { length: 64 }).notNull(),
    roomId: varchar('room_id', { length: 128 }).notNull(),
    msgId: varchar('msg_id', { length: 128 }).notNull(),
    userUniqueId: varchar('user_unique_id', { length: 128 }).notNull(),
    userNickname: varchar('user_nickname', { length: 128 }).notNull(),
    giftId: varchar('gift_id', { length: 32 }).notNull(),
    giftName: varchar('gift_name', { length: 128 }).notNull(),
    repeatCount: integer('repeat_count').notNull(),
    diamonds: integer('diamonds').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('device_gift_messages_room_msg_unique').on(t.roomId, t.msgId), index('device_gift_messages_handle_idx').on(t.handle, t.id)],
);
