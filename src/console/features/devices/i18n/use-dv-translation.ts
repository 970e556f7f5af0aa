/**
 * `useDvTranslation()`: react-i18next's `t` (the console's shared texts and messages), `dt` for this feature's
 * texts (devices-locale.ts), and the translators every page needs for the server's words: `rule` (a message of the
 * devices contract in English → the user's language) and `failure` (a failed request → what to say).
 */
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, translateMessage } from '../common/messages';
import { devicesT, type DvT } from './devices-locale';

/** What the pages translate with. */
export interface DvTranslation {
  t: TFunction;
  dt: DvT;
  /** A contract message in the current language (as given when unknown). */
  rule: (message: string) => string;
  /** What to tell the user about a failed request. */
  failure: (error: unknown) => string;
  language: string;
}

/** The translators, re-made when the language changes. */
export function useDvTranslation(): DvTranslation {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    // i18next types keys by the start-up bundle; this feature's keys are typed by `DvKey` instead.
    const dt = devicesT(t as unknown as (key: string, values?: Readonly<Record<string, string | number>>) => string);
    return {
      t,
      dt,
      rule: (message: string) => translateMessage(dt, message),
      failure: (error: unknown) => failureText({ t, dt }, error),
      language: i18n.language,
    };
  }, [t, i18n.language]);
}
