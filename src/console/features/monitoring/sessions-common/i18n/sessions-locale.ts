/**
 * The texts the live sessions pages share (`sessionsCommon.*`: metric, range and duration words, the contract's
 * messages), registered when a page first imports this module, and the translators every one of those pages uses:
 * `st` for these texts, `mt` for the monitoring feature's own (type names, list words), `t` for the console's shared
 * texts, and `failure` for what a failed request says, the server's 400 translated by its text.
 */
import { useMemo } from 'react';
import { SESSION_MESSAGES } from '../../../../../../streams/contracts/monitor-sessions';
import { httpErrorOf } from '@shared/http/http-error';
import { splitFieldMessage } from '../../common/messages';
import { useMoTranslation, type MoTranslation } from '../../i18n/use-mo-translation';
import { sessionsCommonAr } from './ar';
import { prefixedT, registerBundles, type KeyT, type Leaves, type LooseT } from './bundle-locale';
import { sessionsCommonEn, type SessionsCommonLocale } from './en';
import { sessionsCommonKo } from './ko';
import { sessionsCommonZh } from './zh';

/** Every shared bundle by language. */
export const SESSIONS_COMMON_BUNDLES: Readonly<Record<'en' | 'zh' | 'ko' | 'ar', SessionsCommonLocale>> = {
  en: sessionsCommonEn,
  zh: sessionsCommonZh,
  ko: sessionsCommonKo,
  ar: sessionsCommonAr,
};
registerBundles('sessionsCommon', SESSIONS_COMMON_BUNDLES);

/** A key of the shared texts. */
export type SessionsKey = Leaves<typeof sessionsCommonEn>;
export type SessionsT = KeyT<SessionsKey>;

/** English text of a contract message → its key. */
const RULE_KEYS: ReadonlyMap<string, SessionsKey> = new Map(Object.entries(SESSION_MESSAGES).map(([key, text]) => [text, `rules.${key}` as SessionsKey]));

/** A contract message in the current language (as given when it has no key). */
export function translateSessionRule(st: SessionsT, message: string): string {
  const key = RULE_KEYS.get(message.trim());
  return key ? st(key) : message;
}

/** What to tell the user about a failed request: the server's message (field dropped, translated), the timeout notice, or 'Request Failed'. */
export function sessionFailureText(t: LooseT, st: SessionsT, error: unknown): string {
  const http = httpErrorOf(error);
  if (http?.kind === 'timeout') return t('http.timeout');
  if ((http?.kind === 'http' || http?.kind === 'business') && http.message) return translateSessionRule(st, splitFieldMessage(http.message).text);
  return t('http.requestFailed');
}

/** What the sessions pages translate with. */
export interface SessionsTranslation extends Omit<MoTranslation, 'failure'> {
  st: SessionsT;
  /** What to tell the user about a failed request. */
  failure: (error: unknown) => string;
}

/** The translators, re-made when the language changes. */
export function useSessionsTranslation(): SessionsTranslation {
  const mo = useMoTranslation();
  return useMemo(() => {
    // i18next types keys by the start-up bundle; these keys are typed by `SessionsKey` instead.
    const loose = mo.t as unknown as LooseT;
    const st = prefixedT<SessionsKey>('sessionsCommon', loose);
    return { ...mo, st, failure: (error: unknown) => sessionFailureText(loose, st, error) };
  }, [mo]);
}
