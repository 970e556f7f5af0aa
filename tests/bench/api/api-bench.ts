/**
 * The API over real HTTP beside a bare anchor (issue "Speed at the limit, measured against bare anchors"): how many
 * requests per second the whole app answers on the console's two hottest routes, `GET /auth/info` and
 * `GET /api/menus/build` (every console load), as the signed-in administrator with a Bearer token, against a bare
 * Fastify app (the same fastify) with one route answering a constant JSON, under the same load on the same machine in
 * the same run. Targets: each route ≥ 30% of the bare route's requests/s, and p99 < 20 ms.
 *
 * Arrangement, identical for anchor and product: the server listens on 127.0.0.1 (port 0) in this process's main
 * thread; autocannon (`connections` keep-alive connections, 1 s untimed warm-up, then `seconds` measured) runs in a
 * child process (load-runner.ts), so the load generator never shares the server's event loop (it does share the
 * machine's cores, as a client on the same host does).
 *
 * Backends: the embedded database (PGlite + memory KV) always; PostgreSQL + Redis too when DATABASE_URL and REDIS_URL
 * are both set (buildTestApp picks its backend from those variables, so the embedded app is built with them hidden).
 * The bare route is measured right before and right after each backend's app, and the ratio taken against the mean of
 * the two, so a ratio compares runs a minute apart at most and the machine's drifting load favours neither side.
 */
import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildTestApp, ADMIN_PASSWORD } from '../../integration/helpers/test-app';
import { auth, login } from '../../integration/helpers/session';
import type { LoadJob, LoadMessage, LoadResult } from './load-protocol';
import { embedded } from '../embedded-backend';

export interface ApiBenchRow {
  metric: string;
  figure: string;
  target: string;
  pass?: boolean;
}

export interface ApiBenchResult {
  rows: ApiBenchRow[];
  notes: string[];
}

export interface ApiBenchOptions {
  /** Measured seconds per target (after a 1 s warm-up). */
  seconds: number;
  /** Concurrent keep-alive connections. */
  connections: number;
}

/** The issue's targets: a product route keeps ≥ this share of the bare route's requests/s… */
const MIN_SHARE = 0.3;
/** …and answers 99% of requests within this (ms). */
const MAX_P99_MS = 20;

const ROUTES = ['/auth/info', '/api/menus/build'] as const;

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Runs one load job in a fresh child process (load-runner.ts). @throws when it fails or does not answer in time. */
function load(job: LoadJob): Promise<LoadResult> {
  const runner = fork(fileURLToPath(new URL('./load-runner.ts', import.meta.url)), [JSON.stringify(job)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const limitMs = (job.warmupSeconds + job.seconds) * 1_000 + 60_000;
  return new Promise<LoadResult>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`load on ${job.url} did not finish within ${limitMs / 1_000} s`)), limitMs);
    const settle = (done: () => void) => {
      clearTimeout(timer);
      done();
    };
    runner.once('message', (message: LoadMessage) => settle(() => (message.type === 'error' ? reject(new Error(`load runner: ${message.message}`)) : resolve(message.result))));
    runner.once('error', (error) => settle(() => reject(error)));
    runner.once('exit', (code) => settle(() => reject(new Error(`load runner exited (${code}) without a result`))));
  }).finally(() => {
    if (runner.exitCode === null) runner.kill();
  });
}

/** Listens on 127.0.0.1, port 0; returns the base URL. */
async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** Load on the bare anchor: a new Fastify app with one route answering a constant JSON. */
async function measureBare(options: ApiBenchOptions): Promise<LoadResult> {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true, name: 'bare anchor' }));
  try {
    const base = await listen(bare);
    return await load({ url: `${base}/bare`, headers: {}, connections: options.connections, seconds: options.seconds, warmupSeconds: 1 });
  } finally {
    await bare.close();
  }
}

/** Load on each product route of a freshly built app (whatever backend the environment selects). */
async function measureProduct(options: ApiBenchOptions): Promise<{ driver: string; results: Map<string, LoadResult> }> {
  const t = await buildTestApp();
  try {
    const token = (await login(t.app, 'admin', ADMIN_PASSWORD)).token;
    const base = await listen(t.app);
    const results = new Map<string, LoadResult>();
    for (const route of ROUTES) {
      results.set(route, await load({ url: `${base}${route}`, headers: auth(token), connections: options.connections, seconds: options.seconds, warmupSeconds: 1 }));
    }
    return { driver: t.db.driver, results };
  } finally {
    await t.close();
  }
}

/** What went wrong in a run, if anything ('' when every answer was a 2xx). */
function trouble(r: LoadResult): string {
  const parts = [r.non2xx > 0 ? `${fmt(r.non2xx)} non-2xx` : '', r.errors > 0 ? `${fmt(r.errors)} errors (${fmt(r.timeouts)} timeouts)` : ''].filter(Boolean);
  return parts.length > 0 ? `; ${parts.join(', ')}` : '';
}

/** Measures the bare route and the product routes on each available backend. */
export async function runApiBench(options: ApiBenchOptions): Promise<ApiBenchResult> {
  const rows: ApiBenchRow[] = [];
  const notes: string[] = [];
  const backends: { label: string; run: () => Promise<{ driver: string; results: Map<string, LoadResult> }> }[] = [
    { label: 'PGlite + memory KV', run: () => embedded(() => measureProduct(options)) },
  ];
  if (process.env.DATABASE_URL && process.env.REDIS_URL) backends.push({ label: 'PostgreSQL + Redis', run: () => measureProduct(options) });
  const how = `HTTP, ${options.connections} conns, ${fmt(options.seconds)} s`;
  for (const backend of backends) {
    // The bare route before and after the product's runs: the machine's load drifts, and a ratio against the mean of
    // the two does not favour whichever side ran in the quieter minute.
    const before = await measureBare(options);
    const { driver, results } = await backend.run();
    const after = await measureBare(options);
    const barePerSec = (before.perSec + after.perSec) / 2;
    const bareP99 = Math.max(before.p99Ms, after.p99Ms);
    rows.push({
      metric: `API anchor: bare Fastify GET /bare, constant JSON (${how}; around ${backend.label}), req/s before / after; p99`,
      figure: `${fmt(before.perSec)} / ${fmt(after.perSec)} req/s; ${fmt(before.p99Ms)} / ${fmt(after.p99Ms)} ms${trouble(before)}${trouble(after)}`,
      target: '—',
    });
    for (const [route, r] of results) {
      const share = r.perSec / barePerSec;
      const clean = trouble(r) === '';
      rows.push(
        {
          metric: `API GET ${route} (${backend.label}, admin, ${how}), req/s vs the bare route`,
          figure: `${fmt(r.perSec)} req/s = ${fmt(share * 100, 1)}% of ${fmt(barePerSec)}${trouble(r)}`,
          target: `≥ ${fmt(MIN_SHARE * 100)}% of bare`,
          pass: clean && share >= MIN_SHARE,
        },
        {
          metric: `API GET ${route} (${backend.label}, admin, ${how}), p99 (p50)`,
          figure: `${fmt(r.p99Ms)} ms (${fmt(r.p50Ms)}); bare ${fmt(bareP99)} ms`,
          target: `< ${MAX_P99_MS} ms`,
          pass: clean && r.p99Ms < MAX_P99_MS,
        },
      );
    }
    notes.push(
      `api (${backend.label}, ${driver}): server in this process's main thread listening on 127.0.0.1:0, autocannon@9 in a child process, ` +
        `${options.connections} keep-alive connections, 1 s warm-up then ${fmt(options.seconds)} s per target; req/s counts 2xx answers only, ` +
        `against the mean of the bare route's runs before and after; latencies in whole ms (autocannon's resolution) ` +
        `(answers: bare ${fmt(before.ok)} + ${fmt(after.ok)}; ${[...results].map(([route, r]) => `${route} ${fmt(r.ok)}`).join(', ')}).`,
    );
  }
  return { rows, notes };
}
