/**
 * The texts of the Timed tasks page, loaded with the page rather than with the console (the start-up bundle must stay
 * small, 300 KB gzip): the four bundles of this folder are added under `timing.*` when the page is first
 * imported, and the page gets a `tt` typed by their keys. Shared texts (success notices, confirm, cancel) stay in the
 * main locale files.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { timingAr } from './ar';
import { timingEn, type TimingLocale } from './en';
import { timingKo } from './ko';
import { timingZh } from './zh';

export const TIMING_BUNDLES: Readonly<Record<'en' | 'zh' | 'ko' | 'ar', TimingLocale>> = { en: timingEn, zh: timingZh, ko: timingKo, ar: timingAr };

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of this page's texts, without the `timing.` prefix. */
export type TimingKey = Leaves<TimingLocale>;
export type TimingValues = Readonly<Record<string, string | number>>;
export type TimingT = (key: TimingKey, values?: TimingValues) => string;

/** Adds the bundles to `instance` (deep, without overwriting keys already there); safe to call again. */
export function registerTimingLocale(instance: I18n = i18next): void {
  const add = () => {
    for (const [language, bundle] of Object.entries(TIMING_BUNDLES)) instance.addResourceBundle(language, 'translation', { timing: bundle }, true, false);
  };
  if (instance.isInitialized) add();
  else instance.on('initialized', add);
}

registerTimingLocale();
