/**
 * Records what happens through the API in the operation log and the error log (eladmin `LogAspect`):
 * - every write (POST, PUT, PATCH, DELETE) on `/api/*` and `/auth/*`, refused ones included, leaves one `INFO` row:
 *   the caller (for `auth/login` the user name tried), the route's summary, `POST api/users` (the route pattern, not
 *   the URL with ids), query and body with secrets masked (log-params.ts), IP, browser, duration in ms and status;
 * - any request that fails with a 5xx leaves one `ERROR` row instead, with the stack in `exception_detail`.
 *
 * The row is written in an awaited `onSend` hook, so it is stored before the answer reaches the client: a client
 * that reads the log right after a write sees it. Writing the row can never fail the request: a failure is only
 * logged. Whatever the input was, the row itself is storable: every text is cut to its column's size and a NUL
 * character (which PostgreSQL refuses in text) is written as the six characters `\u0000`, so a refused request
 * (validation, a NUL, a missing permission or record) still leaves its row. Registered right after auth
 * (server/app.ts), so its hooks apply to every route registered after it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PG_INT_MAX } from '../../../streams/contracts/common';
import type { LogType } from '../../db/schema/system-logs';
import { operationLogs } from '../../db/schema/system-logs';
import { errorDetail } from '../../http/redaction';
import { browserName } from '../auth/browser-name';
import { requestParams } from './log-params';

const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const LOGGED_PATHS = /^\/(?:api|auth)(?:\/|$)/;
const LOGIN_ROUTE = '/auth/login';
/** Longest stack kept, characters. */
const MAX_STACK_CHARS = 20_000;
/** Longest `params` text stored (log-params.ts caps it lower; this is the backstop after escaping). */
const MAX_PARAMS_TEXT = 10_000;

/**
 * `value` as a text column of `max` characters can hold it: NUL written as `\u0000` (PostgreSQL refuses the
 * character itself), then cut to `max`; null stays null.
 */
export function storable(value: string | null, max: number): string | null {
  if (value === null) return null;
  return value.replaceAll('\u0000', '\\u0000').slice(0, max);
}

/** `POST api/users/:id`: the method and the route pattern (the path when no route matched), without the leading slash. */
export function methodLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url ?? request.url.split('?')[0] ?? request.url;
  return `${request.method} ${pattern.replace(/^\//, '')}`;
}

/** The caller's name; for a sign-in, the name tried (a failed sign-in has no session). */
function usernameOf(request: FastifyRequest): string | null {
  // `auth` is unset (not null) on a request the router refused before any route took it.
  if (request.auth) return request.auth.session.userName;
  if (request.routeOptions.url === LOGIN_ROUTE && request.body && typeof request.body === 'object') {
    const tried = (request.body as { username?: unknown }).username;
    // Stored through `storable`, which escapes a NUL, so the row is written and still says what was tried.
    if (typeof tried === 'string') return tried;
  }
  return null;
}

const summaryOf = (request: FastifyRequest): string | null => {
  const summary = (request.routeOptions?.schema as { summary?: unknown } | undefined)?.summary;
  return typeof summary === 'string' ? summary : null;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The operation log (server/modules/logs/operation-log-plugin.ts). */
    operationLog: {
      /**
       * Writes the row of a request answered outside the route hooks (a URL the router refused): a write or a 5xx
       * leaves its row like any other. Set the reply's status first. Never throws.
       */
      record(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    };
  }
}

export default fp(
  async function operationLogPlugin(app: FastifyInstance) {
    // The error of a request, kept from onError (which runs before the error handler answers) to onSend.
    const failures = new WeakMap<FastifyRequest, Error>();

    async function record(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const status = reply.statusCode;
      const failed = status >= 500;
      const path = request.url.split('?')[0] ?? '';
      if (!failed && !(WRITE_METHODS.has(request.method) && LOGGED_PATHS.test(path))) return;
      const logType: LogType = failed ? 'ERROR' : 'INFO';
      const error = failures.get(request);
      try {
        await app.db.insert(operationLogs).values({
          logType,
          username: storable(usernameOf(request), 64),
          description: storable(summaryOf(request), 255),
          method: storable(methodLabel(request), 255),
          params: storable(requestParams(request.query, request.body), MAX_PARAMS_TEXT),
          requestIp: storable(request.ip, 64),
          browser: storable(browserName(request.headers['user-agent']), 255),
          time: Math.min(Math.round(reply.elapsedTime), PG_INT_MAX),
          status,
          exceptionDetail: failed ? storable(error ? errorDetail(error) : `HTTP ${status}`, MAX_STACK_CHARS) : null,
        });
      } catch (writeError) {
        // The request itself succeeded or failed on its own; a lost log row must not change its answer.
        request.log.error({ err: writeError, reqId: request.id }, 'operation log row not written');
      }
    }

    app.decorate('operationLog', { record });

    app.addHook('onError', async (request, _reply, error) => {
      failures.set(request, error);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      await record(request, reply);
      return payload;
    });
  },
  { name: 'operation-log', dependencies: ['auth'] },
);
