/**
 * The texts of the live monitoring pages under `monitoring.*` (src/shared/i18n/feature-locale.ts), loaded with the
 * pages rather than with the console. Texts the whole console shares (failure messages, success notices) stay in the
 * main locale files and go through i18next's `t`.
 */
import { featureLocale, type FeatureT, type FeatureValues, type LeafKey } from '@shared/i18n/feature-locale';
import { monitoringAr } from './ar';
import { monitoringEn } from './en';
import { monitoringKo } from './ko';
import { monitoringZh } from './zh';

/**
 * `useMonitoringLocale`: this feature's translation hook (`ft` = `mt`; use-mo-translation.ts adds the monitor
 * contract's messages); `MONITORING_BUNDLES`: every bundle by language (the console's languages,
 * src/shared/i18n/detect-language.ts); `monitoringT`: `mt` over a given `t` (tests, code outside components).
 */
export const { use: useMonitoringLocale, bundles: MONITORING_BUNDLES, bind: monitoringT } = featureLocale('monitoring', { en: monitoringEn, zh: monitoringZh, ko: monitoringKo, ar: monitoringAr });

/** A key of this feature's texts, without the `monitoring.` prefix. */
export type MoKey = LeafKey<typeof monitoringEn>;
/** Interpolation values (`{{name}}`). */
export type MoValues = FeatureValues;
/** Translates a key of this feature in the current language. */
export type MoT = FeatureT<typeof monitoringEn>;
