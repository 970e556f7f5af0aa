/**
 * The texts of the monitoring wall under `monitoringWall.*` (src/shared/i18n/feature-locale.ts), loaded with the page
 * rather than with the console (the start-up bundle must stay within 300 KB gzip, docs/architecture.md).
 */
import { defineFeatureLocale, type FeatureT, type FeatureValues, type LeafKey } from '@shared/i18n/feature-locale';
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

/** The wall's translation hook (`ft` = `wt`). */
export const useWallLocale = defineFeatureLocale('monitoringWall', { en: monitoringWallEn, zh: monitoringWallZh, ko: monitoringWallKo, ar: monitoringWallAr });

/** A key of the wall's texts, without the `monitoringWall.` prefix. */
export type WallKey = LeafKey<MonitoringWallLocale>;
/** Interpolation values (`{{name}}`). */
export type WallValues = FeatureValues;
/** Translates a key of the wall in the current language. */
export type WallT = FeatureT<MonitoringWallLocale>;

/** `wt` over a given `t` (tests, code outside components). */
export const wallT: (t: (key: string, values?: WallValues) => string) => WallT = useWallLocale.bind;
