/** The eladmin error body (ARCHITECTURE.md §4; streams/contracts/common.ts `apiErrorSchema`). */
import type { ApiError } from '../../streams/contracts/common';
import { formatWireDate } from './wire-date';

/** What an error body may carry besides status and message. */
export interface ErrorBodyExtras {
  /** Set on 500s: the id the server log holds the failure under. */
  requestId?: string;
  /** A stable name of the refusal (e.g. `BAD_CHARACTER`). */
  code?: string;
}

/**
 * Builds `{ status, code?, message, timestamp, requestId? }`; `timestamp` is a wire date in `timeZone`.
 * @param extras a request id (500s) and/or a refusal code; a bare string is a request id.
 */
export function errorBody(status: number, message: string, timeZone: string, extras: ErrorBodyExtras | string = {}): ApiError {
  const { requestId, code } = typeof extras === 'string' ? { requestId: extras, code: undefined } : extras;
  return { status, ...(code ? { code } : {}), message, timestamp: formatWireDate(Date.now(), timeZone), ...(requestId ? { requestId } : {}) };
}

/** The 401 message of SPEC §8, the same whatever the cause (no token, bad token, logged out, kicked, expired). */
export const UNAUTHORIZED_MESSAGE = 'The current login status has expired, please log in again!';
