/**
 * The server half of the websocket benchmark, run as a child process (`fork` with `--import tsx`) so it owns
 * its event loop like a production instance: the whole app (`buildTestApp`: embedded PGlite, memory KV,
 * memory hub, silent logs) listening on 127.0.0.1. On command it starts a simulator room at full speed through
 * the real route, `POST api/live/rooms {source:'simulator', speed:0}` (registry → source → normalize → dedupe
 * → gift ledger → `app.hub.publish` → gateway).
 *
 * Latency stamp: the hub handed to the app stamps every event at `publish` with {@link INGEST_STAMP} (wall ms),
 * as its first field so clients find it at a fixed place. Bench-only: the product's events carry no such
 * field. The simulator's own `receivedAt` cannot serve: at `speed: 0` it is stream time, far ahead of the
 * wall clock.
 *
 * Talks to the parent over the IPC channel only ({@link BenchServerMessage} / {@link BenchServerCommand}).
 */
import { performance } from 'node:perf_hooks';
import { gatewayStats } from '../../../server/live/gateway/live-connection';
import type { Hub } from '../../../server/live/hub/hub';
import { createMemoryHub } from '../../../server/live/hub/memory-hub';
import { roomTopic } from '../../../streams/live/room-topic';
import { ADMIN_PASSWORD, buildTestApp } from '../../integration/helpers/test-app';

/** Figures of the server at one instant; the parent subtracts two of them. */
export interface ServerSample {
  /** Head seq of the room topic = events published so far. */
  published: number;
  /** Event frames handed to sockets so far (all clients), and the socket writes that carried them. */
  framesSent: number;
  writes: number;
  /** Clients closed with 4408 so far. */
  tooSlowCloses: number;
  connections: number;
  /** process.cpuUsage() user + system, µs. */
  cpuMicros: number;
  /** `performance.eventLoopUtilization()` raw counters (idle/active ms). */
  elu: { idle: number; active: number };
  /** Resident set size, bytes. */
  rss: number;
  at: number;
}

export type BenchServerMessage =
  | { type: 'ready'; port: number; path: string }
  | { type: 'started'; topics: string[] }
  | { type: 'sample'; id: number; sample: ServerSample }
  /** The JSON of recent events of the room, without the stamp (what the bare `ws` anchor broadcasts). */
  | { type: 'recording'; events: string[] };

export type BenchServerCommand =
  | { type: 'start' }
  /**
   * A guild's peak instead of one room at full speed: `rooms` topics, each publishing `events` (recorded JSON,
   * cycled) at `perRoomPerSec` straight into the hub (the ingest's cost is not what this measures).
   */
  | { type: 'peak'; rooms: number; perRoomPerSec: number; events: string[] }
  | { type: 'sample'; id: number }
  | { type: 'record'; count: number }
  | { type: 'stop' };

/** The field the bench puts first in every published event: when it was published (ms since the epoch). */
export const INGEST_STAMP = 'benchIngestAt';

const send = (message: BenchServerMessage) => process.send?.(message);

/** A memory hub whose `publish` stamps the event (a copy: ingest keeps its own objects untouched). */
function stampingHub(inner: Hub): Hub {
  return {
    kind: inner.kind,
    publish: (topic, event) => inner.publish(topic, { [INGEST_STAMP]: Date.now(), ...(event as object) }),
    subscribe: (topic, sinceSeq, listener) => inner.subscribe(topic, sinceSeq, listener),
    headSeq: (topic) => inner.headSeq(topic),
    close: () => inner.close(),
  };
}

const hub = stampingHub(createMemoryHub());
const { app, close } = await buildTestApp({ env: { LOGIN_CAPTCHA: 'false' }, hub });
const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'admin', password: ADMIN_PASSWORD, code: '', uuid: '' } });
if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
const token = login.json<{ token: string }>().token;
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('no TCP address');

let topic: string | undefined;
let peakTopics: string[] = [];

async function sample(): Promise<ServerSample> {
  let published = topic ? await hub.headSeq(topic) : 0;
  for (const peakTopic of peakTopics) published += await hub.headSeq(peakTopic);
  const cpu = process.cpuUsage();
  const elu = performance.eventLoopUtilization();
  return {
    published,
    framesSent: gatewayStats.eventFramesSent,
    writes: gatewayStats.eventWrites,
    tooSlowCloses: gatewayStats.tooSlowCloses,
    connections: gatewayStats.connections,
    cpuMicros: cpu.user + cpu.system,
    elu: { idle: elu.idle, active: elu.active },
    rss: process.memoryUsage.rss(),
    at: Date.now(),
  };
}

/** The last `count` events of the room as published, their stamp removed. */
function record(count: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    if (!topic) {
      reject(new Error('no room yet'));
      return;
    }
    const events: string[] = [];
    const stamp = new RegExp(`^\\{"${INGEST_STAMP}":\\d+,?`);
    void hub.headSeq(topic).then((head) => {
      const subscription = hub.subscribe(topic!, Math.max(0, head - count), {
        start: () => undefined,
        gap: () => undefined,
        event: (entry) => {
          if (events.length >= count) return;
          events.push(entry.json.replace(stamp, '{'));
          if (events.length === count) {
            subscription.close();
            resolve(events);
          }
        },
        error: reject,
      });
    }, reject);
  });
}

/** Publishes the peak: every ms, each room's events that came due at `perRoomPerSec` (rooms out of phase). */
function startPeak(rooms: number, perRoomPerSec: number, events: string[]): string[] {
  const topics = Array.from({ length: rooms }, (_, i) => `room:peak${String(i).padStart(2, '0')}`);
  const parsed = events.map((json) => JSON.parse(json) as object);
  const startedAt = performance.now();
  const published = topics.map(() => 0);
  const tick = () => {
    const elapsed = (performance.now() - startedAt) / 1_000;
    topics.forEach((room, i) => {
      const due = Math.floor(elapsed * perRoomPerSec + i / rooms) - published[i]!;
      for (let k = 0; k < due; k++) void hub.publish(room, parsed[(published[i]! + k + i * 97) % parsed.length]!);
      published[i]! += Math.max(0, due);
    });
  };
  setInterval(tick, 1).unref();
  peakTopics = topics;
  return topics;
}

async function startRoom(): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/live/rooms',
    headers: { authorization: token },
    payload: { source: 'simulator', uniqueId: 'bench', seed: 42, speed: 0 },
  });
  if (res.statusCode !== 201) throw new Error(`POST api/live/rooms answered ${res.statusCode}: ${res.body}`);
  return roomTopic(res.json<{ roomId: string }>().roomId);
}

process.on('message', (command: BenchServerCommand) => {
  switch (command.type) {
    case 'start':
      void startRoom().then((started) => {
        topic = started;
        send({ type: 'started', topics: [started] });
      });
      return;
    case 'peak':
      send({ type: 'started', topics: startPeak(command.rooms, command.perRoomPerSec, command.events) });
      return;
    case 'sample':
      void sample().then((figures) => send({ type: 'sample', id: command.id, sample: figures }));
      return;
    case 'record':
      void record(command.count).then((events) => send({ type: 'recording', events }));
      return;
    case 'stop':
      void close()
        .then(() => hub.close())
        .finally(() => process.exit(0));
      return;
  }
});
process.on('disconnect', () => process.exit(0));

send({ type: 'ready', port: address.port, path: `/websocket?token=${encodeURIComponent(token)}` });
