/**
 * The texts of the group host config pages, loaded with the pages rather than with the console (the start-up
 * bundle holds all four languages and must stay within 300 KB gzip, docs/architecture.md): this module adds the
 * four bundles of src/shared/i18n/locales/live-configs under `liveConfigs.*` when a page of this feature is
 * first imported, and gives the pages a `t` typed by those bundles' keys ({@link LcKey}), since i18next's own
 * key types only know the start-up bundle. Texts the whole console shares (its messages) stay in the main
 * locale files and go through i18next's `t`.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { liveConfigsAr } from '@shared/i18n/locales/live-configs/ar';
import { liveConfigsEn, type LiveConfigsLocale } from '@shared/i18n/locales/live-configs/en';
import { liveConfigsKo } from '@shared/i18n/locales/live-configs/ko';
import { liveConfigsZh } from '@shared/i18n/locales/live-configs/zh';

/** Every bundle by language (the console's languages, src/shared/i18n/detect-language.ts). */
export const LIVE_CONFIGS_BUNDLES: Readonly<Record<'en' | 'zh' | 'ko' | 'ar', LiveConfigsLocale>> = { en: liveConfigsEn, zh: liveConfigsZh, ko: liveConfigsKo, ar: liveConfigsAr };

/** Dotted paths of the string leaves of `T`. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of this feature's texts, without the `liveConfigs.` prefix. */
export type LcKey = Leaves<typeof liveConfigsEn>;
/** Interpolation values (`{{name}}`). */
export type LcValues = Readonly<Record<string, string | number>>;
/** Translates a key of this feature in the current language. */
export type LcT = (key: LcKey, values?: LcValues) => string;

/** Adds the bundles to `instance` (deep, without overwriting keys already there); safe to call again. */
export function registerLiveConfigsLocale(instance: I18n = i18next): void {
  const add = () => {
    for (const [language, bundle] of Object.entries(LIVE_CONFIGS_BUNDLES)) {
      instance.addResourceBundle(language, 'translation', { liveConfigs: bundle }, true, false);
    }
  };
  // The console initialises i18next before any page loads; wait for it if a test imports a page first.
  if (instance.isInitialized) add();
  else instance.on('initialized', add);
}

registerLiveConfigsLocale();

/** `lt` over i18next's `t`: the prefixed key, typed by this feature's bundles. */
export function liveConfigsT(t: (key: string, values?: LcValues) => string): LcT {
  return (key, values) => t(`liveConfigs.${key}`, values);
}
