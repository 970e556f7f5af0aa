/**
 * The anchor of the websocket benchmark: a bare `ws` server (no product code: no app, no hub, no gateway) in a
 * child process of its own, broadcasting the product's recorded room events to the same bench clients
 * (ws-clients.worker.ts) in the same frames and with the same batching: one `events` frame per turn of its
 * event loop holding the events that came due in that turn, its JSON built once, sent to every client with
 * `ws`' own `send` — the textbook broadcast (ws' default: no permessage-deflate).
 *
 * Events come due at the rate the product published in its own run (the offered load is the same), each
 * stamped with {@link INGEST_STAMP} when it comes due, as bench-server.ts stamps at `hub.publish`. A turn takes
 * at most {@link MAX_EVENTS_PER_FRAME} (the product hands a turn over in pieces of ~64 KB of JSON too).
 *
 * Same IPC protocol as bench-server.ts ({@link BenchServerMessage} / {@link BenchServerCommand}), plus the
 * events to play and their rate in `workerData`-like argv: `[eventsFile, ratePerSec]` via the `load` message.
 */
import { performance } from 'node:perf_hooks';
import { WebSocketServer, type WebSocket } from 'ws';
import type { BenchServerCommand, BenchServerMessage, ServerSample } from './bench-server';

/** bench-server.ts's INGEST_STAMP (not imported: that module boots the product). */
const INGEST_STAMP = 'benchIngestAt';
const TOPIC = 'room:anchor';
/** ~64 KB of event JSON, like the hub's FANOUT_BATCH_BYTES. */
const MAX_EVENTS_PER_FRAME = 128;

export type AnchorCommand = BenchServerCommand | { type: 'load'; events: string[]; ratePerSec: number };

const send = (message: BenchServerMessage) => process.send?.(message);

const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
await new Promise((resolve) => wss.once('listening', resolve));
const subscribed = new Set<WebSocket>();
let events: string[] = [];
let ratePerSec = 0;
let seq = 0;
let framesSent = 0;
let writes = 0;
let startedAt = 0;
let running = false;

wss.on('connection', (socket) => {
  socket.on('message', (data: Buffer) => {
    const frame = JSON.parse(data.toString('utf8')) as { type: string };
    if (frame.type === 'subscribe') {
      socket.send(JSON.stringify({ type: 'subscribed', topic: TOPIC, headSeq: seq }));
      subscribed.add(socket);
    } else if (frame.type === 'ping') {
      socket.send('{"type":"pong"}');
    }
  });
  socket.on('close', () => subscribed.delete(socket));
  socket.on('error', () => undefined);
});

/** One turn: the events due since the start at `ratePerSec`, as one frame per ≤ MAX_EVENTS_PER_FRAME. */
function turn(): void {
  if (!running) return;
  let due = Math.floor(((performance.now() - startedAt) / 1_000) * ratePerSec) - seq;
  while (due > 0) {
    const count = Math.min(due, MAX_EVENTS_PER_FRAME);
    const stamp = `{"${INGEST_STAMP}":${Date.now()},`;
    const fromSeq = seq + 1;
    let json = '';
    for (let i = 0; i < count; i++) {
      const event = events[(seq + i) % events.length]!;
      json += `${i === 0 ? '' : ','}${stamp}${event.slice(1)}`;
    }
    seq += count;
    due -= count;
    const frame = Buffer.from(`{"type":"events","topic":"${TOPIC}","fromSeq":${fromSeq},"events":[${json}]}`);
    for (const socket of subscribed) {
      socket.send(frame, { binary: false });
      writes += 1;
      framesSent += count;
    }
  }
  // Nothing more due in this turn: come back on the next one (a timer when idle, so it does not spin).
  setTimeout(turn, 0);
}

function sample(): ServerSample {
  const cpu = process.cpuUsage();
  const elu = performance.eventLoopUtilization();
  return {
    published: seq,
    framesSent,
    writes,
    tooSlowCloses: 0,
    connections: wss.clients.size,
    cpuMicros: cpu.user + cpu.system,
    elu: { idle: elu.idle, active: elu.active },
    rss: process.memoryUsage.rss(),
    at: Date.now(),
  };
}

process.on('message', (command: AnchorCommand) => {
  switch (command.type) {
    case 'load':
      events = command.events;
      ratePerSec = command.ratePerSec;
      return;
    case 'start':
      if (events.length === 0 || ratePerSec <= 0) throw new Error('anchor: load events and a rate first');
      running = true;
      startedAt = performance.now();
      setTimeout(turn, 0);
      send({ type: 'started', topics: [TOPIC] });
      return;
    case 'sample':
      send({ type: 'sample', id: command.id, sample: sample() });
      return;
    case 'record':
    case 'peak':
      return;
    case 'stop':
      running = false;
      for (const socket of wss.clients) socket.terminate();
      wss.close(() => process.exit(0));
      return;
  }
});
process.on('disconnect', () => process.exit(0));

const address = wss.address();
if (address === null || typeof address === 'string') throw new Error('no TCP address');
send({ type: 'ready', port: address.port, path: '/' });
