/**
 * Refuses the NUL character (U+0000) anywhere in a request before any route sees it: PostgreSQL cannot store it
 * in a text value, so a NUL that reached a query would fail there (and so would the operation-log row of the
 * request). One `preValidation` hook, for every route: path params, query fields, the JSON body at any depth (keys
 * and values) and header values. The answer is 400 `{ code: 'BAD_CHARACTER', message: '<field>: must not contain
 * the NUL character (U+0000)' }` naming the first field that holds one the way validation messages do
 * (`username`, `blurry`, `items.2.name`, `header user-agent`).
 *
 * Bodies a route reads as a stream (multipart uploads) are not parsed yet here; their contents go through the
 * contract schemas (`text()` refuses NUL) and, last, the database-error mapping of the errors plugin.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasNul } from '../../streams/contracts/common';
import { fieldRefusal } from '../../streams/contracts/refusals';
import { badRequest } from '../http/http-error';

/** Error code of a request holding a character the database cannot store. */
export const BAD_CHARACTER = 'BAD_CHARACTER';

/** Deepest nesting searched; deeper JSON than this is refused too (no form sends it). */
const MAX_DEPTH = 32;

const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

/**
 * The dotted path of the first string (or object key) under `value` that holds NUL (`''` for `value` itself), or
 * null when none does. Paths are written like validation messages name fields: `items.2.name`.
 */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return hasNul(value) ? path : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth >= MAX_DEPTH) return path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, join(path, index), depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (hasNul(key)) return join(path, key.replaceAll('\u0000', '\\0'));
    const found = findNul(item, join(path, key), depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** The field of a request that holds NUL: a path param, query field, body field or header; null when none does. */
export function nulFieldOf(request: Pick<FastifyRequest, 'params' | 'query' | 'body' | 'headers'>): string | null {
  for (const part of [request.params, request.query, request.body]) {
    const found = findNul(part);
    if (found !== null) return found === '' ? 'body' : found;
  }
  for (const [name, value] of Object.entries(request.headers)) if (findNul(value) !== null) return `header ${name}`;
  return null;
}

/** The 400 of a field holding NUL. */
export const badCharacter = (field: string) => badRequest(fieldRefusal(field, BAD_CHARACTER));

export default fp(
  async function inputGuardPlugin(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      const field = nulFieldOf(request);
      if (field !== null) throw badCharacter(field);
    });
  },
  { name: 'input-guard', dependencies: ['errors'] },
);
