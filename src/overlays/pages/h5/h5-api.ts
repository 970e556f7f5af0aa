/**
 * The phone pages' calls of the H5 API (`api/h5/...`, contracts in streams/contracts/link-keys.ts, anchors.ts and
 * anchor-orders.ts). Every call but the contact sends the page's personal link key in {@link LINK_KEY_HEADER}; no
 * cookie or session token goes out (`credentials: 'omit'`), so a phone that also holds a console session still acts
 * as the key's user only.
 *
 * Plain `fetch` rather than the console's axios transport (src/shared/http): that one adds the staff token from the
 * cookie to every request and reports failures to the console's session layer, neither of which a key page wants.
 * A refusal body `{status, code, params, message}` becomes an {@link H5RequestError} that the page translates by its
 * code (refusal-text.ts). The lottery's wheel and draw (public, opened by a streamer's code) are in
 * lottery/lottery-api.ts, on the same call.
 */
import { LINK_KEY_HEADER, type H5AnchorQuery, type H5Contact, type H5OrderQuery, type LinkKeyPrincipal } from '../../../../streams/contracts/link-keys';
import type { AnchorRow, OrderRow, ReviewBody } from '../../../../streams/contracts/anchors';
import type { PublicWeeklyReport } from '../../../../streams/contracts/weekly-reports';

/** A page of a list: `{content, totalElements}`. */
export interface Page<T> {
  content: T[];
  totalElements: number;
}

/** Params of a refusal, as the wire carries them. */
export type RefusalParams = Readonly<Record<string, string | number | readonly string[]>>;

/** A failed call: the HTTP status (0 when no answer came) and the refusal's code, params and English message. */
export class H5RequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    readonly params: RefusalParams | undefined,
    /** The body's `message` (the server's English words), when it had one. */
    readonly serverMessage: string | undefined,
  ) {
    super(serverMessage ?? `request failed (${status})`);
    this.name = 'H5RequestError';
  }

  /** The key itself was refused (missing, unknown, revoked, expired, its user disabled): nothing on the page can work. */
  get keyRefused(): boolean {
    return this.status === 401 || (this.code?.startsWith('LINK_KEY_') ?? false);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function paramsOf(value: unknown): RefusalParams | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    ([, item]) => typeof item === 'string' || typeof item === 'number' || (Array.isArray(item) && item.every((part) => typeof part === 'string')),
  );
  return entries.length > 0 ? (Object.fromEntries(entries) as RefusalParams) : undefined;
}

async function refusalOf(response: Response): Promise<H5RequestError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const record = isRecord(body) ? body : {};
  return new H5RequestError(
    response.status,
    typeof record.code === 'string' && record.code !== '' ? record.code : undefined,
    paramsOf(record.params),
    typeof record.message === 'string' && record.message !== '' ? record.message : undefined,
  );
}

/** One call: JSON in and out, the key in its header when given. @throws {H5RequestError} */
export async function call<T>(method: 'GET' | 'PUT' | 'POST', path: string, key: string | null, options: { query?: object; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  const search = query.toString();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (key) headers[LINK_KEY_HEADER] = key;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/${path}${search ? `?${search}` : ''}`, {
      method,
      headers,
      credentials: 'omit',
      cache: 'no-store',
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new H5RequestError(0, undefined, undefined, undefined);
  }
  if (!response.ok) throw await refusalOf(response);
  return (await response.json()) as T;
}

/** The calls of one page, bound to its key (`null`: the key is missing; the server answers LINK_KEY_MISSING). */
export function h5Api(key: string | null) {
  return {
    /** Whose key it is and what it opens. */
    me: (signal?: AbortSignal) => call<LinkKeyPrincipal>('GET', 'api/h5/me', key, { signal }),
    /** The key holder's orders, newest first. */
    orders: (query: H5OrderQuery, signal?: AbortSignal) => call<Page<OrderRow>>('GET', 'api/h5/orders', key, { query, signal }),
    /** Takes an order (400 ORDER_EXPIRED after the 3 minutes, 400 ORDER_ALREADY_TAKEN). */
    confirmOrder: (id: number) => call<OrderRow>('PUT', 'api/h5/orders/confirm', key, { body: { id } }),
    /** The key holder's streamers. */
    anchors: (query: H5AnchorQuery, signal?: AbortSignal) => call<Page<AnchorRow>>('GET', 'api/h5/anchors', key, { query, signal }),
    /** One streamer. */
    anchor: (id: number, signal?: AbortSignal) => call<AnchorRow>('GET', `api/h5/anchors/${id}`, key, { signal }),
    /** The review queue (needs `anchor:check`). */
    checks: (query: H5AnchorQuery, signal?: AbortSignal) => call<Page<AnchorRow>>('GET', 'api/h5/checks', key, { query, signal }),
    /** A reviewer's decision (needs `anchor:check`). */
    review: (body: ReviewBody) => call<AnchorRow>('PUT', 'api/h5/checks/review', key, { body }),
  };
}
/** The calls of a page with a key. */
export type H5Api = ReturnType<typeof h5Api>;

/** How a streamer reaches the guild (public: no key is sent). */
export const fetchContact = (signal?: AbortSignal): Promise<H5Contact> => call<H5Contact>('GET', 'api/h5/contact', null, { signal });

/**
 * A weekly report opened by its public link key (`GET api/h5/weeklyReport?key=`, public: the key goes in the query,
 * as the link carries it). @throws {H5RequestError} 401 `WEEKLY_REPORT_KEY_*` for a missing, unknown or revoked key.
 */
export const fetchWeeklyReport = (key: string, signal?: AbortSignal): Promise<PublicWeeklyReport> =>
  call<PublicWeeklyReport>('GET', 'api/h5/weeklyReport', null, { query: { key }, signal });
