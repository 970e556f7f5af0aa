/**
 * The texts the live sessions pages share (`sessionsCommon.*`: metric, range and duration words, the contract's
 * messages), registered when a page first imports this module, and the translators every one of those pages uses:
 * `st` for these texts, `mt` for the monitoring feature's own (type names, list words), `t` for the console's shared
 * texts, and `failure` for what a failed request says, the server's refusal translated by its code
 * (src/shared/i18n/server-messages.ts).
 */
import i18next, { type TFunction } from 'i18next';
import { useMemo } from 'react';
import { SESSION_MESSAGES } from '../../../../../../streams/contracts/monitor-sessions';
import { featureLocale, type FeatureT, type FeatureTranslation, type FeatureValues, type LeafKey } from '@shared/i18n/feature-locale';
import { failureText, translateRule } from '@shared/i18n/server-messages';
import { useMoTranslation, type MoTranslation } from '../../i18n/use-mo-translation';
import { sessionsCommonAr } from './ar';
import { sessionsCommonEn } from './en';
import { sessionsCommonKo } from './ko';
import { sessionsCommonZh } from './zh';

/** `useSessionsCommonLocale`: the shared texts' hook (`ft` = `st`); `SESSIONS_COMMON_BUNDLES`: every shared bundle by language. */
export const { use: useSessionsCommonLocale, bundles: SESSIONS_COMMON_BUNDLES } = featureLocale('sessionsCommon', { en: sessionsCommonEn, zh: sessionsCommonZh, ko: sessionsCommonKo, ar: sessionsCommonAr });

/** A key of the shared texts. */
export type SessionsKey = LeafKey<typeof sessionsCommonEn>;
export type SessionsT = FeatureT<typeof sessionsCommonEn>;
/** i18next's `t` seen as a plain function of a string key. */
export type LooseT = (key: string, values?: FeatureValues) => string;

/** English text of a contract message → its key. */
const RULE_KEYS: ReadonlyMap<string, SessionsKey> = new Map(Object.entries(SESSION_MESSAGES).map(([key, text]) => [text, `rules.${key}` as SessionsKey]));

/** The key of a contract message in these texts, or undefined. */
export const sessionRuleKey = (message: string): SessionsKey | undefined => RULE_KEYS.get(message.trim());

/** A contract message in the page's language, or in that of `{ t }` (as given when the catalog does not know it). */
export function translateSessionRule(translator: SessionsT | { t: TFunction }, message: string): string {
  return translateRule(typeof translator === 'function' ? i18next.t : translator.t, message);
}

/** What to tell the user about a failed request: the server's refusal by its code, the timeout notice, or 'Request Failed'. */
export function sessionFailureText(t: LooseT, _st: SessionsT, error: unknown): string {
  // `LooseT` is i18next's `t` with looser key types.
  return failureText(t as unknown as TFunction, error);
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
  const { ft: st, failure } = useSessionsCommonLocale();
  return useMemo(() => ({ ...mo, st, failure }), [mo, st, failure]);
}

/** The sessions translators ({@link SessionsTranslation}) plus a page's own `ft` under `name` (`ct` for the line chart). */
export type WithSessions<N extends string, B> = SessionsTranslation & { readonly [K in N]: FeatureT<B> };

/**
 * A sessions page's translation hook: its own texts' hook (a {@link featureLocale} `use`) merged into the shared
 * sessions translators, its `ft` named `name`; the result is re-made when the language changes.
 * @param useLocale the page's own texts' hook.
 * @param name what the page calls its `ft` (`ct`, `rt`, `kt`).
 */
export function withSessions<N extends string, B>(useLocale: () => FeatureTranslation<B>, name: N): () => WithSessions<N, B> {
  return function usePageTranslation(): WithSessions<N, B> {
    const sessions = useSessionsTranslation();
    const { ft } = useLocale();
    // A computed key widens to `{ [x: string]: FeatureT<B> }`; it is exactly `name`.
    return useMemo(() => ({ ...sessions, [name]: ft }) as WithSessions<N, B>, [sessions, ft]);
  };
}
