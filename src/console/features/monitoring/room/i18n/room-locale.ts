/**
 * The texts of the streamer room page under `monitorRoom.*` (src/shared/i18n/feature-locale.ts), loaded with the page
 * rather than with the console.
 */
import { featureLocale, type FeatureT, type FeatureValues, type LeafKey } from '@shared/i18n/feature-locale';
import { monitorRoomAr } from './ar';
import { monitorRoomEn } from './en';
import { monitorRoomKo } from './ko';
import { monitorRoomZh } from './zh';

/**
 * `useRoomLocale`: the room page's translation hook (`ft` = `rt`); `MONITOR_ROOM_BUNDLES`: every bundle by language
 * (the console's languages, src/shared/i18n/detect-language.ts); `monitorRoomT`: `rt` over a given `t` (tests, code
 * outside components).
 */
export const { use: useRoomLocale, bundles: MONITOR_ROOM_BUNDLES, bind: monitorRoomT } = featureLocale('monitorRoom', { en: monitorRoomEn, zh: monitorRoomZh, ko: monitorRoomKo, ar: monitorRoomAr });

/** A key of this page's texts, without the `monitorRoom.` prefix. */
export type RoomKey = LeafKey<typeof monitorRoomEn>;
/** Interpolation values (`{{name}}`). */
export type RoomValues = FeatureValues;
/** Translates a key of this page in the current language. */
export type RoomT = FeatureT<typeof monitorRoomEn>;
