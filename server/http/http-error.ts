/**
 * An error with the HTTP status it should answer with. Thrown by services; the error plugin turns it into
 * the eladmin body `{ status, code?, message, timestamp }` (ARCHITECTURE.md §4). The message is shown to users.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    /** Extra response headers (e.g. Retry-After on 429). */
    readonly headers: Record<string, string> = {},
    /** A stable name of the refusal the console may react to (e.g. `BAD_CHARACTER`); unset for most. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** 400: the request is understood but not acceptable (business validation). */
export const badRequest = (message: string, code?: string) => new HttpError(400, message, {}, code);
/** 404: the addressed record does not exist. */
export const notFound = (message: string) => new HttpError(404, message);
