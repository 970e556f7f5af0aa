/**
 * The texts of the streamer room page under `monitorRoom.*` (src/shared/i18n/feature-locale.ts), loaded with the page
 * rather than with the console.
 */
import { defineFeatureLocale, type FeatureT, type FeatureValues, type LeafKey } from '@shared/i18n/feature-locale';
import { monitorRoomAr } from './ar';
import { monitorRoomEn, type MonitorRoomLocale } from './en';
import { monitorRoomKo } from './ko';
import { monitorRoomZh } from './zh';

/** Every bundle by language (the console's languages, src/shared/i18n/detect-language.ts). */
export const MONITOR_ROOM_BUNDLES: Readonly<Record<'en' | 'zh' | 'ko' | 'ar', MonitorRoomLocale>> = { en: monitorRoomEn, zh: monitorRoomZh, ko: monitorRoomKo, ar: monitorRoomAr };

/** The room page's translation hook (`ft` = `rt`). */
export const useRoomLocale = defineFeatureLocale('monitorRoom', { en: monitorRoomEn, zh: monitorRoomZh, ko: monitorRoomKo, ar: monitorRoomAr });

/** A key of this page's texts, without the `monitorRoom.` prefix. */
export type RoomKey = LeafKey<typeof monitorRoomEn>;
/** Interpolation values (`{{name}}`). */
export type RoomValues = FeatureValues;
/** Translates a key of this page in the current language. */
export type RoomT = FeatureT<typeof monitorRoomEn>;

/** `rt` over a given `t` (tests, code outside components). */
export const monitorRoomT: (t: (key: string, values?: RoomValues) => string) => RoomT = useRoomLocale.bind;
