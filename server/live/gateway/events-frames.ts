/**
 * Batched delivery (`subscribe` with `batch: true`, streams/contracts/realtime.ts): the frames
 * `{"type":"events","topic":…,"fromSeq":…,"events":[…]}` of the gateway, built ONCE per run of entries and shared
 * by every batched socket that is owed the same run, in two encodings:
 *
 * - plain: an unmasked text frame, the same bytes for every client (like event-frames.ts);
 * - deflated: a permessage-deflate message (RFC 7692) compressed once for all clients. Sound because the
 *   gateway negotiates `server_no_context_takeover` (see {@link GATEWAY_PER_MESSAGE_DEFLATE}): each message is
 *   compressed from an empty window, so the compressed bytes do not depend on what the socket got before and
 *   are valid for every client whose negotiation allows our window (15 bits; {@link sharedDeflateAllowed}).
 *   ws' own per-message compression would deflate the same frame once per socket (200 compressions).
 *
 * The events' JSON was serialized once at publish (HubEntry.json) and is spliced in unchanged.
 */
import { constants, deflateRawSync } from 'node:zlib';
import type { HubEntry } from '../hub/hub';
import { textFrame, unmaskedFrame } from './event-frames';

/**
 * ws' server-side permessage-deflate options for `/websocket`: the server never carries a compression context
 * between messages (what makes one compression shareable), nor asks the client to (its frames are tiny
 * subscribes; no window kept per socket). ws' own `send` never compresses for the gateway (frames are
 * written pre-encoded, or sent with `compress: false`).
 */
export const GATEWAY_PER_MESSAGE_DEFLATE = {
  serverNoContextTakeover: true,
  clientNoContextTakeover: true,
} as const;

/**
 * Payloads below this many bytes are sent plain. A compression has a fixed cost (zlib sets up ~256 KB of state
 * per call: 100–300 µs measured on the bench machine, whatever the size) and a small frame compresses poorly
 * (one event: 482 → 320 B); from a few events on it pays (20 events: 8.6 KB → 0.4–1 KB for about the same time).
 * At a guild's peak (48 rooms × 100 events/s) most frames hold one or two events: compressing each would cost
 * more than half a core.
 */
export const DEFLATE_MIN_BYTES = 4 * 1024;
/** zlib level of the shared compression: 1 keeps ~90% of the saving of level 6 on event JSON at a third of the CPU. */
const DEFLATE_LEVEL = 1;
const WINDOW_BITS = 15;
/** Z_SYNC_FLUSH ends the output with an empty stored block 00 00 ff ff, which RFC 7692 7.2.1 strips. */
const TRAILER_BYTES = 4;

/** The negotiated permessage-deflate parameters as ws keeps them (`websocket._extensions[name].params`). */
export type DeflateParams = Readonly<Record<string, unknown>> | null | undefined;

/**
 * Whether a socket that negotiated permessage-deflate with `params` can take the shared compressed frames:
 * the server keeps no context, and its window is not limited below ours.
 */
export function sharedDeflateAllowed(params: DeflateParams): boolean {
  if (!params || params.server_no_context_takeover !== true) return false;
  const bits = params.server_max_window_bits;
  return bits === undefined || bits === true || (typeof bits === 'number' && bits >= WINDOW_BITS);
}

/** The payload (JSON text) of an `events` frame for consecutive entries of one topic. */
export function eventsPayload(entries: readonly HubEntry[]): string {
  const first = entries[0]!;
  let events = first.json;
  for (let i = 1; i < entries.length; i++) events += `,${entries[i]!.json}`;
  return `{"type":"events","topic":${JSON.stringify(first.topic)},"fromSeq":${first.seq},"events":[${events}]}`;
}

/** A final, unmasked text frame whose payload is `text` compressed as one permessage-deflate message (RSV1 set). */
export function deflatedTextFrame(text: string): Buffer {
  const compressed = deflateRawSync(text, { level: DEFLATE_LEVEL, windowBits: WINDOW_BITS, finishFlush: constants.Z_SYNC_FLUSH });
  const length = compressed.length - TRAILER_BYTES;
  const { frame, header } = unmaskedFrame(0xc1, length); // FIN + RSV1 (compressed) + opcode 1 (text)
  compressed.copy(frame, header, 0, length);
  return frame;
}

/** One run's frame, built lazily in each encoding. */
class EventsFrame {
  private plainFrame: Buffer | undefined;
  private deflatedFrame: Buffer | undefined;
  private text: string | undefined;

  constructor(
    private readonly entries: readonly HubEntry[],
    readonly last: HubEntry,
    readonly count: number,
  ) {}

  private payload(): string {
    return (this.text ??= eventsPayload(this.entries));
  }

  plain(): Buffer {
    return (this.plainFrame ??= textFrame(this.payload()));
  }

  deflated(): Buffer {
    if (!this.deflatedFrame) {
      const payload = this.payload();
      this.deflatedFrame = Buffer.byteLength(payload) < DEFLATE_MIN_BYTES ? this.plain() : deflatedTextFrame(payload);
    }
    return this.deflatedFrame;
  }
}

/** Frames of the hub's turn batches, keyed by the batch array (the same array for every in-step socket). */
const byBatch = new WeakMap<readonly HubEntry[], EventsFrame>();
/**
 * Frames of runs gathered per socket (catch-up, or a turn joined to a catch-up), keyed by the run's first entry:
 * sockets replaying the same history in the same turn share them. Replaced after every flush.
 */
let byFirst = new WeakMap<HubEntry, EventsFrame>();

function frameOf(entries: readonly HubEntry[], shared: boolean): EventsFrame {
  if (shared) {
    let found = byBatch.get(entries);
    if (!found) byBatch.set(entries, (found = new EventsFrame(entries, entries[entries.length - 1]!, entries.length)));
    return found;
  }
  const first = entries[0]!;
  const last = entries[entries.length - 1]!;
  const found = byFirst.get(first);
  // Same first and last entry of a consecutive run of one topic: the very same events.
  if (found && found.last === last && found.count === entries.length) return found;
  const built = new EventsFrame(entries, last, entries.length);
  byFirst.set(first, built);
  return built;
}

/**
 * The complete websocket frame of the `events` message for `entries` (consecutive seqs of one topic, non-empty),
 * shared: `fromHub` says `entries` is a hub turn batch (an array every in-step subscriber got), otherwise runs
 * are matched by their first and last entry. `deflate`: the shared compressed encoding (see the module doc).
 */
export function eventsFrame(entries: readonly HubEntry[], fromHub: boolean, deflate: boolean): Buffer {
  const frame = frameOf(entries, fromHub);
  if (!deflate) return frame.plain();
  return frame.deflated();
}

/** Forgets the per-socket runs of this turn (called after each flush of all sockets). */
export function endTurn(): void {
  byFirst = new WeakMap();
}
