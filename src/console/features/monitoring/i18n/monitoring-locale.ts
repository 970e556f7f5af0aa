/**
 * The texts of the live monitoring pages, loaded with the pages rather than with the console (the start-up bundle
 * holds all four languages and must stay within 300 KB gzip, docs/architecture.md): this module adds the four bundles
 * of this folder under `monitoring.*` when a page of this feature is first imported, and gives the pages a `t` typed
 * by those bundles' keys ({@link MoKey}), since i18next's own key types only know the start-up bundle. Texts the
 * whole console shares (failure messages, success notices) stay in the main locale files and go through i18next's `t`.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { monitoringAr } from './ar';
import { monitoringEn, type MonitoringLocale } from './en';
import { monitoringKo } from './ko';
import { monitoringZh } from './zh';

/** Every bundle by language (the console's languages, src/shared/i18n/detect-language.ts). */
export const MONITORING_BUNDLES: Readonly<Record<'en' | 'zh' | 'ko' | 'ar', MonitoringLocale>> = { en: monitoringEn, zh: monitoringZh, ko: monitoringKo, ar: monitoringAr };

/** Dotted paths of the string leaves of `T`. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of this feature's texts, without the `monitoring.` prefix. */
export type MoKey = Leaves<typeof monitoringEn>;
/** Interpolation values (`{{name}}`). */
export type MoValues = Readonly<Record<string, string | number>>;
/** Translates a key of this feature in the current language. */
export type MoT = (key: MoKey, values?: MoValues) => string;

/** Adds the bundles to `instance` (deep, without overwriting keys already there); safe to call again. */
export function registerMonitoringLocale(instance: I18n = i18next): void {
  const add = () => {
    for (const [language, bundle] of Object.entries(MONITORING_BUNDLES)) {
      instance.addResourceBundle(language, 'translation', { monitoring: bundle }, true, false);
    }
  };
  // The console initialises i18next before any page loads; wait for it if a test imports a page first.
  if (instance.isInitialized) add();
  else instance.on('initialized', add);
}

registerMonitoringLocale();

/** `mt` over i18next's `t`: the prefixed key, typed by this feature's bundles. */
export function monitoringT(t: (key: string, values?: MoValues) => string): MoT {
  return (key, values) => t(`monitoring.${key}`, values);
}
