/**
 * An error with the HTTP status it should answer with. Thrown by services; the error plugin turns it into
 * the eladmin body `{ status, code?, params?, message, timestamp }` (docs/architecture.md). The message is shown to users.
 */
import type { ApiError } from '../../streams/contracts/common';

export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    /** Extra response headers (e.g. Retry-After on 429). */
    readonly headers: Record<string, string> = {},
    /** A stable code and its params for the body (streams/contracts/common.ts `apiErrorSchema`), when the refusal has one. */
    readonly detail: ErrorDetail = {},
  ) {
    super(message);
  }

  /** The refusal's stable code, when it has one. */
  get code(): string | undefined {
    return this.detail.code;
  }
}

/** The machine-readable part of an error body: a stable `code` and the values its message names. */
export interface ErrorDetail {
  code?: string;
  params?: NonNullable<ApiError['params']>;
}

/** 400: the request is understood but not acceptable (business validation). */
export const badRequest = (message: string, code?: string) => new HttpError(400, message, {}, code ? { code } : {});
/** 404: the addressed record does not exist. */
export const notFound = (message: string) => new HttpError(404, message);
