/** The eladmin error body (streams/contracts/common.ts `apiErrorSchema`; docs/architecture.md "HTTP API"). */
import type { ApiError, FieldError } from '../../streams/contracts/common';
import { refusalMessage, type Refusal } from '../../streams/contracts/refusals';
import type { ErrorDetail } from './http-error';
import { formatWireDate } from './wire-date';

/** What an error body may carry besides status and message: a stable code with its params, the fields, a request id. */
export interface ErrorBodyExtras extends ErrorDetail {
  /** Set on 500s: the id the server log holds the failure under. */
  requestId?: string;
  /** The refusals of single fields (validation issues); when absent, `field` gives the one entry. */
  errors?: FieldError[];
}

/** The text of a message about `field` without its `field: ` prefix. */
export function textWithoutField(message: string, field: string | undefined): string {
  return field && message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
}

/** One entry of `errors`: a refusal about one field. */
export function fieldErrorOf(reason: Pick<Refusal, 'code' | 'params' | 'message' | 'field'>): FieldError {
  return {
    ...(reason.field ? { field: reason.field } : {}),
    code: reason.code,
    ...(reason.params ? { params: reason.params } : {}),
    message: textWithoutField(reason.message, reason.field),
  };
}

/**
 * Builds `{ status, code?, params?, message, timestamp, errors?, requestId? }`; `timestamp` is a wire date in
 * `timeZone`. A refusal about one field (`extras.field`) also lists it in `errors`, as a validation issue would be.
 * @param extras the refusal's code and params, its field or fields, and/or a request id (500s); a bare string is a
 *   request id.
 */
export function errorBody(status: number, message: string, timeZone: string, extras: ErrorBodyExtras | string = {}): ApiError {
  const { requestId, code, params, field, errors } = typeof extras === 'string' ? ({ requestId: extras } as ErrorBodyExtras) : extras;
  const fields = errors ?? (field && code ? [fieldErrorOf({ code: code as Refusal['code'], params, message, field })] : undefined);
  return {
    status,
    ...(code ? { code } : {}),
    ...(params ? { params } : {}),
    message,
    timestamp: formatWireDate(Date.now(), timeZone),
    ...(fields && fields.length > 0 ? { errors: fields } : {}),
    ...(requestId ? { requestId } : {}),
  };
}

/** The product's 401 message, the same whatever the cause (no token, bad token, logged out, kicked, expired). */
export const UNAUTHORIZED_MESSAGE = refusalMessage('UNAUTHORIZED');
