/**
 * The texts of the Users and Roles pages under `systemUsers.*`, loaded with the pages: `useSuT()` gives
 * `{ t, ft, rule, failure, language, rtl }` (src/shared/i18n/feature-locale.ts).
 */
import { defineFeatureLocale } from '@shared/i18n/feature-locale';
import { systemUsersAr } from './ar';
import { systemUsersEn } from './en';
import { systemUsersKo } from './ko';
import { systemUsersZh } from './zh';

export const useSuT = defineFeatureLocale('systemUsers', { en: systemUsersEn, zh: systemUsersZh, ko: systemUsersKo, ar: systemUsersAr });
