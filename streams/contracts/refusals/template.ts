/**
 * Templates of the refusal catalog: an English text with `{{param}}` placeholders, filled the same way on both sides.
 * The placeholders of a template are read from its literal type, so a code's params are checked where it is used.
 * Pure: no imports.
 */

/** A value a refusal names: a text, a number, or a list of texts (joined with ", " in English). */
export type ParamValue = string | number | readonly string[];

/** The params of a refusal as they travel on the wire (`apiErrorSchema.params`). */
export type WireParams = Record<string, string | number | string[]>;

/** The placeholder names of a template literal type: `'a {{x}} b {{y}}'` → `'x' | 'y'`. */
export type Placeholders<S extends string> = S extends `${string}{{${infer Name}}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** A table of templates keyed by code. */
export type Templates = Readonly<Record<string, string>>;

/**
 * The params a template needs: one value per placeholder, and for a list that was cut short, `<name>More` = how many
 * names were left out ("a, b and 3 more").
 */
export type ParamsFor<S extends string> = { readonly [K in Placeholders<S>]: ParamValue } & { readonly [K in Placeholders<S> as `${K}More`]?: number };

/** The argument list after the code: nothing for a plain text, the params object when the template has placeholders. */
export type ParamArgs<S extends string> = [Placeholders<S>] extends [never] ? [] : [params: ParamsFor<S>];

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** A param as English text: lists joined with ", ", numbers as written. */
export function paramText(value: ParamValue | undefined): string {
  if (value === undefined) return '';
  return typeof value === 'string' || typeof value === 'number' ? String(value) : value.join(', ');
}

/**
 * A list to name in a refusal, cut to its first `max` entries (each once): the `names` to show and how many `more`
 * there are (params `x` and `xMore`).
 */
export function shortList(names: readonly string[], max: number): { names: string[]; more: number } {
  const unique = [...new Set(names)];
  return { names: unique.slice(0, max), more: Math.max(0, unique.length - max) };
}

/** A list cut short, in English: "a, b and 3 more". */
export const englishMore = (names: string, more: number): string => `${names} and ${more} more`;

/**
 * Fills the `{{name}}` placeholders of `template` with `params` (a missing param leaves nothing). A param `x` with a
 * number `xMore` above 0 is a list cut short: `more(text, count)` words it.
 * @param format a param as text (lists joined with ", " in English).
 */
export function fillTemplate(
  template: string,
  params: Readonly<Record<string, ParamValue>> = {},
  format: (value: ParamValue | undefined) => string = paramText,
  more: (names: string, count: number) => string = englishMore,
): string {
  return template.replace(PLACEHOLDER, (_match, name: string) => {
    const text = format(params[name]);
    const count = params[`${name}More`];
    return typeof count === 'number' && count > 0 ? more(text, count) : text;
  });
}

/** The placeholder names of a template, in order. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

/** Params copied for the wire (lists become plain arrays); undefined when there are none. */
export function wireParams(params: Readonly<Record<string, ParamValue>> | undefined): WireParams | undefined {
  if (!params) return undefined;
  const entries = Object.entries(params).map(([name, value]): [string, string | number | string[]] => [name, typeof value === 'string' || typeof value === 'number' ? value : [...value]]);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * The message maker of one table of templates: `(code, params?) → English text`. Contracts use it to word their zod
 * messages from the catalog, so a form's own check and the server's 400 say the same words.
 */
export function messagesOf<T extends Templates>(templates: T) {
  return <C extends keyof T & string>(code: C, ...args: ParamArgs<T[C]>): string => fillTemplate(templates[code] ?? code, args[0] as Readonly<Record<string, ParamValue>> | undefined);
}
