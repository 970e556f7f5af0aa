/**
 * The texts of the Advice texts page under `adviceTexts.*`, loaded with the page: `useAdviceTextsT()` gives
 * `{ t, ft, rule, failure, language, rtl }` (src/shared/i18n/feature-locale.ts).
 */
import { defineFeatureLocale } from '@shared/i18n/feature-locale';
import { adviceTextsAr } from './ar';
import { adviceTextsEn } from './en';
import { adviceTextsKo } from './ko';
import { adviceTextsZh } from './zh';

/** Every bundle by language. */
export const ADVICE_TEXTS_BUNDLES = { en: adviceTextsEn, zh: adviceTextsZh, ko: adviceTextsKo, ar: adviceTextsAr };

export const useAdviceTextsT = defineFeatureLocale('adviceTexts', ADVICE_TEXTS_BUNDLES);
