/**
 * The texts of the Weekly data page under `weekData.*`: `useWeekDataT()` gives `{ t, ft, rule, failure, language, rtl }`
 * (src/shared/i18n/feature-locale.ts); `WEEK_DATA_BUNDLES` are the four languages for the locale test.
 */
import { featureLocale } from '@shared/i18n/feature-locale';
import { weekDataAr } from './ar';
import { weekDataEn } from './en';
import { weekDataKo } from './ko';
import { weekDataZh } from './zh';

export const { use: useWeekDataT, bundles: WEEK_DATA_BUNDLES } = featureLocale('weekData', { en: weekDataEn, zh: weekDataZh, ko: weekDataKo, ar: weekDataAr });
