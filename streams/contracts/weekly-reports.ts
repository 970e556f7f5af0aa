/**
 * Weekly reports with advice (product spec: "weekly reports with advice text"; the rules in
 * streams/reports/weekly-advice.ts): the report the console shows for one streamer and week, and the body that saves
 * one advice text from the editing page.
 *
 * Saving a text must also refuse an unknown placeholder, naming it: the route checks {@link unknownPlaceholdersOf}
 * and refuses with a catalog code (the refusal catalog lives in ./refusals, one code per refusal).
 */
import { z } from 'zod';
import { ADVICE_LANGS, ADVICE_TEXT_KEYS, allowedPlaceholders, topicOfTextKey, validateAdviceText } from '../reports/advice-texts';
import { WEEKLY_REPORT_STATES } from '../reports/report-state';
import { ADVICE_RULE_IDS } from '../reports/weekly-advice';
import { idSchema, pageQuerySchema, queryIdSchema } from './common';

/** Longest advice text, characters. */
export const ADVICE_TEXT_MAX = 1000;

export const adviceLangSchema = z.enum(ADVICE_LANGS);
export const adviceTextKeySchema = z.enum(ADVICE_TEXT_KEYS);

/** `PUT` body of one advice text: which text, which language, the text with its `{placeholders}`. */
export const adviceTextBodySchema = z.object({
  key: adviceTextKeySchema,
  lang: adviceLangSchema,
  text: z.string().trim().min(1).max(ADVICE_TEXT_MAX),
});
export type AdviceTextBody = z.infer<typeof adviceTextBodySchema>;

/** The placeholders of a text body its key does not provide (empty: acceptable), and those it may use. */
export function unknownPlaceholdersOf(body: AdviceTextBody): { unknown: string[]; allowed: readonly string[] } {
  const topic = topicOfTextKey(body.key);
  return { unknown: validateAdviceText(topic, body.text), allowed: allowedPlaceholders(topic) };
}

/** One finding as the console receives it: the rule (or `noLives`), its outcome and its numbers by placeholder name. */
export const adviceFindingSchema = z.object({
  rule: z.enum([...ADVICE_RULE_IDS, 'noLives']),
  outcome: z.enum(['ok', 'off', 'noData']),
  numbers: z.record(z.string(), z.number()),
});

/**
 * A streamer's weekly report: the week (`weekStart` epoch ms of Monday 00:00 in `zone`), its figures, findings and
 * texts in `lang`.
 */
export const weeklyReportSchema = z.object({
  streamerId: z.string(),
  weekStart: z.number().int(),
  zone: z.string(),
  lang: adviceLangSchema,
  figures: z.object({
    lives: z.number().int().min(0),
    liveDays: z.number().int().min(0),
    liveMinutes: z.number().int().min(0),
    liveHours: z.number().int().min(0),
    liveRestMinutes: z.number().int().min(0),
    pks: z.number().int().min(0),
  }),
  findings: z.array(adviceFindingSchema),
  summary: z.string(),
  advice: z.array(z.string()),
});
export type WeeklyReportWire = z.infer<typeof weeklyReportSchema>;

// ---- the console's API (server/modules/weekly-reports) ----
//
// - `GET api/weeklyReports` (`weeklyReport:list`): a page of {@link WeeklyReportRow}, query {@link weeklyReportQuerySchema};
// - `GET api/weeklyReports/{id}` (`weeklyReport:list`): one {@link WeeklyReportRow};
// - `POST api/weeklyReports/generate` (`weeklyReport:edit`): {@link generateReportsBodySchema} → {@link GenerateReportsResult};
// - `PUT api/weeklyReports` (`weeklyReport:edit`): {@link weeklyReportEditSchema} → 204;
// - `PUT api/weeklyReports/lang` (`weeklyReport:edit`): {@link streamerReportLangBodySchema} → 204;
// - `POST|DELETE api/weeklyReports/{id}/key` (`weeklyReport:edit`): issue ({@link IssuedReportKey}, the key shown once) or revoke;
// - `GET api/h5/weeklyReport?key=` (public): {@link PublicWeeklyReport};
// - `GET|PUT|DELETE api/adviceTexts`, `GET api/adviceTexts/preview` (`adviceText:edit`).

/** A report's states (streams/reports/report-state.ts). */
export const weeklyReportStateSchema = z.enum(WEEKLY_REPORT_STATES);

/** A week named by its Monday, `yyyy-MM-dd` (checked to be a Monday by the server: 400 `WEEK_NOT_MONDAY`). */
export const reportWeekSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'week: expected yyyy-MM-dd (the Monday of the week)');

/** Longest advice line a manager may write, characters; most lines a report holds. */
export const ADVICE_LINE_MAX = 1000;
export const ADVICE_LINES_MAX = 20;

/** `GET api/weeklyReports` filters: the week, the state, TikTok ID or nickname contains, one streamer. */
export const weeklyReportFilterSchema = z.object({
  week: reportWeekSchema.optional(),
  state: weeklyReportStateSchema.optional(),
  blurry: z.string().max(100).optional(),
  streamerId: queryIdSchema.optional(),
});
export const weeklyReportQuerySchema = pageQuerySchema.extend(weeklyReportFilterSchema.shape);
export type WeeklyReportQuery = z.infer<typeof weeklyReportQuerySchema>;

/** Sort fields of the list (default: newest week first, then TikTok ID). */
export const WEEKLY_REPORT_SORTS = ['id', 'week', 'uniqueId', 'nickname', 'state', 'lang', 'updateTime'] as const;

/**
 * A report as the console lists it: the wire report ({@link weeklyReportSchema}: figures, findings, summary and the
 * generated advice in `lang`) with its row: `week` (`yyyy-MM-dd`), state, `editedAdvice` (the manager's lines, null
 * when the generated ones stand), `shownAdvice` (what the streamer sees: the edited lines, else the generated ones),
 * who reviewed and sent it and when (wire dates in APP_TIME_ZONE), and whether a public link is open (`linkOpen`).
 */
export const weeklyReportRowSchema = weeklyReportSchema.extend({
  id: z.number().int(),
  week: z.string(),
  uniqueId: z.string(),
  nickname: z.string(),
  state: weeklyReportStateSchema,
  editedAdvice: z.array(z.string()).nullable(),
  shownAdvice: z.array(z.string()),
  linkOpen: z.boolean(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  sentBy: z.string().nullable(),
  sentAt: z.string().nullable(),
  generatedAt: z.string(),
  updateTime: z.string(),
});
export type WeeklyReportRow = z.infer<typeof weeklyReportRowSchema>;

/**
 * `POST api/weeklyReports/generate`: the week (its Monday, default the current week) and the language of reports of
 * streamers without a language of their own (default `en`).
 */
export const generateReportsBodySchema = z.object({ week: reportWeekSchema.optional(), lang: adviceLangSchema.optional() });

/** What a generation did: the week, reports written (new or regenerated drafts), reports kept (reviewed or sent), ms taken. */
export const generateReportsResultSchema = z.object({ week: z.string(), generated: z.number().int(), kept: z.number().int(), tookMs: z.number().int() });
export type GenerateReportsResult = z.infer<typeof generateReportsResultSchema>;

/**
 * `PUT api/weeklyReports`: edit a report's advice lines (`advice`; null puts the generated lines back) and/or move its
 * state. 400 `WEEKLY_REPORT_STATE_MOVE` for a move the state rule refuses, `WEEKLY_REPORT_SENT_LOCKED` for an edit of a
 * sent report.
 */
export const weeklyReportEditSchema = z.object({
  id: idSchema,
  advice: z.array(z.string().trim().min(1).max(ADVICE_LINE_MAX)).max(ADVICE_LINES_MAX).nullable().optional(),
  state: weeklyReportStateSchema.optional(),
});
export type WeeklyReportEdit = z.infer<typeof weeklyReportEditSchema>;

/** `PUT api/weeklyReports/lang`: the language a streamer's reports are written in from the next generation on. */
export const streamerReportLangBodySchema = z.object({ streamerId: idSchema, lang: adviceLangSchema });

/** A public link's key, shown once when issued (only its hash is stored). */
export const issuedReportKeySchema = z.object({ key: z.string() });
export type IssuedReportKey = z.infer<typeof issuedReportKeySchema>;

/** `GET api/h5/weeklyReport?key=` query. */
export const publicReportQuerySchema = z.object({ key: z.string().max(200).optional() });

/**
 * What a public link shows: the report in its language with the advice the streamer is meant to read (the manager's
 * edited lines, else the generated ones), the week and the streamer's nickname.
 */
export const publicWeeklyReportSchema = weeklyReportSchema.omit({ streamerId: true }).extend({ week: z.string(), nickname: z.string() });
export type PublicWeeklyReport = z.infer<typeof publicWeeklyReportSchema>;

/** One advice text on the editing page: the default, the staff's override (null: none), the text in use and its allowed placeholders. */
export const adviceTextRowSchema = z.object({
  key: adviceTextKeySchema,
  lang: adviceLangSchema,
  defaultText: z.string(),
  override: z.string().nullable(),
  text: z.string(),
  placeholders: z.array(z.string()),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type AdviceTextRow = z.infer<typeof adviceTextRowSchema>;

/** `DELETE api/adviceTexts?key=&lang=`: back to the default. */
export const adviceTextRefSchema = z.object({ key: adviceTextKeySchema, lang: adviceLangSchema });

/**
 * `GET api/adviceTexts/preview?lang=`: the sample week's report with the texts in use; with `key` and `text`, that one
 * text as it would read before saving (checked like a save: 400 `ADVICE_TEXT_PLACEHOLDER`).
 */
export const adviceTextPreviewQuerySchema = z.object({
  lang: adviceLangSchema.default('en'),
  key: adviceTextKeySchema.optional(),
  text: z.string().trim().min(1).max(ADVICE_TEXT_MAX).optional(),
});

/** The preview: figures, findings, summary and advice of the sample week. */
export const adviceTextPreviewSchema = weeklyReportSchema.pick({ figures: true, findings: true, summary: true, advice: true });
