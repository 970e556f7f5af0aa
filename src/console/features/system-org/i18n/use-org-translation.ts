/**
 * `useOrgTranslation()`: react-i18next's `t` (shared texts), `ot` for this feature's texts, `rule` (a server message
 * in the user's language), `failure` (what to say about a failed request) and `menuTitle` (a menu title: `x:key`
 * through `route.key`, plain text as written).
 */
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, translateMessage } from '../common/messages';
import { orgT, type OrgT } from './org-locale';

/** What the pages translate with. */
export interface OrgTranslation {
  t: TFunction;
  ot: OrgT;
  rule: (message: string) => string;
  failure: (error: unknown) => string;
  menuTitle: (title: string) => string;
  language: string;
  /** The current language reads right to left (Arabic). */
  rtl: boolean;
}

/** The translators, re-made when the language changes. */
export function useOrgTranslation(): OrgTranslation {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const rtl = i18n.dir() === 'rtl';
  return useMemo(() => {
    // i18next types keys by the start-up bundle; this feature's keys are typed by `OrgKey` instead.
    const loose = t as unknown as (key: string, values?: Readonly<Record<string, string | number>>) => string;
    const ot = orgT(loose);
    return {
      t,
      ot,
      rule: (message: string) => translateMessage(ot, message),
      failure: (error: unknown) => failureText(t, ot, error),
      menuTitle: (title: string) => (title.startsWith('x:') ? loose(`route.${title.slice(2)}`, { defaultValue: title }) : title),
      language,
      rtl,
    };
  }, [t, language, rtl]);
}
