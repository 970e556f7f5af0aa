/**
 * The animations contract's messages in the user's language. streams/contracts/animations.ts words every message from
 * the refusal catalog and the server answers 400 with its code and that same text, so a form shows the message of its
 * own check and of the server's 400 alike, translated by code in one place (src/shared/i18n/server-messages.ts); these
 * helpers keep the names the pages use. A message the catalog does not know is shown as the server wrote it.
 */
import i18next, { type TFunction } from 'i18next';
import { ANIMATION_MESSAGES } from '../../../../../streams/contracts/animations';
import { httpErrorOf } from '@shared/http/http-error';
import { failureText as serverFailureText, translateRule as serverRule } from '@shared/i18n/server-messages';
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

/**
 * A contract message in the language of `translators.t` (or of the page, given only this feature's `at`), as given
 * when the catalog does not know it.
 */
export function translateRule(translators: AnT | Translators, message: string): string {
  return serverRule(typeof translators === 'function' ? i18next.t : translators.t, message);
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
export function failureText({ t }: Translators, error: unknown): string {
  return serverFailureText(t, error);
}
