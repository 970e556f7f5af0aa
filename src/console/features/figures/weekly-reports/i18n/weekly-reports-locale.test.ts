/** The Weekly reports texts: every language complete and translated. */
import { describe, expect, it } from 'vitest';
import { bundleProblems } from '@shared/i18n/feature-locale';
import { REPORT_CARD_TEXTS } from '@shared/reports/card-texts';
import { WEEKLY_REPORTS_BUNDLES } from './use-weekly-reports-t';

/** Texts that read alike everywhere: only a placeholder around a separator. */
const SAME_EVERYWHERE: string[] = [];

describe('the weekly reports bundles', () => {
  it('have the keys and placeholders of English, translated', () => {
    expect(bundleProblems(WEEKLY_REPORTS_BUNDLES, SAME_EVERYWHERE)).toEqual([]);
  });
  it('and so does the report card, in every report language', () => {
    expect(bundleProblems(REPORT_CARD_TEXTS as unknown as Parameters<typeof bundleProblems>[0])).toEqual([]);
  });
});
