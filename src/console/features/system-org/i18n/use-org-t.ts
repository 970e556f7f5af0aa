/**
 * The texts of the Departments, Jobs, Menus and Dictionaries pages under `org.*`, loaded with the pages:
 * `useOrgT()` gives `{ t, ft, rule, failure, language, rtl }` (src/shared/i18n/feature-locale.ts).
 */
import { defineFeatureLocale } from '@shared/i18n/feature-locale';
import { orgAr } from './ar';
import { orgEn } from './en';
import { orgKo } from './ko';
import { orgZh } from './zh';

export const useOrgT = defineFeatureLocale('org', { en: orgEn, zh: orgZh, ko: orgKo, ar: orgAr });
