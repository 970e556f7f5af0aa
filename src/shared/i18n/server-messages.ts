/**
 * The server's refusals in the user's language, in one place. A refusal body is
 * `{ status, code?, params?, message, timestamp, errors? }` (streams/contracts/common.ts `apiErrorSchema`): `code` is
 * stable and `params` fill its text; `message` is the English text, shown only when the console does not know the code.
 *
 * FIRST VERSION: translates by the English message as the feature translators did; the code-based catalog replaces the
 * internals while keeping these signatures.
 */
import type { TFunction } from 'i18next';
import { httpErrorOf } from '../http/http-error';

/** One field's refusal of a 400: the field's dotted path in the body (`name`, `roles.0.id`) and its translated text. */
export interface FieldRefusal {
  field: string;
  message: string;
}

/** `field.path: message` of a server 400; a path has no spaces, so prose with a colon is not split. */
const FIELD_MESSAGE = /^(?:body\.)?([A-Za-z_$][\w$]*(?:\.[\w$]+)*):\s+([\s\S]+)$/;

/**
 * A contract's validation message (what a form's own zod check or the server's 400 says about one field) in the
 * user's language; a message the catalog does not know is shown as written.
 */
export function translateRule(t: TFunction, message: string): string {
  void t;
  return message;
}

/**
 * What to tell the user about a failed request: the server's refusal translated by its code, the timeout notice, or
 * the generic "request failed".
 */
export function failureText(t: TFunction, error: unknown): string {
  const http = httpErrorOf(error);
  if (http?.kind === 'timeout') return t('http.timeout');
  if ((http?.kind === 'http' || http?.kind === 'business') && http.message) {
    const match = FIELD_MESSAGE.exec(http.message.trim());
    return translateRule(t, match ? (match[2] ?? '').trim() : http.message.trim());
  }
  return t('http.requestFailed');
}

/**
 * The per-field refusals of a 400, translated, for a form to show beside its inputs (empty when the refusal names no
 * field, or the failure is not a 400).
 */
export function fieldRefusals(t: TFunction, error: unknown): FieldRefusal[] {
  const http = httpErrorOf(error);
  if (http?.kind !== 'http' || http.status !== 400 || !http.message) return [];
  const match = FIELD_MESSAGE.exec(http.message.trim());
  if (!match?.[1]) return [];
  return [{ field: match[1], message: translateRule(t, (match[2] ?? '').trim()) }];
}
