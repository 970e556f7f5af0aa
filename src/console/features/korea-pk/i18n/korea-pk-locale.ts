/**
 * The texts of the Korea group PK pages under `koreaPk.*`, loaded with the pages: `useKoreaT()` gives
 * `{ t, ft, rule, failure, language, rtl }` (src/shared/i18n/feature-locale.ts). The four bundles live in
 * src/shared/i18n/locales/korea-pk (zh/ko/ar typed by English).
 */
import { defineFeatureLocale, type FeatureT, type LeafKey } from '@shared/i18n/feature-locale';
import { koreaPkAr } from '@shared/i18n/locales/korea-pk/ar';
import { koreaPkEn, type KoreaPkLocale } from '@shared/i18n/locales/korea-pk/en';
import { koreaPkKo } from '@shared/i18n/locales/korea-pk/ko';
import { koreaPkZh } from '@shared/i18n/locales/korea-pk/zh';

/** Every bundle by language. */
export const KOREA_PK_BUNDLES = { en: koreaPkEn, zh: koreaPkZh, ko: koreaPkKo, ar: koreaPkAr };

/** The feature's translation hook. */
export const useKoreaT = defineFeatureLocale<KoreaPkLocale>('koreaPk', KOREA_PK_BUNDLES);

/** A key of this feature's texts, without the `koreaPk.` prefix. */
export type KoreaKey = LeafKey<KoreaPkLocale>;
/** Translates a key of this feature. */
export type KoreaT = FeatureT<KoreaPkLocale>;
