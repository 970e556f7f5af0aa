/**
 * The texts of the operation and error log pages under `systemLogs.*`, loaded with the pages: `useLogsT()` gives
 * `{ t, ft, rule, failure, language, rtl }` (src/shared/i18n/feature-locale.ts).
 */
import { defineFeatureLocale } from '@shared/i18n/feature-locale';
import { systemLogsAr } from './ar';
import { systemLogsEn } from './en';
import { systemLogsKo } from './ko';
import { systemLogsZh } from './zh';

export const useLogsT = defineFeatureLocale('systemLogs', { en: systemLogsEn, zh: systemLogsZh, ko: systemLogsKo, ar: systemLogsAr });
