/**
 * Messages of the timed-task form and of the server's 400s (server/modules/timing/service.ts) in the user's language.
 * The server words them from the refusal catalog after a `field: ` prefix and answers with their code; the form's own
 * checks use the same texts, so both are translated in one place (src/shared/i18n/server-messages.ts). Unknown
 * messages are shown as written, without their field.
 */
import i18next, { type TFunction } from 'i18next';
import { systemMessage } from '../../../../../streams/contracts/refusals/system';
import { httpErrorOf } from '@shared/http/http-error';
import { translateRule } from '@shared/i18n/server-messages';
import type { TimingT } from '../i18n/timing-locale';

/** Form checks' messages: the catalog's English, which the server answers with too. */
export const FORM_MESSAGES = {
  jobNameRequired: systemMessage('TASK_JOB_NAME_REQUIRED'),
  taskRequired: systemMessage('TASK_NAME_REQUIRED'),
  cronRequired: systemMessage('CRON_REQUIRED'),
  emailInvalid: systemMessage('TASK_EMAIL_INVALID'),
  paramsJson: systemMessage('TASK_PARAMS_NOT_JSON'),
} as const;

const FIELD_MESSAGE = /^(?:body\.)?([A-Za-z_$][\w$]*(?:\.[\w$]+)*):\s+([\s\S]+)$/;

/** Splits `field: text` into the field (or null) and the text. */
export function splitFieldMessage(message: string): { path: string | null; text: string } {
  const match = FIELD_MESSAGE.exec(message.trim());
  return match ? { path: match[1] ?? null, text: (match[2] ?? '').trim() } : { path: null, text: message.trim() };
}

/**
 * A message (with or without its field prefix) in the page's language (or in that of `{ t }`), without its field. A
 * bare `required` (a server message whose field the page already dropped) is the job name's, the one field of the
 * form that says so.
 */
export function translateTimingMessage(translator: TimingT | { t: TFunction }, message: string): string {
  const text = message.trim() === 'required' ? FORM_MESSAGES.jobNameRequired : message;
  return splitFieldMessage(translateRule(typeof translator === 'function' ? i18next.t : translator.t, text)).text;
}

/** The server's 400 message of a failed request, or null. */
export function badRequestMessage(error: unknown): string | null {
  const http = httpErrorOf(error);
  return http?.kind === 'http' && http.status === 400 && http.message ? http.message : null;
}
