/**
 * The texts of the monitoring wall under `monitoringWall.*` (src/shared/i18n/feature-locale.ts), loaded with the page
 * rather than with the console (the start-up bundle must stay within 300 KB gzip, docs/architecture.md).
 */
import { featureLocale, type FeatureT, type FeatureValues, type LeafKey } from '@shared/i18n/feature-locale';
import { monitoringWallAr } from './ar';
import { monitoringWallEn, type MonitoringWallLocale } from './en';
import { monitoringWallKo } from './ko';
import { monitoringWallZh } from './zh';

/**
 * `useWallLocale`: the wall's translation hook (`ft` = `wt`); `WALL_BUNDLES`: every bundle by language (the console's
 * languages, src/shared/i18n/detect-language.ts); `wallT`: `wt` over a given `t` (tests, code outside components).
 */
export const { use: useWallLocale, bundles: WALL_BUNDLES, bind: wallT } = featureLocale('monitoringWall', { en: monitoringWallEn, zh: monitoringWallZh, ko: monitoringWallKo, ar: monitoringWallAr });

/** A key of the wall's texts, without the `monitoringWall.` prefix. */
export type WallKey = LeafKey<MonitoringWallLocale>;
/** Interpolation values (`{{name}}`). */
export type WallValues = FeatureValues;
/** Translates a key of the wall in the current language. */
export type WallT = FeatureT<MonitoringWallLocale>;
