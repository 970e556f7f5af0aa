/**
 * `/pkProgress` frame-time benchmark: the frame time of `/pkProgress` under 10,000 gift events/s (the budget:
 * ≥ 10,000 events/s into an overlay at 60 fps, p95 frame < 16.7 ms).
 *
 * The production overlay (the `overlay.html` entry of a `vite build` of the tree, unchanged) is opened in
 * headless Chromium at 1920×1080 as OBS would: `/pkProgress?key=<overlay key>`. A small server plays the
 * service host in the real contract:
 * - `GET /api/overlay/view?key=` → `{ configId, view }` (403 `{status, message}` for another key);
 * - `/websocket?key=` (4401 for another key): on `subscribe` to `config:<id>` it sends `subscribed`, a `snapshot`
 *   frame with the GameView, then `event` frames `{type:'event', topic, seq, event}` of a battle game fed with
 *   `countedPerSec` counted gifts per second (plus provisional streak updates), as produced by the real game
 *   session (pk-feed.ts), in small bursts every few ms as a busy socket delivers them.
 * After `warmupMs` the page measures `measureMs` of frames (frame-probe.ts, inlined into the page), then the
 * probe waits until the DOM shows the game's final board, so the figure is of a page that works.
 *
 * Chromium is Debian's, started without DevTools (browser-bench.ts `runPage` says why).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { textFrame } from '../../../server/live/gateway/event-frames';
import { formatScore } from '../../../src/overlays/pages/game-rows';
import { gameTopic, type GameView } from '../../../streams/contracts/game-topic';
import { WS_CLOSE } from '../../../streams/contracts/realtime';
import { browserVersion, runPage } from '../browser/browser-bench';
import { BENCH_CONFIG_ID, buildPkFeed, measureSessionCost, type PkFeed, type SessionCost } from './pk-feed';
import type { ProbeControl, ProbeReport, SideText } from './probe-protocol';

/** Options of {@link runOverlayBench}. */
export interface OverlayBenchOptions {
  /** A `vite build` of the tree (vite.config.ts: both entries) holding `overlay.html` and its assets. */
  distDir: string;
  /** Counted gifts per second fed to the game (provisional updates come on top). */
  countedPerSec: number;
  warmupMs: number;
  measureMs: number;
  /** Chromium binary (default /usr/bin/chromium). */
  executablePath?: string;
}

/** What {@link runOverlayBench} measured. */
export interface OverlayBenchResult {
  browserVersion: string;
  /** Event frames per second the server sent during the window (counted gifts' score events + provisional). */
  fedPerSec: number;
  countedPerSec: number;
  /** WebSocket messages per second the page took in during the window. */
  handledPerSec: number;
  /** Frames sent but not yet taken in by the page when the window ended. */
  backlogAtStop: number;
  frames: number;
  /** Frame times as displayed (whole 60 Hz vsync intervals), and the raw rAF deltas' p95 and max. */
  p50FrameMs: number;
  p95FrameMs: number;
  rawP95FrameMs: number;
  maxFrameMs: number;
  /** Frames longer than 1.5 vsync intervals (at least one frame dropped), %. */
  slowFramePct: number;
  longFrames: number | null;
  /** The DOM showed the final board; how long after the feed ended; what it showed and what was expected. */
  matched: boolean;
  catchUpMs: number | null;
  shown: SideText[];
  expected: SideText[];
  dot: string | null;
  errors: string[];
  /** Mean size of an event frame's JSON, bytes. */
  eventBytes: number;
  feed: Pick<PkFeed, 'countedGifts' | 'provisionalEvents' | 'buildMs'> & { events: number };
  /** The real game session's cost per counted gift with an uncompacted ledger (pk-feed.ts). */
  sessionCost: SessionCost;
}

const VSYNC_MS = 1_000 / 60;
const OVERLAY_KEY = 'bench-overlay-key-7f3a';
const TOPIC = gameTopic(BENCH_CONFIG_ID);
/** How long the probe may wait for the final board, plus start-up slack (ms). */
const REPORT_SLACK_MS = 90_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A frame's time as displayed: whole vsync intervals (rAF timestamps are coarsened, so deltas jitter ±0.1 ms). */
const displayedMs = (delta: number) => Math.max(1, Math.round(delta / VSYNC_MS)) * VSYNC_MS;

/** frame-probe.ts as one classic script (IIFE), built with Vite's library mode, nothing written to disk. */
async function buildProbe(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      lib: { entry: fileURLToPath(new URL('./frame-probe.ts', import.meta.url)), formats: ['iife'], name: 'livedeskFrameProbe' },
    },
  });
  const outputs: Rollup.RollupOutput[] = Array.isArray(result) ? result : 'output' in result ? [result] : [];
  const chunk = outputs.flatMap((output) => output.output).find((item): item is Rollup.OutputChunk => item.type === 'chunk');
  if (!chunk) throw new Error('the frame probe did not build');
  if (chunk.code.includes('</script')) throw new Error('the frame probe cannot be inlined (it contains "</script")');
  return chunk.code;
}

/** The final board as the battle overlay prints it: side a then side b, nickname and score. */
function expectedBoard(view: GameView): SideText[] {
  return view.streamers.map((streamer) => ({
    nickname: streamer.nickname,
    score: formatScore(view.board.find((line) => line.streamerId === streamer.anchorId)?.score ?? 0),
  }));
}

/** Reads the client's masked frames (RFC 6455 section 5.3) off a socket and hands over opcode and payload. */
class ClientFrameReader {
  private leftover = Buffer.alloc(0);

  constructor(private readonly onFrame: (opcode: number, payload: Buffer) => void) {}

  receive(chunk: Buffer): void {
    let data = this.leftover.length ? Buffer.concat([this.leftover, chunk]) : chunk;
    for (;;) {
      if (data.length < 2) break;
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
      if (data.length < offset + 4 + length) break;
      const mask = data.subarray(offset, offset + 4);
      const payload = Buffer.from(data.subarray(offset + 4, offset + 4 + length));
      for (let i = 0; i < payload.length; i++) payload[i]! ^= mask[i & 3]!;
      const opcode = data[0]! & 0x0f;
      data = data.subarray(offset + 4 + length);
      this.onFrame(opcode, payload);
    }
    this.leftover = Buffer.from(data);
  }
}

/** A close frame with `code` and `reason`. */
function closeFrame(code: number, reason: string): Buffer {
  const body = Buffer.concat([Buffer.alloc(2), Buffer.from(reason)]);
  body.writeUInt16BE(code, 0);
  return Buffer.concat([Buffer.from([0x88, body.length]), body]);
}

/**
 * The feed of one run: the pre-built event frames of the game (seq 2, 3, … after the round's own event, seq 1,
 * which the overlay gets as the snapshot), sent on the first subscribe by their time, and the window's long polls.
 */
class GameFeedPlayer {
  readonly frames: Buffer[];
  sent = 0;
  subscribes = 0;
  private readonly reached = new Map<ProbeControl['phase'], ProbeControl>();
  /** When each phase was reached, ms after the feed started (the server's side of the window). */
  readonly reachedAt = new Map<ProbeControl['phase'], number>();
  private readonly waiters = new Map<ProbeControl['phase'], ((control: ProbeControl) => void)[]>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly feed: PkFeed,
    private readonly warmupMs: number,
    private readonly measureMs: number,
  ) {
    const topicJson = JSON.stringify(TOPIC);
    this.frames = feed.events.map((event, i) => textFrame(`{"type":"event","topic":${topicJson},"seq":${i + 2},"event":${event.json}}`));
  }

  /** Answers `phase`'s long poll now if reached, else when it is. */
  whenReached(phase: ProbeControl['phase'], answer: (control: ProbeControl) => void): void {
    const control = this.reached.get(phase);
    if (control) answer(control);
    else this.waiters.set(phase, [...(this.waiters.get(phase) ?? []), answer]);
  }

  private reach(control: ProbeControl, elapsed: number): void {
    if (this.reached.has(control.phase)) return;
    this.reached.set(control.phase, control);
    this.reachedAt.set(control.phase, elapsed);
    for (const answer of this.waiters.get(control.phase) ?? []) answer(control);
    this.waiters.delete(control.phase);
  }

  /** A subscribe to the game's topic: `subscribed`, the snapshot, then (first time only) the feed. */
  subscribe(socket: Socket): void {
    this.subscribes += 1;
    socket.write(textFrame(JSON.stringify({ type: 'subscribed', topic: TOPIC, headSeq: 1 })));
    socket.write(textFrame(JSON.stringify({ type: 'snapshot', topic: TOPIC, seq: 1, state: this.feed.initialView })));
    // A second subscribe means the page reconnected: reported as a failure of the run, not fed again.
    if (this.subscribes > 1) return;
    const startedAt = performance.now();
    const { events } = this.feed;
    this.timer = setInterval(() => {
      const elapsed = performance.now() - startedAt;
      const from = this.sent;
      while (this.sent < events.length && events[this.sent]!.atMs <= elapsed) this.sent += 1;
      if (this.sent > from && !socket.destroyed) socket.write(this.sent - from === 1 ? this.frames[from]! : Buffer.concat(this.frames.slice(from, this.sent)));
      if (elapsed >= this.warmupMs) this.reach({ phase: 'measure', sentFrames: this.sent }, elapsed);
      if (elapsed >= this.warmupMs + this.measureMs && this.sent === events.length) {
        clearInterval(this.timer);
        this.reach({ phase: 'stop', sentFrames: this.sent, expected: expectedBoard(this.feed.finalView) }, elapsed);
      }
    }, 4);
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));

/** The stand-in service host: static files of the build, the overlay's REST call and websocket, the probe's polls. */
async function startServer(
  distDir: string,
  probe: string,
  player: GameFeedPlayer,
  initialView: GameView,
  reports: Map<string, (report: ProbeReport) => void>,
): Promise<{ server: Server; port: number }> {
  const overlayHtml = (await readFile(join(distDir, 'overlay.html'), 'utf8')).replace('<head>', `<head><script>${probe}</script>`);
  if (!overlayHtml.includes(probe)) throw new Error('overlay.html has no <head> to put the frame probe in');
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (path === '/api/overlay/view') {
      if (url.searchParams.get('key') !== OVERLAY_KEY) return json(res, 403, { status: 403, message: 'The overlay key is invalid or was replaced' });
      return json(res, 200, { configId: BENCH_CONFIG_ID, view: initialView });
    }
    if (path === '/bench/control') {
      const phase = url.searchParams.get('phase') === 'stop' ? 'stop' : 'measure';
      player.whenReached(phase, (control) => json(res, 200, control));
      return;
    }
    if (path === '/bench/report' && req.method === 'POST') {
      void readBody(req).then((body) => {
        reports.get(url.searchParams.get('run') ?? '')?.(JSON.parse(body) as ProbeReport);
        res.writeHead(204).end();
      });
      return;
    }
    // The service host answers overlay paths (`/pkProgress`) with overlay.html; everything else is a file.
    if (!extname(path)) {
      res.writeHead(200, { 'content-type': CONTENT_TYPES['.html'], 'cache-control': 'no-store' }).end(overlayHtml);
      return;
    }
    const file = normalize(join(distDir, path));
    if (!file.startsWith(distDir)) return void res.writeHead(403).end();
    readFile(file).then(
      (body) => res.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  server.on('upgrade', (req, socket: Socket, head: Buffer) => {
    const key = req.headers['sec-websocket-key'];
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/websocket' || typeof key !== 'string') return void socket.destroy();
    const accept = createHash('sha1').update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
    socket.setNoDelay(true);
    socket.on('error', () => undefined);
    if (url.searchParams.get('key') !== OVERLAY_KEY) return void socket.end(closeFrame(WS_CLOSE.unauthorized, 'Invalid overlay key'));
    const reader = new ClientFrameReader((opcode, payload) => {
      if (opcode === 0x8) return void socket.end(Buffer.from([0x88, 0x00]));
      if (opcode === 0x9) return void socket.write(Buffer.concat([Buffer.from([0x8a, payload.length]), payload]));
      if (opcode !== 0x1) return;
      const frame = JSON.parse(payload.toString('utf8')) as { type: string; topics?: { topic: string }[] };
      if (frame.type === 'ping') socket.write(textFrame(JSON.stringify({ type: 'pong' })));
      if (frame.type !== 'subscribe') return;
      if (frame.topics?.some(({ topic }) => topic !== TOPIC)) return void socket.end(closeFrame(WS_CLOSE.forbidden, `Topic not allowed: ${frame.topics[0]?.topic}`));
      player.subscribe(socket);
    });
    socket.on('data', (chunk: Buffer) => reader.receive(chunk));
    if (head.length > 0) reader.receive(head);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    });
  });
}

/** Runs the `/pkProgress` bench once; the server and the browser are always cleaned up. */
export async function runOverlayBench(options: OverlayBenchOptions): Promise<OverlayBenchResult> {
  const executablePath = options.executablePath ?? '/usr/bin/chromium';
  const sessionCost = measureSessionCost();
  const countedGifts = Math.ceil((options.countedPerSec * (options.warmupMs + options.measureMs)) / 1_000);
  const feed = buildPkFeed(countedGifts, options.countedPerSec, Date.now());
  const probe = await buildProbe();
  const player = new GameFeedPlayer(feed, options.warmupMs, options.measureMs);
  const reports = new Map<string, (report: ProbeReport) => void>();
  const { server, port } = await startServer(options.distDir, probe, player, feed.initialView, reports);
  try {
    const runId = 'pk-progress-battle';
    const query = new URLSearchParams({ key: OVERLAY_KEY, benchRun: runId });
    const report = await runPage<ProbeReport>(
      executablePath,
      `http://127.0.0.1:${port}/pkProgress?${query}`,
      runId,
      reports,
      options.warmupMs + options.measureMs + REPORT_SLACK_MS,
      '1920,1080',
    );
    if ('failed' in report) throw new Error(`the frame probe failed: ${String(report.failed)}`);
    if (player.subscribes !== 1) throw new Error(`the overlay subscribed ${player.subscribes} times (it reconnected)`);
    const raw = [...report.frameDeltas].sort((a, b) => a - b);
    const displayed = raw.map(displayedMs);
    const seconds = report.elapsedMs / 1_000;
    const measure = await new Promise<ProbeControl>((resolve) => player.whenReached('measure', resolve));
    const serverWindowMs = (player.reachedAt.get('stop') ?? Number.NaN) - (player.reachedAt.get('measure') ?? Number.NaN);
    const eventBytes = feed.events.reduce((sum, event) => sum + event.json.length, 0) / Math.max(1, feed.events.length);
    return {
      browserVersion: await browserVersion(executablePath),
      fedPerSec: (report.sentFramesAtStop - measure.sentFrames) / (serverWindowMs / 1_000),
      countedPerSec: options.countedPerSec,
      handledPerSec: report.messages / seconds,
      // The subscribed and snapshot frames are messages too: two more than the event frames.
      backlogAtStop: Math.max(0, report.sentFramesAtStop + 2 - report.messagesAtStop),
      frames: raw.length,
      p50FrameMs: percentile(displayed, 50),
      p95FrameMs: percentile(displayed, 95),
      rawP95FrameMs: percentile(raw, 95),
      maxFrameMs: raw.at(-1) ?? Number.NaN,
      slowFramePct: (100 * raw.filter((delta) => delta > 1.5 * VSYNC_MS).length) / Math.max(1, raw.length),
      longFrames: report.loafSupported ? report.longFrames.length : null,
      matched: report.matched,
      catchUpMs: report.catchUpMs,
      shown: report.shown,
      expected: expectedBoard(feed.finalView),
      dot: report.dot,
      errors: report.errors,
      eventBytes,
      feed: { countedGifts: feed.countedGifts, provisionalEvents: feed.provisionalEvents, buildMs: feed.buildMs, events: feed.events.length },
      sessionCost,
    };
  } finally {
    player.stop();
    server.closeAllConnections();
    await Promise.race([new Promise((resolve) => server.close(resolve)), sleep(2_000)]);
  }
}
