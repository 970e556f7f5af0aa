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
import { ADVICE_RULE_IDS } from '../reports/weekly-advice';

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
