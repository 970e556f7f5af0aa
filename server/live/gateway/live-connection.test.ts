/**
 * The gateway's ways of writing (live-connection.ts): pre-encoded frames written to ws' raw stream, batched
 * per turn (with permessage-deflate negotiated too: batched `events` frames compressed once for all), or —
 * without a raw stream — one `send` per frame. Same frames, same order, same 4408 either way, for single
 * `event` frames and for `events` frames (subscribe with `batch: true`). (The real protocol over real sockets:
 * tests/integration/websocket.test.ts.)
 */
import { constants, inflateRawSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { WS_CLOSE, type ServerFrame } from '../../../streams/contracts/realtime';
import type { Hub } from '../hub/hub';
import { createMemoryHub } from '../hub/memory-hub';
import { DEFAULT_GATEWAY_OPTIONS, serveConnection, type GatewayContext, type GatewaySocket, type RawStream } from './live-connection';

/** Splits concatenated unmasked server frames into their texts, inflating compressed ones (RSV1) as a browser does. */
function decode(data: Buffer): string[] {
  const texts: string[] = [];
  for (let off = 0; off < data.length; ) {
    const marker = data[off + 1]!;
    const header = marker < 126 ? 2 : marker === 126 ? 4 : 10;
    const length = marker < 126 ? marker : marker === 126 ? data.readUInt16BE(off + 2) : Number(data.readBigUInt64BE(off + 2));
    const payload = data.subarray(off + header, off + header + length);
    // RFC 7692 7.2.2: append the stripped 00 00 ff ff and inflate with a fresh context (server_no_context_takeover).
    const compressed = (data[off]! & 0x40) !== 0;
    texts.push((compressed ? inflateRawSync(Buffer.concat([payload, Buffer.from([0, 0, 0xff, 0xff])]), { finishFlush: constants.Z_SYNC_FLUSH }) : payload).toString('utf8'));
    off += header + length;
  }
  return texts;
}

/** The seqs a client gets from `event` and `events` frames of `topic`, in order. */
function seqsOf(frames: ServerFrame[], topic: string): number[] {
  return frames.flatMap((frame) => {
    if (frame.type === 'event' && frame.topic === topic) return [frame.seq];
    if (frame.type === 'events' && frame.topic === topic) return frame.events.map((_, i) => frame.fromSeq + i);
    return [];
  });
}
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

class FakeRaw implements RawStream {
  destroyed = false;
  readonly writes: Buffer[] = [];
  write(chunk: Buffer): boolean {
    this.writes.push(chunk);
    return true;
  }
}

/** A ws-like socket: `frames()` is everything the client would have received, in order. */
class FakeSocket implements GatewaySocket {
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: string[] = [];
  closedWith: number | undefined;
  private readonly listeners = new Map<string, ((...args: never[]) => void)[]>();

  readonly _extensions: Record<string, { params: Record<string, unknown> }>;

  constructor(
    readonly _socket: FakeRaw | null,
    readonly extensions = '',
    params: Record<string, unknown> = {},
  ) {
    this._extensions = extensions ? { [extensions]: { params } } : {};
  }

  send(data: string | Buffer): void {
    this.sent.push(typeof data === 'string' ? data : data.toString('utf8'));
  }
  ping(): void {}
  close(code?: number): void {
    this.closedWith = code;
    this.readyState = 2;
  }
  terminate(): void {
    this.readyState = 3;
  }
  on(event: string, listener: (...args: never[]) => void): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emitMessage(frame: unknown): void {
    for (const listener of this.listeners.get('message') ?? []) (listener as (data: Buffer, isBinary: boolean) => void)(Buffer.from(JSON.stringify(frame)), false);
  }
  frames(): ServerFrame[] {
    const raw = this._socket?.writes.flatMap(decode) ?? [];
    return [...raw, ...this.sent].map((text) => JSON.parse(text) as ServerFrame);
  }
}

const hubs: Hub[] = [];
afterEach(async () => {
  for (const hub of hubs.splice(0)) await hub.close();
});

function context(maxBufferedBytes = DEFAULT_GATEWAY_OPTIONS.maxBufferedBytes, historyLength?: number): GatewayContext {
  const hub = createMemoryHub({ historyLength });
  hubs.push(hub);
  return {
    hub,
    options: { ...DEFAULT_GATEWAY_OPTIONS, maxBufferedBytes },
    authenticate: async () => ({ kind: 'staff', userId: 1, sessionId: 's', permissions: ['admin'] }),
    recheck: async (principal) => principal,
    log: { warn: () => undefined },
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));
async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 2));
  expect(condition()).toBe(true);
}

describe.each([
  ['raw stream, batched writes', () => new FakeSocket(new FakeRaw())],
  ['raw stream, permessage-deflate without server context', () => new FakeSocket(new FakeRaw(), 'permessage-deflate', { server_no_context_takeover: true })],
  ['raw stream, permessage-deflate with a small server window', () => new FakeSocket(new FakeRaw(), 'permessage-deflate', { server_no_context_takeover: true, server_max_window_bits: 10 })],
  ['no raw stream: send per frame', () => new FakeSocket(null)],
])('%s', (name, makeSocket) => {
  it('sends subscribed, then every event of the contract in order', async () => {
    const ctx = context();
    const socket = makeSocket();
    serveConnection(ctx, socket, { token: 'token' });
    socket.emitMessage({ type: 'subscribe', topics: [{ topic: 'room:a' }] });
    await until(() => socket.frames().length === 1);
    await Promise.all([1, 2, 3].map((n) => ctx.hub.publish('room:a', { n })));
    await turn();
    await until(() => socket.frames().length === 4);
    expect(socket.frames()).toEqual([
      { type: 'subscribed', topic: 'room:a', headSeq: 0 },
      { type: 'event', topic: 'room:a', seq: 1, event: { n: 1 } },
      { type: 'event', topic: 'room:a', seq: 2, event: { n: 2 } },
      { type: 'event', topic: 'room:a', seq: 3, event: { n: 3 } },
    ]);
    if (name.startsWith('raw')) {
      expect(socket.sent).toEqual([]);
      // subscribed, then the three events of one turn in one write
      expect(socket._socket!.writes).toHaveLength(2);
    } else {
      expect(socket._socket?.writes ?? []).toEqual([]);
    }
  });

  it('closes with 4408 once the send buffer is over the limit', async () => {
    const ctx = context(1_000);
    const socket = makeSocket();
    serveConnection(ctx, socket, { token: 'token' });
    socket.emitMessage({ type: 'subscribe', topics: [{ topic: 'room:slow' }] });
    await until(() => socket.frames().length === 1);
    socket.bufferedAmount = 1_001;
    await ctx.hub.publish('room:slow', { n: 1 });
    await turn();
    expect(socket.closedWith).toBe(WS_CLOSE.tooSlow);
    // Nothing more after the close.
    const before = socket.frames().length;
    await ctx.hub.publish('room:slow', { n: 2 });
    await turn();
    expect(socket.frames()).toHaveLength(before);
  });

  it('batched: a turn of events comes as one events frame with consecutive seqs, after subscribed', async () => {
    const ctx = context();
    const socket = makeSocket();
    serveConnection(ctx, socket, { token: 'token' });
    socket.emitMessage({ type: 'subscribe', topics: [{ topic: 'room:b' }], batch: true });
    await until(() => socket.frames().length === 1);
    await Promise.all([1, 2, 3].map((n) => ctx.hub.publish('room:b', { n, text: 'a chat line long enough to be worth deflating '.repeat(40) })));
    await turn();
    await until(() => socket.frames().length === 2);
    const [subscribed, events] = socket.frames();
    expect(subscribed).toEqual({ type: 'subscribed', topic: 'room:b', headSeq: 0 });
    expect(events).toMatchObject({ type: 'events', topic: 'room:b', fromSeq: 1, events: [{ n: 1 }, { n: 2 }, { n: 3 }] });
    await ctx.hub.publish('room:b', { n: 4 });
    await until(() => socket.frames().length === 3);
    expect(socket.frames()[2]).toEqual({ type: 'events', topic: 'room:b', fromSeq: 4, events: [{ n: 4 }] });
    if (name.startsWith('raw')) expect(socket.sent).toEqual([]);
    // Compressed only where every client can inflate the shared bytes (no server context, full window).
    const compressed = (socket._socket?.writes ?? []).some((write) => (write[0]! & 0x40) !== 0);
    expect(compressed).toBe(name.includes('without server context'));
  });

  it('batched: a resume replays every seq after sinceSeq once and in order, then live ones, in events frames', async () => {
    const ctx = context();
    for (let n = 1; n <= 1_200; n++) await ctx.hub.publish('room:r', { n });
    const socket = makeSocket();
    serveConnection(ctx, socket, { token: 'token' });
    socket.emitMessage({ type: 'subscribe', topics: [{ topic: 'room:r', sinceSeq: 150 }], batch: true });
    await until(() => seqsOf(socket.frames(), 'room:r').at(-1) === 1_200);
    for (let n = 1_201; n <= 1_300; n++) await ctx.hub.publish('room:r', { n });
    await until(() => seqsOf(socket.frames(), 'room:r').at(-1) === 1_300);
    expect(seqsOf(socket.frames(), 'room:r')).toEqual(range(151, 1_300));
    const frames = socket.frames();
    expect(frames[0]).toEqual({ type: 'subscribed', topic: 'room:r', headSeq: 1_200 });
    expect(frames.slice(1).every((frame) => frame.type === 'events')).toBe(true);
    // Catch-up pages of 500 and live turns: a handful of frames, not one per event.
    expect(frames.length).toBeLessThan(10);
    for (const frame of frames) if (frame.type === 'events') expect(frame.events).toEqual(range(frame.fromSeq, frame.fromSeq + frame.events.length - 1).map((n) => ({ n })));
  });

  it('batched: a gap when history no longer holds sinceSeq, then events from the oldest held', async () => {
    const ctx = context(undefined, 100);
    for (let n = 1; n <= 300; n++) await ctx.hub.publish('room:g', { n });
    const socket = makeSocket();
    serveConnection(ctx, socket, { token: 'token' });
    socket.emitMessage({ type: 'subscribe', topics: [{ topic: 'room:g', sinceSeq: 10 }], batch: true });
    await until(() => seqsOf(socket.frames(), 'room:g').at(-1) === 300);
    const frames = socket.frames();
    expect(frames.slice(0, 3).map((frame) => frame.type)).toEqual(['subscribed', 'gap', 'events']);
    expect(frames[1]).toEqual({ type: 'gap', topic: 'room:g', fromSeq: 201 });
    expect(seqsOf(frames, 'room:g')).toEqual(range(201, 300));
  });

  it('batched: closes with 4408 once the send buffer is over the limit, and sends nothing after', async () => {
    const ctx = context(1_000);
    const socket = makeSocket();
    serveConnection(ctx, socket, { token: 'token' });
    socket.emitMessage({ type: 'subscribe', topics: [{ topic: 'room:slow' }], batch: true });
    await until(() => socket.frames().length === 1);
    await ctx.hub.publish('room:slow', { n: 1 });
    await until(() => socket.frames().length === 2);
    socket.bufferedAmount = 1_001;
    await ctx.hub.publish('room:slow', { n: 2 });
    await turn();
    expect(socket.closedWith).toBe(WS_CLOSE.tooSlow);
    const before = socket.frames().length;
    await ctx.hub.publish('room:slow', { n: 3 });
    await turn();
    expect(socket.frames()).toHaveLength(before);
    // What it got is a gapless prefix: it resumes from its last seq.
    expect(seqsOf(socket.frames(), 'room:slow')).toEqual(range(1, seqsOf(socket.frames(), 'room:slow').length));
  });
});

describe('batched delivery to many sockets', () => {
  it('builds each events frame once: sockets at the same position write the same bytes; single-frame sockets are unchanged', async () => {
    const ctx = context();
    const deflating = [1, 2, 3].map(() => new FakeSocket(new FakeRaw(), 'permessage-deflate', { server_no_context_takeover: true }));
    const plain = [1, 2].map(() => new FakeSocket(new FakeRaw()));
    const single = new FakeSocket(new FakeRaw());
    for (const socket of [...deflating, ...plain, single]) {
      serveConnection(ctx, socket, { token: 'token' });
      socket.emitMessage({ type: 'subscribe', topics: [{ topic: 'room:s' }], batch: socket !== single });
    }
    await until(() => [...deflating, ...plain, single].every((socket) => socket.frames().length === 1));
    for (let n = 1; n <= 50; n++) void ctx.hub.publish('room:s', { n, text: 'the same chat line, repeated so that it compresses well'.repeat(2) });
    await turn();
    await until(() => [...deflating, ...plain, single].every((socket) => seqsOf(socket.frames(), 'room:s').length === 50));
    const lastWrite = (socket: FakeSocket) => socket._socket!.writes.at(-1)!;
    expect(lastWrite(deflating[1]!)).toBe(lastWrite(deflating[0]!));
    expect(lastWrite(deflating[2]!)).toBe(lastWrite(deflating[0]!));
    expect(lastWrite(plain[1]!)).toBe(lastWrite(plain[0]!));
    // Compressed once, much smaller than the plain frame, and the same events.
    expect(lastWrite(deflating[0]!).length * 5).toBeLessThan(lastWrite(plain[0]!).length);
    expect(deflating[0]!.frames()).toEqual(plain[0]!.frames());
    expect(single.frames().slice(1).every((frame) => frame.type === 'event')).toBe(true);
    expect(seqsOf(single.frames(), 'room:s')).toEqual(range(1, 50));
  });

  it('catch-ups at the same position share their frames too', async () => {
    const ctx = context();
    for (let n = 1; n <= 300; n++) await ctx.hub.publish('room:c', { n });
    const sockets = [1, 2, 3].map(() => new FakeSocket(new FakeRaw(), 'permessage-deflate', { server_no_context_takeover: true }));
    for (const socket of sockets) {
      serveConnection(ctx, socket, { token: 'token' });
      socket.emitMessage({ type: 'subscribe', topics: [{ topic: 'room:c', sinceSeq: 0 }], batch: true });
    }
    await until(() => sockets.every((socket) => seqsOf(socket.frames(), 'room:c').at(-1) === 300));
    for (const socket of sockets) expect(seqsOf(socket.frames(), 'room:c')).toEqual(range(1, 300));
    expect(sockets[1]!._socket!.writes.at(-1)).toBe(sockets[0]!._socket!.writes.at(-1));
  });
});
