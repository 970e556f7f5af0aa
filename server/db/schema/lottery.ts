/**
 * The streamers' lottery (streams/contracts/lottery.ts, streams/lottery/lottery-rules.ts, server/modules/lottery):
 *
 * - `lottery_activities`: an activity's Dubai days (`start_date`–`end_date`, both included).
 * - `lottery_prizes`: an activity's prizes, whole-percent `probability`, `stock` (null: unlimited; decremented by
 *   each draw of the prize, never below 0), `drawn` (how many draws gave it). `value` in hundredths (`value_cents`)
 *   so sums stay exact.
 * - `lottery_codes`: a code issued to a streamer for an activity (it is also the streamer's personal link);
 *   `last_draw_day` is the Dubai day of its last draw: a draw sets it with a conditional update, so of two
 *   simultaneous draws with one code exactly one gets a result.
 * - `lottery_records`: every draw, prize or no prize; unique per (code, Dubai day) as the second guard of "one
 *   draw per day". The prize's name and value are copied in, so a record keeps what was drawn if the prize changes.
 * Deleting an activity deletes its prizes, codes and records (cascade); a prize or code with records cannot be deleted
 * on its own (the records keep them).
 */
import { bigint, boolean, date, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit-columns';

export const lotteryActivities = pgTable('lottery_activities', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  ...auditColumns(),
});

export const lotteryPrizes = pgTable(
  'lottery_prizes',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => lotteryActivities.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    valueCents: bigint('value_cents', { mode: 'number' }).notNull().default(0),
    picture: varchar('picture', { length: 500 }),
    probability: integer('probability').notNull(),
    stock: integer('stock'),
    drawn: integer('drawn').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    ...auditColumns(),
  },
  (table) => [index('lottery_prizes_activity_idx').on(table.activityId, table.sort, table.id)],
);

export const lotteryCodes = pgTable(
  'lottery_codes',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => lotteryActivities.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 64 }).notNull(),
    uniqueId: varchar('unique_id', { length: 64 }).notNull(),
    nickname: varchar('nickname', { length: 100 }),
    revoked: boolean('revoked').notNull().default(false),
    lastDrawDay: date('last_draw_day', { mode: 'string' }),
    draws: integer('draws').notNull().default(0),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('lottery_codes_code_unique').on(table.code),
    index('lottery_codes_activity_idx').on(table.activityId, table.id),
    // The code list's default order, newest first (read backwards).
    index('lottery_codes_create_time_idx').on(table.createTime, table.id),
  ],
);

export const lotteryRecords = pgTable(
  'lottery_records',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => lotteryActivities.id, { onDelete: 'cascade' }),
    // No action (checked at the end of the statement): deleting an activity removes its records with its codes and
    // prizes; deleting a code or prize alone that has records is refused by the module first.
    codeId: integer('code_id')
      .notNull()
      .references(() => lotteryCodes.id),
    uniqueId: varchar('unique_id', { length: 64 }).notNull(),
    nickname: varchar('nickname', { length: 100 }),
    prizeId: integer('prize_id').references(() => lotteryPrizes.id),
    prizeName: varchar('prize_name', { length: 50 }),
    valueCents: bigint('value_cents', { mode: 'number' }),
    /** Where on the wheel the draw stopped (the prize's slice, or the "no prize" slice). */
    sliceIndex: integer('slice_index').notNull(),
    lotteryTime: timestamp('lottery_time', { withTimezone: true }).notNull().defaultNow(),
    lotteryDay: date('lottery_day', { mode: 'string' }).notNull(),
    awardTime: timestamp('award_time', { withTimezone: true }),
    awardedBy: varchar('awarded_by', { length: 255 }),
  },
  (table) => [
    uniqueIndex('lottery_records_code_day_unique').on(table.codeId, table.lotteryDay),
    index('lottery_records_activity_time_idx').on(table.activityId, table.lotteryTime),
    // The draw list's default order, newest first (read backwards).
    index('lottery_records_time_idx').on(table.lotteryTime, table.id),
  ],
);
