/**
 * The texts of the Live game devices pages, loaded with the pages rather than with the console (the start-up bundle
 * holds all four languages and must stay within 300 KB gzip, docs/architecture.md): this module adds the four bundles
 * of this folder under `devices.*` when a page of this feature is first imported, and gives the pages a `t` typed by
 * those bundles' keys ({@link DvKey}). Texts the whole console shares (failure messages, success notices) stay in the
 * main locale files and go through i18next's own `t`.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { devicesAr } from './ar';
import { devicesEn, type DevicesLocale } from './en';
import { devicesKo } from './ko';
import { devicesZh } from './zh';

/** Every bundle by language (the console's languages, src/shared/i18n/detect-language.ts). */
export const DEVICES_BUNDLES: Readonly<Record<'en' | 'zh' | 'ko' | 'ar', DevicesLocale>> = { en: devicesEn, zh: devicesZh, ko: devicesKo, ar: devicesAr };

/** Dotted paths of the string leaves of `T`. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of this feature's texts, without the `devices.` prefix. */
export type DvKey = Leaves<DevicesLocale>;
/** Interpolation values (`{{name}}`). */
export type DvValues = Readonly<Record<string, string | number>>;
/** Translates a key of this feature in the current language. */
export type DvT = (key: DvKey, values?: DvValues) => string;

/** Adds the bundles to `instance` (deep, without overwriting keys already there); safe to call again. */
export function registerDevicesLocale(instance: I18n = i18next): void {
  const add = () => {
    for (const [language, bundle] of Object.entries(DEVICES_BUNDLES)) {
      instance.addResourceBundle(language, 'translation', { devices: bundle }, true, false);
    }
  };
  // The console initialises i18next before any page loads; wait for it if a test imports a page first.
  if (instance.isInitialized) add();
  else instance.on('initialized', add);
}

registerDevicesLocale();

/** `dt` over i18next's `t`: the prefixed key, typed by this feature's bundles. */
export function devicesT(t: (key: string, values?: DvValues) => string): DvT {
  return (key, values) => t(`devices.${key}`, values);
}
