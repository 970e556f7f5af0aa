/** The lottery pages' texts: every language complete and translated. */
import { describe, expect, it } from 'vitest';
import { bundleProblems } from '@shared/i18n/feature-locale';
import { lotteryAr } from './ar';
import { lotteryEn } from './en';
import { lotteryKo } from './ko';
import { lotteryZh } from './zh';

describe('the lottery bundles', () => {
  it('have the keys and placeholders of English, translated', () => {
    // The dash for a missing value reads the same in every language.
    expect(bundleProblems({ en: lotteryEn, zh: lotteryZh, ko: lotteryKo, ar: lotteryAr }, ['common.none'])).toEqual([]);
  });
});
