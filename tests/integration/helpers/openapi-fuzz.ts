/**
 * fast-check arbitraries of HTTP requests built from the app's OpenAPI document: path params, queries and JSON bodies
 * shaped like the declared schemas (so handlers are reached, not only the validator), with hostile values mixed in
 * at every level — the NUL character, integers between 2^31 and 2^53 and below zero, 10,000-character strings,
 * wrong types, missing required fields and unknown extra fields. Used by tests/integration/route-fuzz.test.ts.
 */
import fc from 'fast-check';

/** The subset of OpenAPI 3.0 schema keywords the document generated from the zod schemas uses. */
export interface OpenApiSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null';
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  additionalProperties?: boolean | OpenApiSchema;
  items?: OpenApiSchema;
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  allOf?: OpenApiSchema[];
  enum?: unknown[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

/** One documented parameter. */
export interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: OpenApiSchema;
}

/** One documented operation, flattened. */
export interface FuzzOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, e.g. `/api/roles/{id}`. */
  path: string;
  parameters: OpenApiParameter[];
  /** The JSON body schema, when the operation declares one. */
  body?: OpenApiSchema;
}

/** A request ready for `app.inject`. */
export interface FuzzRequest {
  method: FuzzOperation['method'];
  url: string;
  /** A JSON text sent with `content-type: application/json`, or nothing. */
  payload?: string;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: OpenApiParameter[]; requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> } }>>;
}

/** Every operation of an OpenAPI document. */
export function operationsOf(document: unknown): FuzzOperation[] {
  const doc = document as OpenApiDocument;
  const operations: FuzzOperation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      operations.push({
        method: upper as FuzzOperation['method'],
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

const LONG = 'x'.repeat(10_000);

/** Hostile JSON values: any of them may replace any value of a body. */
export const HOSTILE_JSON: readonly unknown[] = [
  '\u0000',
  'name\u0000tail',
  LONG,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53 - 1,
  2 ** 53 + 2,
  -1,
  -(2 ** 31) - 1,
  0,
  1.5,
  1e308,
  true,
  '',
  null,
  [],
  {},
  ['\u0000'],
  [2 ** 31],
  { id: 2 ** 31 },
  'javascript:alert(1)',
];

/** Hostile query and path values (before URL encoding). */
export const HOSTILE_TEXT: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '2147483648',
  '2147483647',
  '9007199254740991',
  '9007199254740993',
  '-1',
  '-2147483649',
  '0',
  '1e309',
  '1.5',
  'NaN',
  '',
  'true',
  '[]',
  LONG,
  'javascript:alert(1)',
];

const hostileJson = fc.constantFrom(...HOSTILE_JSON);
const hostileText = fc.constantFrom(...HOSTILE_TEXT);

/** Mixes a hostile value in now and then. */
const withHostile = <T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: valid, weight: 5 }, { arbitrary: hostileJson, weight: 1 });

const SAFE_MAX = Number.MAX_SAFE_INTEGER;

function integerArb(schema: OpenApiSchema): fc.Arbitrary<number> {
  let min = Math.max(schema.minimum ?? -SAFE_MAX, -SAFE_MAX);
  let max = Math.min(schema.maximum ?? SAFE_MAX, SAFE_MAX);
  if (schema.exclusiveMinimum === true) min += 1;
  else if (typeof schema.exclusiveMinimum === 'number') min = Math.max(min, schema.exclusiveMinimum + 1);
  if (schema.exclusiveMaximum === true) max -= 1;
  else if (typeof schema.exclusiveMaximum === 'number') max = Math.min(max, schema.exclusiveMaximum - 1);
  min = Math.ceil(min);
  max = Math.floor(max);
  if (min > max) return fc.constant(min);
  // The bounds themselves are where a schema and its column disagree (a schema max of 2^53 on a 32-bit column).
  const small = fc.integer({ min: Math.max(min, Math.min(max, 0)), max: Math.min(max, Math.max(min, 0) + 30) });
  return fc.oneof({ arbitrary: small, weight: 3 }, { arbitrary: fc.integer({ min, max }), weight: 2 }, { arbitrary: fc.constantFrom(min, max), weight: 2 });
}

function stringArb(schema: OpenApiSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress().filter((text) => text.length <= (schema.maxLength ?? 255));
  if (schema.pattern) {
    let pattern: RegExp | null = null;
    try {
      pattern = new RegExp(schema.pattern);
    } catch {
      pattern = null; // Not a JavaScript pattern: fall back to plain text.
    }
    if (pattern) return fc.stringMatching(pattern).filter((text) => text.length <= (schema.maxLength ?? 10_000) && text.length >= (schema.minLength ?? 0));
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 10_000;
  const plain = fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 24)) });
  // Exactly as long as the schema allows: longer than a column behind it would be a database error.
  const longest = fc.constant('y'.repeat(Math.max(minLength, Math.min(maxLength, 20_000))));
  // A NUL inside text that is otherwise fine, so it reaches whatever the field feeds.
  const withNul = plain.map((text) => `${text.slice(0, 1)}\u0000${text.slice(1)}`);
  return fc.oneof({ arbitrary: plain, weight: 4 }, { arbitrary: longest, weight: 1 }, { arbitrary: withNul, weight: 1 });
}

/** Values shaped like `schema` (within its bounds), with hostile values mixed in at every level. */
export function valueArb(schema: OpenApiSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 1 });
  const base = shapedArb(schema, depth);
  return schema.nullable ? fc.option(base, { nil: null, freq: 6 }) : base;
}

function shapedArb(schema: OpenApiSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) return fc.oneof(...alternatives.map((alternative) => valueArb(alternative, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0) return valueArb(Object.assign({}, ...schema.allOf) as OpenApiSchema, depth + 1);
  switch (schema.type) {
    case 'string':
      return stringArb(schema);
    case 'integer':
      return integerArb(schema);
    case 'number':
      return fc.oneof(integerArb(schema), fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(withHostile(valueArb(schema.items, depth + 1)), { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 5, 5)) });
    }
    case 'object':
      return objectArb(schema, depth);
    default:
      return schema.properties ? objectArb(schema, depth) : fc.jsonValue({ maxDepth: 1 });
  }
}

const MISSING = Symbol('missing');

function objectArb(schema: OpenApiSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {}).map(([key, property]) => {
    const value = withHostile(valueArb(property, depth + 1));
    // A required field is sometimes missing, an optional one often.
    const arbitrary = required.has(key)
      ? fc.oneof({ arbitrary: value, weight: 12 }, { arbitrary: fc.constant(MISSING), weight: 1 })
      : fc.oneof({ arbitrary: value, weight: 1 }, { arbitrary: fc.constant(MISSING), weight: 1 });
    return arbitrary.map((item) => [key, item] as const);
  });
  const extra = fc.option(hostileJson.map((item) => ['unexpectedField', item] as const), { nil: undefined, freq: 8 });
  return fc.tuple(fc.tuple(...entries), extra).map(([pairs, unexpected]) => {
    const out: Record<string, unknown> = {};
    for (const [key, item] of pairs) if (item !== MISSING) out[key] = item;
    if (unexpected) out[unexpected[0]] = unexpected[1];
    return out;
  });
}

/** Query and path values: shaped like the parameter's schema as text, or a hostile text. */
function textValuesArb(schema: OpenApiSchema | undefined): fc.Arbitrary<string[]> {
  const asText = (value: unknown): string[] =>
    Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))) : [typeof value === 'string' ? value : JSON.stringify(value)];
  const shaped = valueArb(schema).map(asText);
  return fc.oneof({ arbitrary: shaped, weight: 3 }, { arbitrary: hostileText.map((text) => [text]), weight: 1 });
}

const WRONG_BODIES: readonly string[] = ['"\\u0000"', '[]', '{}', '42', 'null', '"text"', '[{"id":2147483648}]', '{"id":9007199254740993}'];

/** Requests for one operation (see the module comment). */
export function requestArb(operation: FuzzOperation): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
  const path = fc.tuple(...pathParams.map((parameter) => textValuesArb(parameter.schema).map((values) => [parameter.name, values[0] ?? ''] as const)));
  const query = fc.tuple(
    ...queryParams.map((parameter) =>
      fc.option(textValuesArb(parameter.schema), { nil: undefined, freq: parameter.required ? 10 : 2 }).map((values) => [parameter.name, values] as const),
    ),
  );
  const body: fc.Arbitrary<string | undefined> = operation.body
    ? fc.oneof(
        { arbitrary: valueArb(operation.body).map((value) => JSON.stringify(value)), weight: 10 },
        { arbitrary: fc.constantFrom(...WRONG_BODIES), weight: 1 },
        { arbitrary: fc.constant(undefined), weight: 1 },
      )
    : operation.method === 'GET'
      ? fc.constant(undefined)
      : fc.option(fc.constantFrom(...WRONG_BODIES), { nil: undefined, freq: 3 });
  return fc.tuple(path, query, body).map(([pathValues, queryValues, payload]) => {
    let url = operation.path;
    // A value that is empty or holds `/` would address another route; the fuzz targets this one.
    for (const [name, value] of pathValues) url = url.replace(`{${name}}`, encodeURIComponent(value === '' ? '0' : value));
    const search = new URLSearchParams();
    for (const [name, values] of queryValues) for (const value of values ?? []) search.append(name, value);
    const text = search.toString();
    return { method: operation.method, url: text ? `${url}?${text}` : url, ...(payload === undefined ? {} : { payload }) };
  });
}
