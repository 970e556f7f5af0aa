/**
 * `euler` source: Euler Stream's managed TikTok LIVE WebSocket.
 *
 * Connection (Euler docs, "WebSocket Server", https://www.eulerstream.com/docs/sign-server/websockets, and the
 * WebSocket SDK quickstart, https://www.eulerstream.com/docs/api/client-sdks/websocket-sdk): a backend connects to
 * `wss://ws.eulerstream.com?uniqueId=<@handle without @>&apiKey=<key>`; nothing else is needed. The base URL is
 * `EULER_WS_URL` (default `wss://ws.eulerstream.com`), the key `EULER_API_KEY`.
 *
 * Frames: JSON text envelopes, the shape of `tests/fixtures/tiktok/euler-envelopes.json`:
 * `{ messages: [{ type, data }, …], timestamp }` batches (Euler's default `bundleEvents`) and `{ event: … }` /
 * `{ type: "tiktok.connect" }` metadata. One frame = one envelope = one `message` signal: the envelope is passed
 * whole because `normalizeEulerEnvelope` fans it out itself and derives the msgId of a message without one from
 * the envelope's `timestamp` and the message's index in it (so a redelivered envelope dedupes).
 *
 * Close codes → signals: {@link EULER_CLOSE_CODES}. The API key never leaves this module: URLs in reasons are
 * written with `apiKey=***` and any text from the server or the socket has the key replaced.
 */
import type { LiveSource, SourceSignal } from '../live-source';
import { runWebSocketSession, type TerminalSignal } from './websocket-session';

/** Default ping period (ms): Euler itself drops a room after 60 s without TikTok messages (close 4006). */
export const EULER_HEARTBEAT_MS = 30_000;
/** Opening handshake limit (ms). */
export const EULER_CONNECT_TIMEOUT_MS = 15_000;

/** What a close code leads to: the room-connection machine's reading of it (machines/room-connection.machine.ts). */
export type EulerCloseAction = 'ended' | 'notLive' | 'retry' | 'fatal';

/**
 * Euler Stream's close codes and what the room does on each.
 *
 * Source: Euler Stream docs, "Close Codes" (https://www.eulerstream.com/docs/api/client-sdks/websocket-sdk/close-codes),
 * which match `ClientCloseCode` and `CloseMessageMap` of `@eulerstream/euler-websocket-sdk` 0.0.6
 * (`dist/client/types.js`). The SDK's README still shows an older enum with `INVALID_OPTIONS = 4401`; both 4400 and
 * 4401 are bad input/credentials, and both are fatal here, so the discrepancy does not change what we do.
 * 1006 is not Euler's: RFC 6455 reserves it for "closed without a close frame", which `ws` reports when the link
 * drops. Codes not in the table (future ones) are retried: the machine gives up after its attempts anyway.
 *
 * | code | Euler name               | Euler's meaning                                         | signal                        |
 * |------|--------------------------|---------------------------------------------------------|-------------------------------|
 * | 1000 | NORMAL                   | responding to a client's close request normally         | disconnected, retryable       |
 * | 1006 | (RFC 6455)               | connection lost without a close frame                   | disconnected, retryable       |
 * | 1011 | INTERNAL_SERVER_ERROR    | error updating presence on connect, or upstream error   | disconnected, retryable       |
 * | 4005 | STREAM_END               | the TikTok stream ended                                 | ended                         |
 * | 4006 | NO_MESSAGES_TIMEOUT      | no messages within the timeout period                   | disconnected, retryable (1)   |
 * | 4400 | INVALID_OPTIONS          | invalid context (e.g. invalid uniqueId or JWT key)      | disconnected, not retryable   |
 * | 4401 | INVALID_AUTH             | invalid authentication credentials                      | disconnected, not retryable   |
 * | 4403 | NO_PERMISSION            | the JWT does not grant access to this creator           | disconnected, not retryable   |
 * | 4404 | NOT_LIVE                 | the requested streamer is not live                      | notLive (slow poll)           |
 * | 4429 | TOO_MANY_CONNECTIONS     | too many connections or connecting too quickly          | disconnected, retryable (2)   |
 * | 4500 | TIKTOK_CLOSED_CONNECTION | TikTok closed the connection unexpectedly               | disconnected, retryable       |
 * | 4555 | MAX_LIFETIME_EXCEEDED    | the WebSocket exceeded its 8-hour maximum lifetime      | disconnected, retryable       |
 * | 4556 | WEBCAST_FETCH_ERROR      | error fetching /webcast/fetch                           | disconnected, retryable       |
 * | 4557 | ROOM_INFO_FETCH_ERROR    | error fetching /webcast/room_info                       | disconnected, retryable       |
 *
 * (1) A quiet room is not necessarily over; if it is, the reconnect is answered with 4404 and the room polls.
 * (2) Euler's docs: "Too many connections - back off and retry"; the machine's backoff does that.
 */
export const EULER_CLOSE_CODES: Readonly<Record<number, { name: string; meaning: string; action: EulerCloseAction }>> = {
  1000: { name: 'NORMAL', meaning: 'closed normally by Euler Stream', action: 'retry' },
  1006: { name: 'ABNORMAL_CLOSURE', meaning: 'connection lost without a close frame', action: 'retry' },
  1011: { name: 'INTERNAL_SERVER_ERROR', meaning: 'Euler Stream internal or upstream error', action: 'retry' },
  4005: { name: 'STREAM_END', meaning: 'the TikTok LIVE ended', action: 'ended' },
  4006: { name: 'NO_MESSAGES_TIMEOUT', meaning: 'no messages from TikTok within the timeout period', action: 'retry' },
  4400: { name: 'INVALID_OPTIONS', meaning: 'invalid options (uniqueId or key refused)', action: 'fatal' },
  4401: { name: 'INVALID_AUTH', meaning: 'the API key was refused: check EULER_API_KEY', action: 'fatal' },
  4403: { name: 'NO_PERMISSION', meaning: 'the key has no access to this creator', action: 'fatal' },
  4404: { name: 'NOT_LIVE', meaning: 'the streamer is not live', action: 'notLive' },
  4429: { name: 'TOO_MANY_CONNECTIONS', meaning: 'too many connections or connecting too quickly', action: 'retry' },
  4500: { name: 'TIKTOK_CLOSED_CONNECTION', meaning: 'TikTok closed the connection unexpectedly', action: 'retry' },
  4555: { name: 'MAX_LIFETIME_EXCEEDED', meaning: 'the connection reached its 8-hour maximum lifetime', action: 'retry' },
  4556: { name: 'WEBCAST_FETCH_ERROR', meaning: 'Euler Stream could not fetch /webcast/fetch', action: 'retry' },
  4557: { name: 'ROOM_INFO_FETCH_ERROR', meaning: 'Euler Stream could not fetch /webcast/room_info', action: 'retry' },
};

/**
 * The signal for a close frame from Euler Stream (table above).
 * @param code the WebSocket close code.
 * @param serverReason the close reason text the server sent (already redacted), may be empty.
 */
export function eulerCloseSignal(code: number, serverReason: string): TerminalSignal {
  const known = EULER_CLOSE_CODES[code];
  const detail = serverReason.trim() === '' ? '' : `: ${serverReason.trim()}`;
  const reason = known
    ? `Euler Stream closed the connection with ${code} ${known.name} (${known.meaning})${detail}`
    : `Euler Stream closed the connection with ${code}${detail}`;
  switch (known?.action ?? 'retry') {
    case 'ended':
      return { type: 'ended', reason };
    case 'notLive':
      return { type: 'notLive', reason };
    case 'fatal':
      return { type: 'disconnected', reason, retryable: false };
    case 'retry':
      return { type: 'disconnected', reason, retryable: true };
  }
}

/**
 * The signal for an HTTP answer to the upgrade request: 400/401/403 mean the request or the key is refused
 * (fatal); anything else (429, 5xx, a proxy's 404) may pass, so it is retried.
 */
export function eulerHttpStatusSignal(status: number, safeUrl: string): TerminalSignal {
  const fatal = status === 400 || status === 401 || status === 403;
  const hint = status === 401 || status === 403 ? ': check EULER_API_KEY' : '';
  return { type: 'disconnected', reason: `Euler Stream answered HTTP ${status} to ${safeUrl}${hint}`, retryable: !fatal };
}

/** The connection URL: `base` with `uniqueId` and `apiKey` query parameters (Euler docs, see the module comment). */
export function eulerUrl(base: string, uniqueId: string, apiKey: string): URL {
  const url = new URL(base);
  url.searchParams.set('uniqueId', uniqueId.replace(/^@/, ''));
  url.searchParams.set('apiKey', apiKey);
  return url;
}

/** A redactor that replaces `secret` (as is and URL-encoded) with `***`. */
export function secretRedactor(secret: string): (text: string) => string {
  const forms = [...new Set([secret, encodeURIComponent(secret), new URLSearchParams({ k: secret }).toString().slice(2)])].filter(
    (form) => form.length > 0,
  );
  return (text) => forms.reduce((out, form) => out.split(form).join('***'), text);
}

export interface EulerSourceOptions {
  /** The streamer's TikTok @uniqueId (with or without the @). */
  uniqueId: string;
  /** `EULER_API_KEY`: secret, never logged. */
  apiKey: string;
  /** `EULER_WS_URL`, default `wss://ws.eulerstream.com`. */
  url: string;
  /** Ping period in ms (default {@link EULER_HEARTBEAT_MS}; 0 = off). */
  heartbeatMs?: number;
  /** Opening handshake limit in ms (default {@link EULER_CONNECT_TIMEOUT_MS}). */
  connectTimeoutMs?: number;
  /** Clock for `receivedAt`, epoch ms. */
  now?: () => number;
}

/**
 * Creates the Euler source of one streamer. Each `open` is one WebSocket connection: `connected` when Euler
 * accepts it, one `message` per envelope, then one terminal signal (close code table, socket errors and HTTP
 * refusals retryable unless the key or the request is refused). Aborting closes the socket and emits nothing more.
 * @throws {TypeError} at once when `url` is not a URL (config validates `EULER_WS_URL`, so only in tests).
 */
export function createEulerSource(options: EulerSourceOptions): LiveSource {
  const url = eulerUrl(options.url, options.uniqueId, options.apiKey);
  const redact = secretRedactor(options.apiKey);
  const safeUrl = redact(url.toString());
  return {
    kind: 'euler',
    open(emit: (signal: SourceSignal) => void, signal: AbortSignal) {
      runWebSocketSession(
        {
          url: url.toString(),
          format: 'euler',
          redact,
          onClose: eulerCloseSignal,
          onError: (message) => ({ type: 'disconnected', reason: `could not reach Euler Stream at ${safeUrl}: ${message}`, retryable: true }),
          onHttpStatus: (status) => eulerHttpStatusSignal(status, safeUrl),
          onHeartbeatLost: (silentMs) => ({
            type: 'disconnected',
            reason: `Euler Stream stopped answering (nothing heard for ${Math.round(silentMs / 1000)} s)`,
            retryable: true,
          }),
          heartbeatMs: options.heartbeatMs ?? EULER_HEARTBEAT_MS,
          connectTimeoutMs: options.connectTimeoutMs ?? EULER_CONNECT_TIMEOUT_MS,
          now: options.now ?? Date.now,
        },
        emit,
        signal,
      );
    },
  };
}
