/**
 * The `params` column of the operation log (params with secrets masked): a request's query and
 * body as JSON, with the value of every key that names a secret replaced by {@link MASK} at any depth, long strings
 * and long arrays shortened, and the whole text capped, so a log row never carries a password or a token and never
 * grows with an upload. Pure.
 */
import { MASK } from '../../../streams/contracts/logs';

/** Keys whose values are secrets: passwords, tokens, keys, captcha answers, codes. */
export const SECRET_KEY = /pass|password|secret|token|key|code|captcha/i;

/** Longest string value kept, characters (the rest is replaced by `…`). */
export const MAX_VALUE_CHARS = 200;
/** Most array items kept. */
export const MAX_ARRAY_ITEMS = 50;
/** Longest `params` text, characters. */
export const MAX_PARAMS_CHARS = 4_000;
/** Deepest nesting kept. */
const MAX_DEPTH = 6;

function clean(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.length > MAX_VALUE_CHARS ? `${value.slice(0, MAX_VALUE_CHARS)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const kept = value.slice(0, MAX_ARRAY_ITEMS).map((item) => clean(item, depth + 1));
    return value.length > MAX_ARRAY_ITEMS ? [...kept, `… ${value.length - MAX_ARRAY_ITEMS} more`] : kept;
  }
  if (Buffer.isBuffer(value)) return `<${value.length} bytes>`;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = SECRET_KEY.test(key) ? MASK : clean(item, depth + 1);
  return out;
}

/** A copy of `value` with secrets masked and long values shortened (see the module comment). */
export function maskSecrets(value: unknown): unknown {
  return clean(value, 0);
}

/**
 * The `params` text of a request: query fields and body fields in one JSON object (a body that is not an object,
 * such as the id array of a batch delete, goes under `body`); null when there is neither.
 */
export function requestParams(query: unknown, body: unknown): string | null {
  const fields: Record<string, unknown> = {};
  if (query && typeof query === 'object') Object.assign(fields, query);
  if (body !== undefined && body !== null) {
    if (typeof body === 'object' && !Array.isArray(body) && !Buffer.isBuffer(body)) Object.assign(fields, body);
    else fields.body = body;
  }
  if (Object.keys(fields).length === 0) return null;
  const text = JSON.stringify(maskSecrets(fields));
  return text.length > MAX_PARAMS_CHARS ? `${text.slice(0, MAX_PARAMS_CHARS)}…` : text;
}
