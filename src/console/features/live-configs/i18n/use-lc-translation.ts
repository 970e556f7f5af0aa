/**
 * `useLcTranslation()`: react-i18next's `t` (the console's shared texts and messages), `lt` for this feature's
 * texts (live-configs-locale.ts), and the two translators every page needs for the server's words: `rule` (a
 * rule's English message → the user's language) and `failure` (a failed request → what to say).
 */
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, translateRule } from '../common/messages';
import { liveConfigsT, type LcT } from './live-configs-locale';

/** What the pages translate with. */
export interface LcTranslation {
  t: TFunction;
  lt: LcT;
  /** A rule's message in the current language (as given when unknown). */
  rule: (message: string) => string;
  /** What to tell the user about a failed request. */
  failure: (error: unknown) => string;
  language: string;
}

/** The translators, re-made when the language changes. */
export function useLcTranslation(): LcTranslation {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    // i18next types keys by the start-up bundle; this feature's keys are typed by `LcKey` instead.
    const lt = liveConfigsT(t as unknown as (key: string, values?: Readonly<Record<string, string | number>>) => string);
    return {
      t,
      lt,
      rule: (message: string) => translateRule({ t, lt }, message),
      failure: (error: unknown) => failureText({ t, lt }, error),
      language: i18n.language,
    };
  }, [t, i18n.language]);
}
