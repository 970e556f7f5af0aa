/** The kit's texts under `crud.*`, registered when the first page built on the kit loads. */
import { defineFeatureLocale } from '../../i18n/feature-locale';
import { crudAr } from './ar';
import { crudEn } from './en';
import { crudKo } from './ko';
import { crudZh } from './zh';

/** `{ t, ft, rule, failure, language, rtl }` with `ft` over the kit's texts. */
export const useCrudT = defineFeatureLocale('crud', { en: crudEn, zh: crudZh, ko: crudKo, ar: crudAr });
