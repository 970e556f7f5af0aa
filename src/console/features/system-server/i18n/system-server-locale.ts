/**
 * The texts of the Server and SQL monitor pages under `systemServer.*` (src/shared/i18n/feature-locale.ts), loaded
 * with the pages rather than with the console. Texts the whole console shares (`common.*`) go through i18next's `t`.
 */
import { useMemo } from 'react';
import { defineFeatureLocale, type FeatureT, type LeafKey } from '@shared/i18n/feature-locale';
import { systemServerAr } from './ar';
import { systemServerEn, type SystemServerLocale } from './en';
import { systemServerKo } from './ko';
import { systemServerZh } from './zh';

/** Every bundle by language (the console's languages). */
export const SYSTEM_SERVER_BUNDLES: Readonly<Record<'en' | 'zh' | 'ko' | 'ar', SystemServerLocale>> = {
  en: systemServerEn,
  zh: systemServerZh,
  ko: systemServerKo,
  ar: systemServerAr,
};

const useSystemServerLocale = defineFeatureLocale('systemServer', SYSTEM_SERVER_BUNDLES);

/** A key of this feature's texts, without the `systemServer.` prefix. */
export type SsKey = LeafKey<SystemServerLocale>;
/** Translates a key of this feature in the current language. */
export type SsT = FeatureT<SystemServerLocale>;

/** `t` for the shared texts, `st` for this feature's, and the current language (numbers are formatted in it). */
export function useSsTranslation() {
  const { t, ft: st, language, rtl } = useSystemServerLocale();
  return useMemo(() => ({ t, st, language, rtl }), [t, st, language, rtl]);
}
