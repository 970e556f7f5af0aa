/**
 * The texts of the Weekly reports page under `weeklyReports.*`: `useWeeklyReportsT()` gives `{ t, ft, rule, failure,
 * language, rtl }` (src/shared/i18n/feature-locale.ts); `WEEKLY_REPORTS_BUNDLES` are the four languages for the
 * locale test.
 */
import { featureLocale } from '@shared/i18n/feature-locale';
import { weeklyReportsAr } from './ar';
import { weeklyReportsEn } from './en';
import { weeklyReportsKo } from './ko';
import { weeklyReportsZh } from './zh';

export const { use: useWeeklyReportsT, bundles: WEEKLY_REPORTS_BUNDLES } = featureLocale('weeklyReports', {
  en: weeklyReportsEn,
  zh: weeklyReportsZh,
  ko: weeklyReportsKo,
  ar: weeklyReportsAr,
});
