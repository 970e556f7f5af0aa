/**
 * i18next set-up shared by both entries (no user text outside locale files). English, the fallback, is bundled; the
 * shell's texts of the other three languages are lazy chunks, and the entry loads the page's language before it
 * renders ({@link loadLocale}; switching language reloads the page, so one language is all a page load needs). Large
 * features (the group host pages, the animation pages) keep their texts in their own bundles under
 * locales/<feature>/, added to i18next by the feature when one of its pages loads, so the console's initial chunk
 * stays small.
 */
import i18next, { type TFunction } from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { seedKeyOf } from '../../../streams/contracts/seed-texts';
import { COOKIE, readCookie, writeCookie, COOKIE_DAYS } from '../cookies/cookies';
import { detectLanguage, directionOf, type Language } from './detect-language';
import { en, type Locale } from './locales/en';

const LOCALE_LOADERS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<Locale>>> = {
  zh: () => import('./locales/zh').then((module) => module.zh),
  ko: () => import('./locales/ko').then((module) => module.ko),
  ar: () => import('./locales/ar').then((module) => module.ar),
};

/** The shell texts at hand, by language (English always). */
const locales = new Map<Language, Locale>([['en', en]]);

/** Adds a language's shell texts (tests provide all four up front; the entry loads its one with {@link loadLocale}). */
export function provideLocale(language: Language, locale: Locale): void {
  locales.set(language, locale);
  if (i18next.isInitialized) i18next.addResourceBundle(language, 'translation', locale, true, true);
}

/** Loads a language's shell texts once (a lazy chunk; English is bundled). Call before `initI18n` renders in it. */
export async function loadLocale(language: Language): Promise<void> {
  if (language === 'en' || locales.has(language)) return;
  provideLocale(language, await LOCALE_LOADERS[language]());
}

/** The language for this page load: cookie → browser → English. */
export function currentLanguage(): Language {
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return detectLanguage(readCookie(COOKIE.language), browser);
}

/** Sets `lang` and `dir` on <html> so the browser, screen readers and logical CSS properties follow the locale. */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/**
 * Initialises i18next synchronously with the shell texts at hand and applies lang/dir to the document; a language
 * whose texts were not loaded ({@link loadLocale}) reads in English. Safe to call more than once; later calls only
 * change the language.
 */
export function initI18n(language: Language = currentLanguage()): typeof i18next {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: Object.fromEntries([...locales].map(([name, locale]) => [name, { translation: locale }])),
      lng: language,
      fallbackLng: 'en',
      interpolation: { escapeValue: false }, // React escapes already.
      returnNull: false,
      initAsync: false,
    });
  } else if (i18next.language !== language) {
    void i18next.changeLanguage(language);
  }
  applyDocumentLanguage(language);
  return i18next;
}

/** Stores the choice (365 days) and reloads, as the spec asks, so every module re-reads the language. */
export function switchLanguage(language: Language, reload: () => void = () => window.location.reload()): void {
  writeCookie(COOKIE.language, language, COOKIE_DAYS.preference);
  reload();
}

/**
 * Translates a route/menu title: 'x:key' goes through `route.key`; any other text is shown as-is
 * (menus created by staff carry plain titles). An unknown key falls back to the key itself.
 */
export function translateTitle(t: TFunction, raw: string | undefined | null): string {
  if (!raw) return t('route.noName');
  if (!raw.startsWith('x:')) return raw;
  const key = raw.slice(2);
  // Dynamic key by design: menus come from the server. `defaultValue` keeps unknown keys readable.
  return t(`route.${key}` as 'route.noName', { defaultValue: key });
}

/**
 * A stored name or description as shown: a seeded `seed:key` text (streams/contracts/seed-texts.ts) through the
 * translation key `seed.key` in the reader's language; a text an administrator typed as typed. An unknown key is shown
 * as stored. `null`/`undefined` become ''.
 */
export function translateSeeded(t: TFunction, stored: string | null | undefined): string {
  if (!stored) return '';
  const key = seedKeyOf(stored);
  // Dynamic key by design: seeded rows come from the server; `defaultValue` keeps an unknown key readable.
  return key === null ? stored : t(`seed.${key}` as 'seed.dept.guildHq', { defaultValue: stored });
}

/** {@link translateSeeded} in the current language, for components (re-made when the language changes). */
export function useSeeded(): (stored: string | null | undefined) => string {
  const { t } = useTranslation();
  return useCallback((stored: string | null | undefined) => translateSeeded(t, stored), [t]);
}

/**
 * What a form saves for a field that showed a seeded text translated: the stored `seed:key` when the text is still
 * the translation (the row keeps reading in each reader's language), else the text as typed.
 * @param stored the row's stored value (`seed:dept.guildHq` or typed text); undefined for a new row.
 */
export function storedSeedText(t: TFunction, stored: string | undefined, typed: string): string {
  return stored !== undefined && seedKeyOf(stored) !== null && typed === translateSeeded(t, stored) ? stored : typed;
}

export { i18next };
