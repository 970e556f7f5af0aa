/**
 * Secrets kept out of everything the server writes down: the process log (pino, through {@link logSerializers},
 * which the app's logger uses) and the operation log's `params` and `exception_detail` columns. One rule for both:
 * - a field whose name looks like a secret ({@link SECRET_KEY}: passwords, tokens, keys, captcha answers, codes)
 *   has its value replaced by {@link MASK}, at any depth of a body, in a URL's query string (`/websocket?token=…`,
 *   overlay `?key=…`) and among headers (plus `Authorization` and `Cookie`);
 * - a failed query's parameters (drizzle puts them in its error message, the drivers in `params`) are masked, since
 *   they may hold a password hash or a token.
 */
import { stdSerializers } from 'pino';
import { MASK } from '../../streams/contracts/logs';

export { MASK };

/** Names whose values are secrets: passwords, tokens, keys, captcha answers, codes, credentials in headers. */
export const SECRET_KEY = /pass|password|secret|token|key|code|captcha|authorization|cookie/i;

/** Longest string value kept, characters (the rest is replaced by `…`). */
export const MAX_VALUE_CHARS = 200;
/** Most array items kept. */
export const MAX_ARRAY_ITEMS = 50;
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

/** A copy of a body (or any JSON value) with secret fields masked at any depth and long values shortened. */
export function maskSecrets(value: unknown): unknown {
  return clean(value, 0);
}

/**
 * A URL (path and query, as `request.url` holds it) with the value of every secret query field masked:
 * `/websocket?token=Bearer%20eyJ…&x=1` → `/websocket?token=******&x=1`. Anything after `#` is dropped.
 */
export function redactUrl(url: string): string {
  const [withoutHash = ''] = url.split('#');
  const mark = withoutHash.indexOf('?');
  if (mark < 0) return withoutHash;
  const pairs = withoutHash
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals < 0 ? pair : pair.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        name = rawName; // A malformed escape: judge the name as written.
      }
      return SECRET_KEY.test(name) && equals >= 0 ? `${rawName}=${MASK}` : pair;
    });
  return `${withoutHash.slice(0, mark)}?${pairs.join('&')}`;
}

/** Headers with the values of `Authorization`, `Cookie` and any secret-looking header masked. */
export function redactHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers)) out[name] = SECRET_KEY.test(name) ? MASK : value;
  return out;
}

/** Shortest parameter masked where a database message repeats it (shorter ones would garble line numbers). */
const MIN_ECHOED_PARAM = 4;

/**
 * `text` with the parameters of every failed query in `error`'s cause chain masked: the list drizzle writes in its
 * message, and each value the database's own message repeats (`invalid input syntax for type integer: "…"`) outside
 * the stack's `at …` lines.
 */
export function maskQueryParams(text: string, error: unknown): string {
  let out = text;
  const echoed = new Set<string>();
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const params = (current as { params?: unknown }).params;
    if (Array.isArray(params) && params.length > 0) {
      out = out.split(`params: ${String(params)}`).join(`params: ${MASK}`);
      for (const param of params) if (param !== null && String(param).length >= MIN_ECHOED_PARAM) echoed.add(String(param));
    }
    current = (current as { cause?: unknown }).cause;
  }
  if (echoed.size === 0) return out;
  return out
    .split('\n')
    .map((line) => (/^\s+at /.test(line) ? line : [...echoed].reduce((masked, param) => masked.split(param).join(MASK), line)))
    .join('\n');
}

/** What an error is in words for a log: its stack (or message), failed queries' parameters masked. */
export function errorDetail(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return maskQueryParams(error.stack ?? error.message, error);
}

/** The fields of a request the log shows (Fastify's default set), with the URL's secrets masked. */
interface LoggedRequest {
  method?: string;
  url?: string;
  version?: string;
  host?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
  headers?: Record<string, string | string[] | undefined>;
}

/**
 * pino serializers of the app's logger: `req` (method, URL with secrets masked, host, address), `err` (pino's,
 * with failed queries' parameters masked), and `headers`, `body`, `url` for anything that logs those.
 */
export const logSerializers = {
  req(request: LoggedRequest) {
    return {
      method: request.method,
      url: request.url === undefined ? undefined : redactUrl(request.url),
      version: [request.headers?.['accept-version']].flat()[0],
      host: request.host ?? request.hostname,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
  err(error: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
    // Code may log anything under `err`; only an error has a stack to keep.
    if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
    const serialized = { ...stdSerializers.err(error) };
    delete serialized.params;
    delete serialized.queryOptions;
    serialized.message = maskQueryParams(String(serialized.message), error);
    serialized.stack = maskQueryParams(String(serialized.stack), error);
    return serialized;
  },
  headers: (headers: Record<string, unknown>) => redactHeaders(headers),
  body: (body: unknown) => maskSecrets(body),
  url: (url: unknown) => (typeof url === 'string' ? redactUrl(url) : url),
};
