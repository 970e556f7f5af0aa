/**
 * The texts the Online users page adds to the console's `online.*`, under `onlineUsers.*`, loaded with the page:
 * `useOnlineT()` gives `{ t, ft, rule, failure, language, rtl }` (src/shared/i18n/feature-locale.ts).
 */
import { defineFeatureLocale } from '@shared/i18n/feature-locale';
import { onlineUsersAr } from './ar';
import { onlineUsersEn } from './en';
import { onlineUsersKo } from './ko';
import { onlineUsersZh } from './zh';

export const useOnlineT = defineFeatureLocale('onlineUsers', { en: onlineUsersEn, zh: onlineUsersZh, ko: onlineUsersKo, ar: onlineUsersAr });
