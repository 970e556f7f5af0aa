/**
 * The texts of the Timed tasks page under `timing.*`, loaded with the page: `useTimingT()` gives
 * `{ t, ft, rule, failure, language, rtl }` (src/shared/i18n/feature-locale.ts).
 */
import { defineFeatureLocale } from '@shared/i18n/feature-locale';
import { timingAr } from './ar';
import { timingEn } from './en';
import { timingKo } from './ko';
import { timingZh } from './zh';

/** Every bundle by language. */
export const TIMING_BUNDLES = { en: timingEn, zh: timingZh, ko: timingKo, ar: timingAr };

export const useTimingT = defineFeatureLocale('timing', TIMING_BUNDLES);
