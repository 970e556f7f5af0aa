/**
 * Typed transport errors. The transport classifies every failure into one of these and rejects with
 * it; it never shows anything or navigates — the session layer (`session-errors.ts`) decides what to do.
 */
import { AxiosError, isAxiosError, isCancel, type AxiosResponse } from 'axios';
import type { ApiError, FieldError } from '../../../streams/contracts/common';

/** What the transport knows about the request that failed. */
export interface FailedRequest {
  method: string;
  url: string;
  /** Caller asked for no global reaction (no toast, no logout): it handles the failure itself. */
  silent: boolean;
}

/** What an error body says besides its message: the refusal's stable code, its params and the fields refused. */
export interface RefusalDetail {
  /** The refusal's code in the catalog (streams/contracts/refusals), e.g. `JOB_NAME_TAKEN`. */
  code?: string;
  /** The values the refusal's text names. */
  params?: NonNullable<ApiError['params']>;
  /** One entry per field a 400 refused: its dotted path, code, params and English text. */
  errors?: FieldError[];
}

export type HttpError =
  /**
   * A status outside 2xx; `message` from the body (`{status, code, params, message, errors}`) or a JSON blob body, if
   * any, with the refusal's code, params and per-field errors when the body has them.
   */
  | ({ kind: 'http'; status: number; message: string | undefined; request: FailedRequest } & RefusalDetail)
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
  return (await errorOfBody(data)).message;
}

const isParamValue = (value: unknown): value is string | number | string[] =>
  typeof value === 'string' || typeof value === 'number' || (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/** The params of a body, keeping only the values the wire allows (texts, numbers, lists of texts). */
function paramsOf(value: unknown): RefusalDetail['params'] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value as Record<string, unknown>).filter((entry): entry is [string, string | number | string[]] => isParamValue(entry[1]));
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** The per-field entries of a body that have a code and a message (an import's row problems have no code). */
function fieldErrorsOf(value: unknown): FieldError[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const errors = value.flatMap((item): FieldError[] => {
    if (!item || typeof item !== 'object') return [];
    const { field, code, params, message } = item as Record<string, unknown>;
    if (typeof code !== 'string' || typeof message !== 'string') return [];
    const values = paramsOf(params);
    return [{ ...(typeof field === 'string' ? { field } : {}), code, ...(values ? { params: values } : {}), message }];
  });
  return errors.length > 0 ? errors : undefined;
}

/**
 * Reads an error body: `message`, and the refusal's `code`, `params` and per-field `errors`. The body may be a JSON
 * object, a JSON string, or a Blob holding JSON (downloads); anything else reads as nothing.
 */
export async function errorOfBody(data: unknown): Promise<{ message: string | undefined } & RefusalDetail> {
  if (isBlobLike(data)) {
    try {
      return await errorOfBody(JSON.parse(await data.text()) as unknown);
    } catch {
      return { message: undefined }; // Not JSON (e.g. a real file): nothing readable to show.
    }
  }
  if (typeof data === 'string') {
    try {
      return await errorOfBody(JSON.parse(data) as unknown);
    } catch {
      return { message: undefined };
    }
  }
  if (!data || typeof data !== 'object') return { message: undefined };
  const body = data as Record<string, unknown>;
  const message = typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
  const params = paramsOf(body.params);
  const errors = fieldErrorsOf(body.errors);
  return {
    message,
    ...(typeof body.code === 'string' && body.code !== '' ? { code: body.code } : {}),
    ...(params ? { params } : {}),
    ...(errors ? { errors } : {}),
  };
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
      return { kind: 'http', status: response.status, ...(await errorOfBody(response.data)), request };
    }
    return { kind: 'network', message: undefined, request };
  }
  return { kind: 'network', message: undefined, request };
}
