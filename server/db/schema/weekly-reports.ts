/**
 * Weekly reports with advice (streams/contracts/weekly-reports.ts, server/modules/weekly-reports):
 *
 * - `advice_texts`: the staff's overrides of the advice texts (streams/reports/advice-texts.ts
 *   `DEFAULT_ADVICE_TEXTS`), one row per text key and language; a key and language without a row reads the default,
 *   so deleting the row restores it. Only overrides are stored, so a new default text reaches every text nobody edited.
 * - `weekly_reports`: one report per monitored streamer per week (`week_start` = the Monday, `yyyy-MM-dd`, in
 *   APP_TIME_ZONE, like `week_data`). `figures`, `findings`, `summary` and `advice` are what the generation computed and
 *   rendered in `lang` (kept as written, so a text edited later does not change a report already reviewed or sent);
 *   `edited_advice` is the manager's wording of the advice lines (null: the generated lines stand). `state` moves
 *   draft → reviewed → sent (streams/reports/report-state.ts). The streamer's TikTok ID, nickname, group and manager
 *   are copied in at generation, as `week_data` does, so the list is scoped and filtered on indexed columns of one table.
 * - `weekly_report_keys`: the public read-only links of a report. Only the key's SHA-256 is stored (as link keys
 *   are, server/modules/anchors/link-keys.ts); a revoked key opens nothing.
 * - `streamer_report_langs`: the language a streamer's reports are written in (absent: the generation's default).
 * Deleting a monitored streamer deletes its reports, their keys and its language (cascade).
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { AdviceLang } from '../../../streams/reports/advice-texts';
import type { AdviceFinding, WeekFigures } from '../../../streams/reports/weekly-advice';
import type { WeeklyReportState } from '../../../streams/reports/report-state';
import { monitoredStreamers } from './monitor';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const adviceTexts = pgTable(
  'advice_texts',
  {
    /** An `ADVICE_TEXT_KEYS` entry (`summary`, `noLives`, `<rule>.ok|off`). */
    key: varchar('key', { length: 32 }).notNull(),
    lang: varchar('lang', { length: 8 }).$type<AdviceLang>().notNull(),
    text: text('text').notNull(),
    updatedBy: varchar('updated_by', { length: 255 }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.lang] })],
);

export const weeklyReports = pgTable(
  'weekly_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    streamerId: integer('streamer_id')
      .notNull()
      .references(() => monitoredStreamers.id, { onDelete: 'cascade' }),
    /** The week's Monday in APP_TIME_ZONE, `yyyy-MM-dd`. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    /** The IANA zone the week's local hours were read in. */
    zone: varchar('zone', { length: 64 }).notNull(),
    lang: varchar('lang', { length: 8 }).$type<AdviceLang>().notNull(),
    state: varchar('state', { length: 16 }).$type<WeeklyReportState>().notNull().default('draft'),
    uniqueId: varchar('unique_id', { length: 64 }).notNull(),
    nickname: varchar('nickname', { length: 64 }).notNull().default(''),
    /** Department id (the CRM row's, else the manager's), as `week_data.group_id`. */
    groupId: integer('group_id'),
    /** User id of the CRM operator, else of the monitoring staff member, as `week_data.manager_id`. */
    managerId: integer('manager_id'),
    figures: jsonb('figures').$type<WeekFigures>().notNull(),
    findings: jsonb('findings').$type<AdviceFinding[]>().notNull(),
    /** The summary line, rendered in `lang`. */
    summary: text('summary').notNull(),
    /** The advice lines as generated, rendered in `lang`. */
    advice: jsonb('advice').$type<string[]>().notNull(),
    /** The manager's advice lines; null: the generated ones stand. */
    editedAdvice: jsonb('edited_advice').$type<string[]>(),
    reviewedBy: varchar('reviewed_by', { length: 255 }),
    reviewedAt: at('reviewed_at'),
    sentBy: varchar('sent_by', { length: 255 }),
    sentAt: at('sent_at'),
    /** When the figures were last generated. */
    generatedAt: at('generated_at').notNull(),
    createBy: varchar('create_by', { length: 255 }),
    updateBy: varchar('update_by', { length: 255 }),
    createTime: at('create_time').notNull().defaultNow(),
    updateTime: at('update_time').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('weekly_reports_streamer_week_unique').on(t.streamerId, t.weekStart),
    // The list: one week, scoped by group or manager, filtered by state.
    index('weekly_reports_week_group_idx').on(t.weekStart, t.groupId),
    index('weekly_reports_week_manager_idx').on(t.weekStart, t.managerId),
    index('weekly_reports_week_state_idx').on(t.weekStart, t.state),
  ],
);

export const weeklyReportKeys = pgTable(
  'weekly_report_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reportId: bigint('report_id', { mode: 'number' })
      .notNull()
      .references(() => weeklyReports.id, { onDelete: 'cascade' }),
    /** SHA-256 of the key, hex; the key itself is shown once and never stored. */
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    createdBy: varchar('created_by', { length: 255 }),
    createdAt: at('created_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('weekly_report_keys_hash_unique').on(t.keyHash),
    index('weekly_report_keys_report_idx').on(t.reportId).where(sql`${t.revokedAt} is null`),
  ],
);

export const streamerReportLangs = pgTable('streamer_report_langs', {
  streamerId: integer('streamer_id')
    .primaryKey()
    .references(() => monitoredStreamers.id, { onDelete: 'cascade' }),
  lang: varchar('lang', { length: 8 }).$type<AdviceLang>().notNull(),
  updateBy: varchar('update_by', { length: 255 }),
  updateTime: at('update_time').notNull().defaultNow(),
});
