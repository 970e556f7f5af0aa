import { describe, expect, it } from 'vitest';
import { canEditAdvice, canMoveReport, regenerates, WEEKLY_REPORT_STATES, type WeeklyReportState } from './report-state';

describe('weekly report states', () => {
  it('allows draft → reviewed → sent and reviewed → draft, staying put, and nothing else', () => {
    const allowed = new Set(['draft>reviewed', 'reviewed>sent', 'reviewed>draft']);
    for (const from of WEEKLY_REPORT_STATES) {
      for (const to of WEEKLY_REPORT_STATES) {
        expect(canMoveReport(from, to), `${from} → ${to}`).toBe(from === to || allowed.has(`${from}>${to}`));
      }
    }
  });

  it('edits and regenerates only what was not sent (regenerates drafts only)', () => {
    const states: WeeklyReportState[] = ['draft', 'reviewed', 'sent'];
    expect(states.map(canEditAdvice)).toEqual([true, true, false]);
    expect(states.map(regenerates)).toEqual([true, false, false]);
  });
});
