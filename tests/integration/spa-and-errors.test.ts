/**
 * The built console with history fallback, /serviceWork.js, /doc.html, security headers, and the error
 * bodies of unknown routes and server faults (docs/architecture.md "Runtimes" and "HTTP API").
 */
import { sql } from 'drizzle-orm';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildTestApp, createTestDatabase, type TestApp } from './helpers/test-app';
import { auth, login } from './helpers/session';

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'ld-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
  await writeFile(path.join(dist, 'overlay.html'), '<!doctype html><title>overlay</title>');
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
  await writeFile(path.join(dist, 'serviceWork.js'), 'self.addEventListener("fetch", () => {})');
  t = await buildTestApp({ distDir: dist });
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('SPA', () => {
  it.each(['/', '/dashboard', '/system/menu', '/user/center', '/login?redirect=%2Fdashboard', '/404'])('serves index.html for %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<title>console</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/whiteListPages/pkProgress', '/h5Client/home', '/overlays/pk?config=1', '/vehicleAnimation', '/koreaScoreRanking', '/pk-score-ranking'])(
    'serves overlay.html for %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>overlay</title>');
    },
  );

  it('serves existing files as they are, assets cached for long', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("app")');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves /serviceWork.js with Service-Worker-Allowed: / and no caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/serviceWork.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers API misses with the JSON 404, not the SPA', async () => {
    for (const url of ['/api/nothing', '/auth/nothing', '/api']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, message: `Not found: GET ${url}` });
    }
    const post = await t.app.inject({ method: 'POST', url: '/dashboard', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('sends security headers with a CSP that allows the built app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the same security headers with an error answer and an API answer', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
    const refused = await t.app.inject({ method: 'GET', url: '/auth/info' });
    const api = await t.app.inject({ method: 'GET', url: '/auth/code' });
    expect(refused.statusCode).toBe(401);
    for (const res of [refused, api]) {
      for (const name of ['content-security-policy', 'x-frame-options', 'strict-transport-security', 'cross-origin-resource-policy']) {
        expect(res.headers[name], name).toBe(page.headers[name]);
      }
    }
    expect(refused.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('without a build', () => {
  it("answers SPA paths with 404 'Console not built: run npm run build'", async () => {
    const bare = await buildTestApp({ distDir: path.join(dist, 'missing') });
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/dashboard' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, message: 'Console not built: run npm run build' });
      expect((await bare.app.inject({ method: 'GET', url: '/auth/code' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

describe('OpenAPI', () => {
  it('serves the UI at /doc.html and the document generated from the zod schemas', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/doc.html' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/^text\/html/);
    expect(ui.body).toContain('swagger');
    const doc = await t.app.inject({ method: 'GET', url: '/doc.html/json' });
    expect(doc.statusCode).toBe(200);
    const paths = doc.json().paths;
    for (const p of ['/auth/login', '/auth/code', '/auth/online', '/api/menus', '/api/menus/build', '/api/dictDetail', '/api/dict', '/api/users/center', '/api/dashboard/summary']) {
      expect(paths, p).toHaveProperty([p]);
    }
    expect(paths['/auth/login'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('username');
  });
});

describe('server faults', () => {
  it('answers 500 with a request id and no stack when the database fails unexpectedly', async () => {
    const db = await createTestDatabase();
    const broken = await buildTestApp({ database: db });
    try {
      const token = auth((await login(broken.app, 'admin', ADMIN_PASSWORD)).token);
      // A table missing is no refusal of input and no outage (those are 400 and 503): a fault only the log explains.
      await broken.app.db.execute(sql`drop table dicts cascade`);
      const res = await broken.app.inject({ method: 'GET', url: '/api/dict', headers: token });
      expect(res.statusCode).toBe(500);
      const body = res.json();
      expect(body).toMatchObject({ status: 500 });
      expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.message).toContain(body.requestId);
      expect(res.body).not.toMatch(/\bat .+:\d+:\d+/);
    } finally {
      await broken.close().catch(() => undefined);
      await db.dispose().catch(() => undefined);
    }
  });
});
