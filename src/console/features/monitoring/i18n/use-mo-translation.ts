/**
 * `useMoTranslation()`: react-i18next's `t` (the console's shared texts and messages), `mt` for this feature's
 * texts (monitoring-locale.ts), and the two translators every page needs for the server's words: `rule` (a message of
 * the monitor contract in English → the user's language) and `failure` (a failed request → what to say).
 */
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { failureText, translateRule } from '../common/messages';
import { useMonitoringLocale, type MoT } from './monitoring-locale';

/** What the pages translate with. */
export interface MoTranslation {
  t: TFunction;
  mt: MoT;
  /** A contract message in the current language (as given when unknown). */
  rule: (message: string) => string;
  /** What to tell the user about a failed request. */
  failure: (error: unknown) => string;
  language: string;
}

/** The translators, re-made when the language changes. */
export function useMoTranslation(): MoTranslation {
  const { t, ft: mt, language } = useMonitoringLocale();
  return useMemo(
    () => ({ t, mt, rule: (message: string) => translateRule(mt, message), failure: (error: unknown) => failureText({ t, mt }, error), language }),
    [t, mt, language],
  );
}
