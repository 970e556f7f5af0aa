/**
 * An error with the HTTP status it should answer with. Thrown by services; the error plugin turns it into
 * the eladmin body `{ status, message, timestamp }`. The message is shown to users.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    /** Extra response headers (e.g. Retry-After on 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** 400: the request is understood but not acceptable (business validation). */
export const badRequest = (message: string) => new HttpError(400, message);
/** 404: the addressed record does not exist. */
export const notFound = (message: string) => new HttpError(404, message);
