/**
 * One client WebSocket turned into {@link SourceSignal}s: the lifecycle the `euler` and `tikfinity` sources
 * share (it lives here because Euler is the first user; the TikFinity source imports it).
 *
 * - `open` → `connected`; every frame → one `message` of the source's format; the first terminal event (a close
 *   frame, a socket error, an HTTP answer instead of the upgrade, a missed heartbeat, or a frame the source
 *   says ends the stream) → exactly one terminal signal chosen by the source, then the socket is closed.
 * - Aborting closes the socket (politely when open, so a paid service frees the connection slot at once) and
 *   emits nothing more, whatever the socket does afterwards.
 * - Frames are passed on as parsed JSON when they parse, else as their text, so the normalizer counts a bad
 *   frame as a reject with its reason instead of it vanishing here (the normalizers validate with zod).
 * - A heartbeat (WebSocket ping every `heartbeatMs`, any frame or pong counts as an answer) notices a link
 *   that died without a close frame, which a half-open TCP connection otherwise hides for minutes.
 * - Everything that leaves this module as text goes through the source's `redact`, so a key carried in the
 *   URL never reaches a reason, a log or the database.
 */
import WebSocket, { type RawData } from 'ws';
import type { RawLiveMessage, SourceSignal } from '../live-source';

/** The signals that end a session. */
export type TerminalSignal = Extract<SourceSignal, { type: 'disconnected' | 'notLive' | 'ended' }>;

/** How one source reads the socket's events; every text argument is already redacted. */
export interface WebSocketSessionOptions {
  /** The real URL (it may carry a key: it is only given to `ws`). */
  url: string;
  format: RawLiveMessage['format'];
  /** Removes secrets from a text (URLs, server reasons, error messages). */
  redact: (text: string) => string;
  /** A close frame (or the 1006 that `ws` reports when the link dropped without one). */
  onClose: (code: number, reason: string) => TerminalSignal;
  /** A socket error: refused, DNS, TLS, handshake timeout, protocol error. */
  onError: (message: string, code: string | undefined) => TerminalSignal;
  /** The server answered the upgrade request with an HTTP status instead of switching protocols. */
  onHttpStatus: (status: number) => TerminalSignal;
  /** No frame and no pong for a whole heartbeat period. */
  onHeartbeatLost: (silentMs: number) => TerminalSignal;
  /** A frame after which the stream is over (emitted first, then this signal); null to go on. */
  endsStream?: (payload: unknown) => TerminalSignal | null;
  /** Ping period in ms; 0 turns the heartbeat off. */
  heartbeatMs: number;
  /** Opening handshake limit in ms (`ws` reports it as an error). */
  connectTimeoutMs: number;
  /** Clock for `receivedAt`, epoch ms. */
  now: () => number;
}

/** The text of a frame whatever `ws` delivered it as (Buffer, ArrayBuffer or fragments). */
function frameText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

function payloadOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Opens the socket and reports its life to `emit` until a terminal signal or `signal` aborts (see the module
 * comment). Returns at once; never throws (a URL `ws` refuses becomes a non-retryable `disconnected`).
 */
export function runWebSocketSession(options: WebSocketSessionOptions, emit: (signal: SourceSignal) => void, signal: AbortSignal): void {
  if (signal.aborted) return;
  let socket: WebSocket;
  try {
    socket = new WebSocket(options.url, { handshakeTimeout: options.connectTimeoutMs });
  } catch (error) {
    // ws throws synchronously for a malformed URL or a non-ws scheme: no retry can fix the configuration.
    emit({ type: 'disconnected', reason: options.redact(`bad WebSocket URL: ${(error as Error).message}`), retryable: false });
    return;
  }

  let finished = false;
  let answered = true;
  let lastHeard = options.now();
  let heartbeat: ReturnType<typeof setInterval> | undefined;

  const closeSocket = () => {
    if (heartbeat !== undefined) clearInterval(heartbeat);
    signal.removeEventListener('abort', onAbort);
    if (socket.readyState === WebSocket.OPEN) socket.close(1000, 'closed by Livedesk');
    else if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
  };
  const finish = (terminal: TerminalSignal) => {
    if (finished || signal.aborted) return;
    finished = true;
    closeSocket();
    emit(terminal);
  };
  const onAbort = () => {
    finished = true;
    closeSocket();
  };
  signal.addEventListener('abort', onAbort, { once: true });

  // An 'error' listener stays attached for the socket's whole life: after we are finished `ws` may still report
  // the aborted handshake, and an EventEmitter 'error' without a listener would crash the process.
  socket.on('error', (error: Error & { code?: string }) => {
    // Node's dual-stack connect reports a refused localhost as an AggregateError with an empty message.
    const message = error.message !== '' ? error.message : (error.code ?? error.name);
    finish(options.onError(options.redact(message), error.code));
  });
  socket.on('unexpected-response', (_request, response) => {
    response.resume();
    finish(options.onHttpStatus(response.statusCode ?? 0));
  });
  socket.on('open', () => {
    if (finished || signal.aborted) return;
    emit({ type: 'connected' });
    if (options.heartbeatMs > 0 && !finished && !signal.aborted) {
      heartbeat = setInterval(() => {
        if (!answered) {
          finish(options.onHeartbeatLost(options.now() - lastHeard));
          socket.terminate();
          return;
        }
        answered = false;
        socket.ping();
      }, options.heartbeatMs);
      heartbeat.unref();
    }
  });
  socket.on('pong', () => {
    answered = true;
    lastHeard = options.now();
  });
  socket.on('message', (data: RawData) => {
    if (finished || signal.aborted) return;
    answered = true;
    const receivedAt = options.now();
    lastHeard = receivedAt;
    const payload = payloadOf(frameText(data));
    emit({ type: 'message', message: { format: options.format, payload, receivedAt } });
    const end = options.endsStream?.(payload) ?? null;
    if (end !== null) finish(end);
  });
  socket.on('close', (code: number, reason: Buffer) => finish(options.onClose(code, options.redact(reason.toString('utf8')))));
}
