/**
 * The `params` column of the operation log: a request's query and
 * body as JSON, with the value of every key that names a secret replaced by `******` at any depth, long strings
 * and long arrays shortened (server/http/redaction.ts, the rule the process log follows too), and the whole text
 * capped, so a log row never carries a password or a token and never grows with an upload. Pure.
 */
import { maskSecrets } from '../../http/redaction';

export { MAX_ARRAY_ITEMS, MAX_VALUE_CHARS, maskSecrets, SECRET_KEY } from '../../http/redaction';

/** Longest `params` text, characters. */
export const MAX_PARAMS_CHARS = 4_000;

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
