/**
 * The devices contract's messages in the user's language. streams/contracts/devices.ts words every message in English
 * (`DEVICE_MESSAGES`) and the server answers 400 with that same text, so a form shows the message of its own check and
 * of the server's 400 alike, translated (no user text outside locale files): a message is found by its English text and
 * shown under the contract's key in `devices.messages`. The templates (names, a parser's reason inside) are matched by
 * the contract's own functions and their filled part is passed on as `{{value}}`. A message without a key (the
 * server's generic validation text) is shown as the server wrote it.
 */
import type { TFunction } from 'i18next';
import { DEVICE_MESSAGES } from '../../../../../streams/contracts/devices';
import { httpErrorOf } from '@shared/http/http-error';
import type { DvKey, DvT } from '../i18n/devices-locale';

/** The translators {@link failureText} needs: the console's `t` and this feature's `dt`. */
export interface Translators {
  t: TFunction;
  dt: DvT;
}

type Messages = typeof DEVICE_MESSAGES;
type StaticMessage = { [K in keyof Messages]: Messages[K] extends string ? K : never }[keyof Messages];
type Template = { [K in keyof Messages]: Messages[K] extends (value: string) => string ? K : never }[keyof Messages];

const STATIC: ReadonlyMap<string, DvKey> = new Map(
  (Object.entries(DEVICE_MESSAGES) as Array<[keyof Messages, unknown]>)
    .filter((entry): entry is [StaticMessage, string] => typeof entry[1] === 'string')
    .map(([key, text]) => [text, `messages.${key}` as const]),
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template's pattern, built from the contract's function (so a reworded contract still matches). */
function templatePattern(template: (value: string) => string): RegExp {
  const marker = '\u0000value\u0000';
  const [before = '', after = ''] = template(marker).split(marker);
  return new RegExp(`^${escape(before)}([\\s\\S]+?)${escape(after)}$`);
}

const TEMPLATES: ReadonlyArray<[Template, RegExp]> = (
  (Object.entries(DEVICE_MESSAGES) as Array<[keyof Messages, unknown]>).filter((entry): entry is [Template, (value: string) => string] => typeof entry[1] === 'function')
).map(([key, template]) => [key, templatePattern(template)]);

/** This feature's key of a contract message, or undefined when it has none. */
export function messageKey(message: string): DvKey | undefined {
  const text = message.trim();
  const template = TEMPLATES.find(([, pattern]) => pattern.test(text));
  return template ? `messages.${template[0]}` : STATIC.get(text);
}

/** A contract message in the current language (or as given when unknown). */
export function translateMessage(dt: DvT, message: string): string {
  const text = message.trim();
  for (const [key, pattern] of TEMPLATES) {
    const match = pattern.exec(text);
    if (match) return dt(`messages.${key}`, { value: match[1] ?? '' });
  }
  const key = STATIC.get(text);
  return key ? dt(key) : message;
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
export function failureText({ t, dt }: Translators, error: unknown): string {
  const http = httpErrorOf(error);
  if (http?.kind === 'timeout') return t('http.timeout');
  if ((http?.kind === 'http' || http?.kind === 'business') && http.message) return translateMessage(dt, splitFieldMessage(http.message).text);
  return t('http.requestFailed');
}
