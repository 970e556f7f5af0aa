/** The eladmin error body (streams/contracts/common.ts `apiErrorSchema`; docs/architecture.md "HTTP API"). */
import type { ApiError } from '../../streams/contracts/common';
import type { ErrorDetail } from './http-error';
import { formatWireDate } from './wire-date';

/**
 * Builds `{ status, message, timestamp }` (+ `requestId` for 500s, + `code`/`params` when the refusal has them);
 * `timestamp` is a wire date in `timeZone`.
 */
export function errorBody(status: number, message: string, timeZone: string, requestId?: string, detail: ErrorDetail = {}): ApiError {
  return {
    status,
    ...(detail.code ? { code: detail.code } : {}),
    ...(detail.params ? { params: detail.params } : {}),
    message,
    timestamp: formatWireDate(Date.now(), timeZone),
    ...(requestId ? { requestId } : {}),
  };
}

/** The product's 401 message, the same whatever the cause (no token, bad token, logged out, kicked, expired). */
export const UNAUTHORIZED_MESSAGE = 'The current login status has expired, please log in again!';
