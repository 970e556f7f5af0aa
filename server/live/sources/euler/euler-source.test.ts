import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type ServerOptions, type WebSocket } from 'ws';
import { createRejectCounter } from '../../../../streams/live/normalize/normalize-result';
import type { RoomTopicEvent } from '../../../../streams/live/room-topic';
import { normalizeRaw } from '../../ingest/normalize-raw';
import { startRoomIngest, type RoomIngest } from '../../ingest/room-ingest';
import type { LiveSource, SourceSignal } from '../live-source';
import { EULER_CLOSE_CODES, createEulerSource, eulerCloseSignal, eulerUrl, secretRedactor } from './euler-source';
import { TIKTOK_FIXTURES_DIR as FIXTURES } from '../../../../tests/fixtures/fixtures-dir';

const envelopes = (JSON.parse(readFileSync(resolve(FIXTURES, 'euler-envelopes.json'), 'utf8')) as Array<{ name: string; envelope: unknown }>).map(
  (e) => e.envelope,
);
const KEY = 'euler_S3cr3t+key/with=odd&chars';

const servers: WebSocketServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    for (const client of server.clients) client.terminate();
    await new Promise((done) => server.close(() => done(undefined)));
  }
});

/** A local WebSocket server on a random port; `onConnection` plays the Euler side. */
async function startServer(onConnection: (socket: WebSocket, request: IncomingMessage) => void, options: ServerOptions = {}) {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1', ...options });
  servers.push(server);
  server.on('connection', onConnection);
  await once(server, 'listening');
  return { server, url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Opens `source` and collects its signals until a terminal one (or `until`), then waits `settleMs` for strays. */
async function collect(source: LiveSource, options: { until?: (s: SourceSignal[]) => boolean; controller?: AbortController } = {}) {
  const controller = options.controller ?? new AbortController();
  const signals: SourceSignal[] = [];
  await new Promise<void>((done) => {
    source.open((s) => {
      signals.push(s);
      if (s.type === 'ended' || s.type === 'disconnected' || s.type === 'notLive' || options.until?.(signals)) done();
    }, controller.signal);
  });
  return { signals, controller };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('euler source against a local WebSocket server', () => {
  it('connects with uniqueId and apiKey in the query, passes each fixture envelope whole, and ends on 4005', async () => {
    let requestUrl = '';
    const { url } = await startServer((socket, request) => {
      requestUrl = request.url ?? '';
      for (const envelope of envelopes) socket.send(JSON.stringify(envelope));
      socket.close(4005, 'TikTok stream ended');
    });
    const source = createEulerSource({ uniqueId: '@viewer1306', apiKey: KEY, url, now: () => 1_773_500_000_000 });
    expect(source.kind).toBe('euler');
    const { signals } = await collect(source);

    const query = new URLSearchParams(requestUrl.split('?')[1]);
    expect(query.get('uniqueId')).toBe('viewer1306');
    expect(query.get('apiKey')).toBe(KEY);

    expect(signals[0]).toEqual({ type: 'connected' });
    expect(signals.at(-1)).toEqual({ type: 'ended', reason: 'Euler Stream closed the connection with 4005 STREAM_END (the TikTok LIVE ended): TikTok stream ended' });
    const messages = signals.flatMap((s) => (s.type === 'message' ? [s.message] : []));
    expect(messages).toHaveLength(32);
    expect(messages.map((m) => m.payload)).toEqual(envelopes);
    expect(messages.every((m) => m.format === 'euler' && m.receivedAt === 1_773_500_000_000)).toBe(true);

    // Through the real normalizers: the counts of streams/live/normalize/euler.test.ts.
    const counter = createRejectCounter();
    const events = messages.flatMap((m) => counter.addAll(normalizeRaw(m, 'ctx-room')).flatMap((r) => (r.ok ? r.events : [])));
    expect(counter.stats()).toMatchObject({ accepted: 12, ignored: 19, rejected: 1 });
    expect(events.map((e) => e.type).sort()).toEqual(
      ['armies', 'battle', 'chat', 'gift', 'gift', 'like', 'member', 'roomStats', 'social', 'social', 'social', 'social'].sort(),
    );
  });

  const closeCases: Array<[number, SourceSignal['type'], boolean | null]> = [
    [1000, 'disconnected', true],
    [1011, 'disconnected', true],
    [4005, 'ended', null],
    [4006, 'disconnected', true],
    [4400, 'disconnected', false],
    [4401, 'disconnected', false],
    [4403, 'disconnected', false],
    [4404, 'notLive', null],
    [4429, 'disconnected', true],
    [4500, 'disconnected', true],
    [4555, 'disconnected', true],
    [4556, 'disconnected', true],
    [4557, 'disconnected', true],
    [4999, 'disconnected', true],
  ];
  it.each(closeCases)('maps close code %i to %s (retryable %s), with the key redacted from the reason', async (code, type, retryable) => {
    // The server echoes the key in its reason: it must not come out.
    const { url } = await startServer((socket) => socket.close(code, `closing for ${KEY}`));
    const { signals } = await collect(createEulerSource({ uniqueId: 'host', apiKey: KEY, url }));
    expect(signals.map((s) => s.type)).toEqual(['connected', type]);
    const last = signals.at(-1);
    if (last?.type === 'disconnected') expect(last.retryable).toBe(retryable);
    expect(JSON.stringify(signals)).not.toContain(KEY);
    expect(JSON.stringify(signals)).not.toContain(encodeURIComponent(KEY));
    expect(JSON.stringify(signals)).toContain(`${code}`);
  });

  it('maps a connection dropped without a close frame (1006) to a retryable disconnect', async () => {
    const { url } = await startServer((socket) => socket.terminate());
    const { signals } = await collect(createEulerSource({ uniqueId: 'host', apiKey: KEY, url }));
    expect(signals).toEqual([
      { type: 'connected' },
      { type: 'disconnected', reason: 'Euler Stream closed the connection with 1006 ABNORMAL_CLOSURE (connection lost without a close frame)', retryable: true },
    ]);
  });

  it('refuses for good when the upgrade is answered 401, retries on 429', async () => {
    for (const [status, retryable] of [[401, false], [429, true]] as const) {
      const { url } = await startServer(() => undefined, { verifyClient: (_info, done) => done(false, status) });
      const { signals } = await collect(createEulerSource({ uniqueId: 'host', apiKey: KEY, url }));
      expect(signals).toHaveLength(1);
      expect(signals[0]).toMatchObject({ type: 'disconnected', retryable });
      const reason = signals[0]?.type === 'disconnected' ? signals[0].reason : '';
      expect(reason).toContain(`HTTP ${status}`);
      expect(reason).toContain('apiKey=***');
      expect(reason).not.toContain(encodeURIComponent(KEY));
    }
  });

  it('reports a refused connection as retryable, naming the URL without the key', async () => {
    const { server, url } = await startServer(() => undefined);
    await new Promise((done) => server.close(() => done(undefined)));
    const { signals } = await collect(createEulerSource({ uniqueId: 'host', apiKey: KEY, url }));
    expect(signals).toHaveLength(1);
    expect(signals[0]).toMatchObject({ type: 'disconnected', retryable: true });
    const reason = signals[0]?.type === 'disconnected' ? signals[0].reason : '';
    expect(reason).toMatch(/^could not reach Euler Stream at ws:\/\/127\.0\.0\.1:\d+\/\?uniqueId=host&apiKey=\*\*\*: /);
    expect(reason).toContain('ECONNREFUSED');
  });

  it('stops everything on abort: the socket closes politely and nothing more is emitted', async () => {
    let serverSocket: WebSocket | undefined;
    const { url } = await startServer((socket) => {
      serverSocket = socket;
      // Several frames in flight: those arriving after the abort must not reach the room.
      for (const envelope of envelopes.slice(0, 5)) socket.send(JSON.stringify(envelope));
    });
    const controller = new AbortController();
    const signals: SourceSignal[] = [];
    await new Promise<void>((done) =>
      createEulerSource({ uniqueId: 'host', apiKey: KEY, url }).open((s) => {
        signals.push(s);
        if (s.type === 'message') {
          controller.abort();
          done();
        }
      }, controller.signal),
    );
    const [code] = (await once(serverSocket as WebSocket, 'close')) as [number];
    expect(code).toBe(1000);
    await sleep(50);
    expect(signals.map((s) => s.type)).toEqual(['connected', 'message']);
  });

  it('emits nothing when opened with an already aborted signal', async () => {
    let connections = 0;
    const { url } = await startServer(() => connections++);
    const controller = new AbortController();
    controller.abort();
    const signals: SourceSignal[] = [];
    createEulerSource({ uniqueId: 'host', apiKey: KEY, url }).open((s) => signals.push(s), controller.signal);
    await sleep(100);
    expect(signals).toEqual([]);
    expect(connections).toBe(0);
  });

  it('drops a link that stops answering pings', async () => {
    const { url } = await startServer(() => undefined, { autoPong: false });
    const { signals } = await collect(createEulerSource({ uniqueId: 'host', apiKey: KEY, url, heartbeatMs: 40 }));
    expect(signals.map((s) => s.type)).toEqual(['connected', 'disconnected']);
    expect(signals[1]).toMatchObject({ retryable: true, reason: expect.stringContaining('Euler Stream stopped answering') });
  });

  it('passes a frame that is not JSON on as text, for the normalizer to reject with a reason', async () => {
    const { url } = await startServer((socket) => {
      socket.send('{not json');
      socket.close(4005);
    });
    const { signals } = await collect(createEulerSource({ uniqueId: 'host', apiKey: KEY, url }));
    const message = signals.find((s) => s.type === 'message');
    expect(message).toMatchObject({ message: { format: 'euler', payload: '{not json' } });
    if (message?.type === 'message') expect(normalizeRaw(message.message, 'r')).toEqual([{ ok: false, reason: 'euler: invalid JSON' }]);
  });
});

describe('euler close codes and URL', () => {
  it('covers every code of the documented table with a non-empty meaning', () => {
    expect(Object.keys(EULER_CLOSE_CODES).map(Number)).toEqual([1000, 1006, 1011, 4005, 4006, 4400, 4401, 4403, 4404, 4429, 4500, 4555, 4556, 4557]);
    expect(eulerCloseSignal(4401, '')).toEqual({
      type: 'disconnected',
      reason: 'Euler Stream closed the connection with 4401 INVALID_AUTH (the API key was refused: check EULER_API_KEY)',
      retryable: false,
    });
  });

  it('builds the URL from EULER_WS_URL and redacts the key in every encoding', () => {
    const url = eulerUrl('wss://ws.eulerstream.com', '@host', KEY);
    expect(url.origin).toBe('wss://ws.eulerstream.com');
    expect(url.searchParams.get('uniqueId')).toBe('host');
    expect(secretRedactor(KEY)(url.toString())).toBe('wss://ws.eulerstream.com/?uniqueId=host&apiKey=***');
    expect(secretRedactor(KEY)(`raw ${KEY} and ${encodeURIComponent(KEY)}`)).toBe('raw *** and ***');
  });
});

describe('euler source end to end through the room ingest', () => {
  it('plays the fixture envelopes into a room at clock rate 0 and gets the counts of the envelopes', async () => {
    const { url } = await startServer((socket) => {
      for (const envelope of envelopes) socket.send(JSON.stringify(envelope));
      socket.close(4005, 'TikTok stream ended');
    });
    const published: RoomTopicEvent[] = [];
    const rejects: string[] = [];
    let room!: RoomIngest;
    await new Promise<void>((done) => {
      room = startRoomIngest({
        roomId: 'euler-room',
        source: createEulerSource({ uniqueId: 'host', apiKey: KEY, url }),
        clockRate: 0,
        publish: (e) => {
          published.push(e);
          if (e.type === 'room.state' && e.status === 'ended') done();
        },
        onMinutes: () => undefined,
        onTransition: () => undefined,
        onReject: (r) => rejects.push(r),
        random: () => 0.5,
      });
    });
    const summary = room.summary();
    room.stop();
    expect(summary).toMatchObject({
      roomId: 'euler-room',
      state: 'ended',
      // Two valid gift frames, 1 diamond each: the finished streak counts on its end frame, the streak in
      // progress closes at its highest count when the stream ends. The third gift envelope has no price: rejected.
      giftDiamonds: 2,
      giftDiamondsProvisional: 0,
      giftCount: 2,
      likeTotal: 48523,
      viewerCount: 1629,
      memberCount: 1,
      chatCount: 1,
      followCount: 2,
      // Two shares (action 3) in the envelopes; one of them has the same `timestamp` as a follow and no msgId,
      // and must not be dropped as its duplicate (the derived msgId includes a hash of the message data).
      shareCount: 2,
      rejectedCount: 1,
    });
    expect(rejects).toEqual(['WebcastGiftMessage: diamondCount: Invalid input: expected number, received undefined']);
    expect(published.filter((e) => e.type === 'room.state').map((e) => (e.type === 'room.state' ? e.status : ''))).toEqual([
      'connecting',
      'connected',
      'ended',
    ]);
    expect(JSON.stringify(room.transitions())).not.toContain(KEY);
  });
});
