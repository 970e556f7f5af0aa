/**
 * Websocket fan-out benchmark (the server budget): one server instance in a child process
 * (bench-server.ts), a simulator room at full speed ingested into it, N websocket clients subscribed to the
 * room topic in a worker thread of this process (ws-clients.worker.ts). After a warm-up, a window of
 * `measureMs` is measured:
 * - events/s delivered per client (the mean over clients; the slowest client too) and frames/s over all
 *   clients, against the events/s the server published;
 * - publish → client latency (p50/p99) over every event: the wall time stamped into the event at `hub.publish`
 *   (bench-server.ts) to the client's read of the bytes (same machine, same clock; the stamp has ms
 *   resolution, the read sub-ms);
 * - correctness on the way: seq gaps/duplicates seen by any client, sockets closed, server CPU; and one extra
 *   client that stops reading once subscribed must be dropped with 4408 while the others go on.
 *
 * `batch`: the clients subscribe with `batch: true` (one `events` frame per topic per flush, compressed once for
 * all clients). `target: 'anchor'` runs the same clients against anchor-server.ts instead: a bare `ws` server
 * broadcasting the product's recorded events (`anchor.events`, taken from a product run with `record`) at the
 * rate the product published, in the same batched frames.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AnchorCommand } from './anchor-server';
import type { BenchServerMessage, ServerSample } from './bench-server';
import { LATENCY_BUCKET_MS, type ClientsCommand, type ClientsConfig, type ClientsMessage } from './clients-protocol';

export interface ServerBenchOptions {
  clients: number;
  warmupMs: number;
  measureMs: number;
  /** Clients ask for batched delivery (and accept permessage-deflate without server context). */
  batch: boolean;
  /** The product (bench-server.ts, default) or the bare `ws` anchor (anchor-server.ts, needs `anchor`). */
  target?: 'product' | 'anchor';
  /** What the anchor plays: recorded event JSON and the rate (events/s) at which they come due. */
  anchor?: { events: string[]; ratePerSec: number };
  /** Product only: after the window, record the JSON of this many recent events (for the anchor). */
  record?: number;
  /**
   * Product only: instead of one simulator room at full speed, a guild's peak: `rooms` rooms publishing
   * `events` (recorded) at `perRoomPerSec` each; client i reads room i mod `rooms`.
   */
  peak?: { rooms: number; perRoomPerSec: number; events: string[] };
}

export interface ServerBenchResult {
  clients: number;
  measureMs: number;
  /** Events the server published per second (the simulator's full-speed rate through the ingest). */
  publishedPerSec: number;
  /** Event frames per second per client: mean over all clients, and the slowest one. */
  perClientPerSec: number;
  slowestClientPerSec: number;
  /** Event frames per second summed over all clients. */
  framesPerSec: number;
  /** Bytes per second received by all clients. */
  bytesPerSec: number;
  /** Websocket messages carrying events per second, all clients, and the share of them compressed. */
  eventMessagesPerSec: number;
  compressedShare: number;
  /** Recent events of the room (`record`), stamp removed. */
  recording?: string[];
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencySamples: number;
  gaps: number;
  duplicates: number;
  closes: Record<string, number>;
  openAtEnd: number;
  /** Clients the server closed with 4408 by the end of the window, or within 30 s after it (the stalled extra client should be one). */
  tooSlowCloses: number;
  /** Server process CPU over the window (1.0 = one core). */
  serverCpu: number;
  /** Server event-loop utilization over the window (0–1). */
  serverElu: number;
  serverRssMb: number;
}

function histogramPercentile(histogram: Uint32Array, total: number, p: number): number {
  const rank = Math.max(1, Math.ceil((p / 100) * total));
  let seen = 0;
  for (let i = 0; i < histogram.length; i++) {
    seen += histogram[i]!;
    if (seen >= rank) return (i + 1) * LATENCY_BUCKET_MS;
  }
  return Number.NaN;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with the first message of `source` that `pick` maps to a value; rejects after `timeoutMs`. */
function nextMessage<M, T>(source: { on(e: 'message', l: (m: M) => void): unknown; off(e: 'message', l: (m: M) => void): unknown }, pick: (m: M) => T | undefined, timeoutMs: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      source.off('message', listener);
      reject(new Error(`timed out waiting for ${what}`));
    }, timeoutMs);
    const listener = (message: M) => {
      const value = pick(message);
      if (value === undefined) return;
      clearTimeout(timer);
      source.off('message', listener);
      resolve(value);
    };
    source.on('message', listener);
  });
}

/**
 * Starts a worker thread on a TypeScript module. Workers do not inherit the parent's `--import tsx` loader in
 * time for their entry module, so a tiny bootstrap registers tsx in the worker first.
 */
export function startTsWorker(entry: URL, workerData: unknown): Worker {
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}

/** Runs the benchmark once; the child process and the worker are always torn down. */
export async function runServerBench(options: ServerBenchOptions): Promise<ServerBenchResult> {
  const anchor = options.target === 'anchor';
  if (anchor && !options.anchor) throw new Error('the anchor needs recorded events and a rate');
  const module = anchor ? './anchor-server.ts' : './bench-server.ts';
  const server: ChildProcess = fork(fileURLToPath(new URL(module, import.meta.url)), [], {
    // BENCH_SERVER_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles the server side.
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let worker: Worker | undefined;
  const command = (message: AnchorCommand) => server.send(message);
  let sampleId = 0;
  const sampleServer = async (): Promise<ServerSample> => {
    const id = ++sampleId;
    const reply = nextMessage<BenchServerMessage, ServerSample>(server, (m) => (m.type === 'sample' && m.id === id ? m.sample : undefined), 30_000, 'a server sample');
    command({ type: 'sample', id });
    return reply;
  };
  try {
    const ready = await nextMessage<BenchServerMessage, Extract<BenchServerMessage, { type: 'ready' }>>(server, (m) => (m.type === 'ready' ? m : undefined), 120_000, 'the bench server');
    if (options.anchor) command({ type: 'load', events: options.anchor.events, ratePerSec: options.anchor.ratePerSec });
    // The anchor drops nobody: it has no slow-client rule to check. At a guild's peak a stalled client would
    // take minutes to owe 4 MiB.
    const clientsConfig: ClientsConfig = { port: ready.port, path: ready.path, clients: options.clients, batch: options.batch, stalledClient: !anchor && !options.peak };
    const clientWorker = startTsWorker(new URL('./ws-clients.worker.ts', import.meta.url), clientsConfig);
    worker = clientWorker;
    const tell = (message: ClientsCommand) => clientWorker.postMessage(message);
    const fromClients = <T>(pick: (m: Exclude<ClientsMessage, { type: 'error' }>) => T | undefined, what: string) =>
      nextMessage<ClientsMessage, T | Error>(clientWorker, (m) => (m.type === 'error' ? new Error(`bench clients: ${m.message}`) : pick(m)), 120_000, what).then((value) => {
        if (value instanceof Error) throw value;
        return value;
      });
    // Connected (and authenticated) before the room starts; subscribed once it runs.
    await fromClients((m) => (m.type === 'connected' ? true : undefined), 'the clients to connect');
    const started = nextMessage<BenchServerMessage, string[]>(server, (m) => (m.type === 'started' ? m.topics : undefined), 30_000, 'the room to start');
    command(options.peak ? { type: 'peak', ...options.peak } : { type: 'start' });
    const topics = await started;
    const subscribed = fromClients((m) => (m.type === 'subscribed' ? true : undefined), 'the clients to subscribe');
    tell({ type: 'subscribe', topics });
    await subscribed;
    await sleep(options.warmupMs);
    const before = await sampleServer();
    tell({ type: 'windowStart' });
    await sleep(options.measureMs);
    const windowEnd = fromClients((m) => (m.type === 'window' ? m.result : undefined), 'the client figures');
    tell({ type: 'windowEnd' });
    const after = await sampleServer();
    const window = await windowEnd;
    // The two ends of the window are not sampled at the same instant; the server's own span is the divisor
    // for its figures, the requested window for the clients'.
    const serverSec = (after.at - before.at) / 1_000;
    const clientSec = options.measureMs / 1_000;
    const perClient = window.perClientEvents.map((n) => n / clientSec);
    const total = window.perClientEvents.reduce((sum, n) => sum + n, 0);
    const eluActive = after.elu.active - before.elu.active;
    const eluIdle = after.elu.idle - before.elu.idle;
    // The stalled client is owed 4 MiB beyond what the kernel buffers hold before it is dropped: compressed
    // batches (~40 B per event) take longer than the window to get there, so wait for it (30 s at most).
    let tooSlowCloses = after.tooSlowCloses;
    const stallDeadline = Date.now() + 30_000;
    while (clientsConfig.stalledClient && tooSlowCloses === 0 && Date.now() < stallDeadline) {
      await sleep(500);
      tooSlowCloses = (await sampleServer()).tooSlowCloses;
    }
    tell({ type: 'close' });
    let recording: string[] | undefined;
    if (options.record) {
      const recorded = nextMessage<BenchServerMessage, string[]>(server, (m) => (m.type === 'recording' ? m.events : undefined), 30_000, 'the recording');
      command({ type: 'record', count: options.record });
      recording = await recorded;
    }
    return {
      recording,
      eventMessagesPerSec: window.eventMessages / clientSec,
      compressedShare: window.eventMessages > 0 ? window.compressedMessages / window.eventMessages : 0,
      clients: options.clients,
      measureMs: options.measureMs,
      publishedPerSec: (after.published - before.published) / serverSec,
      perClientPerSec: perClient.length ? total / perClient.length / clientSec : 0,
      slowestClientPerSec: perClient.length ? Math.min(...perClient) : 0,
      framesPerSec: total / clientSec,
      bytesPerSec: window.bytes / clientSec,
      latencyP50Ms: histogramPercentile(window.latencyHistogram, window.latencySamples, 50),
      latencyP99Ms: histogramPercentile(window.latencyHistogram, window.latencySamples, 99),
      latencySamples: window.latencySamples,
      gaps: window.gaps,
      duplicates: window.duplicates,
      closes: window.closes,
      openAtEnd: window.open,
      tooSlowCloses,
      serverCpu: (after.cpuMicros - before.cpuMicros) / 1_000 / (after.at - before.at),
      serverElu: eluActive / (eluActive + eluIdle),
      serverRssMb: after.rss / 1024 / 1024,
    };
  } finally {
    await worker?.terminate();
    if (server.connected) command({ type: 'stop' });
    await Promise.race([new Promise((resolve) => server.once('exit', resolve)), sleep(10_000)]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
}
