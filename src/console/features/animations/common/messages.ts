/**
 * The animations contract's messages in the user's language. streams/contracts/animations.ts words every message in
 * English (`ANIMATION_MESSAGES`) and the server answers 400 with that same text, so a form shows the message of its
 * own check and of the server's 400 alike, translated (no user text outside locale files): a message is found by its
 * English text and shown under the contract's key in `animations.rules`. The in-use refusal carries the users' names,
 * so it is matched by the contract's own template. A message without a key (one a contract adds later, or the
 * server's generic validation text) is shown as the server wrote it.
 */
import type { TFunction } from 'i18next';
import { ANIMATION_MESSAGES } from '../../../../../streams/contracts/animations';
import { httpErrorOf } from '@shared/http/http-error';
import type { AnKey, AnT } from '../i18n/animations-locale';

/** The translators {@link failureText} needs: the console's `t` and this feature's `at`. */
export interface Translators {
  t: TFunction;
  at: AnT;
}

/** A key of ANIMATION_MESSAGES whose message is plain text (not a template). */
type StaticMessage = { [K in keyof typeof ANIMATION_MESSAGES]: (typeof ANIMATION_MESSAGES)[K] extends string ? K : never }[keyof typeof ANIMATION_MESSAGES];

const RULE_KEYS: ReadonlyMap<string, AnKey> = new Map(
  (Object.entries(ANIMATION_MESSAGES) as Array<[keyof typeof ANIMATION_MESSAGES, unknown]>)
    .filter((entry): entry is [StaticMessage, string] => typeof entry[1] === 'string')
    .map(([key, text]) => [text, `rules.${key}` as const]),
);

/** The in-use refusal, as a pattern built from the contract's template (so a reworded contract still matches). */
const IN_USE: RegExp = (() => {
  const marker = '\u0000';
  const [before = '', after = ''] = ANIMATION_MESSAGES.inUse(marker).split(marker);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(before)}([\\s\\S]*)${escape(after)}$`);
})();

/** This feature's key of a contract message, or undefined when it has none (the in-use template included). */
export function ruleKey(message: string): AnKey | undefined {
  const text = message.trim();
  if (IN_USE.test(text)) return 'rules.inUse';
  return RULE_KEYS.get(text);
}

/** A contract message in the current language (or as given when unknown). */
export function translateRule(at: AnT, message: string): string {
  const text = message.trim();
  const inUse = IN_USE.exec(text);
  if (inUse) return at('rules.inUse', { names: inUse[1] ?? '' });
  const key = RULE_KEYS.get(text);
  return key ? at(key) : message;
}

/** `field.path: message` of a server 400 (server/plugins/errors.ts); a path has no spaces, so prose with a colon is not split. */
const FIELD_MESSAGE = /^(?:body\.)?([A-Za-z_$][\w$]*(?:\.[\w$]+)*):\s+([\s\S]+)$/;

/** Splits a server message into the field path it names (or null) and the text. */
export function splitFieldMessage(message: string): { path: string | null; text: string } {
  const match = FIELD_MESSAGE.exec(message.trim());
  if (!match) return { path: null, text: message.trim() };
  return { path: match[1] ?? null, text: (match[2] ?? '').trim() };
}

/** The server's 400 message of a failed request, or null when the failure is something else. */
export function badRequestMessage(error: unknown): string | null {
  const http = httpErrorOf(error);
  return http?.kind === 'http' && http.status === 400 && http.message ? http.message : null;
}

/**
 * What to tell the user about a failed request, translated: the server's message (its field prefix dropped), the
 * timeout notice, or 'Request Failed'.
 */
export function failureText({ t, at }: Translators, error: unknown): string {
  const http = httpErrorOf(error);
  if (http?.kind === 'timeout') return t('http.timeout');
  if ((http?.kind === 'http' || http?.kind === 'business') && http.message) return translateRule(at, splitFieldMessage(http.message).text);
  return t('http.requestFailed');
}
