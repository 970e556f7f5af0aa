/**
 * What a phone page tells its reader about a failed call: the server's refusal translated by its code (the console's
 * server-message texts), the server's own words for a code the language has no text for, or "the request failed"
 * when no answer came. Never an empty string: a refusal always reads as a sentence.
 */
import { H5RequestError } from './h5-api';
import { fill } from './text/h5-text';
import type { H5Texts } from './text/load-texts';

/** The text of a refusal `code` with its params, in the page's language (undefined when the language has none). */
export function refusalText(texts: H5Texts, code: string, params?: H5RequestError['params']): string | undefined {
  const template = texts.refusals[code];
  return template === undefined ? undefined : fill(template, params ?? {});
}

/** What to show for anything a call threw. */
export function errorText(texts: H5Texts, error: unknown): string {
  if (error instanceof H5RequestError) {
    const translated = error.code ? refusalText(texts, error.code, error.params) : undefined;
    if (translated) return translated;
    if (error.serverMessage) return error.serverMessage;
  }
  return texts.ui.requestFailed;
}

/** The text of a link opened without its key (the server's LINK_KEY_MISSING, said before asking it anything). */
export function missingKeyText(texts: H5Texts): string {
  return refusalText(texts, 'LINK_KEY_MISSING') ?? texts.ui.key.heading;
}
