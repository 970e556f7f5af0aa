/**
 * The texts of the lottery pages under `lottery.*`, loaded with the pages: `useLotteryT()` gives
 * `{ t, ft, rule, failure, language, rtl }` (src/shared/i18n/feature-locale.ts).
 */
import { defineFeatureLocale } from '@shared/i18n/feature-locale';
import { lotteryAr } from './ar';
import { lotteryEn } from './en';
import { lotteryKo } from './ko';
import { lotteryZh } from './zh';

export const useLotteryT = defineFeatureLocale('lottery', { en: lotteryEn, zh: lotteryZh, ko: lotteryKo, ar: lotteryAr });
