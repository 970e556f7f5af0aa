/**
 * The texts of the streamer room page, loaded with the page rather than with the console (the start-up bundle must
 * stay within 300 KB gzip): this module adds the four bundles of this folder under `monitorRoom.*`
 * when the page is first imported, and gives the page a `t` typed by those bundles' keys ({@link RoomKey}), since
 * i18next's own key types only know the start-up bundle. Same scheme as ../../i18n/monitoring-locale.ts.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { monitorRoomAr } from './ar';
import { monitorRoomEn, type MonitorRoomLocale } from './en';
import { monitorRoomKo } from './ko';
import { monitorRoomZh } from './zh';

/** Every bundle by language (the console's languages, src/shared/i18n/detect-language.ts). */
export const MONITOR_ROOM_BUNDLES: Readonly<Record<'en' | 'zh' | 'ko' | 'ar', MonitorRoomLocale>> = { en: monitorRoomEn, zh: monitorRoomZh, ko: monitorRoomKo, ar: monitorRoomAr };

/** Dotted paths of the string leaves of `T`. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of this page's texts, without the `monitorRoom.` prefix. */
export type RoomKey = Leaves<typeof monitorRoomEn>;
/** Interpolation values (`{{name}}`). */
export type RoomValues = Readonly<Record<string, string | number>>;
/** Translates a key of this page in the current language. */
export type RoomT = (key: RoomKey, values?: RoomValues) => string;

/** Adds the bundles to `instance` (deep, without overwriting keys already there); safe to call again. */
export function registerMonitorRoomLocale(instance: I18n = i18next): void {
  const add = () => {
    for (const [language, bundle] of Object.entries(MONITOR_ROOM_BUNDLES)) {
      instance.addResourceBundle(language, 'translation', { monitorRoom: bundle }, true, false);
    }
  };
  // The console initialises i18next before any page loads; wait for it if a test imports the page first.
  if (instance.isInitialized) add();
  else instance.on('initialized', add);
}

registerMonitorRoomLocale();

/** `rt` over i18next's `t`: the prefixed key, typed by this page's bundles. */
export function monitorRoomT(t: (key: string, values?: RoomValues) => string): RoomT {
  return (key, values) => t(`monitorRoom.${key}`, values);
}
