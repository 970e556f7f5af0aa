/**
 * The server's messages of these pages in the user's language. The server words every refusal from the refusal
 * catalog (streams/contracts/{depts,jobs,menus,dicts}.ts, `field: text` for a field's) and answers with its code, so
 * a message is translated by code in one place (src/shared/i18n/server-messages.ts); these helpers keep the names the
 * pages use. A message the catalog does not know is shown as the server wrote it, without its field.
 */
import i18next, { type TFunction } from 'i18next';
import { httpErrorOf } from '@shared/http/http-error';
import { failureText as serverFailureText, translateRule } from '@shared/i18n/server-messages';
import type { OrgT } from '../i18n/org-locale';

/** `field.path: message` of a server 400; a path has no spaces, so prose with a colon is not split. */
const FIELD_MESSAGE = /^(?:body\.)?([A-Za-z_$][\w$]*(?:\.[\w$]+)*):\s+([\s\S]+)$/;

/** Splits a server message into the field it names (or null) and the text. */
export function splitFieldMessage(message: string): { path: string | null; text: string } {
  const match = FIELD_MESSAGE.exec(message.trim());
  if (!match) return { path: null, text: message.trim() };
  return { path: match[1] ?? null, text: (match[2] ?? '').trim() };
}

/**
 * A server message (with or without its field prefix) in the page's language (given this feature's `ot`) or in the
 * language of `{ t }`, without its field; as the server wrote it when the catalog does not know it.
 */
export function translateMessage(translator: OrgT | { t: TFunction }, message: string): string {
  return splitFieldMessage(translateRule(typeof translator === 'function' ? i18next.t : translator.t, message)).text;
}

/** The server's 400 message of a failed request, or null when the failure is something else. */
export function badRequestMessage(error: unknown): string | null {
  const http = httpErrorOf(error);
  return http?.kind === 'http' && http.status === 400 && http.message ? http.message : null;
}

/** What to tell the user about a failed request: the server's message translated, the timeout notice, or 'Request Failed'. */
export function failureText(t: TFunction, _ot: OrgT, error: unknown): string {
  return serverFailureText(t, error);
}
