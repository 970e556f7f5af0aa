/**
 * The streamer CRM (the product's "Streamer (anchor)", "Service log" and "Order"; contracts in
 * streams/contracts/anchors.ts):
 * - `anchors`: one row per streamer the guild recruits or serves. The TikTok ID is kept once whatever its case
 *   (unique index on `lower(anchor_id)`). `operator_id` is who works the streamer; `dept_id` is the department the
 *   row belongs to for data scopes (the operator's department when allocated, else the creator's), so a manager's
 *   list is one indexed condition instead of a join through users.
 * - `anchor_favourites`: per staff user stars (private to the user).
 * - `anchor_events`: the timeline (created, progress, allocated, review, service log, order, …) with its details.
 * - `anchor_service_logs`: every follow-up an operator records.
 * - `anchor_orders`: a live start handed to the operator; one per live session, enforced by the unique index on
 *   (streamer, live start), so two instances (or a hook and the sweep) dispatching the same session make one row.
 * - `anchor_data_log`: the streamer's figures over time (scans and finished live sessions).
 * - `link_keys`: personal keys that open the H5 pages; only the key's SHA-256 is stored.
 * Deleting a streamer deletes its favourites, events, service logs, orders and data log (cascade).
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type {
  AnchorAvailability,
  AnchorProgress,
  CheckResult,
  Gender,
  GiftedCoins,
  GuildStreamerStatus,
  InviteType,
  LiveStatus,
  NextAction,
  OrderStatus,
  RejectReason,
} from '../../../streams/contracts/anchors';
import type { AnchorEventKind } from '../../../streams/contracts/anchor-lists';
import { auditColumns } from './audit-columns';
import { depts } from './depts';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const anchors = pgTable(
  'anchors',
  {
    id: serial('id').primaryKey(),
    anchorId: varchar('anchor_id', { length: 64 }).notNull(),
    uniqueId: varchar('unique_id', { length: 64 }).notNull(),
    nickname: varchar('nickname', { length: 64 }).notNull().default(''),
    avatar: varchar('avatar', { length: 500 }),
    fans: integer('fans').notNull().default(0),
    highestDiamonds: integer('highest_diamonds').notNull().default(0),
    liveTag: varchar('live_tag', { length: 64 }),
    gender: varchar('gender', { length: 8 }).$type<Gender>(),
    note: varchar('note', { length: 500 }),
    systemCountry: varchar('system_country', { length: 64 }),
    remarkCountry: varchar('remark_country', { length: 64 }),
    invitationCode: varchar('invitation_code', { length: 64 }),
    whatsAppNumber: varchar('whatsapp_number', { length: 32 }),
    liveStatus: varchar('live_status', { length: 16 }).$type<LiveStatus>().notNull().default('notLiving'),
    progress: varchar('progress', { length: 24 }).$type<AnchorProgress>().notNull().default('new'),
    progressNotes: varchar('progress_notes', { length: 500 }),
    checkResult: varchar('check_result', { length: 16 }).$type<CheckResult>(),
    rejectReason: varchar('reject_reason', { length: 32 }).$type<RejectReason>(),
    customLabels: text('custom_labels').array().notNull().default(sql`'{}'::text[]`),
    showFace: boolean('show_face'),
    job: varchar('job', { length: 64 }),
    age: integer('age'),
    hobby: varchar('hobby', { length: 255 }),
    reason: varchar('reason', { length: 500 }),
    giveUpReason: varchar('give_up_reason', { length: 500 }),
    giveUpTime: at('give_up_time'),
    gameStreamer: boolean('game_streamer'),
    shoppingStreamer: boolean('shopping_streamer'),
    highLevel: boolean('high_level'),
    insAccount: varchar('ins_account', { length: 64 }),
    operatorId: integer('operator_id').references(() => users.id, { onDelete: 'set null' }),
    deptId: integer('dept_id').references(() => depts.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 24 }).$type<GuildStreamerStatus>(),
    availability: varchar('availability', { length: 32 }).$type<AnchorAvailability>(),
    inviteType: varchar('invite_type', { length: 8 }).$type<InviteType>(),
    allocatedTime: at('allocated_time'),
    invited: boolean('invited').notNull().default(false),
    recruitmentStrategy: varchar('recruitment_strategy', { length: 500 }),
    nextAction: varchar('next_action', { length: 24 }).$type<NextAction>(),
    liveStartTime: at('live_start_time'),
    noticeTime: at('notice_time'),
    orderAcceptanceTime: at('order_acceptance_time'),
    contactScreenshot: varchar('contact_screenshot', { length: 500 }),
    whatsAppScreenshot: varchar('whatsapp_screenshot', { length: 500 }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('anchors_anchor_id_lower_unique').on(sql`lower(${t.anchorId})`),
    index('anchors_unique_id_lower_idx').on(sql`lower(${t.uniqueId})`),
    // Each list is "scope + one filter + one sort": the scope columns lead, the sort column follows.
    index('anchors_operator_created_idx').on(t.operatorId, t.createTime),
    // An operator's book sorted by followers (the most common sort after the newest) reads in order, not sorted.
    index('anchors_operator_fans_idx').on(t.operatorId, t.fans),
    index('anchors_dept_created_idx').on(t.deptId, t.createTime),
    index('anchors_progress_created_idx').on(t.progress, t.createTime),
    index('anchors_availability_idx').on(t.availability),
    index('anchors_check_result_idx').on(t.checkResult),
    // The country filter matches either country, case-insensitive (anchor-rows.ts).
    index('anchors_system_country_lower_idx').on(sql`lower(${t.systemCountry})`),
    index('anchors_remark_country_lower_idx').on(sql`lower(${t.remarkCountry})`),
    index('anchors_live_status_idx').on(t.liveStatus),
    index('anchors_fans_idx').on(t.fans),
    index('anchors_highest_diamonds_idx').on(t.highestDiamonds),
    index('anchors_created_idx').on(t.createTime),
    index('anchors_notice_time_idx').on(t.noticeTime),
    // The `blurry` search (contains, case-insensitive) over 100,000 streamers: trigram indexes (pg_trgm, migration
    // 0010 creates the extension) let ILIKE '%text%' of 3 characters or more skip the full scan. `fastupdate` off: a
    // GIN index otherwise queues new rows in a pending list that every search reads in full until a vacuum merges it
    // (after an import of 10,000 rows, a search took 150 ms instead of 3); the CRM writes streamers at human speed, so
    // paying the index update on each insert is the cheaper side.
    index('anchors_anchor_id_trgm_idx').using('gin', t.anchorId.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('anchors_unique_id_trgm_idx').using('gin', t.uniqueId.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('anchors_nickname_trgm_idx').using('gin', t.nickname.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('anchors_whatsapp_trgm_idx').using('gin', t.whatsAppNumber.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);

export const anchorFavourites = pgTable(
  'anchor_favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    anchorRowId: integer('anchor_row_id')
      .notNull()
      .references(() => anchors.id, { onDelete: 'cascade' }),
    createTime: at('create_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.anchorRowId] }), index('anchor_favourites_anchor_idx').on(t.anchorRowId)],
);

/** A timeline entry's details (see streams/contracts/anchor-lists.ts `anchorEventSchema`). */
export type AnchorEventDetail = Record<string, string | number | boolean | null>;

export const anchorEvents = pgTable(
  'anchor_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    anchorRowId: integer('anchor_row_id')
      .notNull()
      .references(() => anchors.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<AnchorEventKind>().notNull(),
    /** Username, null for the system. */
    by: varchar('by', { length: 255 }),
    at: at('at').notNull().defaultNow(),
    detail: jsonb('detail').$type<AnchorEventDetail>().notNull().default({}),
  },
  (t) => [index('anchor_events_anchor_at_idx').on(t.anchorRowId, t.at)],
);

export const anchorServiceLogs = pgTable(
  'anchor_service_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    anchorRowId: integer('anchor_row_id')
      .notNull()
      .references(() => anchors.id, { onDelete: 'cascade' }),
    /** The user who recorded it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    follow: boolean('follow').notNull().default(false),
    followBack: boolean('follow_back').notNull().default(false),
    collect: boolean('collect').notNull().default(false),
    earning: boolean('earning').notNull().default(false),
    receiveMessage: boolean('receive_message').notNull().default(false),
    privateMessageCount: integer('private_message_count').notNull().default(0),
    insFollowBack: boolean('ins_follow_back').notNull().default(false),
    insReply: boolean('ins_reply').notNull().default(false),
    pk: boolean('pk').notNull().default(false),
    interact: boolean('interact').notNull().default(false),
    friendly: boolean('friendly').notNull().default(false),
    giftedCoins: varchar('gifted_coins', { length: 16 }).$type<GiftedCoins>().notNull().default('none'),
    invited: boolean('invited').notNull().default(false),
    fansGroupJoined: boolean('fans_group_joined').notNull().default(false),
    noMessageLimit: boolean('no_message_limit').notNull().default(false),
    replyPrivateMessage: boolean('reply_private_message').notNull().default(false),
    recruitmentStrategy: varchar('recruitment_strategy', { length: 500 }),
    nextAction: varchar('next_action', { length: 24 }).$type<NextAction>().notNull(),
    noticeTime: at('notice_time'),
    screenshot: varchar('screenshot', { length: 500 }),
    createBy: varchar('create_by', { length: 255 }),
    createTime: at('create_time').notNull().defaultNow(),
  },
  (t) => [
    index('anchor_service_logs_anchor_created_idx').on(t.anchorRowId, t.createTime),
    // An operator's or a manager's logs, filtered by next action or created range and sorted by any of the list's
    // sorts, are counted and paged (by keys, list-query.ts `deferred`) from their streamers' logs by this index alone
    // (an index-only join), not by a scan of every log nor a read of each matching log.
    index('anchor_service_logs_anchor_cover_idx').on(t.anchorRowId, t.nextAction, t.createTime, t.privateMessageCount, t.noticeTime, t.id),
    // One index per sort of the list (with the id tie-break), so a page of 1,000,000 logs is read in order, not sorted.
    index('anchor_service_logs_created_idx').on(t.createTime, t.id),
    index('anchor_service_logs_pm_idx').on(t.privateMessageCount, t.id),
    index('anchor_service_logs_notice_idx').on(t.noticeTime, t.id),
  ],
);

export const anchorOrders = pgTable(
  'anchor_orders',
  {
    id: serial('id').primaryKey(),
    anchorRowId: integer('anchor_row_id')
      .notNull()
      .references(() => anchors.id, { onDelete: 'cascade' }),
    operatorId: integer('operator_id').references(() => users.id, { onDelete: 'set null' }),
    /** The live start the platform reported; the order can be taken until ORDER_ACCEPT_MS after it. */
    liveStartTime: at('live_start_time').notNull(),
    /** The monitoring session that saw the start, when there was one. */
    liveSessionId: bigint('live_session_id', { mode: 'number' }),
    /** Stored status; an unconfirmed order past its deadline reads as expired before the sweep writes it. */
    status: varchar('status', { length: 16 }).$type<OrderStatus>().notNull().default('unconfirmed'),
    createTime: at('create_time').notNull().defaultNow(),
    receiveTime: at('receive_time'),
    /** When the sweep wrote the expiry. */
    expiredTime: at('expired_time'),
  },
  (t) => [
    uniqueIndex('anchor_orders_one_per_live_start').on(t.anchorRowId, t.liveStartTime),
    index('anchor_orders_operator_start_idx').on(t.operatorId, t.liveStartTime),
    index('anchor_orders_start_idx').on(t.liveStartTime),
    index('anchor_orders_unconfirmed_idx').on(t.liveStartTime).where(sql`${t.status} = 'unconfirmed'`),
  ],
);

export const anchorDataLog = pgTable(
  'anchor_data_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    anchorRowId: integer('anchor_row_id')
      .notNull()
      .references(() => anchors.id, { onDelete: 'cascade' }),
    at: at('at').notNull(),
    fans: integer('fans').notNull(),
    highestDiamonds: integer('highest_diamonds').notNull(),
    liveStatus: varchar('live_status', { length: 16 }).$type<LiveStatus>().notNull(),
    /** Length of the live session that ended at `at`, ms; null for a scan. */
    liveMs: bigint('live_ms', { mode: 'number' }),
  },
  (t) => [index('anchor_data_log_anchor_at_idx').on(t.anchorRowId, t.at)],
);

export const linkKeys = pgTable(
  'link_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the key, hex. */
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    prefix: varchar('prefix', { length: 8 }).notNull(),
    note: varchar('note', { length: 100 }),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    lastUsedAt: at('last_used_at'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('link_keys_hash_unique').on(t.keyHash), index('link_keys_user_idx').on(t.userId)],
);
