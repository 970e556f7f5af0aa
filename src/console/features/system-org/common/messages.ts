/**
 * The server's messages of these pages in the user's language. The server words every refusal in English
 * (streams/contracts/{depts,jobs,menus,dicts}.ts, `field: text` for a field's); `org.messages` holds the same English
 * texts without the field prefix, so a message is found by its text, its filled parts (`{{value}}`, `{{names}}`) taken
 * from it, and shown in the current language. A message without a key is shown as the server wrote it.
 */
import type { TFunction } from 'i18next';
import { httpErrorOf } from '@shared/http/http-error';
import { orgEn } from '../i18n/en';
import type { OrgT } from '../i18n/org-locale';

type MessageKey = keyof typeof orgEn.messages;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each message's pattern, built from its English text: `{{x}}` becomes a named group. */
const PATTERNS: ReadonlyArray<[MessageKey, RegExp]> = (Object.entries(orgEn.messages) as Array<[MessageKey, string]>).map(([key, text]) => {
  const source = text
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      return name ? `(?<${name}>[\\s\\S]+?)` : escape(part);
    })
    .join('');
  return [key, new RegExp(`^${source}$`)];
});

/** `field.path: message` of a server 400; a path has no spaces, so prose with a colon is not split. */
const FIELD_MESSAGE = /^(?:body\.)?([A-Za-z_$][\w$]*(?:\.[\w$]+)*):\s+([\s\S]+)$/;

/** Splits a server message into the field it names (or null) and the text. */
export function splitFieldMessage(message: string): { path: string | null; text: string } {
  const match = FIELD_MESSAGE.exec(message.trim());
  if (!match) return { path: null, text: message.trim() };
  return { path: match[1] ?? null, text: (match[2] ?? '').trim() };
}

/** A server message (with or without its field prefix) in the current language, or as given when unknown. */
export function translateMessage(ot: OrgT, message: string): string {
  const candidates = [message.trim(), splitFieldMessage(message).text];
  for (const text of candidates) {
    for (const [key, pattern] of PATTERNS) {
      const match = pattern.exec(text);
      if (match) return ot(`messages.${key}`, { ...match.groups });
    }
  }
  return splitFieldMessage(message).text;
}

/** The server's 400 message of a failed request, or null when the failure is something else. */
export function badRequestMessage(error: unknown): string | null {
  const http = httpErrorOf(error);
  return http?.kind === 'http' && http.status === 400 && http.message ? http.message : null;
}

/** What to tell the user about a failed request: the server's message translated, the timeout notice, or 'Request Failed'. */
export function failureText(t: TFunction, ot: OrgT, error: unknown): string {
  const http = httpErrorOf(error);
  if (http?.kind === 'timeout') return t('http.timeout');
  if ((http?.kind === 'http' || http?.kind === 'business') && http.message) return translateMessage(ot, http.message);
  return t('http.requestFailed');
}
