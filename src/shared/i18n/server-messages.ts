/**
 * The server's refusals in the user's language, in one place. A refusal body is
 * `{ status, code, params?, message, timestamp, errors? }` (streams/contracts/common.ts `apiErrorSchema`): `code` is
 * stable (streams/contracts/refusals) and `params` fill its text; `message` is the English text. A contract message a
 * form's own zod check gives (the same English the server answers with) is found in the catalog by its text, so it
 * translates to the same words.
 *
 * The texts of each language live in `server-messages/<language>.ts`, registered with i18next under the
 * `serverMessages` namespace: the current language's file is loaded before this module finishes loading (top-level
 * await), so translating is synchronous when a page renders; the others load on demand ({@link loadServerMessages}).
 * English shows the server's own `message` except where `server-messages/en.ts` words a code its own way.
 */
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { isRefusalCode, parseRefusal, type ParamValue, type RefusalCode } from '../../../streams/contracts/refusals';
import { httpErrorOf, type HttpError } from '../http/http-error';
import { isLanguage, type Language } from './detect-language';
import { currentLanguage } from './i18n';
import type { EnglishOverrides, ServerMessagesBundle } from './server-messages/bundle';
import { serverMessagesEn } from './server-messages/en';

/** One field's refusal of a 400: the field's dotted path in the body (`name`, `roles.0.id`) and its translated text. */
export interface FieldRefusal {
  field: string;
  message: string;
}

/** The i18next namespace of the server's messages. */
export const SERVER_MESSAGES_NS = 'serverMessages';

const LOADERS: Readonly<Record<Language, () => Promise<ServerMessagesBundle | EnglishOverrides>>> = {
  en: () => Promise.resolve(serverMessagesEn),
  zh: () => import('./server-messages/zh').then((module) => module.serverMessagesZh),
  ko: () => import('./server-messages/ko').then((module) => module.serverMessagesKo),
  ar: () => import('./server-messages/ar').then((module) => module.serverMessagesAr),
};

const loaded = new WeakMap<I18n, Map<Language, Promise<void>>>();

/**
 * Loads a language's texts once and adds them to `instance` (English is always added with it, as the fallback).
 * Resolves when a `t` of that language translates by code. An unknown language loads English only.
 */
export function loadServerMessages(language: string, instance: I18n = i18next): Promise<void> {
  const wanted: Language[] = isLanguage(language) && language !== 'en' ? ['en', language] : ['en'];
  let byLanguage = loaded.get(instance);
  if (!byLanguage) {
    byLanguage = new Map();
    loaded.set(instance, byLanguage);
  }
  const registry = byLanguage;
  return Promise.all(
    wanted.map((name) => {
      let done = registry.get(name);
      if (!done) {
        done = LOADERS[name]().then((bundle) => whenInitialised(instance, () => instance.addResourceBundle(name, SERVER_MESSAGES_NS, bundle, true, true)));
        registry.set(name, done);
      }
      return done;
    }),
  ).then(() => undefined);
}

/**
 * Runs `add` once `instance` can hold resources: now when it is initialised, else right when `init` finishes (an
 * instance takes no resources before; the console imports this module before `initI18n` runs).
 */
function whenInitialised(instance: I18n, add: () => void): void {
  if (instance.isInitialized) {
    add();
    return;
  }
  const onInitialised = () => {
    instance.off('initialized', onInitialised);
    add();
  };
  instance.on('initialized', onInitialised);
}

// The texts of the language the page starts in are in place before any page that translates a refusal renders. This
// module is imported before i18next is initialised (main.tsx imports the app, then calls `initI18n`), so the start
// language is the one `initI18n` is about to pick, not i18next's (still unset): otherwise only English loads and every
// refusal reads in English. A later language change (a test, `initI18n` with another language) loads its texts too.
await loadServerMessages(i18next.isInitialized ? i18next.language : currentLanguage());
i18next.on('languageChanged', (language: string) => void loadServerMessages(language));

/** i18next's `t` with the options this module passes (its keys are not in the typed start-up bundle). */
type LooseT = (key: string, options: { replace?: Record<string, string>; defaultValue: string }) => string;

/** What `t` answers for a key its language does not have: not a text any bundle holds. */
const MISSING = '\u0000missing';

/** `field.path: message` of a server 400; a path has no spaces, so prose with a colon is not split. */
const FIELD_MESSAGE = /^(?:body\.)?([A-Za-z_$][\w$]*(?:\.[\w$]+)*):\s+([\s\S]+)$/;

/** A message without its `field: ` prefix. */
const withoutField = (message: string): string => {
  const text = message.trim();
  return FIELD_MESSAGE.exec(text)?.[2]?.trim() ?? text;
};

/** A key of the namespace in `t`'s language, or null when that language (and English) has none. */
function lookup(t: TFunction, key: string, replace?: Record<string, string>): string | null {
  // `replace` rather than top-level options: a param named `count` must not pick a plural form.
  const text = (t as unknown as LooseT)(`${SERVER_MESSAGES_NS}:${key}`, { ...(replace ? { replace } : {}), defaultValue: MISSING });
  return text === MISSING ? null : text;
}

/** The params as text in `t`'s language: lists joined with its separator, a list cut short said its way. */
function paramTexts(t: TFunction, params: Readonly<Record<string, ParamValue>>): Record<string, string> {
  const separator = lookup(t, '_separator') ?? ', ';
  const texts: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    const text = typeof value === 'string' || typeof value === 'number' ? String(value) : value.join(separator);
    const more = params[`${name}More`];
    texts[name] = typeof more === 'number' && more > 0 ? (lookup(t, '_more', { names: text, count: String(more) }) ?? `${text} (+${more})`) : text;
  }
  return texts;
}

/**
 * A refusal of the catalog in `t`'s language: the code's text with its params, or `english` (the server's own words,
 * without a field prefix) when the language has no text of its own for the code (English, mostly).
 */
export function translateRefusal(t: TFunction, code: RefusalCode, params: Readonly<Record<string, ParamValue>> | undefined, english: string): string {
  return lookup(t, code, paramTexts(t, params ?? {})) ?? english;
}

/** A refusal by code when the catalog has the code, else by its English text; `english` as written when neither. */
function say(t: TFunction, code: string | undefined, params: Readonly<Record<string, ParamValue>> | undefined, english: string): string {
  return isRefusalCode(code) ? translateRefusal(t, code, params, english) : translateRule(t, english);
}

/**
 * A contract's validation message (what a form's own zod check or the server's 400 says about one field) in the
 * user's language, found in the catalog by its text; without its `field: ` prefix when it has one. A message the
 * catalog does not know is shown as written.
 */
export function translateRule(t: TFunction, message: string): string {
  const parsed = parseRefusal(message);
  return parsed ? translateRefusal(t, parsed.code, parsed.params, parsed.text) : message;
}

/**
 * What to tell the user about a failed request, from the transport's typed error: the refusal by its code (or its
 * English text when it has none), the timeout notice, or the generic "request failed".
 */
export function describeHttpError(t: TFunction, http: HttpError | null): string {
  if (http?.kind === 'timeout') return t('http.timeout');
  if ((http?.kind === 'http' || http?.kind === 'business') && http.message) {
    return http.kind === 'http' ? say(t, http.code, http.params, withoutField(http.message)) : translateRule(t, withoutField(http.message));
  }
  return t('http.requestFailed');
}

/**
 * What to tell the user about a failed request: the server's refusal translated by its code, the timeout notice, or
 * the generic "request failed".
 */
export function failureText(t: TFunction, error: unknown): string {
  return describeHttpError(t, httpErrorOf(error));
}

/**
 * The per-field refusals of a 400, translated, for a form to show beside its inputs (empty when the refusal names no
 * field, or the failure is not a 400). The body's `errors` when it lists them, else the field its message starts with.
 */
export function fieldRefusals(t: TFunction, error: unknown): FieldRefusal[] {
  const http = httpErrorOf(error);
  if (http?.kind !== 'http' || http.status !== 400) return [];
  if (http.errors && http.errors.length > 0) {
    return http.errors.flatMap((entry) => (entry.field ? [{ field: entry.field, message: say(t, entry.code, entry.params, entry.message) }] : []));
  }
  if (!http.message) return [];
  const match = FIELD_MESSAGE.exec(http.message.trim());
  if (!match?.[1]) return [];
  return [{ field: match[1], message: say(t, http.code, http.params, (match[2] ?? '').trim()) }];
}
