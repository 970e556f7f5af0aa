/**
 * `connector` source: the `tiktok-live-connector` npm package (zerodytrash/TikTok-Live-Connector), an
 * optional dependency pinned at 2.1.0 and loaded with a dynamic `import()` only when `TIKTOK_CONNECTOR=true` and a
 * connector room is started. Why optional and off by default: see the README (licence terms of the package's later
 * releases restrict hosted use, and it signs through a third-party service). Why 2.1.0: the newest release whose
 * whole dependency tree supports Node 20 (2.3 and later need got@15, Node ≥ 22, so npm skips them there).
 *
 * What this module uses of 2.1.0 (its README and `dist/lib/client.js`):
 * - `new TikTokLiveConnection(uniqueId, options)`; `connect()` resolves once the WebSocket is up and rejects with
 *   `UserOfflineError` when the host is not live (room status 4), `InvalidUniqueIdError`, `SignatureRateLimitError`
 *   (Euler sign server quota), `PremiumFeatureError`, or a plain string for WebSocket failures; `disconnect()`.
 * - `decodedData (type, { type, data }, binary)`: every decoded webcast message, `data` being the protobuf-decoded
 *   object (camelCase, int64 as strings: the field family the webcast normalizer already reads for Euler). Each
 *   becomes a raw `webcast` message in the timeline-line shape `{ ts, type, data }` (RawLiveMessage's doc), so
 *   the type travels even when `data.common` is missing. Messages decoded while `connect()` is still running (the
 *   initial batch of recent messages) are held and delivered right after `connected`, as the
 *   {@link SourceSignal} order requires.
 * - `streamEnd ({ action })` (the LIVE ended or was suspended; the package then disconnects itself) → `ended`.
 * - `disconnected ({ code, reason })` after a connection → retryable `disconnected`.
 *
 * The package's objects are typed structurally below, and what arrives from it is checked with zod, because its
 * own types are not available when the optional package is not installed.
 */
import { z } from 'zod';
import type { LiveSource, RawLiveMessage, SourceSignal } from '../live-source';
import { secretRedactor } from '../euler/euler-source';
import type { TerminalSignal } from '../euler/websocket-session';
import { fieldMessage } from '../../../../streams/contracts/refusals';

/** The package name, also the default specifier of the dynamic import. */
export const CONNECTOR_PACKAGE = 'tiktok-live-connector';
/** The version package.json pins (for messages). */
export const CONNECTOR_VERSION = '2.1.0';
/** How to turn the source on, for error messages (the README says why it is off). */
export const CONNECTOR_HOWTO = `set TIKTOK_CONNECTOR=true and install the optional package (npm install ${CONNECTOR_PACKAGE}@${CONNECTOR_VERSION}); read the README on its licence first`;
/** Messages held while `connect()` runs; the initial batch is a few hundred at most. Beyond, the oldest go. */
export const MAX_HELD_MESSAGES = 5_000;

/** The connection object of the package, as far as this source uses it. */
export interface ConnectorConnection {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  connect(): Promise<unknown>;
  disconnect(): Promise<unknown> | unknown;
  removeAllListeners(event?: string): unknown;
}

/** An error class exported by the package (compared with `instanceof`: its errors mostly keep the name "Error"). */
export type ConnectorErrorClass = abstract new (...args: never[]) => Error;

/** The module of the package, as far as this source uses it. */
export interface ConnectorModule {
  TikTokLiveConnection: new (uniqueId: string, options?: Record<string, unknown>) => ConnectorConnection;
  UserOfflineError?: ConnectorErrorClass;
  InvalidUniqueIdError?: ConnectorErrorClass;
  SignatureRateLimitError?: ConnectorErrorClass;
  PremiumFeatureError?: ConnectorErrorClass;
  AuthenticatedWebSocketConnectionError?: ConnectorErrorClass;
}

/** The package could not be loaded (not installed, or not the expected release). */
export class ConnectorUnavailableError extends Error {
  override readonly name = 'ConnectorUnavailableError';
}

const isFunction = (value: unknown): boolean => typeof value === 'function';
const moduleSchema = z.object({ TikTokLiveConnection: z.custom<ConnectorModule['TikTokLiveConnection']>(isFunction) });
const decodedSchema = z.object({ data: z.unknown() });
const disconnectedSchema = z.object({ code: z.number().optional(), reason: z.string().optional() }).partial();
const streamEndSchema = z.object({ action: z.number().optional() }).partial();

/**
 * Loads the package with a real dynamic `import()`.
 * @param specifier the module to import (tests pass a missing one to see the error).
 * @returns the module (named exports, or the CommonJS `default` export of 2.1.0 when the loader gives only that).
 * @throws {ConnectorUnavailableError} when it is not installed or has no `TikTokLiveConnection` class.
 */
export async function loadConnectorModule(specifier: string = CONNECTOR_PACKAGE): Promise<ConnectorModule> {
  let loaded: unknown;
  try {
    loaded = await import(/* @vite-ignore */ specifier);
  } catch (error) {
    throw new ConnectorUnavailableError(
      fieldMessage('source', 'CONNECTOR_MISSING', { specifier, reason: (error as Error).message.split('\n')[0] ?? '', howto: CONNECTOR_HOWTO }),
    );
  }
  const candidates = [loaded, typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : undefined];
  for (const candidate of candidates) {
    // The schema checked the one member we call; the optional error classes are only used with `instanceof`.
    if (moduleSchema.safeParse(candidate).success) return candidate as ConnectorModule;
  }
  throw new ConnectorUnavailableError(
    fieldMessage('source', 'CONNECTOR_INCOMPATIBLE', { specifier, version: CONNECTOR_VERSION, howto: CONNECTOR_HOWTO }),
  );
}

const isInstance = (error: unknown, type: ConnectorErrorClass | undefined): boolean => type !== undefined && error instanceof type;

/** The signal for a failed `connect()` (see the module comment for what the package throws). */
export function connectorErrorSignal(error: unknown, module: ConnectorModule): TerminalSignal {
  const message = error instanceof Error ? error.message || error.name : String(error);
  if (isInstance(error, module.UserOfflineError)) return { type: 'notLive', reason: `tiktok-live-connector: the host is not live (${message})` };
  if (isInstance(error, module.InvalidUniqueIdError)) {
    return { type: 'disconnected', reason: `tiktok-live-connector refused the uniqueId: ${message}`, retryable: false };
  }
  if (isInstance(error, module.PremiumFeatureError) || isInstance(error, module.AuthenticatedWebSocketConnectionError)) {
    return { type: 'disconnected', reason: `tiktok-live-connector: the sign server refused the request: ${message}`, retryable: false };
  }
  if (isInstance(error, module.SignatureRateLimitError)) {
    return { type: 'disconnected', reason: `tiktok-live-connector: sign server rate limit: ${message}`, retryable: true };
  }
  return { type: 'disconnected', reason: `tiktok-live-connector could not connect: ${message}`, retryable: true };
}

export interface ConnectorSourceOptions {
  /** The streamer's TikTok @uniqueId (with or without the @). */
  uniqueId: string;
  /** The loaded package ({@link loadConnectorModule}), or a fake in tests. */
  module: ConnectorModule;
  /**
   * Euler Stream key for the package's WebSocket signing (its `signApiKey` option; without one it signs on Euler's
   * free community quota). `EULER_API_KEY` when set. Secret: removed from every reason.
   */
  signApiKey?: string;
  /** Options for `TikTokLiveConnection` on top of the package defaults. */
  connectionOptions?: Record<string, unknown>;
  /** Clock for `receivedAt`, epoch ms. */
  now?: () => number;
}

/**
 * Creates the connector source of one streamer. Each `open` creates one `TikTokLiveConnection` and connects it:
 * `connected` when `connect()` resolves (then the messages decoded meanwhile), a `message` per decoded webcast
 * message, then one terminal signal (`ended` on `streamEnd`, `notLive` when the host is offline, `disconnected`
 * otherwise). Aborting disconnects and emits nothing more, also when `connect()` resolves later.
 */
export function createConnectorSource(options: ConnectorSourceOptions): LiveSource {
  const now = options.now ?? Date.now;
  const uniqueId = options.uniqueId.replace(/^@/, '');
  const redact = options.signApiKey ? secretRedactor(options.signApiKey) : (text: string) => text;
  const connectionOptions = { ...options.connectionOptions, ...(options.signApiKey ? { signApiKey: options.signApiKey } : {}) };
  const redacted = (terminal: TerminalSignal): TerminalSignal => ({ ...terminal, reason: redact(terminal.reason) });
  return {
    kind: 'connector',
    open(emit: (signal: SourceSignal) => void, signal: AbortSignal) {
      if (signal.aborted) return;
      let connection: ConnectorConnection;
      try {
        connection = new options.module.TikTokLiveConnection(uniqueId, connectionOptions);
      } catch (error) {
        emit(redacted(connectorErrorSignal(error, options.module)));
        return;
      }
      let state: 'connecting' | 'connected' | 'done' = 'connecting';
      const held: RawLiveMessage[] = [];

      const stop = () => {
        state = 'done';
        signal.removeEventListener('abort', stop);
        connection.removeAllListeners();
        // The package's disconnect may reject when nothing is open; there is nothing left to report then.
        void Promise.resolve()
          .then(() => connection.disconnect())
          .catch(() => undefined);
      };
      const finish = (terminal: TerminalSignal) => {
        if (state === 'done' || signal.aborted) return;
        stop();
        emit(redacted(terminal));
      };
      signal.addEventListener('abort', stop, { once: true });

      connection.on('decodedData', (...args: unknown[]) => {
        if (state === 'done' || signal.aborted) return;
        const [type, decoded] = args;
        const parsed = decodedSchema.safeParse(decoded);
        const receivedAt = now();
        const message: RawLiveMessage = {
          format: 'webcast',
          // A malformed item is still passed on, for the normalizer to reject and count with its reason.
          payload: { ts: receivedAt, type: typeof type === 'string' && type !== '' ? type : 'unknown', data: parsed.success ? parsed.data.data : decoded },
          receivedAt,
        };
        if (state === 'connected') {
          emit({ type: 'message', message });
        } else {
          held.push(message);
          if (held.length > MAX_HELD_MESSAGES) held.shift();
        }
      });
      connection.on('streamEnd', (...args: unknown[]) => {
        const info = streamEndSchema.safeParse(args[0]);
        // ControlAction 4 = CONTROL_ACTION_STREAM_SUSPENDED (a moderator ended it), 3 = STREAM_ENDED.
        const suspended = info.success && info.data.action === 4;
        finish({ type: 'ended', reason: suspended ? 'TikTok suspended the LIVE (streamEnd)' : 'the LIVE ended (streamEnd)' });
      });
      connection.on('disconnected', (...args: unknown[]) => {
        const info = disconnectedSchema.safeParse(args[0]);
        const code = info.success && info.data.code !== undefined ? ` with ${info.data.code}` : '';
        const why = info.success && info.data.reason ? `: ${info.data.reason}` : '';
        finish({ type: 'disconnected', reason: `TikTok closed the connection${code}${why}`, retryable: true });
      });

      connection.connect().then(
        () => {
          if (state === 'done' || signal.aborted) {
            // Aborted while connecting: the package finished connecting anyway, so close it now.
            void Promise.resolve()
              .then(() => connection.disconnect())
              .catch(() => undefined);
            return;
          }
          state = 'connected';
          emit({ type: 'connected' });
          for (const message of held.splice(0)) {
            if (state !== 'connected' || signal.aborted) return;
            emit({ type: 'message', message });
          }
        },
        (error: unknown) => finish(connectorErrorSignal(error, options.module)),
      );
    },
  };
}
