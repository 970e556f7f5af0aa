/**
 * The gateway's two ways of writing (live-connection.ts): pre-encoded frames written to ws' raw stream, batched
 * per turn, or — without a raw stream or with a negotiated extension — one `send` per frame. Same frames,
 * same order, same 4408 either way. (The real protocol over real sockets: tests/integration/websocket.test.ts.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import { WS_CLOSE, type ServerFrame } from '../../../streams/contracts/realtime';
import type { Hub } from '../hub/hub';
import { createMemoryHub } from '../hub/memory-hub';
import { DEFAULT_GATEWAY_OPTIONS, serveConnection, type GatewayContext, type GatewaySocket, type RawStream } from './live-connection';

/** Splits concatenated unmasked server frames into their texts. */
function decode(data: Buffer): string[] {
  const texts: string[] = [];
  for (let off = 0; off < data.length; ) {
    const marker = data[off + 1]!;
    const header = marker < 126 ? 2 : marker === 126 ? 4 : 10;
    const length = marker < 126 ? marker : marker === 126 ? data.readUInt16BE(off + 2) : Number(data.readBigUInt64BE(off + 2));
    texts.push(data.toString('utf8', off + header, off + header + length));
    off += header + length;
  }
  return texts;
}

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

  constructor(
    readonly _socket: FakeRaw | null,
    readonly extensions = '',
  ) {}

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

function context(maxBufferedBytes = DEFAULT_GATEWAY_OPTIONS.maxBufferedBytes): GatewayContext {
  const hub = createMemoryHub();
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
  ['no raw stream: send per frame', () => new FakeSocket(null)],
  ['permessage-deflate negotiated: send per frame', () => new FakeSocket(new FakeRaw(), 'permessage-deflate')],
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
});
