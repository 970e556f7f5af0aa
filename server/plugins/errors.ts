/**
 * One error handler for the whole app (docs/architecture.md "HTTP API"): every failure answers
 * `{ status, code, params?, message, timestamp, errors? }` with HTTP status = `status`, `code` from the refusal catalog
 * (streams/contracts/refusals).
 * - zod validation → 400 `field: message` (first issue; just the message for whole-body errors), every issue in
 *   `errors` with its field and code: the contract's own message by its text, else a generic code (TOO_BIG, REQUIRED…);
 * - {@link HttpError} → its status, message, code and params (a code by status when it has none);
 * - PostgreSQL refusing the request's input (a character it cannot store, a number out of a column's range, a text
 *   too long, a malformed value, a missing, unknown or duplicate record: server/db/database-error.ts) → 400 with a
 *   code and a message naming no SQL, logged at warn with the SQLSTATE (`pgCode`): the schemas should have stopped
 *   that input, so the log shows where one does not;
 * - the database unreachable or the connection broken (refused, reset, timed out: server/db/database-error.ts
 *   `isDatabaseUnavailable`) → 503 `DATABASE_UNAVAILABLE` with Retry-After, logged at warn; the pool reconnects by
 *   itself, so the same request succeeds once the database is back. A write that broke while its commit was under
 *   way (`mayHaveCommitted`) may be stored after all: 503 `DATABASE_WRITE_UNCONFIRMED`, "check before trying again";
 * - Fastify's own 4xx (bad JSON, wrong content type, body too large) → their status and message, with a code;
 * - anything else → 500 `INTERNAL_ERROR`, logged with the request id, which the body carries; never a stack.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { refusalMessage } from '../../streams/contracts/refusals';
import { inputRefusalOf, isDatabaseUnavailable, mayHaveCommitted, postgresErrorOf } from '../db/database-error';
import { errorBody } from '../http/error-body';
import { HttpError } from '../http/http-error';
import { frameworkCode, issueFieldError, statusCode, validationMessage } from '../http/refusal-codes';

export { validationMessage };

/** Seconds a client is told to wait (Retry-After) before trying again when the database is unreachable. */
const DATABASE_RETRY_AFTER_S = 5;

/** A field path the body's `errors` can name (a column list such as `deptId, roleId` is not one). */
const FIELD_PATH = /^[\w$]+(?:\.[\w$]+)*$/;

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const zone = app.config.timeZone;
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0]!;
        const errors = error.validation.map(issueFieldError);
        const { code, params } = errors[0]!;
        const message = validationMessage(first.instancePath ?? '', first.message ?? 'Invalid input');
        return reply.code(400).send(errorBody(400, message, zone, { code, ...(params ? { params } : {}), errors }));
      }
      if (error instanceof HttpError) {
        if (error.status >= 500) request.log.error({ err: error, reqId: request.id }, 'request failed');
        const detail = error.detail.code ? error.detail : { ...error.detail, code: statusCode(error.status) };
        return reply
          .code(error.status)
          .headers(error.headers)
          .send(errorBody(error.status, error.message, zone, { ...detail, requestId: error.status >= 500 ? request.id : undefined }));
      }
      if (isDatabaseUnavailable(error)) {
        // Nothing wrong with the request: the database is down or the connection broke (a restart, a failover, a
        // network cut). The pool reconnects by itself, so the same request succeeds once the database is back. A
        // write whose commit was under way when the connection broke may be stored: the user checks before retrying.
        const code = request.method !== 'GET' && request.method !== 'HEAD' && mayHaveCommitted(error) ? 'DATABASE_WRITE_UNCONFIRMED' : 'DATABASE_UNAVAILABLE';
        request.log.warn({ err: error, code, route: `${request.method} ${request.routeOptions.url ?? ''}`, reqId: request.id }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_S))
          .send(errorBody(503, refusalMessage(code), zone, { code }));
      }
      const database = postgresErrorOf(error);
      const refusal = database ? inputRefusalOf(database) : null;
      if (database && refusal) {
        request.log.warn({ pgCode: database.code, route: `${request.method} ${request.routeOptions.url ?? ''}`, reqId: request.id }, 'database refused the input');
        const field = refusal.field && FIELD_PATH.test(refusal.field) ? refusal.field : undefined;
        return reply.code(400).send(errorBody(400, refusal.message, zone, { code: refusal.code, ...(field ? { field } : {}) }));
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
        return reply.code(status).send(errorBody(status, error.message, zone, { code: frameworkCode(error.code, status) }));
      }
      request.log.error({ err: error, reqId: request.id }, 'unhandled error');
      return reply
        .code(500)
        .send(errorBody(500, `Internal server error (request ${request.id})`, zone, { code: 'INTERNAL_ERROR', params: { requestId: request.id }, requestId: request.id }));
    });
  },
  { name: 'errors', dependencies: ['config'] },
);
