/**
 * Refusals of the weekly reports and their advice texts (streams/contracts/weekly-reports.ts,
 * server/modules/weekly-reports). English templates; `{{name}}` is a param.
 */
import { messagesOf } from './template';

export const WEEKLY_REPORT_REFUSALS = {
  WEEKLY_REPORT_NOT_FOUND: 'Weekly report {{id}} does not exist or is not yours to see',
  WEEKLY_REPORT_STATE_MOVE: 'A {{from}} report cannot become {{to}} (draft → reviewed → sent; a reviewed report may go back to draft)',
  WEEKLY_REPORT_SENT_LOCKED: 'The report was sent: its advice can no longer be edited',
  WEEKLY_REPORT_KEY_MISSING: 'This report link has no key',
  WEEKLY_REPORT_KEY_INVALID: 'This report link is not valid',
  WEEKLY_REPORT_KEY_REVOKED: 'This report link was withdrawn: ask your manager for a new one',
  ADVICE_TEXT_PLACEHOLDER: 'text: unknown placeholder {{names}}; this text may use {{allowed}}',
} as const;

/** English text of a weekly report refusal. */
export const weeklyReportMessage = messagesOf(WEEKLY_REPORT_REFUSALS);

/** A code of the weekly report refusals. */
export type WeeklyReportRefusalCode = keyof typeof WEEKLY_REPORT_REFUSALS;
