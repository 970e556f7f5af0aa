/**
 * `npm run bench`: prints the figures of the budgets in ARCHITECTURE.md §8 that exist so far. Reports only;
 * budgets are never asserted in tests (timings on a shared 2-core machine are noisy).
 *
 * - Initial JS of each entry (gzip bytes of the entry script and its modulepreloads in dist/*.html).
 *   Needs `npm run build` first; skipped with a note otherwise.
 * - Latency (p50/p95/p99 ms over N calls through `app.inject`) of the foundation's hot routes on the
 *   embedded database: auth/info and api/menus/build run on every console load, dictDetail on every dropdown.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { buildTestApp } from '../integration/helpers/test-app';

const DIST = 'dist';
const BUDGET_KB = { 'index.html': 300, 'overlay.html': 120 } as const;

function initialJsGzipBytes(html: string): number {
  const page = readFileSync(join(DIST, html), 'utf8');
  const refs = [...page.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/?([^"]+\.js)"/g)].map((m) => m[1]!);
  return refs.reduce((sum, ref) => sum + gzipSync(readFileSync(join(DIST, ref))).length, 0);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main(): Promise<void> {
  console.log('== initial JS (gzip)');
  if (!existsSync(join(DIST, 'index.html'))) {
    console.log('  dist/ missing: run `npm run build` first');
  } else {
    for (const [html, budget] of Object.entries(BUDGET_KB)) {
      const kb = initialJsGzipBytes(html) / 1024;
      console.log(`  ${html.padEnd(13)} ${kb.toFixed(1).padStart(7)} KB   budget ${budget} KB   ${kb <= budget ? 'within' : 'OVER'}`);
    }
  }

  console.log('== route latency, embedded database (app.inject, sequential)');
  const { app, close } = await buildTestApp({ env: { LOGIN_CAPTCHA: 'false' } });
  try {
    const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'admin', password: 'admin-test-password', code: '', uuid: '' } });
    const token = login.json<{ token: string }>().token;
    const routes = ['/auth/info', '/api/menus/build', '/api/dictDetail?dictName=user_status&page=0&size=9999', '/api/dashboard/summary'];
    const n = 500;
    for (const url of routes) {
      for (let i = 0; i < 20; i++) await app.inject({ method: 'GET', url, headers: { authorization: token } });
      const times: number[] = [];
      for (let i = 0; i < n; i++) {
        const start = performance.now();
        const res = await app.inject({ method: 'GET', url, headers: { authorization: token } });
        times.push(performance.now() - start);
        if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      }
      times.sort((a, b) => a - b);
      const f = (p: number) => percentile(times, p).toFixed(2).padStart(6);
      console.log(`  GET ${url.padEnd(56)} n=${n}  p50 ${f(50)} ms  p95 ${f(95)} ms  p99 ${f(99)} ms`);
    }
  } finally {
    await close();
  }
}

await main();
