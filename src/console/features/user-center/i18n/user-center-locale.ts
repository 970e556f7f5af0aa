/**
 * The avatar upload's and own log's texts, loaded with the page under `userCenterMore.*` (the page's first texts
 * live in the main locale files under `userCenter.*`), and `ut`, typed by this folder's keys.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { userCenterMoreAr } from './ar';
import { userCenterMoreEn, type UserCenterMoreLocale } from './en';
import { userCenterMoreKo } from './ko';
import { userCenterMoreZh } from './zh';

export const USER_CENTER_MORE_BUNDLES: Readonly<Record<'en' | 'zh' | 'ko' | 'ar', UserCenterMoreLocale>> = {
  en: userCenterMoreEn,
  zh: userCenterMoreZh,
  ko: userCenterMoreKo,
  ar: userCenterMoreAr,
};

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type UtKey = Leaves<UserCenterMoreLocale>;
export type UtT = (key: UtKey, values?: Readonly<Record<string, string | number>>) => string;

/** Adds the bundles to `instance` (deep, keeping keys already there); safe to call again. */
export function registerUserCenterLocale(instance: I18n = i18next): void {
  const add = () => {
    for (const [language, bundle] of Object.entries(USER_CENTER_MORE_BUNDLES)) instance.addResourceBundle(language, 'translation', { userCenterMore: bundle }, true, false);
  };
  if (instance.isInitialized) add();
  else instance.on('initialized', add);
}

registerUserCenterLocale();

/** `t` (shared texts) and `ut` (this folder's). */
export function useUcTranslation() {
  const { t } = useTranslation();
  return useMemo(() => {
    // i18next types keys by the start-up bundle; these keys are typed by `UtKey` instead.
    const translate = t as unknown as (key: string, values?: Readonly<Record<string, string | number>>) => string;
    const ut: UtT = (key, values) => translate(`userCenterMore.${key}`, values);
    return { t, ut };
  }, [t]);
}
