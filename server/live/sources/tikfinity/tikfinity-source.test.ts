import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { createRejectCounter } from '../../../../streams/live/normalize/normalize-result';
import { normalizeRaw } from '../../ingest/normalize-raw';
import type { LiveSource, SourceSignal } from '../live-source';
import { createTikfinitySource, tikfinityErrorSignal } from './tikfinity-source';

// The hand-written TikFinity samples the normalizer is tested on (no recorded fixture exists for TikFinity).
const samples = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../../streams/live/normalize/__samples__/tikfinity-events.json'), 'utf8')) as {
  events: Array<{ event: string }>;
};
const withoutEnd = samples.events.filter((e) => e.event !== 'streamEnd');

const servers: WebSocketServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    for (const client of server.clients) client.terminate();
    await new Promise((done) => server.close(() => done(undefined)));
  }
});

async function startServer(onConnection: (socket: WebSocket) => void) {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  servers.push(server);
  server.on('connection', onConnection);
  await once(server, 'listening');
  return { server, url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

async function collect(source: LiveSource): Promise<SourceSignal[]> {
  const controller = new AbortController();
  const signals: SourceSignal[] = [];
  await new Promise<void>((done) => {
    source.open((s) => {
      signals.push(s);
      if (s.type === 'ended' || s.type === 'disconnected' || s.type === 'notLive') done();
    }, controller.signal);
  });
  return signals;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('tikfinity source against a local WebSocket server', () => {
  it('passes each JSON event on as a tikfinity message that the real normalizer turns into events', async () => {
    const { url } = await startServer((socket) => {
      for (const event of withoutEnd) socket.send(JSON.stringify(event));
      // The desktop app quitting: a close without a TikFinity-specific meaning.
      socket.close(1001, 'app closing');
    });
    const signals = await collect(createTikfinitySource({ url, uniqueId: 'viewer0193', now: () => 1_701_792_330_000 }));

    expect(signals[0]).toEqual({ type: 'connected' });
    expect(signals.at(-1)).toEqual({ type: 'disconnected', reason: `TikFinity closed the connection on ${url} with 1001: app closing`, retryable: true });
    const messages = signals.flatMap((s) => (s.type === 'message' ? [s.message] : []));
    expect(messages.map((m) => m.payload)).toEqual(withoutEnd);
    expect(messages.every((m) => m.format === 'tikfinity' && m.receivedAt === 1_701_792_330_000)).toBe(true);

    const counter = createRejectCounter();
    const events = messages.flatMap((m) => counter.addAll(normalizeRaw(m, '9100000000000000134')).flatMap((r) => (r.ok ? r.events : [])));
    expect(events.map((e) => e.type)).toEqual(['gift', 'gift', 'gift', 'like', 'chat', 'member', 'social', 'social', 'roomStats', 'armies']);
    expect(counter.stats()).toMatchObject({ rejected: 0, ignored: 1 });
    expect(events[0]).toMatchObject({ type: 'gift', roomId: '9100000000000000134', giftId: '5655', streakable: true });
  });

  it('ends the stream after a streamEnd event: the event is delivered, later frames are not, the socket is closed', async () => {
    let serverSocket: WebSocket | undefined;
    const { url } = await startServer((socket) => {
      serverSocket = socket;
      socket.send(JSON.stringify(withoutEnd[0]));
      socket.send(JSON.stringify({ event: 'streamEnd', data: { createTime: '1701792340000' } }));
      socket.send(JSON.stringify(withoutEnd[1]));
    });
    const signals = await collect(createTikfinitySource({ url, uniqueId: '@viewer0193' }));
    expect(signals.map((s) => s.type)).toEqual(['connected', 'message', 'message', 'ended']);
    expect(signals.at(-1)).toEqual({ type: 'ended', reason: 'TikFinity reported the end of the LIVE (@viewer0193)' });
    const ended = signals[2]?.type === 'message' ? normalizeRaw(signals[2].message, 'r1') : [];
    expect(ended).toMatchObject([{ ok: true, events: [{ type: 'control', action: 'ended' }] }]);
    const [code] = (await once(serverSocket as WebSocket, 'close')) as [number];
    expect(code).toBe(1000);
  });

  it('says TikFinity is not running when nothing listens on the port (retryable)', async () => {
    const { server, url } = await startServer(() => undefined);
    await new Promise((done) => server.close(() => done(undefined)));
    const signals = await collect(createTikfinitySource({ url }));
    expect(signals).toHaveLength(1);
    expect(signals[0]).toMatchObject({ type: 'disconnected', retryable: true });
    const reason = signals[0]?.type === 'disconnected' ? signals[0].reason : '';
    expect(reason.startsWith(`TikFinity is not running on ${url}: start the TikFinity desktop app`)).toBe(true);
  });

  it('reads localhost refusals reported by dual-stack connect (an AggregateError with an empty message)', () => {
    expect(tikfinityErrorSignal('ws://localhost:21213/', 'ECONNREFUSED', 'ECONNREFUSED')).toEqual({
      type: 'disconnected',
      reason: 'TikFinity is not running on ws://localhost:21213/: start the TikFinity desktop app and connect it to the LIVE (ECONNREFUSED)',
      retryable: true,
    });
    expect(tikfinityErrorSignal('ws://pc:21213/', 'getaddrinfo ENOTFOUND pc', 'ENOTFOUND')).toMatchObject({
      reason: 'could not reach TikFinity on ws://pc:21213/: getaddrinfo ENOTFOUND pc',
      retryable: true,
    });
  });

  it('stops everything on abort', async () => {
    let serverSocket: WebSocket | undefined;
    const { url } = await startServer((socket) => {
      serverSocket = socket;
      for (const event of withoutEnd) socket.send(JSON.stringify(event));
    });
    const controller = new AbortController();
    const signals: SourceSignal[] = [];
    await new Promise<void>((done) =>
      createTikfinitySource({ url }).open((s) => {
        signals.push(s);
        if (s.type === 'message') {
          controller.abort();
          done();
        }
      }, controller.signal),
    );
    await once(serverSocket as WebSocket, 'close');
    await sleep(50);
    expect(signals.map((s) => s.type)).toEqual(['connected', 'message']);
  });
});
