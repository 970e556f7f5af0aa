/**
 * `useAnTranslation()`: react-i18next's `t` (the console's shared texts and messages), `at` for this feature's
 * texts (animations-locale.ts), and the two translators every page needs for the server's words: `rule` (a message of
 * the animations contract in English → the user's language) and `failure` (a failed request → what to say).
 */
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, translateRule } from '../common/messages';
import { animationsT, type AnT } from './animations-locale';

/** What the pages translate with. */
export interface AnTranslation {
  t: TFunction;
  at: AnT;
  /** A contract message in the current language (as given when unknown). */
  rule: (message: string) => string;
  /** What to tell the user about a failed request. */
  failure: (error: unknown) => string;
  language: string;
}

/** The translators, re-made when the language changes. */
export function useAnTranslation(): AnTranslation {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    // i18next types keys by the start-up bundle; this feature's keys are typed by `AnKey` instead.
    const at = animationsT(t as unknown as (key: string, values?: Readonly<Record<string, string | number>>) => string);
    return {
      t,
      at,
      rule: (message: string) => translateRule(at, message),
      failure: (error: unknown) => failureText({ t, at }, error),
      language: i18n.language,
    };
  }, [t, i18n.language]);
}
