/**
 * The texts of the Departments, Jobs, Menus and Dictionaries pages, loaded with the pages rather than with the console
 * (the start-up bundle must stay small, 300 KB gzip): this module adds the four bundles of this folder under
 * `org.*` when a page of this feature is first imported, and types this feature's keys ({@link OrgKey}). Texts the
 * whole console shares (success notices, failure messages, `route.*` titles) stay in the main locale files.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { orgAr } from './ar';
import { orgEn, type OrgLocale } from './en';
import { orgKo } from './ko';
import { orgZh } from './zh';

/** Every bundle by language. */
export const ORG_BUNDLES: Readonly<Record<'en' | 'zh' | 'ko' | 'ar', OrgLocale>> = { en: orgEn, zh: orgZh, ko: orgKo, ar: orgAr };

/** Dotted paths of the string leaves of `T`. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of this feature's texts, without the `org.` prefix. */
export type OrgKey = Leaves<OrgLocale>;
/** Interpolation values (`{{name}}`). */
export type OrgValues = Readonly<Record<string, string | number>>;
/** Translates a key of this feature in the current language. */
export type OrgT = (key: OrgKey, values?: OrgValues) => string;

/** Adds the bundles to `instance` (deep, without overwriting keys already there); safe to call again. */
export function registerOrgLocale(instance: I18n = i18next): void {
  const add = () => {
    for (const [language, bundle] of Object.entries(ORG_BUNDLES)) {
      instance.addResourceBundle(language, 'translation', { org: bundle }, true, false);
    }
  };
  if (instance.isInitialized) add();
  else instance.on('initialized', add);
}

registerOrgLocale();

/** `ot` over i18next's `t`: the prefixed key, typed by this feature's bundles. */
export function orgT(t: (key: string, values?: OrgValues) => string): OrgT {
  return (key, values) => t(`org.${key}`, values);
}
