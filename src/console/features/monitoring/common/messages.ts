/**
 * The monitor contract's messages in the user's language. streams/contracts/monitor.ts words every message from the
 * refusal catalog and the server answers 400 with its code and that same text, so a form shows the message of its own
 * check and of the server's 400 alike, translated by code in one place (src/shared/i18n/server-messages.ts); these
 * helpers keep the names the pages use. A message the catalog does not know is shown as the server wrote it.
 */
import i18next, { type TFunction } from 'i18next';
import { MONITOR_MESSAGES } from '../../../../../streams/contracts/monitor';
import { failureText as serverFailureText, translateRule as serverRule } from '@shared/i18n/server-messages';
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

/**
 * A contract message in the language of `translators.t` (or of the page, given only this feature's `mt`), as given
 * when the catalog does not know it.
 */
export function translateRule(translators: MoT | Translators, message: string): string {
  return serverRule(typeof translators === 'function' ? i18next.t : translators.t, message);
}

/**
 * What to tell the user about a failed request, translated: the server's message (its field prefix dropped), the
 * timeout notice, or 'Request Failed'.
 */
export function failureText({ t }: Translators, error: unknown): string {
  return serverFailureText(t, error);
}
