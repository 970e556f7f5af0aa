/**
 * The monitor contract's messages in the user's language. streams/contracts/monitor.ts words every message in English
 * (`MONITOR_MESSAGES`) and the server answers 400 with that same text, so a form shows the message of its own check
 * and of the server's 400 alike, translated (no user text outside locale files): a message is found by its English text
 * and shown under the contract's key in `monitoring.rules`. The two templates (a row number inside) are matched by the
 * contract's own functions. A message without a key (one the contract adds later, or the server's generic validation
 * text) is shown as the server wrote it.
 */
import type { TFunction } from 'i18next';
import { MONITOR_MESSAGES } from '../../../../../streams/contracts/monitor';
import { httpErrorOf } from '@shared/http/http-error';
import type { MoKey, MoT } from '../i18n/monitoring-locale';

/** The translators {@link failureText} needs: the console's `t` and this feature's `mt`. */
export interface Translators {
  t: TFunction;
  mt: MoT;
}

type Messages = typeof MONITOR_MESSAGES;
/** A key of MONITOR_MESSAGES whose message is plain text (not a template). */
type StaticMessage = { [K in keyof Messages]: Messages[K] extends string ? K : never }[keyof Messages];
/** A key of MONITOR_MESSAGES whose message is a template of one row number. */
type RowTemplate = { [K in keyof Messages]: Messages[K] extends (row: number) => string ? K : never }[keyof Messages];

const RULE_KEYS: ReadonlyMap<string, MoKey> = new Map(
  (Object.entries(MONITOR_MESSAGES) as Array<[keyof Messages, unknown]>)
    .filter((entry): entry is [StaticMessage, string] => typeof entry[1] === 'string')
    .map(([key, text]) => [text, `rules.${key}` as const]),
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template's pattern, built from the contract's function (so a reworded contract still matches). */
function templatePattern(template: (row: number) => string): RegExp {
  const marker = 987_654_321;
  const [before = '', after = ''] = template(marker).split(String(marker));
  return new RegExp(`^${escape(before)}(\\d+)${escape(after)}$`);
}

const TEMPLATES: ReadonlyArray<[RowTemplate, RegExp]> = (['duplicateInFile', 'csvBroken'] as const).map((key) => [key, templatePattern(MONITOR_MESSAGES[key])]);

/** This feature's key of a contract message, or undefined when it has none. */
export function ruleKey(message: string): MoKey | undefined {
  const text = message.trim();
  const template = TEMPLATES.find(([, pattern]) => pattern.test(text));
  return template ? `rules.${template[0]}` : RULE_KEYS.get(text);
}

/** A contract message in the current language (or as given when unknown). */
export function translateRule(mt: MoT, message: string): string {
  const text = message.trim();
  for (const [key, pattern] of TEMPLATES) {
    const match = pattern.exec(text);
    if (match) return mt(`rules.${key}`, { row: match[1] ?? '' });
  }
  const key = RULE_KEYS.get(text);
  return key ? mt(key) : message;
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
export function failureText({ t, mt }: Translators, error: unknown): string {
  const http = httpErrorOf(error);
  if (http?.kind === 'timeout') return t('http.timeout');
  if ((http?.kind === 'http' || http?.kind === 'business') && http.message) return translateRule(mt, splitFieldMessage(http.message).text);
  return t('http.requestFailed');
}
