/**
 * The texts of the monitoring wall, loaded with the page rather than with the console (the start-up bundle must stay
 * within 300 KB gzip, docs/architecture.md): importing this module adds the four bundles of this folder under
 * `monitoringWall.*`, and gives the page a `t` typed by those bundles' keys ({@link WallKey}), since i18next's own key
 * types only know the start-up bundle. Same pattern as ../../i18n/monitoring-locale.ts.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { monitoringWallAr } from './ar';
import { monitoringWallEn, type MonitoringWallLocale } from './en';
import { monitoringWallKo } from './ko';
import { monitoringWallZh } from './zh';

/** Every bundle by language (the console's languages, src/shared/i18n/detect-language.ts). */
export const WALL_BUNDLES: Readonly<Record<'en' | 'zh' | 'ko' | 'ar', MonitoringWallLocale>> = {
  en: monitoringWallEn,
  zh: monitoringWallZh,
  ko: monitoringWallKo,
  ar: monitoringWallAr,
};

/** Dotted paths of the string leaves of `T`. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of the wall's texts, without the `monitoringWall.` prefix. */
export type WallKey = Leaves<MonitoringWallLocale>;
/** Interpolation values (`{{name}}`). */
export type WallValues = Readonly<Record<string, string | number>>;
/** Translates a key of the wall in the current language. */
export type WallT = (key: WallKey, values?: WallValues) => string;

/** Adds the bundles to `instance` (deep, without overwriting keys already there); safe to call again. */
export function registerWallLocale(instance: I18n = i18next): void {
  const add = () => {
    for (const [language, bundle] of Object.entries(WALL_BUNDLES)) {
      instance.addResourceBundle(language, 'translation', { monitoringWall: bundle }, true, false);
    }
  };
  // The console initialises i18next before any page loads; wait for it if a test imports the page first.
  if (instance.isInitialized) add();
  else instance.on('initialized', add);
}

registerWallLocale();

/** `wt` over i18next's `t`: the prefixed key, typed by this page's bundles. */
export function wallT(t: (key: string, values?: WallValues) => string): WallT {
  return (key, values) => t(`monitoringWall.${key}`, values);
}
