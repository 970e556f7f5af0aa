/**
 * The texts of the 'Animations config' pages, loaded with the pages rather than with the console (the start-up
 * bundle holds all four languages and must stay within 300 KB gzip, docs/architecture.md): this module adds the four
 * bundles of src/shared/i18n/locales/animations under `animations.*` when a page of this feature is first imported,
 * and gives the pages a `t` typed by those bundles' keys ({@link AnKey}), since i18next's own key types only know the
 * start-up bundle. Texts the whole console shares (e.g. 'Are you sure you want to delete this data?', success
 * messages) stay in the main locale files and go through i18next's `t`.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { animationsAr } from '@shared/i18n/locales/animations/ar';
import { animationsEn, type AnimationsLocale } from '@shared/i18n/locales/animations/en';
import { animationsKo } from '@shared/i18n/locales/animations/ko';
import { animationsZh } from '@shared/i18n/locales/animations/zh';

/** Every bundle by language (the console's languages, src/shared/i18n/detect-language.ts). */
export const ANIMATIONS_BUNDLES: Readonly<Record<'en' | 'zh' | 'ko' | 'ar', AnimationsLocale>> = { en: animationsEn, zh: animationsZh, ko: animationsKo, ar: animationsAr };

/** Dotted paths of the string leaves of `T`. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of this feature's texts, without the `animations.` prefix. */
export type AnKey = Leaves<typeof animationsEn>;
/** Interpolation values (`{{name}}`). */
export type AnValues = Readonly<Record<string, string | number>>;
/** Translates a key of this feature in the current language. */
export type AnT = (key: AnKey, values?: AnValues) => string;

/** Adds the bundles to `instance` (deep, without overwriting keys already there); safe to call again. */
export function registerAnimationsLocale(instance: I18n = i18next): void {
  const add = () => {
    for (const [language, bundle] of Object.entries(ANIMATIONS_BUNDLES)) {
      instance.addResourceBundle(language, 'translation', { animations: bundle }, true, false);
    }
  };
  // The console initialises i18next before any page loads; wait for it if a test imports a page first.
  if (instance.isInitialized) add();
  else instance.on('initialized', add);
}

registerAnimationsLocale();

/** `at` over i18next's `t`: the prefixed key, typed by this feature's bundles. */
export function animationsT(t: (key: string, values?: AnValues) => string): AnT {
  return (key, values) => t(`animations.${key}`, values);
}
