/** The eladmin error body (streams/contracts/common.ts `apiErrorSchema`; docs/architecture.md "HTTP API"). */
import type { ApiError } from '../../streams/contracts/common';
import type { ErrorDetail } from './http-error';
import { formatWireDate } from './wire-date';

/** What an error body may carry besides status and message: a stable code with its params, and a request id. */
export interface ErrorBodyExtras extends ErrorDetail {
  /** Set on 500s: the id the server log holds the failure under. */
  requestId?: string;
}

/**
 * Builds `{ status, code?, params?, message, timestamp, requestId? }`; `timestamp` is a wire date in `timeZone`.
 * @param extras a request id (500s) and/or a refusal code with its params; a bare string is a request id.
 */
export function errorBody(status: number, message: string, timeZone: string, extras: ErrorBodyExtras | string = {}): ApiError {
  const { requestId, code, params } = typeof extras === 'string' ? { requestId: extras, code: undefined, params: undefined } : extras;
  return {
    status,
    ...(code ? { code } : {}),
    ...(params ? { params } : {}),
    message,
    timestamp: formatWireDate(Date.now(), timeZone),
    ...(requestId ? { requestId } : {}),
  };
}

/** The product's 401 message, the same whatever the cause (no token, bad token, logged out, kicked, expired). */
export const UNAUTHORIZED_MESSAGE = 'The current login status has expired, please log in again!';
