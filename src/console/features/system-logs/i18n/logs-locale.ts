/**
 * The texts of the operation and error log pages, loaded with the pages rather than with the console (the start-up
 * bundle must stay small, 300 KB gzip): adds the four bundles under `systemLogs.*` when a page of this feature
 * is first imported, and gives the pages a `lt` typed by the bundles' keys. Shared texts (`common.*`, `http.*`) stay
 * in the main locale files.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@shared/i18n/server-messages';
import { systemLogsAr } from './ar';
import { systemLogsEn, type SystemLogsLocale } from './en';
import { systemLogsKo } from './ko';
import { systemLogsZh } from './zh';

export const SYSTEM_LOGS_BUNDLES: Readonly<Record<'en' | 'zh' | 'ko' | 'ar', SystemLogsLocale>> = { en: systemLogsEn, zh: systemLogsZh, ko: systemLogsKo, ar: systemLogsAr };

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of this feature's texts, without the `systemLogs.` prefix. */
export type LtKey = Leaves<SystemLogsLocale>;
export type LtT = (key: LtKey, values?: Readonly<Record<string, string | number>>) => string;

/** Adds the bundles to `instance` (deep, keeping keys already there); safe to call again. */
export function registerSystemLogsLocale(instance: I18n = i18next): void {
  const add = () => {
    for (const [language, bundle] of Object.entries(SYSTEM_LOGS_BUNDLES)) instance.addResourceBundle(language, 'translation', { systemLogs: bundle }, true, false);
  };
  if (instance.isInitialized) add();
  else instance.on('initialized', add);
}

registerSystemLogsLocale();

/** `t` (shared texts), `lt` (this feature's) and `failure` (what to say about a failed request). */
export function useLogsTranslation() {
  const { t } = useTranslation();
  return useMemo(() => {
    // i18next types keys by the start-up bundle; this feature's keys are typed by `LtKey` instead.
    const translate = t as unknown as (key: string, values?: Readonly<Record<string, string | number>>) => string;
    const lt: LtT = (key, values) => translate(`systemLogs.${key}`, values);
    const failure = (error: unknown): string => failureText(t, error);
    return { t, lt, failure };
  }, [t]);
}
