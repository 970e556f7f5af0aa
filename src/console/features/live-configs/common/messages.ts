/**
 * The rules' messages in the user's language. The shared contracts (streams/games/*, machines/pk-phase.machine.ts,
 * the server's round refusals) word every message from the refusal catalog, and the server answers 400 with its code
 * and that same text, so a form shows the message of its own check and of the server's 400 alike, translated by code
 * in one place (src/shared/i18n/server-messages.ts); these helpers keep the names the pages use. A message the catalog
 * does not know is shown as the server wrote it.
 */
import type { TFunction } from 'i18next';
import { liveConfigsEn } from '@shared/i18n/locales/live-configs/en';
import { httpErrorOf } from '@shared/http/http-error';
import { failureText as serverFailureText, translateRule as serverRule } from '@shared/i18n/server-messages';
import type { LcKey, LcT } from '../i18n/live-configs-locale';

/** The translators the helpers need: the console's `t` and this feature's `lt`. */
export interface Translators {
  t: TFunction;
  lt: LcT;
}

/** Client-side message 'the streamer already exists' (config-form.ts), a console-wide text. */
export const STREAMER_EXISTS = 'The streamer already exists';

/** English text → this feature's key, from the `rules` of the English bundle (nested groups). */
function reverseTable(): ReadonlyMap<string, LcKey> {
  const table = new Map<string, LcKey>();
  const walk = (node: Readonly<Record<string, unknown>>, path: string) => {
    for (const [key, value] of Object.entries(node)) {
      // The bundle's shape makes every leaf path an LcKey.
      if (typeof value === 'string') table.set(value, `${path}.${key}` as LcKey);
      else if (value && typeof value === 'object') walk(value as Record<string, unknown>, `${path}.${key}`);
    }
  };
  walk(liveConfigsEn.rules, 'rules');
  return table;
}

const RULE_KEYS = reverseTable();

/** This feature's key of a rule's English message, or undefined when the table has none. */
export function ruleKey(message: string): LcKey | undefined {
  return RULE_KEYS.get(message.trim());
}

/** A rule's message in the current language (or as given when unknown). */
export function translateRule({ t }: Translators, message: string): string {
  return serverRule(t, message);
}

/** `field.path: message` of a server 400 (server/plugins/errors.ts); a path has no spaces, so prose with a colon is not split. */
const FIELD_MESSAGE = /^(?:body\.)?([A-Za-z_$][\w$]*(?:\.[\w$]+)*):\s+([\s\S]+)$/;

/** Splits a server message into the field path it names (or null) and the text. */
export function splitFieldMessage(message: string): { path: string | null; text: string } {
  const match = FIELD_MESSAGE.exec(message.trim());
  if (!match) return { path: null, text: message.trim() };
  return { path: match[1] ?? null, text: (match[2] ?? '').trim() };
}

/**
 * What to tell the user about a failed request, translated: the server's message (its field prefix dropped),
 * the timeout notice, or 'Request Failed'.
 */
export function failureText(translators: Translators, error: unknown): string {
  return serverFailureText(translators.t, error);
}

/** The server's 400 message of a failed request, or null when the failure is something else. */
export function badRequestMessage(error: unknown): string | null {
  const http = httpErrorOf(error);
  return http?.kind === 'http' && http.status === 400 && http.message ? http.message : null;
}
