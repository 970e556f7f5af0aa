/**
 * Websocket frames of the gateway's hot path, built once and shared by every client (one server instance fanning a
 * room out to hundreds of sockets).
 *
 * Server → client websocket frames are not masked (RFC 6455 section 5.1), and the gateway negotiates no extension
 * by default (ws' `perMessageDeflate` is off), so the complete frame of an `event` — header and JSON
 * payload — is the same byte string for every client. It is encoded once per hub entry, and the frames one
 * socket receives during one turn of the event loop are written to it as ONE buffer: a single syscall per
 * socket per turn instead of two writes per event per socket (ws' `send` writes header and payload
 * separately). Live events come from the hub as one batch per turn (`HubListener.events`), whose
 * frames are concatenated once for all clients; entries delivered one by one (catch-up) are batched per
 * socket by {@link FrameBatch}, and clients that received the same run of entries share its buffer too.
 *
 * The bytes on the wire are unchanged: one text frame per protocol message (streams/contracts/realtime.ts).
 */
import type { HubEntry } from '../hub/hub';

/** Bytes of the frame header for a payload of `length` bytes (no mask). */
function headerLength(length: number): number {
  return length < 126 ? 2 : length < 65_536 ? 4 : 10;
}

/** A final, unmasked text frame holding `text` (UTF-8). */
export function textFrame(text: string): Buffer {
  const length = Buffer.byteLength(text);
  const { frame, header } = unmaskedFrame(0x81, length); // FIN + opcode 1 (text)
  frame.write(text, header, 'utf8');
  return frame;
}

/**
 * A final, unmasked server frame of `length` payload bytes with its header written (`first`: the FIN, RSV and opcode
 * byte); the caller writes the payload at `header`.
 */
export function unmaskedFrame(first: number, length: number): { frame: Buffer; header: number } {
  const header = headerLength(length);
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = first;
  if (header === 2) {
    frame[1] = length;
  } else if (header === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  return { frame, header };
}

/** The payload of a frame built by {@link textFrame} (a view, no copy): for sockets that frame themselves. */
export function framePayload(frame: Buffer): Buffer {
  const marker = frame[1]!;
  return frame.subarray(marker < 126 ? 2 : marker === 126 ? 4 : 10);
}

/**
 * Frames by entry. Fan-out hands one entry to every subscriber in a row, so the last one built answers almost
 * every call; the weak map serves catch-ups, where clients replay the same history at different times.
 */
const framesByEntry = new WeakMap<HubEntry, Buffer>();
let lastEntry: HubEntry | undefined;
let lastFrame: Buffer | undefined;
let lastTopic = '';
let lastTopicJson = '""';

/** The complete websocket frame of `{"type":"event","topic",…,"seq",…,"event":…}` for `entry`, cached. */
export function eventFrame(entry: HubEntry): Buffer {
  if (entry === lastEntry) return lastFrame!;
  let frame = framesByEntry.get(entry);
  if (!frame) {
    if (entry.topic !== lastTopic) {
      lastTopic = entry.topic;
      lastTopicJson = JSON.stringify(entry.topic);
    }
    // The event's JSON was serialized once at publish (HubEntry.json) and is spliced in unchanged.
    frame = textFrame(`{"type":"event","topic":${lastTopicJson},"seq":${entry.seq},"event":${entry.json}}`);
    framesByEntry.set(entry, frame);
  }
  lastEntry = entry;
  lastFrame = frame;
  return frame;
}

/** Frames of a batch from the hub's fan-out, keyed by the batch array (the same array for every in-step client). */
const framesByBatch = new WeakMap<readonly HubEntry[], Buffer>();

/**
 * The frames of `entries` (a `HubListener.events` batch) concatenated, built once per batch: every client
 * in step on the topic writes these very bytes.
 */
export function batchFrames(entries: readonly HubEntry[]): Buffer {
  let data = framesByBatch.get(entries);
  if (!data) {
    const frames = entries.map(eventFrame);
    data = frames.length === 1 ? frames[0]! : Buffer.concat(frames);
    framesByBatch.set(entries, data);
  }
  return data;
}

/**
 * Concatenations of runs of event frames, keyed by the run's first entry: every client that is live on a
 * topic gets the same run in a turn, so the run is copied once, not once per client. Replaced after every
 * turn's flush so nothing outlives it for long.
 */
let runs = new WeakMap<HubEntry, { last: HubEntry; count: number; data: Buffer }>();

function sharedRun(first: HubEntry, last: HubEntry, frames: readonly Buffer[], bytes: number): Buffer {
  const found = runs.get(first);
  // Same first and last entry and a gapless run of one topic in between: the very same frames.
  if (found && found.last === last && found.count === frames.length) return found.data;
  const data = Buffer.concat(frames, bytes);
  runs.set(first, { last, count: frames.length, data });
  return data;
}

/** Batches with frames waiting for the end of this turn, and whether the flush is scheduled. */
let dirty: FrameBatch[] = [];
let flushScheduled = false;

function flushAll(): void {
  flushScheduled = false;
  const batches = dirty;
  dirty = [];
  for (const batch of batches) batch.flush();
  runs = new WeakMap();
}

/**
 * The event frames waiting to be written to one socket. Frames added during a turn of the event loop are
 * written together by one `setImmediate` shared by all sockets (so the I/O of the turn is not delayed by
 * 200 timers), or earlier when `maxPendingBytes` is reached or the owner calls {@link FrameBatch.flush}
 * (before any other frame, so order is kept).
 */
export class FrameBatch {
  private readonly frames: Buffer[] = [];
  private bytes = 0;
  private first: HubEntry | undefined;
  private last: HubEntry | undefined;
  /** All frames so far are consecutive seqs of one topic (then the run can be shared). */
  private contiguous = true;
  private queued = false;

  /**
   * @param write receives the concatenated frames (never empty) and how many there are.
   * @param maxPendingBytes flush at once beyond this many pending bytes (bounds memory within a turn).
   */
  constructor(
    private readonly write: (data: Buffer, frames: number) => void,
    private readonly maxPendingBytes: number,
  ) {}

  /** Pending bytes not yet handed to the socket. */
  get pendingBytes(): number {
    return this.bytes;
  }

  /** Queues the frame of `entry` (from {@link eventFrame}). */
  add(entry: HubEntry, frame: Buffer): void {
    const last = this.last;
    if (last === undefined) this.first = entry;
    else if (this.contiguous && (entry.seq !== last.seq + 1 || entry.topic !== last.topic)) this.contiguous = false;
    this.last = entry;
    this.frames.push(frame);
    this.bytes += frame.length;
    if (!this.queued) {
      this.queued = true;
      dirty.push(this);
      if (!flushScheduled) {
        flushScheduled = true;
        setImmediate(flushAll);
      }
    }
    if (this.bytes >= this.maxPendingBytes) this.flush();
  }

  /** Writes the pending frames now, if any. */
  flush(): void {
    this.queued = false;
    const count = this.frames.length;
    if (count === 0) return;
    const data = count === 1 ? this.frames[0]! : this.contiguous ? sharedRun(this.first!, this.last!, this.frames, this.bytes) : Buffer.concat(this.frames, this.bytes);
    this.clear();
    this.write(data, count);
  }

  /** Drops the pending frames (the socket is going away). */
  clear(): void {
    this.frames.length = 0;
    this.bytes = 0;
    this.first = undefined;
    this.last = undefined;
    this.contiguous = true;
  }
}
