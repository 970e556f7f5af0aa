/**
 * Typed transport errors. The transport classifies every failure into one of these and rejects with
 * it; it never shows anything or navigates — the session layer (`session-errors.ts`) decides what to do.
 */
import { AxiosError, isAxiosError, isCancel, type AxiosResponse } from 'axios';

/** What the transport knows about the request that failed. */
export interface FailedRequest {
  method: string;
  url: string;
  /** Caller asked for no global reaction (no toast, no logout): it handles the failure itself. */
  silent: boolean;
}

export type HttpError =
  /** A status outside 2xx; `message` from the body (`{status, message}`) or a JSON blob body, if any. */
  | { kind: 'http'; status: number; message: string | undefined; request: FailedRequest }
  /** No answer within the timeout (30 000 ms by default). */
  | { kind: 'timeout'; message: undefined; request: FailedRequest }
  /** No answer at all (offline, DNS, connection refused, CORS). */
  | { kind: 'network'; message: undefined; request: FailedRequest }
  /** Aborted, e.g. a duplicate of a request still in flight ('CancelRepeatRequest'). */
  | { kind: 'cancelled'; message: string | undefined; request: FailedRequest }
  /** A 2xx answer whose body carries a numeric `code` other than 1 or 200; `message` = body `msg`/`message`. */
  | { kind: 'business'; code: number; message: string | undefined; request: FailedRequest };

export type HttpErrorKind = HttpError['kind'];

/** Reason given to duplicate requests, as eladmin names it. */
export const CANCEL_REPEAT_REQUEST = 'CancelRepeatRequest';

/** Thrown by the transport; wraps the typed error so `instanceof` and stack traces keep working. */
export class HttpRequestError extends Error {
  readonly error: HttpError;
  constructor(error: HttpError) {
    super(error.message ?? error.kind);
    this.name = 'HttpRequestError';
    this.error = error;
  }
}

export function isHttpRequestError(e: unknown): e is HttpRequestError {
  return e instanceof HttpRequestError;
}

/** The typed error inside anything a request may have thrown, or null when it is not a transport error. */
export function httpErrorOf(e: unknown): HttpError | null {
  return isHttpRequestError(e) ? e.error : null;
}

/**
 * Business-code check: a body with a numeric `code` that is neither 1 nor 200 is a failure.
 * @returns the business error, or null when the body is fine.
 */
export function businessErrorOf(body: unknown, request: FailedRequest): HttpError | null {
  if (body === null || typeof body !== 'object' || !('code' in body)) return null;
  const { code } = body as { code: unknown };
  if (typeof code !== 'number' || code === 1 || code === 200) return null;
  const b = body as { msg?: unknown; message?: unknown };
  const message = typeof b.msg === 'string' ? b.msg : typeof b.message === 'string' ? b.message : undefined;
  return { kind: 'business', code, message, request };
}

/** A Blob from any realm (the fetch adapter's Blob is not always the page's `Blob`). */
function isBlobLike(data: unknown): data is Blob {
  return typeof data === 'object' && data !== null && typeof (data as Blob).text === 'function' && typeof (data as Blob).size === 'number';
}

/** Reads `message` from an error body: a JSON object, a JSON string, or a Blob holding JSON (downloads). */
export async function messageOfBody(data: unknown): Promise<string | undefined> {
  if (isBlobLike(data)) {
    try {
      return messageOfBody(JSON.parse(await data.text()) as unknown);
    } catch {
      return undefined; // Not JSON (e.g. a real file): nothing readable to show.
    }
  }
  if (typeof data === 'string') {
    try {
      return messageOfBody(JSON.parse(data) as unknown);
    } catch {
      return undefined;
    }
  }
  if (data && typeof data === 'object' && 'message' in data) {
    const m = (data as { message: unknown }).message;
    return typeof m === 'string' && m !== '' ? m : undefined;
  }
  return undefined;
}

/** Classifies anything axios rejected with. */
export async function classifyAxiosError(e: unknown, request: FailedRequest): Promise<HttpError> {
  if (isCancel(e)) {
    const message = (e as { message?: string }).message;
    return { kind: 'cancelled', message, request };
  }
  if (isAxiosError(e)) {
    if (e.code === AxiosError.ECONNABORTED || e.code === AxiosError.ETIMEDOUT) {
      return { kind: 'timeout', message: undefined, request };
    }
    const response: AxiosResponse | undefined = e.response;
    if (response) {
      return { kind: 'http', status: response.status, message: await messageOfBody(response.data), request };
    }
    return { kind: 'network', message: undefined, request };
  }
  return { kind: 'network', message: undefined, request };
}
