/**
 * Browser pipeline benchmark (the budget: 10 000 events/s at 60 fps; docs/architecture.md "Budgets"): headless
 * Chromium runs bench-page.tsx — the real realtime client, operators and a React
 * scoreboard — fed at `eventsPerSec` by a local websocket server speaking the real protocol, and reports the
 * frame times (requestAnimationFrame timestamps; long animation frames where supported).
 *
 * Events are real room-topic events: a simulator room is run through the real ingest (normalize, dedupe,
 * gift ledger) once at start-up and its output is replayed with fresh seqs. Two feeds:
 * - `mix`: the simulator's mix as published (gift frames, provisional streaks, likes, chat, counted gifts…);
 * - `gifts`: only `gift.counted`, spread over 8 receiving hosts, so every event reaches the scoreboard.
 * Both come over real WebSockets; the mix is also played by a stand-in socket inside the page, which tells
 * the browser's per-message WebSocket cost apart from the pipeline's.
 *
 * The page is bundled with Vite's programmatic build into a temporary directory and served by a tiny static
 * server; Chromium is Debian's (/usr/bin/chromium), never downloaded, started without any DevTools session
 * (see {@link runPage}); each run gets a fresh browser and posts its figures back.
 */
import { createHash } from 'node:crypto';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { BROWSER_ALIASES } from '../../../vite.aliases';
import { textFrame } from '../../../server/live/gateway/event-frames';
import { startRoomIngest } from '../../../server/live/ingest/room-ingest';
import { createSimulatorSource } from '../../../server/live/sources/simulator/simulator-source';
import type { RoomTopicEvent } from '../../../streams/live/room-topic';
import type { PageReport } from './page-protocol';

export interface BrowserBenchOptions {
  eventsPerSec: number;
  warmupMs: number;
  measureMs: number;
  /** Chromium binary (default /usr/bin/chromium). */
  executablePath?: string;
}

export interface BrowserBenchResult {
  feed: Feed;
  /**
   * `network`: real WebSockets from the local server, one message per event (the contract); `inpage`: a
   * stand-in socket in the page (no network); `batched`: real WebSockets, one message per burst (proposal).
   */
  source: Source;
  fedPerSec: number;
  /** Topic items that reached the page's pipeline per second (≈ fedPerSec when it keeps up). */
  handledPerSec: number;
  frames: number;
  /** Frame times as displayed (whole vsync intervals): the median and the 95th percentile. */
  p50FrameMs: number;
  p95FrameMs: number;
  /** The 95th percentile of the raw rAF deltas (coarsened timestamps: 16.6–16.8 ms at a steady 60 Hz). */
  rawP95FrameMs: number;
  maxFrameMs: number;
  /** Frames that took longer than 1.5 vsync intervals at 60 Hz (at least one frame was dropped). */
  slowFramePct: number;
  /** Long animation frames (> 50 ms); null when the browser does not report them. */
  longFrames: number | null;
  rendersPerSec: number;
}

/** Headless Chromium paints at 60 Hz. */
const VSYNC_MS = 1_000 / 60;

type Feed = 'mix' | 'gifts';
type Source = 'network' | 'inpage' | 'batched';
/**
 * The runs, in order: both feeds over the network; then the mix from inside the page (no network: isolates the
 * browser's per-message WebSocket cost) and over the network in bursts of one message (the batched-frame
 * proposal, emulated).
 */
const RUNS: readonly { feed: Feed; source: Source }[] = [
  { feed: 'mix', source: 'network' },
  { feed: 'gifts', source: 'network' },
  { feed: 'mix', source: 'inpage' },
  { feed: 'mix', source: 'batched' },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Runs a simulator room at full speed through the real ingest and keeps the JSON of `count` published events. */
async function recordRoomEvents(count: number): Promise<string[]> {
  const events: string[] = [];
  let done!: () => void;
  const full = new Promise<void>((resolve) => (done = resolve));
  const room = startRoomIngest({
    roomId: 'bench',
    source: createSimulatorSource({ roomId: 'bench', seed: 7, speed: 0 }),
    clockRate: 0,
    publish: (event: RoomTopicEvent) => {
      if (events.length < count) events.push(JSON.stringify(event));
      if (events.length === count) done();
    },
    onMinutes: () => undefined,
    onTransition: () => undefined,
    onReject: () => undefined,
  });
  await full;
  room.stop();
  return events;
}

/** Bytes per event on the wire for the recorded mix: as sent today, and under the batched-frame proposal. */
export interface PayloadEstimate {
  /** One `{type:'event',…}` text frame per event (today's contract), header included. */
  perEventFrame: number;
  /** A proposed `{type:'events',topic,fromSeq,events:[…]}` frame of 100 events. */
  batched100: number;
  /** The same, compressed once per frame with raw deflate (permessage-deflate, no context takeover: the same bytes for every client). */
  batched100Deflate: number;
  /** CPU to compress them, once per frame for all clients (µs per event). */
  deflateMicrosPerEvent: number;
}

/** Measures {@link PayloadEstimate} on `recorded` (the topic name and seqs as a room would have them). */
export function estimatePayloads(recorded: readonly string[]): PayloadEstimate {
  const topic = JSON.stringify('room:ab12cd34ef');
  let perEventFrame = 0;
  recorded.forEach((json, i) => (perEventFrame += textFrame(`{"type":"event","topic":${topic},"seq":${i + 1},"event":${json}}`).length));
  let batched = 0;
  let compressed = 0;
  let deflateMs = 0;
  for (let i = 0; i < recorded.length; i += 100) {
    const text = `{"type":"events","topic":${topic},"fromSeq":${i + 1},"events":[${recorded.slice(i, i + 100).join(',')}]}`;
    batched += textFrame(text).length;
    const start = performance.now();
    const deflated = deflateRawSync(text, { level: 1 });
    deflateMs += performance.now() - start;
    compressed += deflated.length + 4; // + the frame header
  }
  const n = recorded.length;
  return { perEventFrame: perEventFrame / n, batched100: batched / n, batched100Deflate: compressed / n, deflateMicrosPerEvent: (deflateMs * 1_000) / n };
}

/** The `gifts` feed: the recorded `gift.counted` events, their receiving host spread over 8 hosts. */
function countedGiftFeed(recorded: readonly string[]): string[] {
  return recorded.flatMap((json, index) => {
    const event = JSON.parse(json) as RoomTopicEvent;
    if (event.type !== 'gift.counted') return [];
    return [JSON.stringify({ ...event, gift: { ...event.gift, toUserId: `host-${(index % 8) + 1}` } })];
  });
}

async function buildPage(outDir: string): Promise<void> {
  await build({
    root: fileURLToPath(new URL('.', import.meta.url)),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: BROWSER_ALIASES },
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5_000 },
  });
}

const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/**
 * One browser connection of the feed server: answers the protocol's `subscribe` (with `subscribed`, then
 * events of the topic's feed at the requested rate, fresh seqs from 1) and `ping`; server frames are built
 * with the gateway's own framing (event-frames.ts).
 */
class FeedConnection {
  private leftover = Buffer.alloc(0);
  private timer: NodeJS.Timeout | undefined;

  /** @param batched one message per burst, event frames one per line (the proposal's emulation). */
  constructor(
    private readonly socket: Socket,
    private readonly feeds: Record<Feed, readonly string[]>,
    private readonly eventsPerSec: number,
    private readonly batched: boolean,
  ) {
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('close', () => clearInterval(this.timer));
    socket.on('error', () => undefined);
  }

  receive(chunk: Buffer): void {
    let data = this.leftover.length ? Buffer.concat([this.leftover, chunk]) : chunk;
    for (;;) {
      if (data.length < 2) break;
      const opcode = data[0]! & 0x0f;
      let length = data[1]! & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (data.length < 4) break;
        length = data.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (data.length < 10) break;
        length = Number(data.readBigUInt64BE(2));
        offset = 10;
      }
      // Client frames are always masked (RFC 6455 section 5.3).
      if (data.length < offset + 4 + length) break;
      const mask = data.subarray(offset, offset + 4);
      const payload = Buffer.from(data.subarray(offset + 4, offset + 4 + length));
      for (let i = 0; i < payload.length; i++) payload[i]! ^= mask[i & 3]!;
      data = data.subarray(offset + 4 + length);
      this.onFrame(opcode, payload);
    }
    this.leftover = Buffer.from(data);
  }

  private onFrame(opcode: number, payload: Buffer): void {
    if (opcode === 0x8) {
      this.socket.end(Buffer.from([0x88, 0x00]));
      return;
    }
    if (opcode === 0x9) {
      this.socket.write(Buffer.concat([Buffer.from([0x8a, payload.length]), payload]));
      return;
    }
    if (opcode !== 0x1) return;
    const frame = JSON.parse(payload.toString('utf8')) as { type: string; topics?: { topic: string }[] };
    if (frame.type === 'ping') this.socket.write(textFrame(JSON.stringify({ type: 'pong' })));
    if (frame.type === 'subscribe' && frame.topics?.[0]) this.feed(frame.topics[0].topic);
  }

  /** Sends the topic's feed at the requested rate, in small bursts every few ms (as a busy socket delivers). */
  private feed(topic: string): void {
    const name = topic.slice(topic.indexOf(':') + 1) as Feed;
    const events = this.feeds[name] ?? this.feeds.mix;
    this.socket.write(textFrame(JSON.stringify({ type: 'subscribed', topic, headSeq: 0 })));
    const topicJson = JSON.stringify(topic);
    const startedAt = performance.now();
    let sent = 0;
    clearInterval(this.timer);
    this.timer = setInterval(() => {
      const due = Math.floor(((performance.now() - startedAt) * this.eventsPerSec) / 1_000);
      const texts: string[] = [];
      for (; sent < due; sent++) texts.push(`{"type":"event","topic":${topicJson},"seq":${sent + 1},"event":${events[sent % events.length]}}`);
      if (texts.length === 0) return;
      this.socket.write(this.batched ? textFrame(texts.join('\n')) : Buffer.concat(texts.map(textFrame)));
    }, 4);
  }
}

/** Reports posted by bench pages, by run id. */
type ReportWaiters = Map<string, (report: PageReport) => void>;

function startServer(root: string, feeds: Record<Feed, readonly string[]>, eventsPerSec: number, reports: ReportWaiters): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (path === '/results' && req.method === 'POST') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        reports.get(url.searchParams.get('run') ?? '')?.(JSON.parse(Buffer.concat(chunks).toString('utf8')) as PageReport);
        res.writeHead(204).end();
      });
      return;
    }
    const feed = /^\/feed\/(\w+)\.json$/.exec(path)?.[1] as Feed | undefined;
    if (feed && feed in feeds) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(feeds[feed]));
      return;
    }
    const file = normalize(join(root, path === '/' ? 'index.html' : path));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => res.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  server.on('upgrade', (req, socket: Socket, head: Buffer) => {
    const key = req.headers['sec-websocket-key'];
    if (!req.url?.startsWith('/websocket') || typeof key !== 'string') {
      socket.destroy();
      return;
    }
    const accept = createHash('sha1').update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
    socket.setNoDelay(true);
    const connection = new FeedConnection(socket, feeds, eventsPerSec, new URL(req.url, 'http://localhost').searchParams.has('batched'));
    if (head.length > 0) connection.receive(head);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    });
  });
}

/**
 * Opens `url` in a fresh headless Chromium (own temporary profile) and resolves with what the page posts
 * (the caller's server hands it to the waiter of `runId` in `reports`). Chromium is started as a plain process,
 * not through Playwright or any DevTools session: an attached session reports every WebSocket frame over CDP
 * (Playwright enables the Network domain on every page), which at 10,000 frames/s would load the browser and
 * this process more than the page itself. Also used by the overlay bench (overlay/overlay-bench.ts).
 * @param windowSize Chromium's `--window-size` (the page's viewport in headless mode), `width,height`.
 */
export async function runPage<R = PageReport>(
  executablePath: string,
  url: string,
  runId: string,
  reports: Map<string, (report: R) => void>,
  timeoutMs: number,
  windowSize = '1280,720',
): Promise<R> {
  const profile = await mkdtemp(join(tmpdir(), 'livedesk-bench-chromium-'));
  const browser: ChildProcess = spawn(
    executablePath,
    [
      '--headless',
      // No sandbox in this container; no throttling of the page's timers and frames (it is the only tab).
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--disable-background-timer-throttling',
      '--disable-renderer-backgrounding',
      '--disable-backgrounding-occluded-windows',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-extensions',
      '--mute-audio',
      `--window-size=${windowSize}`,
      `--user-data-dir=${profile}`,
      url,
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => browser.once('exit', () => resolve()));
  try {
    return await new Promise<R>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no report from the bench page within ${timeoutMs} ms`)), timeoutMs);
      reports.set(runId, (report) => {
        clearTimeout(timer);
        resolve(report);
      });
      browser.once('error', reject);
      void exited.then(() => reject(new Error('Chromium exited before the page reported')));
    });
  } finally {
    reports.delete(runId);
    browser.kill('SIGTERM');
    await Promise.race([exited, sleep(5_000)]);
    if (browser.exitCode === null && browser.signalCode === null) browser.kill('SIGKILL');
    // Chromium's helper processes may still be writing to the profile for a moment after it exits.
    await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

/** `chromium --version` (e.g. "Chromium 156.0.8078.79"). */
export function browserVersion(executablePath: string): Promise<string> {
  return new Promise((resolve) => {
    execFile(executablePath, ['--version'], (_error, stdout) => resolve(/Chromium [\d.]+/.exec(String(stdout))?.[0] ?? 'Chromium (unknown version)'));
  });
}

/** A frame's time as displayed: whole vsync intervals (rAF timestamps are coarsened, so deltas jitter ±0.1 ms). */
const displayedMs = (delta: number) => Math.max(1, Math.round(delta / VSYNC_MS)) * VSYNC_MS;

/**
 * Runs every feed once; the server, the browsers and the temporary build are always cleaned up.
 * @returns the figures per run, the browser's version, and the payload sizes of the recorded mix.
 */
export async function runBrowserBench(
  options: BrowserBenchOptions,
): Promise<{ browserVersion: string; results: BrowserBenchResult[]; payloads: PayloadEstimate }> {
  const executablePath = options.executablePath ?? '/usr/bin/chromium';
  const recorded = await recordRoomEvents(30_000);
  const feeds: Record<Feed, readonly string[]> = { mix: recorded, gifts: countedGiftFeed(recorded) };
  const outDir = await mkdtemp(join(tmpdir(), 'livedesk-bench-'));
  const reports: ReportWaiters = new Map();
  let server: Server | undefined;
  try {
    await buildPage(outDir);
    const started = await startServer(outDir, feeds, options.eventsPerSec, reports);
    server = started.server;
    const results: BrowserBenchResult[] = [];
    for (const [index, { feed, source }] of RUNS.entries()) {
      const runId = `${index}-${feed}-${source}`;
      const query = new URLSearchParams({ topic: `room:${feed}`, source, rate: String(options.eventsPerSec), run: runId, warmup: String(options.warmupMs), measure: String(options.measureMs) });
      const { window: measured, state } = await runPage(executablePath, `http://127.0.0.1:${started.port}/?${query}`, runId, reports, options.warmupMs + options.measureMs + 60_000);
      if (state.status !== 'open') throw new Error(`the bench page's connection is ${state.status}`);
      if (feed === 'gifts' && state.totalDiamonds === 0) throw new Error('the scoreboard shows nothing');
      const raw = [...measured.frameDeltas].sort((a, b) => a - b);
      const displayed = raw.map(displayedMs);
      const seconds = measured.elapsedMs / 1_000;
      results.push({
        feed,
        source,
        fedPerSec: options.eventsPerSec,
        handledPerSec: measured.events / seconds,
        frames: raw.length,
        p50FrameMs: percentile(displayed, 50),
        p95FrameMs: percentile(displayed, 95),
        rawP95FrameMs: percentile(raw, 95),
        maxFrameMs: raw.at(-1) ?? Number.NaN,
        slowFramePct: (100 * raw.filter((delta) => delta > 1.5 * VSYNC_MS).length) / Math.max(1, raw.length),
        longFrames: measured.loafSupported ? measured.longFrames.length : null,
        rendersPerSec: measured.renders / seconds,
      });
    }
    return { browserVersion: await browserVersion(executablePath), results, payloads: estimatePayloads(recorded) };
  } finally {
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await rm(outDir, { recursive: true, force: true });
  }
}
