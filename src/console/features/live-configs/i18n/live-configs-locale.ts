/**
 * The texts of the group host config pages under `liveConfigs.*`, loaded with the pages
 * (src/shared/i18n/feature-locale.ts): `useLiveConfigsT()` gives `{ t, ft, rule, failure, language, rtl }`. The four
 * bundles live in src/shared/i18n/locales/live-configs (zh/ko/ar typed by English). Texts the whole console shares
 * (its messages) stay in the main locale files and go through i18next's `t`.
 */
import { defineFeatureLocale, type FeatureT, type LeafKey } from '@shared/i18n/feature-locale';
import { liveConfigsAr } from '@shared/i18n/locales/live-configs/ar';
import { liveConfigsEn, type LiveConfigsLocale } from '@shared/i18n/locales/live-configs/en';
import { liveConfigsKo } from '@shared/i18n/locales/live-configs/ko';
import { liveConfigsZh } from '@shared/i18n/locales/live-configs/zh';

/** Every bundle by language (the console's languages, src/shared/i18n/detect-language.ts). */
export const LIVE_CONFIGS_BUNDLES = { en: liveConfigsEn, zh: liveConfigsZh, ko: liveConfigsKo, ar: liveConfigsAr };

/** The feature's translation hook; `useLiveConfigsT.bind(t)` gives `ft` outside components. */
export const useLiveConfigsT = defineFeatureLocale<LiveConfigsLocale>('liveConfigs', LIVE_CONFIGS_BUNDLES);

/** A key of this feature's texts, without the `liveConfigs.` prefix. */
export type LcKey = LeafKey<LiveConfigsLocale>;
/** Translates a key of this feature in the current language. */
export type LcT = FeatureT<LiveConfigsLocale>;

/** `lt` over a given i18next `t` (tests, code outside components). */
export const liveConfigsT = useLiveConfigsT.bind;
