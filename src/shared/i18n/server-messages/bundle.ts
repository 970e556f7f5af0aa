/**
 * The shape of a language's server messages (src/shared/i18n/server-messages.ts): one text per refusal code of the
 * catalog (streams/contracts/refusals), so a code without its translation fails the typecheck, and the words a list
 * is said with.
 */
import type { RefusalCode } from '../../../../streams/contracts/refusals';

/** How a language says a list: `_separator` joins the names, `_more` words a list cut short (`{{names}}`, `{{count}}`). */
export interface ListWords {
  readonly _separator: string;
  readonly _more: string;
}

/** A language's text of every refusal code (`{{name}}` = a param of the code's template). */
export type ServerMessagesBundle = Readonly<Record<RefusalCode, string>> & ListWords;

/** English: the server's own `message` is the text, except for the codes the console words its own way. */
export type EnglishOverrides = Partial<Readonly<Record<RefusalCode, string>>> & ListWords;
