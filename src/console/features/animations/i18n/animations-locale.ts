/**
 * The texts of the 'Animations config' pages under `animations.*`, loaded with the pages: `useAnimationsT()` gives
 * `{ t, ft, rule, failure, language, rtl }` (src/shared/i18n/feature-locale.ts).
 */
import { defineFeatureLocale } from '@shared/i18n/feature-locale';
import { animationsAr } from './ar';
import { animationsEn } from './en';
import { animationsKo } from './ko';
import { animationsZh } from './zh';

/** Every bundle by language. */
export const ANIMATIONS_BUNDLES = { en: animationsEn, zh: animationsZh, ko: animationsKo, ar: animationsAr };

export const useAnimationsT = defineFeatureLocale('animations', ANIMATIONS_BUNDLES);
