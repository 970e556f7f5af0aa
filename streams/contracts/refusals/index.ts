/**
 * The refusal catalog: every refusal the server answers with (4xx, and the few 5xx a person can act on) has a stable
 * UPPER_SNAKE `code` and an English template whose `{{name}}` placeholders are its `params`. The server builds its
 * answers from it (`refusal(code, params)` → `{ code, params, message }`); the console translates by code
 * (src/shared/i18n/server-messages.ts), and finds the code of a contract message its own form checks gave by the
 * message's text ({@link parseRefusal}). Pure: no imports but the area tables.
 *
 * A template may start with `field: ` when the message always names that field (`jobName: required`); otherwise a
 * refusal about one field is made with {@link fieldRefusal}, which writes `field: text`.
 */
import { ANCHOR_REFUSALS } from './anchors';
import { ANIMATION_REFUSALS } from './animations';
import { COMMON_REFUSALS } from './common';
import { DEVICE_REFUSALS } from './devices';
import { LIVE_REFUSALS } from './live';
import { LIVE_CONFIG_REFUSALS } from './live-configs';
import { KOREA_PK_REFUSALS } from './korea-pk';
import { LOTTERY_REFUSALS } from './lottery';
import { MONITOR_REFUSALS } from './monitor';
import { ORG_REFUSALS } from './org';
import { SYSTEM_REFUSALS } from './system';
import { fillTemplate, wireParams, type ParamArgs, type ParamValue, type WireParams } from './template';
import { USER_REFUSALS } from './users';
import { WEEK_DATA_REFUSALS } from './week-data';
import { WEEKLY_REPORT_REFUSALS } from './weekly-reports';

export { englishMore, fillTemplate, paramText, placeholdersOf, shortList, type ParamValue, type WireParams } from './template';

/** Every area's table, for the checks that no code or template is defined twice. */
export const REFUSAL_AREAS = {
  common: COMMON_REFUSALS,
  users: USER_REFUSALS,
  org: ORG_REFUSALS,
  system: SYSTEM_REFUSALS,
  devices: DEVICE_REFUSALS,
  animations: ANIMATION_REFUSALS,
  monitor: MONITOR_REFUSALS,
  live: LIVE_REFUSALS,
  liveConfigs: LIVE_CONFIG_REFUSALS,
  anchors: ANCHOR_REFUSALS,
  weekData: WEEK_DATA_REFUSALS,
  weeklyReports: WEEKLY_REPORT_REFUSALS,
  lottery: LOTTERY_REFUSALS,
  koreaPk: KOREA_PK_REFUSALS,
} as const;

/** Code → English template. */
export const REFUSALS = {
  ...COMMON_REFUSALS,
  ...USER_REFUSALS,
  ...ORG_REFUSALS,
  ...SYSTEM_REFUSALS,
  ...DEVICE_REFUSALS,
  ...ANIMATION_REFUSALS,
  ...MONITOR_REFUSALS,
  ...LIVE_REFUSALS,
  ...LIVE_CONFIG_REFUSALS,
  ...ANCHOR_REFUSALS,
  ...WEEK_DATA_REFUSALS,
  ...WEEKLY_REPORT_REFUSALS,
  ...LOTTERY_REFUSALS,
  ...KOREA_PK_REFUSALS,
} as const;

/** A code of the catalog. */
export type RefusalCode = keyof typeof REFUSALS;

/** The arguments after a code: its params when its template has placeholders. */
export type RefusalArgs<C extends RefusalCode> = ParamArgs<(typeof REFUSALS)[C]>;

/** A refusal: its code, the values its template names, the English message, and the field it is about (if one). */
export interface Refusal {
  code: RefusalCode;
  params?: WireParams;
  message: string;
  /** The dotted path of the field the refusal is about (`name`, `streamers.0.nickname`), when it is about one. */
  field?: string;
}

/** Whether `code` is a code of the catalog. */
export const isRefusalCode = (code: unknown): code is RefusalCode => typeof code === 'string' && Object.hasOwn(REFUSALS, code);

/** `field: text` at the start of a message: a field path (lower-case first letter, no spaces) and the rest. */
const FIELD_PREFIX = /^(?:body\.)?([a-z_$][\w$]*(?:\.[\w$]+)*):\s+([\s\S]+)$/;

/** The English text of a code with its params. */
export function refusalMessage<C extends RefusalCode>(code: C, ...args: RefusalArgs<C>): string {
  return fillTemplate(REFUSALS[code], args[0] as Readonly<Record<string, ParamValue>> | undefined);
}

/**
 * A refusal of the catalog: `{ code, params, message }`, with `field` when the template names its field
 * (`cronExpression: …`).
 */
export function refusal<C extends RefusalCode>(code: C, ...args: RefusalArgs<C>): Refusal {
  const params = args[0] as Readonly<Record<string, ParamValue>> | undefined;
  const message = fillTemplate(REFUSALS[code], params);
  const field = FIELD_PREFIX.exec(REFUSALS[code])?.[1];
  return withoutUndefined({ code, params: wireParams(params), message, field });
}

/** A refusal about one field: the message is `field: text` (how every 400 about a field reads). */
export function fieldRefusal<C extends RefusalCode>(field: string, code: C, ...args: RefusalArgs<C>): Refusal {
  const params = args[0] as Readonly<Record<string, ParamValue>> | undefined;
  return withoutUndefined({ code, params: wireParams(params), message: `${field}: ${fillTemplate(REFUSALS[code], params)}`, field });
}

/** `field: text` of a code, for a contract's zod message about one field. */
export function fieldMessage<C extends RefusalCode>(field: string, code: C, ...args: RefusalArgs<C>): string {
  return `${field}: ${fillTemplate(REFUSALS[code], args[0] as Readonly<Record<string, ParamValue>> | undefined)}`;
}

function withoutUndefined(value: Refusal): Refusal {
  const { params, field, ...rest } = value;
  return { ...rest, ...(params ? { params } : {}), ...(field ? { field } : {}) };
}

/** What {@link parseRefusal} reads from a message: the code, its params (as text) and the field the message names. */
export interface ParsedRefusal {
  code: RefusalCode;
  /** The params as the text held them; a list cut short ("a, b and 3 more") gives `x` and `xMore`. */
  params: Record<string, string | number>;
  /** The field path the message starts with (`name: …`, or `uniqueId must …`), when it names one. */
  field?: string;
  /** The message without its field (what a form shows beside the field). */
  text: string;
}

interface Pattern {
  code: RefusalCode;
  regex: RegExp;
  names: string[];
  /** Characters outside placeholders: the more, the more specific the template. */
  literal: number;
}

let literals: Map<string, RefusalCode> | null = null;
let patterns: Pattern[] | null = null;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Params that are always a number (a bound, a count, a row, an id): read back as digits only, never as prose. */
const NUMERIC_PARAMS: ReadonlySet<string> = new Set(['minimum', 'maximum', 'count', 'row', 'days', 'level', 'yourLevel', 'minutes', 'divisor', 'id', 'parentId']);

/** Builds the lookup tables once: plain texts by text, templates as patterns, most specific first. */
function tables(): { literals: Map<string, RefusalCode>; patterns: Pattern[] } {
  if (literals && patterns) return { literals, patterns };
  literals = new Map();
  patterns = [];
  for (const [code, template] of Object.entries(REFUSALS) as Array<[RefusalCode, string]>) {
    const parts = template.split(/(\{\{\w+\}\})/);
    const names: string[] = [];
    let literal = 0;
    const source = parts
      .map((part) => {
        const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
        if (name) {
          names.push(name);
          return NUMERIC_PARAMS.has(name) ? '(-?[\\d,.]+)' : '([\\s\\S]+?)';
        }
        literal += part.length;
        return escape(part);
      })
      .join('');
    if (names.length === 0) {
      if (!literals.has(template)) literals.set(template, code);
    } else if (literal > 0) {
      // A template that is only a placeholder would read every text; it is found by its code only.
      patterns.push({ code, regex: new RegExp(`^${source}$`), names, literal });
    }
  }
  patterns.sort((a, b) => b.literal - a.literal);
  return { literals, patterns };
}

/** The English tail of a list cut short. */
const MORE_TAIL = /^([\s\S]+) and (\d+) more$/;

function match(text: string): { code: RefusalCode; params: Record<string, string | number> } | null {
  const { literals: plain, patterns: templated } = tables();
  const code = plain.get(text);
  if (code) return { code, params: {} };
  for (const pattern of templated) {
    const found = pattern.regex.exec(text);
    if (!found) continue;
    const params: Record<string, string | number> = {};
    pattern.names.forEach((name, index) => {
      const value = found[index + 1] ?? '';
      const cut = MORE_TAIL.exec(value);
      if (NUMERIC_PARAMS.has(name) && /^-?\d+(?:\.\d+)?$/.test(value)) params[name] = Number(value);
      else if (cut) {
        params[name] = cut[1] ?? '';
        params[`${name}More`] = Number(cut[2]);
      } else params[name] = value;
    });
    return { code: pattern.code, params };
  }
  return null;
}

/**
 * The code of an English message of the catalog (a contract's zod message, a server refusal without a code), read
 * by its text: the whole text, then the text after a `field: ` prefix, then after a `field ` prefix
 * (`uniqueId must be …`). Null when no template matches.
 */
export function parseRefusal(message: string): ParsedRefusal | null {
  const text = message.trim();
  const prefixed = FIELD_PREFIX.exec(text);
  if (prefixed) {
    const [, field = '', rest = ''] = prefixed;
    // A plain template naming its field first (`jobName: required`), then a plain text after the field
    // (`name: required` is REQUIRED about `name`), then a template after the field, then one naming its field.
    const whole = tables().literals.get(text);
    if (whole) return { code: whole, params: {}, field, text: rest };
    const plain = tables().literals.get(rest);
    if (plain) return { code: plain, params: {}, field, text: rest };
    const after = match(rest);
    if (after) return { ...after, field, text: rest };
    const named = match(text);
    if (named) return { ...named, field, text: rest };
    return null;
  }
  const whole = match(text);
  if (whole) return { ...whole, text };
  const spaced = /^([a-z_$][\w$]*) ([\s\S]+)$/.exec(text);
  if (spaced) {
    const [, field = '', rest = ''] = spaced;
    const after = match(rest);
    if (after) return { ...after, field, text: rest };
  }
  return null;
}

/**
 * A refusal for an English message made elsewhere (a game rule, a task's params, a live source): the message as it
 * is, with the code its text has in the catalog, or `fallback` when it has none.
 */
export function refusalOf(message: string, fallback: RefusalCode = 'BAD_REQUEST'): Refusal {
  const parsed = parseRefusal(message);
  if (!parsed) return { code: fallback, message };
  const params = Object.keys(parsed.params).length > 0 ? parsed.params : undefined;
  return { code: parsed.code, message, ...(params ? { params } : {}), ...(parsed.field ? { field: parsed.field } : {}) };
}
