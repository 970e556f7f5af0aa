/**
 * The texts of the Users and Roles pages, loaded with the pages (the start-up bundle must stay small,
 * 300 KB gzip): the four bundles of this folder are added under `systemUsers.*` when a page is first imported,
 * and the pages translate with `st`, typed by the English bundle's keys ({@link SuKey}).
 */
import i18next, { type i18n as I18n } from 'i18next';
import { systemUsersAr } from './ar';
import { systemUsersEn, type SystemUsersLocale } from './en';
import { systemUsersKo } from './ko';
import { systemUsersZh } from './zh';

export const SYSTEM_USERS_BUNDLES: Readonly<Record<'en' | 'zh' | 'ko' | 'ar', SystemUsersLocale>> = { en: systemUsersEn, zh: systemUsersZh, ko: systemUsersKo, ar: systemUsersAr };

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of this feature's texts, without the `systemUsers.` prefix. */
export type SuKey = Leaves<SystemUsersLocale>;
export type SuValues = Readonly<Record<string, string | number>>;
/** Translates a key of this feature in the current language. */
export type SuT = (key: SuKey, values?: SuValues) => string;

/** Adds the bundles to `instance` (deep, without overwriting); safe to call again. */
export function registerSystemUsersLocale(instance: I18n = i18next): void {
  const add = () => {
    for (const [language, bundle] of Object.entries(SYSTEM_USERS_BUNDLES)) {
      instance.addResourceBundle(language, 'translation', { systemUsers: bundle }, true, false);
    }
  };
  if (instance.isInitialized) add();
  else instance.on('initialized', add);
}

registerSystemUsersLocale();

/** `st` over i18next's `t`. */
export const systemUsersT =
  (t: (key: string, values?: SuValues) => string): SuT =>
  (key, values) =>
    t(`systemUsers.${key}`, values);
