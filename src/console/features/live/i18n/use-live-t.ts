/**
 * The texts of the live pages under `livePages.*`, loaded with the pages: `useLiveT()` gives
 * `{ t, ft, rule, failure, language, rtl }` (src/shared/i18n/feature-locale.ts).
 */
import { defineFeatureLocale } from '@shared/i18n/feature-locale';
import { liveAr } from './ar';
import { liveEn, type LiveLocale } from './en';
import { liveKo } from './ko';
import { liveZh } from './zh';

export const LIVE_BUNDLES = { en: liveEn, zh: liveZh, ko: liveKo, ar: liveAr };

export const useLiveT = defineFeatureLocale<LiveLocale>('livePages', LIVE_BUNDLES);
