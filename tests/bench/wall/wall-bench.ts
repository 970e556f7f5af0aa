/**
 * Monitoring wall frame-time benchmark: wall frame time with 48 live rooms at realistic rates (target p95 < 16.7 ms).
 *
 * Headless Chromium (Debian's, started without DevTools: browser-bench.ts `runPage`) opens wall-bench-page.tsx — the
 * production wall component in the console's providers, in wall mode filling the window — which talks to this file's
 * small server as it talks to the service host:
 * - `source: 'topic'` (the product's way): the page follows `monitor:wall` on `/websocket` (the gateway's protocol:
 *   `subscribed`, the snapshot, then batched `events` frames, permessage-deflate negotiated as the gateway does), and
 *   the server publishes the whole wall every WALL_TOPIC_MIN_GAP_MS — the most the service host publishes, as on a
 *   guild's wall every second brings a change. The page polls REST only until the snapshot comes;
 * - `source: 'poll'` (the wall while its socket is down): `GET /api/monitor/wall?alertsAfter=&giftAlertDiamonds=`
 *   every WALL_POLL_MS, and the socket is refused.
 * The data is wall-feed.ts (48 live rooms; every tick all figures move, viewer series shift, PK scores grow, PKs start
 * and end, alerts arrive, rooms drop now and then). On top, the page's one-second clock ticks live times and PK
 * countdowns, and pages rotate every 10 s. After a warm-up the page measures frame times (requestAnimationFrame
 * deltas) over the window, and reports what it showed, so the figure is of a wall that works.
 *
 * One run per window size (1920×1080 and 3840×2160 by default), each with a fresh world and browser.
 */
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { WebSocketServer, type WebSocket } from 'ws';
import { BROWSER_ALIASES } from '../../../vite.aliases';
import { clientFrameSchema } from '../../../streams/contracts/realtime';
import { MIN_GIFT_ALERT_DIAMONDS, WALL_POLL_MS, WALL_TOPIC, WALL_TOPIC_MIN_GAP_MS, wallQuerySchema, type WallTopicEvent } from '../../../streams/contracts/monitor-wall';
import { GATEWAY_PER_MESSAGE_DEFLATE } from '../../../server/live/gateway/events-frames';
import { browserVersion, runPage } from '../browser/browser-bench';
import { createWallWorld, type WallWorld } from './wall-feed';
import type { WallPageReport } from './wall-protocol';

/** Options of {@link runWallBench}. */
export interface WallBenchOptions {
  /** Live rooms on the wall. */
  rooms: number;
  warmupMs: number;
  measureMs: number;
  /** Chromium window sizes, `width,height`, one run each. */
  windowSizes: readonly string[];
  /** Seconds on one page. */
  rotateSeconds?: number;
  /** How the wall gets its data (default `topic`, as the product runs). */
  source?: WallSource;
  executablePath?: string;
}

/** `topic`: the wall follows `monitor:wall` on the websocket; `poll`: the socket is refused and the wall polls REST. */
export type WallSource = 'topic' | 'poll';

/** The figures of one run. */
export interface WallBenchResult {
  windowSize: string;
  frames: number;
  /** Frame times as displayed (whole 60 Hz vsync intervals): median, 95th and 99th percentile; raw p95 and max. */
  p50FrameMs: number;
  p95FrameMs: number;
  p99FrameMs: number;
  rawP95FrameMs: number;
  maxFrameMs: number;
  /** Frames longer than 1.5 vsync intervals (at least one frame dropped), %. */
  slowFramePct: number;
  longFrames: number | null;
  /** Answers the page received per second during the window (1 / WALL_POLL_MS when it keeps polling; 0 on the topic). */
  pollsPerSec: number;
  /** Walls the page received on the topic per second during the window (1 / WALL_TOPIC_MIN_GAP_MS when followed). */
  topicWallsPerSec: number;
  /** Bytes of one wall on the topic (the JSON of its `events` frame before compression); 0 when polled. */
  topicFrameBytes: number;
  report: WallPageReport;
}

const VSYNC_MS = 1_000 / 60;
const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A frame's time as displayed: whole vsync intervals (rAF timestamps are coarsened, so deltas jitter ±0.1 ms). */
const displayedMs = (delta: number) => Math.max(1, Math.round(delta / VSYNC_MS)) * VSYNC_MS;

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

/** A round avatar picture of streamer `n` (some tiles have pictures, the others initials, as on a real wall). */
function avatarSvg(n: number): string {
  const hue = (n * 47) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="hsl(${hue} 60% 45%)"/><circle cx="48" cy="38" r="18" fill="hsl(${hue} 40% 85%)"/><ellipse cx="48" cy="88" rx="32" ry="24" fill="hsl(${hue} 40% 85%)"/></svg>`;
}

interface BenchServer {
  server: Server;
  port: number;
  /** Starts a fresh world for the next run (its tick 0 is now). */
  reset(): void;
  /** Walls published on the topic so far, and the bytes of the last one's frame. */
  published(): { walls: number; frameBytes: number };
}

/**
 * The topic side of the bench server: `/websocket` speaks the gateway's protocol for `monitor:wall` only (subscribe →
 * `subscribed` with the head seq, then the `snapshot` at that seq; each publish as one `events` frame to batch
 * subscribers, an `event` frame to the others; `ping` → `pong`). The whole wall is published every
 * WALL_TOPIC_MIN_GAP_MS with the alerts after the last published ones, from MIN_GIFT_ALERT_DIAMONDS up, as
 * server/modules/monitor-wall/wall-topic.ts does.
 */
function startTopic(world: () => WallWorld, startedAt: () => number) {
  const sockets = new Map<WebSocket, { batch: boolean }>();
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: GATEWAY_PER_MESSAGE_DEFLATE });
  let seq = 0;
  let alertsAfter = 0;
  let walls = 0;
  let frameBytes = 0;
  const tick = () => Math.floor((Date.now() - startedAt()) / WALL_TOPIC_MIN_GAP_MS);
  const timer = setInterval(() => {
    if (sockets.size === 0) return;
    const wall = world().answer(tick(), alertsAfter, MIN_GIFT_ALERT_DIAMONDS, Date.now());
    alertsAfter = wall.lastAlertId;
    seq += 1;
    const event: WallTopicEvent = { type: 'wall', wall };
    const batched = JSON.stringify({ type: 'events', topic: WALL_TOPIC, fromSeq: seq, events: [event] });
    const single = JSON.stringify({ type: 'event', topic: WALL_TOPIC, seq, event });
    walls += 1;
    frameBytes = Buffer.byteLength(batched);
    // As the gateway: frames of DEFLATE_MIN_BYTES and more go compressed (a wall always is).
    for (const [socket, { batch }] of sockets) socket.send(batch ? batched : single, { compress: true });
  }, WALL_TOPIC_MIN_GAP_MS);
  wss.on('connection', (socket: WebSocket) => {
    socket.on('message', (data) => {
      const frame = clientFrameSchema.safeParse(JSON.parse(String(data)));
      if (!frame.success) return;
      if (frame.data.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
      if (frame.data.type !== 'subscribe') return;
      for (const { topic } of frame.data.topics) {
        if (topic !== WALL_TOPIC) {
          socket.send(JSON.stringify({ type: 'error', code: 'TOPIC_FORBIDDEN', message: `the bench serves ${WALL_TOPIC} only` }));
          continue;
        }
        sockets.set(socket, { batch: frame.data.batch === true });
        socket.send(JSON.stringify({ type: 'subscribed', topic, headSeq: seq }));
        socket.send(JSON.stringify({ type: 'snapshot', topic, seq, state: world().answer(tick(), 0, MIN_GIFT_ALERT_DIAMONDS, Date.now()) }), { compress: true });
      }
    });
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => sockets.delete(socket));
  });
  return {
    wss,
    reset() {
      seq = 0;
      alertsAfter = 0;
      walls = 0;
    },
    published: () => ({ walls, frameBytes }),
    close() {
      clearInterval(timer);
      for (const socket of wss.clients) socket.terminate();
      wss.close();
    },
  };
}

function startServer(root: string, rooms: number, source: WallSource, reports: Map<string, (report: WallPageReport) => void>): Promise<BenchServer & { closeTopic(): void }> {
  const tickMs = source === 'topic' ? WALL_TOPIC_MIN_GAP_MS : WALL_POLL_MS;
  let world: WallWorld = createWallWorld(rooms, { tickMs });
  let startedAt = Date.now();
  const topic = startTopic(
    () => world,
    () => startedAt,
  );
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (path === '/results' && req.method === 'POST') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        reports.get(url.searchParams.get('run') ?? '')?.(JSON.parse(Buffer.concat(chunks).toString('utf8')) as WallPageReport);
        res.writeHead(204).end();
      });
      return;
    }
    if (path === '/api/monitor/wall') {
      // The contract's own query schema, as the service host validates it.
      const query = wallQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 400, message: query.error.issues[0]?.message ?? 'bad query' }));
        return;
      }
      const now = Date.now();
      const snapshot = world.answer(Math.floor((now - startedAt) / tickMs), query.data.alertsAfter, query.data.giftAlertDiamonds, now);
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(snapshot));
      return;
    }
    const avatar = /^\/avatar\/(\d+)\.svg$/.exec(path);
    if (avatar) {
      res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(avatarSvg(Number(avatar[1])));
      return;
    }
    // The page is a single-page app under /monitoring/wall: everything else that is not a file is index.html.
    const file = normalize(join(root, extname(path) === '' ? 'index.html' : path));
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
    // Polled: the socket is down (refused), as when the service host cannot be reached over the websocket.
    if (source !== 'topic' || !req.url?.startsWith('/websocket')) {
      socket.destroy();
      return;
    }
    topic.wss.handleUpgrade(req, socket, head, (ws) => topic.wss.emit('connection', ws, req));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        server,
        port: typeof address === 'object' && address ? address.port : 0,
        reset() {
          world = createWallWorld(rooms, { tickMs });
          startedAt = Date.now();
          topic.reset();
        },
        published: topic.published,
        closeTopic: topic.close,
      });
    });
  });
}

/**
 * Runs the wall once per window size; the server, the browsers and the temporary build are always cleaned up.
 * @throws when the page shows no tiles, reports errors, or (on the topic) received no wall (the figures would not be of a working wall).
 */
export async function runWallBench(options: WallBenchOptions): Promise<{ browserVersion: string; results: WallBenchResult[] }> {
  const executablePath = options.executablePath ?? '/usr/bin/chromium';
  const outDir = await mkdtemp(join(tmpdir(), 'livedesk-wall-bench-'));
  const reports = new Map<string, (report: WallPageReport) => void>();
  const source = options.source ?? 'topic';
  let bench: (BenchServer & { closeTopic(): void }) | undefined;
  try {
    await buildPage(outDir);
    bench = await startServer(outDir, options.rooms, source, reports);
    const results: WallBenchResult[] = [];
    for (const [index, windowSize] of options.windowSizes.entries()) {
      bench.reset();
      const runId = `wall-${index}`;
      const query = new URLSearchParams({ run: runId, warmup: String(options.warmupMs), measure: String(options.measureMs), rotate: String(options.rotateSeconds ?? 10) });
      const report = await runPage<WallPageReport>(
        executablePath,
        `http://127.0.0.1:${bench.port}/monitoring/wall?${query}`,
        runId,
        reports,
        options.warmupMs + options.measureMs + 90_000,
        windowSize,
      );
      if (report.errors.length > 0) throw new Error(`the wall page failed at ${windowSize}: ${report.errors.slice(0, 3).join(' | ')}`);
      if (report.tilesShown === 0) throw new Error(`the wall showed no tiles at ${windowSize}`);
      if (source === 'topic' && report.topicWalls === 0) throw new Error(`the wall received nothing on ${WALL_TOPIC} at ${windowSize}`);
      const raw = [...report.frameDeltas].sort((a, b) => a - b);
      const displayed = raw.map(displayedMs);
      results.push({
        windowSize,
        frames: raw.length,
        p50FrameMs: percentile(displayed, 50),
        p95FrameMs: percentile(displayed, 95),
        p99FrameMs: percentile(displayed, 99),
        rawP95FrameMs: percentile(raw, 95),
        maxFrameMs: raw.at(-1) ?? Number.NaN,
        slowFramePct: (100 * raw.filter((delta) => delta > 1.5 * VSYNC_MS).length) / Math.max(1, raw.length),
        longFrames: report.loafSupported ? report.longFrames.length : null,
        pollsPerSec: report.polls / (report.elapsedMs / 1_000),
        topicWallsPerSec: report.topicWalls / (report.elapsedMs / 1_000),
        topicFrameBytes: bench.published().frameBytes,
        report,
      });
    }
    return { browserVersion: await browserVersion(executablePath), results };
  } finally {
    bench?.closeTopic();
    bench?.server.closeAllConnections();
    await new Promise((resolve) => (bench ? bench.server.close(resolve) : resolve(undefined)));
    await rm(outDir, { recursive: true, force: true });
  }
}
