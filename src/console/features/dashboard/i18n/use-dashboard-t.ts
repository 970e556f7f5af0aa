/**
 * The dashboard's texts under `guildFigures.*` (the main locale's `dashboard.*` keeps the welcome line):
 * `useDashboardT()` gives `{ t, ft, language, rtl }`; `DASHBOARD_BUNDLES` are the four languages for the locale test.
 */
import { featureLocale } from '@shared/i18n/feature-locale';
import { dashboardAr } from './ar';
import { dashboardEn } from './en';
import { dashboardKo } from './ko';
import { dashboardZh } from './zh';

export const { use: useDashboardT, bundles: DASHBOARD_BUNDLES } = featureLocale('guildFigures', { en: dashboardEn, zh: dashboardZh, ko: dashboardKo, ar: dashboardAr });
