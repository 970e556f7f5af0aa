/**
 * The states of a weekly report and the moves between them (issue "Weekly reports with advice": managers review,
 * edit and send). A report is generated as a `draft`; a manager marks it `reviewed`, then `sent` once it went to the
 * streamer. A reviewed report may go back to `draft` (reopened for more edits); a sent report stays sent (what the
 * streamer received is not rewritten), and a draft cannot be sent unreviewed. Staying in the same state is no move
 * and always allowed. Advice lines may be edited in `draft` and `reviewed`, never once `sent`.
 *
 * Pure.
 */

/** A report's states, in their order. */
export const WEEKLY_REPORT_STATES = ['draft', 'reviewed', 'sent'] as const;
export type WeeklyReportState = (typeof WEEKLY_REPORT_STATES)[number];

/** The states each state may move to (besides staying). */
const MOVES: Readonly<Record<WeeklyReportState, readonly WeeklyReportState[]>> = {
  draft: ['reviewed'],
  reviewed: ['sent', 'draft'],
  sent: [],
};

/** Whether a report in `from` may move to `to` (`from === to` is allowed: no move). */
export function canMoveReport(from: WeeklyReportState, to: WeeklyReportState): boolean {
  return from === to || MOVES[from].includes(to);
}

/** Whether the advice lines of a report in `state` may be edited (not once sent). */
export function canEditAdvice(state: WeeklyReportState): boolean {
  return state !== 'sent';
}

/** Whether a generation may overwrite a report in `state`: only drafts are regenerated, reviewed and sent ones are kept. */
export function regenerates(state: WeeklyReportState): boolean {
  return state === 'draft';
}
