/**
 * The texts of the Live game devices pages under `devices.*`, loaded with the pages: `useDevicesT()` gives
 * `{ t, ft, rule, failure, language, rtl }` (src/shared/i18n/feature-locale.ts).
 */
import { defineFeatureLocale } from '@shared/i18n/feature-locale';
import { devicesAr } from './ar';
import { devicesEn } from './en';
import { devicesKo } from './ko';
import { devicesZh } from './zh';

/** Every bundle by language. */
export const DEVICES_BUNDLES = { en: devicesEn, zh: devicesZh, ko: devicesKo, ar: devicesAr };

export const useDevicesT = defineFeatureLocale('devices', DEVICES_BUNDLES);
