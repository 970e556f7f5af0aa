/**
 * Texts the Online users page adds to the console's `online.*` keys, loaded with the page (the start-up bundle must
 * stay small, 300 KB gzip): importing this module adds the four bundles under `onlineUsers.*`;
 * {@link onlineUsersT} types their keys.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { onlineUsersAr } from './ar';
import { onlineUsersEn, type OnlineUsersLocale } from './en';
import { onlineUsersKo } from './ko';
import { onlineUsersZh } from './zh';

export const ONLINE_USERS_BUNDLES: Readonly<Record<'en' | 'zh' | 'ko' | 'ar', OnlineUsersLocale>> = {
  en: onlineUsersEn,
  zh: onlineUsersZh,
  ko: onlineUsersKo,
  ar: onlineUsersAr,
};

/** A key of this feature's texts, without the `onlineUsers.` prefix. */
export type OuKey = keyof OnlineUsersLocale;

/** Adds the bundles to `instance` (deep, without overwriting keys already there); safe to call again. */
export function registerOnlineUsersLocale(instance: I18n = i18next): void {
  const add = () => {
    for (const [language, bundle] of Object.entries(ONLINE_USERS_BUNDLES)) {
      instance.addResourceBundle(language, 'translation', { onlineUsers: bundle }, true, false);
    }
  };
  if (instance.isInitialized) add();
  else instance.on('initialized', add);
}

registerOnlineUsersLocale();

/** `ot` over i18next's `t`: the prefixed key, typed by this feature's bundles. */
export function onlineUsersT(t: (key: string) => string): (key: OuKey) => string {
  return (key) => t(`onlineUsers.${key}`);
}
