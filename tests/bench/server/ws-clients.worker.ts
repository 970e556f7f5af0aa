/**
 * The client half of the websocket benchmark, in a worker thread so the clients never share the server's
 * event loop: N websocket clients on plain TCP sockets, each subscribed to the room topic.
 *
 * Why a hand-written RFC 6455 client instead of `ws`: with 200 clients one thread must take in hundreds of
 * thousands of frames per second, and a full client (per-message events, UTF-8 validation, a string per
 * frame) would measure the benchmark's own client rather than the server. This one still receives and frames
 * every byte, answers pings, reads each event frame's `seq` to check that every client gets every seq once
 * and in order, and reads the publish stamp the bench server puts first in every event to measure publish →
 * client latency. It does not JSON-parse event frames.
 *
 * Batched clients (`config.batch`) subscribe with `batch: true` and read `events` frames: the seq check runs on
 * `fromSeq` and the number of events, and every event's stamp is a latency sample. They accept permessage-deflate
 * only without server context takeover: every compressed message then inflates on its own, and since the
 * server sends every client the same compressed bytes, the worker inflates each distinct message once and
 * reuses the result for the other clients (by a fingerprint of the compressed bytes: a wrong match would show
 * as a seq gap). One thread inflating the same bytes 200 times would measure the worker, not the server. Plain
 * `events` messages are read once per distinct message the same way (the anchor's 200 clients too).
 *
 * Protocol with the parent: `workerData` is {@link ClientsConfig}; messages are {@link ClientsCommand} in and
 * {@link ClientsMessage} out.
 */
import { randomBytes } from 'node:crypto';
import { constants, inflateRawSync } from 'node:zlib';
import { request } from 'node:http';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { LATENCY_BUCKET_MS, LATENCY_BUCKETS, type ClientsCommand, type ClientsConfig, type ClientsMessage, type WindowResult } from './clients-protocol';

const config = workerData as ClientsConfig;
const port = parentPort;
if (!port) throw new Error('ws-clients.worker.ts must run in a worker thread');

/** Wall clock with sub-ms resolution, comparable with the server's Date.now() (same machine). */
const nowMs = () => performance.timeOrigin + performance.now();

/** A masked client frame (RFC 6455 section 5.3: client → server frames must be masked). */
function clientFrame(opcode: number, payload: Buffer): Buffer {
  if (payload.length > 125) throw new RangeError('bench client frames are small');
  const mask = randomBytes(4);
  const frame = Buffer.alloc(6 + payload.length);
  frame[0] = 0x80 | opcode;
  frame[1] = 0x80 | payload.length;
  mask.copy(frame, 2);
  for (let i = 0; i < payload.length; i++) frame[6 + i] = payload[i]! ^ mask[i & 3]!;
  return frame;
}

/** Size of the frame starting at `off` (header + payload), or -1 when its header is not complete yet. */
function frameSize(buf: Buffer, off: number): number {
  const left = buf.length - off;
  if (left < 2) return -1;
  const len = buf[off + 1]! & 0x7f;
  if (len < 126) return 2 + len;
  if (len === 126) return left < 4 ? -1 : 4 + buf.readUInt16BE(off + 2);
  return left < 10 ? -1 : 10 + Number(buf.readBigUInt64BE(off + 2));
}

/** Every event of a batch starts with its stamp (bench-server.ts puts it first). */
const EVENT_START = Buffer.from('{"benchIngestAt":');
const EVENT_KEY = Buffer.from(',"event":{');
/** bench-server.ts's INGEST_STAMP (not imported: that module boots a server). */
const INGEST_STAMP = Buffer.from('"benchIngestAt":');

/**
 * Whether `pattern` is at `at` (and more follows before `end`), judged by its first and last few bytes: the
 * frames come from one server in one format, and at two million frames a second a full comparison (or a
 * native `Buffer.compare`/`indexOf` call per frame) was the client's main cost. A foreign frame that slipped
 * through would still break the seq check.
 */
function matches(buf: Buffer, at: number, end: number, pattern: Buffer): boolean {
  const length = pattern.length;
  if (end - at <= length) return false;
  for (let k = 0; k < 11 && k < length; k++) if (buf[at + k] !== pattern[k]) return false;
  for (let k = Math.max(11, length - 6); k < length; k++) if (buf[at + k] !== pattern[k]) return false;
  return true;
}

/** An `events` message read: its first seq and each event's publish stamp (ms). */
interface EventsMessage {
  fromSeq: number;
  stamps: number[];
}

function readDigits(buf: Buffer, at: number): { value: number; end: number } {
  let value = 0;
  let i = at;
  for (let c = buf[i]!; c >= 0x30 && c <= 0x39; c = buf[++i]!) value = value * 10 + (c - 0x30);
  return { value, end: i };
}

/** Reads an `events` payload (`buf[start, end)`) of the topic whose frames start with `prefix`, or null. */
function readEvents(buf: Buffer, start: number, end: number, prefix: Buffer): EventsMessage | null {
  if (!matches(buf, start, end, prefix)) return null;
  const { value: fromSeq, end: afterSeq } = readDigits(buf, start + prefix.length);
  const stamps: number[] = [];
  for (let i = buf.indexOf(EVENT_START, afterSeq); i >= 0 && i < end; i = buf.indexOf(EVENT_START, i + EVENT_START.length)) {
    stamps.push(readDigits(buf, i + EVENT_START.length).value);
  }
  return { fromSeq, stamps };
}

/** Inflated compressed messages by fingerprint: every client gets the same bytes, inflated here once. */
let inflated = new Map<string, EventsMessage | null>();
const TRAILER = Buffer.from([0x00, 0x00, 0xff, 0xff]);

function fingerprint(buf: Buffer, start: number, end: number): string {
  const length = end - start;
  if (length <= 512) return buf.toString('latin1', start, end);
  const middle = start + (length >> 1);
  return `${length}:${buf.toString('latin1', start, start + 128)}${buf.toString('latin1', middle, middle + 128)}${buf.toString('latin1', end - 128, end)}`;
}

function readCompressed(buf: Buffer, start: number, end: number, prefix: Buffer): EventsMessage | null {
  const key = fingerprint(buf, start, end);
  let found = inflated.get(key);
  if (found === undefined) {
    // RFC 7692 7.2.2: the message's bytes plus 00 00 ff ff, inflated with a fresh context.
    const text = inflateRawSync(Buffer.concat([buf.subarray(start, end), TRAILER]), { finishFlush: constants.Z_SYNC_FLUSH });
    found = readEvents(text, 0, text.length, prefix);
    if (inflated.size >= 4_096) inflated = new Map();
    inflated.set(key, found);
  }
  return found;
}

/** Plain `events` messages read, by fingerprint: every client gets the same bytes too. */
let plain = new Map<string, EventsMessage | null>();

function readPlain(buf: Buffer, start: number, end: number, prefix: Buffer): EventsMessage | null {
  if (!matches(buf, start, end, prefix)) return null;
  const key = fingerprint(buf, start, end);
  let found = plain.get(key);
  if (found === undefined) {
    found = readEvents(buf, start, end, prefix);
    if (plain.size >= 4_096) plain = new Map();
    plain.set(key, found);
  }
  return found;
}

let windowOpen = false;
let eventMessages = 0;
let compressedMessages = 0;
const histogram = new Uint32Array(LATENCY_BUCKETS);
let latencySamples = 0;
let gaps = 0;
let duplicates = 0;
let bytesInWindow = 0;
const closes: Record<string, number> = {};

class BenchClient {
  events = 0;
  eventsAtWindowStart = 0;
  subscribed = false;
  open = true;
  private lastSeq = 0;
  private leftover: Buffer | null = null;
  /** Further reads of the frame begun in `leftover` (its size known), not joined yet. */
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** The start of every event frame of this client's topic, and of every batched `events` frame up to `fromSeq`. */
  private eventPrefix = Buffer.alloc(0);
  private eventsPrefix = Buffer.alloc(0);

  /**
   * @param stalls a consumer that stops reading once subscribed: the server must drop it (4408) without
   *   holding anybody else back.
   */
  constructor(
    private readonly socket: Socket,
    private readonly stalls = false,
  ) {
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('close', () => {
      if (this.open) this.closed('1006');
    });
    socket.on('error', () => undefined);
  }

  send(text: string): void {
    this.socket.write(clientFrame(0x1, Buffer.from(text)));
  }

  subscribe(topic: string): void {
    this.eventPrefix = Buffer.from(`{"type":"event","topic":${JSON.stringify(topic)},"seq":`);
    this.eventsPrefix = Buffer.from(`{"type":"events","topic":${JSON.stringify(topic)},"fromSeq":`);
    this.send(JSON.stringify({ type: 'subscribe', topics: [{ topic }], ...(config.batch ? { batch: true } : {}) }));
  }

  close(): void {
    this.open = false;
    this.socket.destroy();
  }

  private closed(code: string): void {
    this.open = false;
    closes[code] = (closes[code] ?? 0) + 1;
  }

  /** Takes in bytes from the socket (or the upgrade's `head`). */
  receive(chunk: Buffer): void {
    const now = nowMs();
    if (windowOpen) bytesInWindow += chunk.length;
    let off = 0;
    if (this.leftover) {
      // Complete the frame split across reads by copying only its missing part (not the whole chunk). The
      // parts of a frame bigger than a read are kept as a list and joined once: joining at every read copied
      // a 70 KB frame over and over (the anchor's plain batches).
      const partial = this.leftover;
      let size = frameSize(partial, 0);
      if (size < 0) size = frameSize(Buffer.concat([partial, chunk.subarray(0, 14)]), 0);
      const have = partial.length + this.pendingBytes;
      if (size < 0 || chunk.length < size - have) {
        if (size < 0) {
          this.leftover = Buffer.concat([partial, ...this.pending, chunk]);
          this.pending = [];
          this.pendingBytes = 0;
        } else {
          this.pending.push(chunk);
          this.pendingBytes += chunk.length;
        }
        return;
      }
      off = size - have;
      const parts = [partial, ...this.pending, chunk.subarray(0, off)];
      this.leftover = null;
      this.pending = [];
      this.pendingBytes = 0;
      this.onFrame(Buffer.concat(parts, size), 0, size, now);
    }
    for (;;) {
      const size = frameSize(chunk, off);
      if (size < 0 || off + size > chunk.length) break;
      this.onFrame(chunk, off, off + size, now);
      off += size;
    }
    if (off < chunk.length) this.leftover = Buffer.from(chunk.subarray(off));
  }

  private onFrame(buf: Buffer, off: number, end: number, now: number): void {
    const opcode = buf[off]! & 0x0f;
    const len = buf[off + 1]! & 0x7f;
    const start = off + (len < 126 ? 2 : len === 126 ? 4 : 10);
    if (opcode === 0x1 && (buf[off]! & 0x40) !== 0) {
      const message = readCompressed(buf, start, end, this.eventsPrefix);
      if (!message) throw new Error('a compressed frame that is not an events frame of the topic');
      if (windowOpen) compressedMessages += 1;
      return this.onEvents(message, now);
    }
    if (opcode === 0x1 && config.batch) {
      const message = readPlain(buf, start, end, this.eventsPrefix);
      if (message) return this.onEvents(message, now);
    }
    if (opcode === 0x1) return this.onText(buf, start, end, now);
    if (opcode === 0x9) return void this.socket.write(clientFrame(0xa, Buffer.from(buf.subarray(start, end))));
    if (opcode === 0x8) {
      this.closed(end - start >= 2 ? String(buf.readUInt16BE(start)) : '1005');
      this.socket.end();
    }
  }

  /** A batched `events` message: consecutive seqs from `fromSeq`, one latency sample per event. */
  private onEvents(message: EventsMessage, now: number): void {
    const count = message.stamps.length;
    if (this.lastSeq !== 0 && message.fromSeq !== this.lastSeq + 1) {
      if (message.fromSeq <= this.lastSeq) duplicates += 1;
      else gaps += 1;
    }
    this.lastSeq = message.fromSeq + count - 1;
    this.events += count;
    if (!windowOpen) return;
    eventMessages += 1;
    for (const stamp of message.stamps) {
      const bucket = Math.max(0, Math.floor((now - stamp) / LATENCY_BUCKET_MS));
      histogram[Math.min(bucket, LATENCY_BUCKETS - 1)]! += 1;
    }
    latencySamples += count;
  }

  private onText(buf: Buffer, start: number, end: number, now: number): void {
    if (matches(buf, start, end, this.eventPrefix)) {
      let i = start + this.eventPrefix.length;
      let seq = 0;
      for (let c = buf[i]!; c >= 0x30 && c <= 0x39; c = buf[++i]!) seq = seq * 10 + (c - 0x30);
      if (this.lastSeq !== 0 && seq !== this.lastSeq + 1) {
        if (seq <= this.lastSeq) duplicates += 1;
        else gaps += 1;
      }
      this.lastSeq = seq;
      this.events += 1;
      if (!windowOpen) return;
      eventMessages += 1;
      // The stamp is the event's first field: `,"event":{"benchIngestAt":<ms>` right after the seq.
      i += EVENT_KEY.length;
      if (!matches(buf, i, end, INGEST_STAMP)) return;
      let ingestAt = 0;
      for (let j = i + INGEST_STAMP.length, c = buf[j]!; c >= 0x30 && c <= 0x39; c = buf[++j]!) ingestAt = ingestAt * 10 + (c - 0x30);
      const bucket = Math.max(0, Math.floor((now - ingestAt) / LATENCY_BUCKET_MS));
      histogram[Math.min(bucket, LATENCY_BUCKETS - 1)]! += 1;
      latencySamples += 1;
      return;
    }
    // Not an event: small control frames (subscribed, gap, error), parsed for real.
    const frame = JSON.parse(buf.toString('utf8', start, end)) as { type: string; headSeq?: number };
    if (frame.type === 'subscribed') {
      this.subscribed = true;
      this.lastSeq = frame.headSeq ?? 0;
      if (this.stalls) this.socket.pause();
      onSubscribed();
    } else if (frame.type === 'gap') {
      gaps += 1;
    }
  }
}

/** The measured clients, and the extra one that stalls (not counted in any figure). */
const clients: BenchClient[] = [];
let stalled: BenchClient | undefined;

function connect(stalls = false): Promise<BenchClient> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port: config.port,
      path: config.path,
      agent: false,
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
        // What Chromium offers; the server decides. Single-frame clients offer nothing: they cannot inflate.
        ...(config.batch ? { 'Sec-WebSocket-Extensions': 'permessage-deflate; client_max_window_bits' } : {}),
      },
    });
    req.on('upgrade', (res, socket, head) => {
      const extensions = res.headers['sec-websocket-extensions'];
      if (extensions && !(config.batch && /^permessage-deflate\b/.test(extensions) && /server_no_context_takeover/.test(extensions))) {
        reject(new Error(`server negotiated ${extensions}: the bench client inflates only messages without server context`));
        return;
      }
      socket.setNoDelay(true);
      const client = new BenchClient(socket, stalls);
      if (head.length > 0) client.receive(head);
      resolve(client);
    });
    req.on('response', (res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    req.on('error', reject);
    req.end();
  });
}

function onSubscribed(): void {
  const all = stalled ? [...clients, stalled] : clients;
  if (clients.length === config.clients && (!config.stalledClient || stalled) && all.every((client) => client.subscribed)) {
    port!.postMessage({ type: 'subscribed', clients: clients.length } satisfies ClientsMessage);
  }
}

port.on('message', (command: ClientsCommand) => {
  switch (command.type) {
    case 'subscribe': {
      // Client i reads topics[i mod n]: one room for all, or the rooms of a guild spread over the clients.
      clients.forEach((client, i) => client.subscribe(command.topics[i % command.topics.length]!));
      stalled?.subscribe(command.topics[0]!);
      return;
    }
    case 'windowStart':
      for (const client of clients) client.eventsAtWindowStart = client.events;
      histogram.fill(0);
      latencySamples = 0;
      bytesInWindow = 0;
      eventMessages = 0;
      compressedMessages = 0;
      windowOpen = true;
      return;
    case 'windowEnd': {
      windowOpen = false;
      const result: WindowResult = {
        perClientEvents: clients.map((client) => client.events - client.eventsAtWindowStart),
        bytes: bytesInWindow,
        eventMessages,
        compressedMessages,
        latencyHistogram: histogram.slice(),
        latencySamples,
        gaps,
        duplicates,
        // The stalled client never reads its close frame: the server's own count tells whether it was dropped.
        closes: { ...closes },
        open: clients.filter((client) => client.open).length,
      };
      port.postMessage({ type: 'window', result } satisfies ClientsMessage);
      return;
    }
    case 'close':
      for (const client of clients) client.close();
      stalled?.close();
      port.close();
      return;
  }
});

try {
  // A few at a time: 200 simultaneous upgrades would all queue behind the same session look-ups anyway.
  for (let i = 0; i < config.clients; i += 20) {
    const batch = await Promise.all(Array.from({ length: Math.min(20, config.clients - i) }, () => connect()));
    clients.push(...batch);
  }
  if (config.stalledClient) stalled = await connect(true);
  port.postMessage({ type: 'connected', clients: clients.length } satisfies ClientsMessage);
} catch (error) {
  port.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) } satisfies ClientsMessage);
}
