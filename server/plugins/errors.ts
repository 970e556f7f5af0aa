/**
 * One error handler for the whole app (docs/architecture.md "HTTP API"): every failure answers
 * `{ status, code?, params?, message, timestamp }` with HTTP status = `status`.
 * - zod validation → 400 `field: message` (first issue; just the message for whole-body errors);
 * - {@link HttpError} → its status, message and its `code`/`params` when it has them;
 * - PostgreSQL refusing the request's input (a character it cannot store, a number out of a column's range, a text
 *   too long, a malformed value, a missing, unknown or duplicate record: server/db/database-error.ts) → 400 with a
 *   code and a message naming no SQL, logged at warn with the SQLSTATE (`pgCode`): the schemas should have stopped
 *   that input, so the log shows where one does not;
 * - Fastify's own 4xx (bad JSON, wrong content type, body too large) → their status and message;
 * - anything else → 500, logged with the request id, which the body carries; never a stack.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { inputRefusalOf, postgresErrorOf } from '../db/database-error';
import { errorBody } from '../http/error-body';
import { HttpError } from '../http/http-error';

/** `field: message` from a validation issue; a message that already names its field is kept as is. */
export function validationMessage(instancePath: string, message: string): string {
  const field = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  if (field === '') return message;
  const last = field.split('.').at(-1) ?? field;
  if (message.startsWith(`${field}:`) || message.startsWith(`${last}:`)) return message;
  // Contract messages written for a form ("speed must be 0 or more") already name the field: say it once.
  if (message.startsWith(`${last} `)) return `${field}: ${message.slice(last.length + 1)}`;
  return `${field}: ${message}`;
}

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const zone = app.config.timeZone;
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0]!;
        return reply.code(400).send(errorBody(400, validationMessage(first.instancePath ?? '', first.message ?? 'Invalid input'), zone));
      }
      if (error instanceof HttpError) {
        if (error.status >= 500) request.log.error({ err: error, reqId: request.id }, 'request failed');
        return reply
          .code(error.status)
          .headers(error.headers)
          .send(errorBody(error.status, error.message, zone, { ...error.detail, requestId: error.status >= 500 ? request.id : undefined }));
      }
      const database = postgresErrorOf(error);
      const refusal = database ? inputRefusalOf(database) : null;
      if (database && refusal) {
        request.log.warn({ pgCode: database.code, route: `${request.method} ${request.routeOptions.url ?? ''}`, reqId: request.id }, 'database refused the input');
        return reply.code(400).send(errorBody(400, refusal.message, zone, { code: refusal.code }));
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
        return reply.code(status).send(errorBody(status, error.message, zone));
      }
      request.log.error({ err: error, reqId: request.id }, 'unhandled error');
      return reply.code(500).send(errorBody(500, `Internal server error (request ${request.id})`, zone, { requestId: request.id }));
    });
  },
  { name: 'errors', dependencies: ['config'] },
);
