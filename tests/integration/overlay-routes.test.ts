/**
 * The OBS overlays' public routes: `/pkProgress`, `/pkTurntable`, `/flowerProgress`,
 * `/flowerPlayerList`, `/pk-score-ranking`, `/vehicleAnimation`, with their sub-paths and query, get the built
 * overlay entry (overlay.html), never the console's index.html, without a login; the Vite dev server routes the
 * same paths the same way.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOverlayPath } from '../../server/plugins/spa';
import { isOverlayDevPath } from '../../vite.config';
import { buildTestApp, type TestApp } from './helpers/test-app';

const OVERLAYS = ['/pkProgress', '/pkTurntable', '/flowerProgress', '/flowerPlayerList', '/pk-score-ranking', '/vehicleAnimation'];

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'ld-overlay-dist-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
  await writeFile(path.join(dist, 'overlay.html'), '<!doctype html><title>overlay</title>');
  t = await buildTestApp({ distDir: dist });
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('overlay routes', () => {
  const urls = OVERLAYS.flatMap((page) => [page, `${page}?key=abc%2Bdef&layout=portrait`, `${page}/`, `${page}/sub/path?demo=1`]);

  it.each(urls)('serves overlay.html for %s, without a login and not cached', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<title>overlay</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD the same way (OBS and uptime checks)', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/pkProgress?key=k' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it.each(['/pkProgressX', '/flowerProgressive', '/pk-score-rankings', '/vehicleAnimations/../x', '/pk', '/dashboard'])(
    'keeps the console for %s (names match whole path segments)',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>console</title>');
    },
  );

  it('leaves the API alone: an overlay name under api/ is a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pkProgress' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404 });
  });

  it('routes the Vite dev server like the service host', () => {
    const paths = [
      ...OVERLAYS.flatMap((page) => [page, `${page}/`, `${page}/a/b`]),
      '/whiteListPages/pkProgress',
      '/h5Client/home',
      '/overlays/pk',
      '/koreaScoreRanking',
      '/',
      '/dashboard',
      '/login',
      '/pkProgressX',
      '/system/user',
    ];
    for (const pathname of paths) expect(isOverlayDevPath(pathname), pathname).toBe(isOverlayPath(pathname));
    // Files are never rewritten by the dev server (the service host serves them from dist/ before this rule).
    expect(isOverlayDevPath('/vehicleAnimation/car.mp4')).toBe(false);
  });
});
