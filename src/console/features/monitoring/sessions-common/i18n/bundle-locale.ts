/**
 * Registration of the live sessions pages' text bundles (line chart, room data, ranking and their shared texts), the
 * same scheme as ../../i18n/monitoring-locale.ts: a bundle per language added to i18next under its own key when a page
 * first imports it (the start-up bundle must stay within 300 KB gzip, docs/architecture.md), and a `t` typed by the
 * English bundle's keys, since i18next's own key types only know the start-up bundle.
 */
import i18next, { type i18n as I18n } from 'i18next';
import type { Language } from '@shared/i18n/detect-language';

/** Dotted paths of the string leaves of `T`. */
export type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every language has exactly the English keys. */
export type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Interpolation values (`{{name}}`). */
export type TextValues = Readonly<Record<string, string | number>>;
/** Translates a key of one bundle in the current language. */
export type KeyT<K extends string> = (key: K, values?: TextValues) => string;
/** i18next's `t` seen as a plain function of a string key. */
export type LooseT = (key: string, values?: TextValues) => string;

/** Adds `bundles` to `instance` under `namespace` (deep, without overwriting keys already there); safe to call again. */
export function registerBundles(namespace: string, bundles: Readonly<Record<Language, object>>, instance: I18n = i18next): void {
  const add = () => {
    for (const [language, bundle] of Object.entries(bundles)) {
      instance.addResourceBundle(language, 'translation', { [namespace]: bundle }, true, false);
    }
  };
  // The console initialises i18next before any page loads; wait for it if a test imports a page first.
  if (instance.isInitialized) add();
  else instance.on('initialized', add);
}

/** A `t` of one bundle over i18next's `t`: the key prefixed with the bundle's namespace. */
export function prefixedT<K extends string>(namespace: string, t: LooseT): KeyT<K> {
  return (key, values) => t(`${namespace}.${key}`, values);
}
