/**
 * `useSuTranslation()`: the console's shared `t` (shared notices), `st` for this feature's texts, `title` for menu
 * titles (`x:key` → `route.key`), and `failure` (a failed request → the server's refusal in the user's language, or the
 * generic texts).
 */
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { translateTitle } from '@shared/i18n/i18n';
import { failureText as serverFailureText } from '@shared/i18n/server-messages';
import { systemUsersT, type SuT } from './su-locale';

export interface SuTranslation {
  t: TFunction;
  st: SuT;
  title: (raw: string) => string;
  failure: (error: unknown) => string;
  dir: 'rtl' | 'ltr';
}

/** The server's refusal of a failed request translated by its code (src/shared/i18n/server-messages.ts), or the generic texts. */
export function failureText(t: TFunction, error: unknown): string {
  return serverFailureText(t, error);
}

export function useSuTranslation(): SuTranslation {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    // i18next types keys by the start-up bundle; this feature's keys are typed by `SuKey` instead.
    const st = systemUsersT(t as unknown as (key: string, values?: Readonly<Record<string, string | number>>) => string);
    return { t, st, title: (raw: string) => translateTitle(t, raw), failure: (error: unknown) => failureText(t, error), dir: i18n.dir(i18n.language) };
  }, [t, i18n]);
}
