/**
 * Messages of the timed-task form and of the server's 400s (server/modules/timing/service.ts) in the user's language.
 * The server words them in English after a `field: ` prefix; the form's own checks use the same English texts, so one
 * table translates both. Unknown messages are shown as written.
 */
import { httpErrorOf } from '@shared/http/http-error';
import type { TimingKey, TimingT } from '../i18n/timing-locale';

/** Form checks' messages (English, the key they translate to). */
export const FORM_MESSAGES = {
  jobNameRequired: 'jobName: required',
  taskRequired: 'taskName: required',
  cronRequired: 'cronExpression: required',
  emailInvalid: 'email: not an e-mail address',
  paramsJson: 'params: not valid JSON',
} as const;

const PATTERNS: ReadonlyArray<[RegExp, TimingKey]> = [
  [/^required$/, 'messages.jobNameRequired'],
  [/^not an e-mail address$/, 'messages.emailInvalid'],
  [/^not valid JSON/, 'messages.paramsJson'],
  [/^a task cannot be its own sub-task$/, 'messages.subTaskSelf'],
  [/already leads back to this task/, 'messages.subTaskCycle'],
  [/^no task with id/, 'messages.subTaskMissing'],
  [/is a sub-task of|are sub-tasks of/, 'messages.usedAsSubTask'],
  [/^no task named/, 'messages.unknownTask'],
];

const FIELD_MESSAGE = /^(?:body\.)?([A-Za-z_$][\w$]*(?:\.[\w$]+)*):\s+([\s\S]+)$/;

/** Splits `field: text` into the field (or null) and the text. */
export function splitFieldMessage(message: string): { path: string | null; text: string } {
  const match = FIELD_MESSAGE.exec(message.trim());
  return match ? { path: match[1] ?? null, text: (match[2] ?? '').trim() } : { path: null, text: message.trim() };
}

/** A message (with or without its field prefix) in the current language. */
export function translateTimingMessage(tt: TimingT, message: string): string {
  const { path, text } = splitFieldMessage(message);
  if (path === 'cronExpression') return text === 'required' ? tt('messages.cronRequired') : tt('messages.cronInvalid', { value: text });
  if (path === 'taskName' && text === 'required') return tt('messages.taskRequired');
  const found = PATTERNS.find(([pattern]) => pattern.test(text));
  return found ? tt(found[1]) : text;
}

/** The server's 400 message of a failed request, or null. */
export function badRequestMessage(error: unknown): string | null {
  const http = httpErrorOf(error);
  return http?.kind === 'http' && http.status === 400 && http.message ? http.message : null;
}
