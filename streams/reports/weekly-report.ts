/**
 * One streamer's weekly report: the week's figures, the rule findings and their texts in one language, and the
 * preview of a set of texts on {@link SAMPLE_WEEK}. Pure.
 */
import { renderAdvice, renderSummary } from './advice-texts';
import type { AdviceLang, AdviceTexts } from './advice-texts';
import { SAMPLE_WEEK } from './sample-week';
import { checkWeek, DEFAULT_ADVICE_RULES, weekFigures } from './weekly-advice';
import type { AdviceFinding, AdviceRules, AdviceWeek, WeekFigures } from './weekly-advice';

/** A week's report: `figures` and `findings` (numbers), `summary` and `advice` (texts in the report's language). */
export interface WeeklyReport {
  figures: WeekFigures;
  findings: AdviceFinding[];
  summary: string;
  advice: string[];
}

/** The report of `week` with `texts` in `lang`, judged by `rules` (the spec's by default). */
export function buildWeeklyReport(week: AdviceWeek, texts: AdviceTexts, lang: AdviceLang, rules: AdviceRules = DEFAULT_ADVICE_RULES): WeeklyReport {
  const figures = weekFigures(week);
  const findings = checkWeek(week, rules);
  return { figures, findings, summary: renderSummary(figures, texts, lang), advice: renderAdvice(findings, texts, lang) };
}

/** The report of the sample week with `texts` in `lang`: what the text editor previews before saving. */
export function previewWeeklyReport(texts: AdviceTexts, lang: AdviceLang): WeeklyReport {
  return buildWeeklyReport(SAMPLE_WEEK, texts, lang);
}
