/**
 * The texts of the streamer CRM pages under `crm.*`: `useCrmT()` gives `{ t, ft, rule, failure, language, rtl }`
 * (src/shared/i18n/feature-locale.ts); `CRM_BUNDLES` are the four languages for the locale test.
 */
import { featureLocale } from '@shared/i18n/feature-locale';
import { crmAr } from './ar';
import { crmEn } from './en';
import { crmKo } from './ko';
import { crmZh } from './zh';

export const { use: useCrmT, bundles: CRM_BUNDLES } = featureLocale('crm', { en: crmEn, zh: crmZh, ko: crmKo, ar: crmAr });
