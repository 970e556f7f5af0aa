/**
 * The texts of the Server and SQL monitor pages, loaded with the pages rather than with the console (the start-up
 * bundle must stay small, 300 KB gzip): importing this module adds the four bundles of this folder under
 * `systemServer.*`, and {@link useSsTranslation} gives the pages a `st` typed by those bundles' keys. Texts the whole
 * console shares (`common.*`) go through i18next's own `t`.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
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

/** Dotted paths of the string leaves of `T`. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of this feature's texts, without the `systemServer.` prefix. */
export type SsKey = Leaves<SystemServerLocale>;
/** Translates a key of this feature in the current language. */
export type SsT = (key: SsKey, values?: Readonly<Record<string, string | number>>) => string;

/** Adds the bundles to `instance` (deep, without overwriting keys already there); safe to call again. */
export function registerSystemServerLocale(instance: I18n = i18next): void {
  const add = () => {
    for (const [language, bundle] of Object.entries(SYSTEM_SERVER_BUNDLES)) {
      instance.addResourceBundle(language, 'translation', { systemServer: bundle }, true, false);
    }
  };
  // The console initialises i18next before any page loads; wait for it if a test imports a page first.
  if (instance.isInitialized) add();
  else instance.on('initialized', add);
}

registerSystemServerLocale();

/** `t` for the shared texts, `st` for this feature's, and the current language (numbers are formatted in it). */
export function useSsTranslation() {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    // i18next types keys by the start-up bundle; this feature's keys are typed by `SsKey` instead.
    const raw = t as unknown as (key: string, values?: Readonly<Record<string, string | number>>) => string;
    const st: SsT = (key, values) => raw(`systemServer.${key}`, values);
    return { t, st, language: i18n.language, rtl: i18n.dir() === 'rtl' };
  }, [t, i18n]);
}
