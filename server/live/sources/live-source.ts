/**
 * The one interface every platform adapter implements (source adapter: raw frames in, RawLiveMessage out;
 * docs/architecture.md "Sources"). A source knows how to reach one room and speaks in {@link SourceSignal}s; what the
 * frames mean is the normalizers' business (streams/live/normalize), what a disconnect leads to is the
 * room-connection machine's (machines/room-connection.machine.ts).
 */

import type { LiveSourceKind } from '../../../streams/contracts/live-rooms';

export { LIVE_SOURCE_KINDS, type LiveSourceKind } from '../../../streams/contracts/live-rooms';

/**
 * One frame as the platform (or a recording) delivered it, before validation.
 * - `webcast`: a decoded webcast message in proto3 JSON (camelCase, int64 as strings), either a timeline line
 *   `{ ts, type, data }` of the fixture format or a bare message `{ common, … }`;
 * - `euler`: one Euler Stream WebSocket envelope;
 * - `tikfinity`: one TikFinity Events API event `{ event, data }`.
 * `receivedAt` is when this process got it (ms since the epoch).
 */
export interface RawLiveMessage {
  format: 'webcast' | 'euler' | 'tikfinity';
  payload: unknown;
  receivedAt: number;
}

/** What a source reports about its room, in order. `message`s only arrive between `connected` and the end. */
export type SourceSignal =
  | { type: 'connected' }
  | { type: 'message'; message: RawLiveMessage }
  /** The link dropped; `retryable` false when retrying cannot help (bad key, banned, unknown room). */
  | { type: 'disconnected'; reason: string; retryable: boolean }
  /** The host exists but is not live now. */
  | { type: 'notLive'; reason: string }
  /** The stream (or the recording) is over. */
  | { type: 'ended'; reason: string };

/**
 * A platform room adapter.
 * `open` starts delivering signals to `emit` and returns at once; it stops for good when `signal` aborts
 * (no signal is emitted after that) or after it emitted `ended`/`notLive`/`disconnected`. Opening again is
 * the caller's decision (the room-connection machine's backoff), with a new call to `open`.
 */
export interface LiveSource {
  readonly kind: LiveSourceKind;
  open(emit: (signal: SourceSignal) => void, signal: AbortSignal): void;
}
