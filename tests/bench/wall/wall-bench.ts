/**
 * Monitoring wall frame-time benchmark: wall frame time with 48 live rooms at realistic rates (target p95 < 16.7 ms).
 *
 * Headless Chromium (Debian's, started without DevTools: browser-bench.ts `runPage`) opens wall-bench-page.tsx — the
 * production wall component in the console's providers, in wall mode filling the window — which polls this file's
 * small server as it polls the service host: `GET /api/monitor/wall?alertsAfter=&giftAlertDiamonds=` every
 * WALL_POLL_MS, answered from wall-feed.ts (48 live rooms; every tick all figures move, viewer series shift, PK scores
 * grow, PKs start and end, alerts arrive, rooms drop now and then). On top, the page's one-second clock ticks live
 * times and PK countdowns, and pages rotate every 10 s. After a warm-up the page measures frame times
 * (requestAnimationFrame deltas) over the window, and reports what it showed, so the figure is of a wall that works.
 *
 * One run per window size (1920×1080 and 3840×2160 by default), each with a fresh world and browser.
 */
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { BROWSER_ALIASES } from '../../../vite.aliases';
import { WALL_POLL_MS, wallQuerySchema } from '../../../streams/contracts/monitor-wall';
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
  executablePath?: string;
}

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
  /** Answers the page received per second during the window (1 / WALL_POLL_MS when it keeps polling). */
  pollsPerSec: number;
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
}

function startServer(root: string, rooms: number, reports: Map<string, (report: WallPageReport) => void>): Promise<BenchServer> {
  let world: WallWorld = createWallWorld(rooms);
  let startedAt = Date.now();
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
      const snapshot = world.answer(Math.floor((now - startedAt) / WALL_POLL_MS), query.data.alertsAfter, query.data.giftAlertDiamonds, now);
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
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        server,
        port: typeof address === 'object' && address ? address.port : 0,
        reset() {
          world = createWallWorld(rooms);
          startedAt = Date.now();
        },
      });
    });
  });
}

/**
 * Runs the wall once per window size; the server, the browsers and the temporary build are always cleaned up.
 * @throws when the page shows no tiles, reports errors, or stops polling (the figures would not be of a working wall).
 */
export async function runWallBench(options: WallBenchOptions): Promise<{ browserVersion: string; results: WallBenchResult[] }> {
  const executablePath = options.executablePath ?? '/usr/bin/chromium';
  const outDir = await mkdtemp(join(tmpdir(), 'livedesk-wall-bench-'));
  const reports = new Map<string, (report: WallPageReport) => void>();
  let bench: BenchServer | undefined;
  try {
    await buildPage(outDir);
    bench = await startServer(outDir, options.rooms, reports);
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
        report,
      });
    }
    return { browserVersion: await browserVersion(executablePath), results };
  } finally {
    bench?.server.closeAllConnections();
    await new Promise((resolve) => (bench ? bench.server.close(resolve) : resolve(undefined)));
    await rm(outDir, { recursive: true, force: true });
  }
}
