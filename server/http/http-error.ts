/**
 * An error with the HTTP status it should answer with. Thrown by services; the error plugin turns it into
 * the eladmin body `{ status, code, params?, message, timestamp, errors? }` (docs/architecture.md). The message is
 * shown to users; the code and params let the console say it in the user's language.
 */
import type { ApiError } from '../../streams/contracts/common';
import type { Refusal } from '../../streams/contracts/refusals';

export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    /** Extra response headers (e.g. Retry-After on 429). */
    readonly headers: Record<string, string> = {},
    /** The refusal's code and params (streams/contracts/refusals), and the field it is about. */
    readonly detail: ErrorDetail = {},
  ) {
    super(message);
  }

  /** The refusal's stable code, when it has one. */
  get code(): string | undefined {
    return this.detail.code;
  }
}

/** The machine-readable part of an error body: a stable `code`, the values its message names, the field it is about. */
export interface ErrorDetail {
  code?: string;
  params?: NonNullable<ApiError['params']>;
  /** The dotted path of the field the refusal is about: the body then lists it in `errors`. */
  field?: string;
}

/**
 * An HttpError of `status` answering with a refusal of the catalog (`refusal(code, params)`, `fieldRefusal(…)`).
 * @param headers extra response headers (e.g. Retry-After).
 */
export function refuse(status: number, reason: Refusal, headers: Record<string, string> = {}): HttpError {
  return new HttpError(status, reason.message, headers, { code: reason.code, ...(reason.params ? { params: reason.params } : {}), ...(reason.field ? { field: reason.field } : {}) });
}

/** 400: the request is understood but not acceptable (business validation). */
export const badRequest = (reason: Refusal) => refuse(400, reason);
/** 404: the addressed record does not exist. */
export const notFound = (reason: Refusal) => refuse(404, reason);
