/**
 * The HTTP transport: one axios instance, base URL '/', 30 000 ms timeout, JSON bodies, the
 * `Authorization` header from the token cookie, duplicate in-flight requests cancelled, and every failure turned
 * into a typed `HttpError`. Duplicates (same method + url + params while one is in flight) are cancelled silently:
 * for reads the older one is aborted, for writes the new one is refused ('CancelRepeatRequest'). No UI decisions here: failures are rejected and also published on `httpErrors$`
 * for the session layer to react to.
 */
import axios, { type AxiosInstance, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { Subject } from 'rxjs';
import { COOKIE, readCookie } from '../cookies/cookies';
import {
  CANCEL_REPEAT_REQUEST,
  HttpRequestError,
  businessErrorOf,
  classifyAxiosError,
  type FailedRequest,
  type HttpError,
} from './http-error';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller handles failures itself: the session layer shows nothing and does not log out. */
    silent?: boolean;
    /**
     * Distinct requests that may share method, url and params (two files uploaded one after the other before the
     * first is done): never taken for a duplicate of each other.
     */
    concurrent?: boolean;
  }
  interface InternalAxiosRequestConfig {
    /** Set once the request is registered as pending, so only that one unregisters it. */
    pendingKey?: string;
  }
}

/** Request timeout: 30 000 ms. */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The site root, '/', made absolute against the page: the fetch adapter hands URLs to `new Request`, which only
 * resolves relative URLs in a real document (not in jsdom/Node).
 */
export function apiBaseUrl(): string {
  return typeof window === 'undefined' ? '/' : new URL('/', window.location.origin).href;
}

/** Every failure of every request, for the session layer (toasts, logout on 401, /401 on 403). */
export const httpErrors$ = new Subject<HttpError>();

/** Stable key of a request for duplicate detection: method + url + params (a duplicate of an in-flight request is cancelled). */
export function requestKey(config: Pick<AxiosRequestConfig, 'method' | 'url' | 'params'>): string {
  return [(config.method ?? 'get').toLowerCase(), config.url ?? '', stableStringify(config.params)].join('&');
}

function stableStringify(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (value instanceof URLSearchParams) return value.toString();
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}

function isRead(method: string | undefined): boolean {
  const m = (method ?? 'get').toLowerCase();
  return m === 'get' || m === 'head';
}

function failedRequest(config: AxiosRequestConfig | undefined): FailedRequest {
  return {
    method: (config?.method ?? 'get').toUpperCase(),
    url: config?.url ?? '',
    silent: config?.silent === true,
  };
}

/**
 * Builds a transport. The app uses the single `http` below; tests build their own to isolate pending state.
 * @param getToken reads the `Authorization` value (`Bearer …`), by default from the EL-ADMIN-TOEKN cookie.
 */
export function createHttpClient(getToken: () => string | undefined = () => readCookie(COOKIE.token)): AxiosInstance {
  const instance = axios.create({
    baseURL: apiBaseUrl(),
    timeout: REQUEST_TIMEOUT_MS,
    // fetch, not XHR: one abort/timeout path (AbortSignal) for duplicates, timeouts and callers' signals.
    adapter: 'fetch',
    headers: { 'Content-Type': 'application/json' },
  });
  /** In-flight requests by key, with the controller that aborts each. */
  const pending = new Map<string, AbortController>();

  let concurrentSerial = 0;

  instance.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const key = config.concurrent ? `${requestKey(config)}#${++concurrentSerial}` : requestKey(config);
    const previous = pending.get(key);
    if (previous) {
      // Reads: the latest wins and the older one is aborted (what TanStack Query's refetch expects).
      // Writes: the NEW duplicate is refused, as eladmin does, so a double click never submits twice.
      if (!isRead(config.method)) throw new axios.CanceledError(CANCEL_REPEAT_REQUEST, undefined, config);
      previous.abort(CANCEL_REPEAT_REQUEST);
    }
    const controller = new AbortController();
    const callerSignal = config.signal as AbortSignal | undefined;
    if (callerSignal) {
      if (callerSignal.aborted) controller.abort(callerSignal.reason);
      else callerSignal.addEventListener('abort', () => controller.abort(callerSignal.reason), { once: true });
    }
    config.signal = controller.signal;
    pending.set(key, controller);
    config.pendingKey = key;
    const token = getToken();
    if (token) config.headers.set('Authorization', token);
    // A request without a body says nothing about JSON: the server refuses a JSON request whose body is empty (a
    // DELETE with its target in the query string).
    if (config.data === undefined) config.headers.delete('Content-Type');
    return config;
  });

  const release = (config: InternalAxiosRequestConfig | undefined) => {
    // Only the request that registered the entry removes it (an aborted older duplicate must not).
    if (config?.pendingKey && pending.get(config.pendingKey)?.signal === config.signal) pending.delete(config.pendingKey);
  };

  instance.interceptors.response.use(
    (response) => {
      release(response.config);
      const business = businessErrorOf(response.data, failedRequest(response.config));
      if (business) {
        httpErrors$.next(business);
        return Promise.reject(new HttpRequestError(business));
      }
      return response;
    },
    async (e: unknown) => {
      const config = (e as { config?: InternalAxiosRequestConfig }).config;
      release(config);
      const repeat = (config?.signal as AbortSignal | undefined)?.reason === CANCEL_REPEAT_REQUEST;
      const classified = await classifyAxiosError(e, failedRequest(config));
      const error: HttpError = repeat && classified.kind === 'cancelled' ? { ...classified, message: CANCEL_REPEAT_REQUEST } : classified;
      httpErrors$.next(error);
      return Promise.reject(new HttpRequestError(error));
    },
  );
  return instance;
}

/** The console's transport. */
export const http = createHttpClient();
