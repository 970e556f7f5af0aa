/**
 * `tikfinity` source: TikFinity's local Events API, a WebSocket the TikFinity desktop app serves on the
 * streamer's PC (default `ws://localhost:21213/`, `TIKFINITY_WS_URL`).
 *
 * Facts it relies on (streams/live/normalize/tikfinity.ts has the details): every text frame is one JSON event
 * `{ event, data }` (tiktok-live-connector's event data, flattened), and the socket carries whatever LIVE the
 * desktop app is connected to. There is no room selection and no room id in the events, so the requested
 * `uniqueId` is only a label here: staff must connect the app to that LIVE themselves. TikFinity documents no
 * close codes: every close or error is a retryable disconnect (the app may be restarting).
 *
 * A `streamEnd` event is passed on as a message (the normalizer turns it into a control event) and then ends the
 * stream: TikFinity keeps its socket open after the LIVE is over, so without this the room would stay
 * "connected" to a finished LIVE and its open gift streaks would wait for the idle timer.
 */
import { z } from 'zod';
import type { LiveSource, SourceSignal } from '../live-source';
import { runWebSocketSession, type TerminalSignal } from '../euler/websocket-session';

/** Ping period (ms): TikFinity is local, so a missing answer means the app hangs or was killed. */
export const TIKFINITY_HEARTBEAT_MS = 15_000;
/** Opening handshake limit (ms); local, so short. */
export const TIKFINITY_CONNECT_TIMEOUT_MS = 5_000;

/** Only the event name is read here; the normalizer validates the rest. */
const streamEndSchema = z.object({ event: z.literal('streamEnd') });

export interface TikfinitySourceOptions {
  /** `TIKFINITY_WS_URL`, default `ws://localhost:21213/`. */
  url: string;
  /** The handle staff asked for; shown in reasons only (see the module comment). */
  uniqueId?: string;
  /** Ping period in ms (default {@link TIKFINITY_HEARTBEAT_MS}; 0 = off). */
  heartbeatMs?: number;
  /** Opening handshake limit in ms (default {@link TIKFINITY_CONNECT_TIMEOUT_MS}). */
  connectTimeoutMs?: number;
  /** Clock for `receivedAt`, epoch ms. */
  now?: () => number;
}

/** The signal for a socket error: "not running" when nothing listens on the port, the error itself otherwise. */
export function tikfinityErrorSignal(url: string, message: string, code: string | undefined): TerminalSignal {
  if (code === 'ECONNREFUSED') {
    return {
      type: 'disconnected',
      reason: `TikFinity is not running on ${url}: start the TikFinity desktop app and connect it to the LIVE (${message})`,
      retryable: true,
    };
  }
  return { type: 'disconnected', reason: `could not reach TikFinity on ${url}: ${message}`, retryable: true };
}

/**
 * Creates the TikFinity source. Each `open` is one connection to the local Events API: `connected` when the app
 * accepts it, one `message` `{ format: 'tikfinity', payload }` per event, then one terminal signal: `ended` after a
 * `streamEnd` event, otherwise a retryable `disconnected` whose reason says what happened (not running, closed,
 * not answering). Aborting closes the socket and emits nothing more.
 */
export function createTikfinitySource(options: TikfinitySourceOptions): LiveSource {
  const { url } = options;
  const label = options.uniqueId ? ` (@${options.uniqueId.replace(/^@/, '')})` : '';
  return {
    kind: 'tikfinity',
    open(emit: (signal: SourceSignal) => void, signal: AbortSignal) {
      runWebSocketSession(
        {
          url,
          format: 'tikfinity',
          // Nothing secret travels to TikFinity.
          redact: (text) => text,
          onClose: (code, reason) => ({
            type: 'disconnected',
            reason: `TikFinity closed the connection on ${url} with ${code}${reason ? `: ${reason}` : ''}`,
            retryable: true,
          }),
          onError: (message, code) => tikfinityErrorSignal(url, message, code),
          onHttpStatus: (status) => ({
            type: 'disconnected',
            reason: `${url} answered HTTP ${status} instead of TikFinity's Events API: is another program using the port?`,
            retryable: true,
          }),
          onHeartbeatLost: (silentMs) => ({
            type: 'disconnected',
            reason: `TikFinity on ${url} stopped answering (nothing heard for ${Math.round(silentMs / 1000)} s)`,
            retryable: true,
          }),
          endsStream: (payload) =>
            streamEndSchema.safeParse(payload).success ? { type: 'ended', reason: `TikFinity reported the end of the LIVE${label}` } : null,
          heartbeatMs: options.heartbeatMs ?? TIKFINITY_HEARTBEAT_MS,
          connectTimeoutMs: options.connectTimeoutMs ?? TIKFINITY_CONNECT_TIMEOUT_MS,
          now: options.now ?? Date.now,
        },
        emit,
        signal,
      );
    },
  };
}
