/**
 * Serves the built console and overlays from `dist/` (Vite output) with history fallback:
 * - files that exist are served as they are (`/assets/*` cached for a year: their names carry a hash;
 *   HTML and `/serviceWork.js` not cached; the service worker with `Service-Worker-Allowed: /`);
 * - any other GET/HEAD outside the API (`/api`, `/auth`, `/websocket`, `/doc.html`, `/files`) gets `index.html`, or
 *   `overlay.html` for overlay paths: everything under `/whiteListPages/`, `/h5Client/`, `/overlays/`, and the
 *   OBS overlays of the group-live games (`/pkProgress`, `/pkTurntable`, `/flowerProgress`, `/flowerPlayerList`,
 *   `/pk-score-ranking`, `/vehicleAnimation`) and `/koreaScoreRanking`, each with its sub-paths;
 * - API paths and other methods get the JSON 404; without a build, SPA paths answer 404 'Console not built'.
 * Also the app's only not-found handler.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../http/error-body';

export interface SpaPluginOptions {
  /** The Vite output directory (default `<cwd>/dist`). */
  distDir?: string;
}

/** `/files/` holds uploaded files (server/modules/animations): a missing one is a 404, never the console's page. */
const API_PREFIXES = ['/api/', '/auth/', '/websocket', '/doc.html', '/files/'];
const API_EXACT = ['/api', '/auth'];
const OVERLAY_PREFIXES = ['/whiteListPages/', '/h5Client/', '/overlays/'];
/** Overlay pages served at the root (the games' plugin links, streams/contracts/live-configs.ts `OVERLAY_PATHS`). */
const OVERLAY_PAGES = ['/pkProgress', '/pkTurntable', '/flowerProgress', '/flowerPlayerList', '/pk-score-ranking', '/vehicleAnimation', '/koreaScoreRanking'];

/** Whether a path belongs to the service API rather than the SPA. */
export const isApiPath = (pathname: string) => API_EXACT.includes(pathname) || API_PREFIXES.some((prefix) => pathname.startsWith(prefix));

/**
 * Whether a path (without its query) is served by the overlay entry (`overlay.html`) rather than the console.
 * Exact segments: `/pkProgress` and `/pkProgress/…` are overlays, `/pkProgressX` is not. The Vite dev server
 * repeats the rule (vite.config.ts `isOverlayDevPath`; tests/integration/overlay-routes.test.ts keeps them equal).
 */
export const isOverlayPath = (pathname: string) =>
  OVERLAY_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ||
  OVERLAY_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));

const noCache = (reply: FastifyReply) => reply.header('cache-control', 'no-cache');

export default fp(
  async function spaPlugin(app: FastifyInstance, options: SpaPluginOptions) {
    const distDir = path.resolve(options.distDir ?? path.join(process.cwd(), 'dist'));
    const built = existsSync(path.join(distDir, 'index.html'));

    if (built) {
      // The wildcard file route is public; registered here (not in a child context) so that
      // `reply.sendFile` is available to the not-found handler below.
      app.addHook('onRoute', (route) => {
        if (route.url === '/*') route.config = { ...(route.config ?? {}), public: true };
      });
      await app.register(fastifyStatic, {
        root: distDir,
        index: 'index.html',
        dotfiles: 'ignore',
        // Every file's Cache-Control is set below (the plugin's own would overwrite ours after setHeaders).
        cacheControl: false,
        setHeaders(res, filePath) {
          const relative = path.relative(distDir, filePath).split(path.sep).join('/');
          if (relative === 'serviceWork.js') {
            res.setHeader('Service-Worker-Allowed', '/');
            res.setHeader('Cache-Control', 'no-cache');
          } else if (relative.startsWith('assets/')) {
            res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          } else if (relative.endsWith('.html')) {
            res.setHeader('Cache-Control', 'no-cache');
          } else {
            res.setHeader('Cache-Control', 'public, max-age=0');
          }
        },
      });
    } else {
      app.log.warn({ distDir }, 'console not built: SPA paths answer 404 until `npm run build`');
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const zone = app.config.timeZone;
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (!isRead || isApiPath(pathname)) {
        return reply.code(404).send(errorBody(404, `Not found: ${request.method} ${pathname}`, zone, { code: 'ROUTE_NOT_FOUND', params: { method: request.method, path: pathname } }));
      }
      if (!built) {
        return reply.code(404).send(errorBody(404, 'Console not built: run npm run build', zone, { code: 'NOT_FOUND' }));
      }
      const page = isOverlayPath(pathname) ? 'overlay.html' : 'index.html';
      if (!existsSync(path.join(distDir, page))) {
        return reply.code(404).send(errorBody(404, `Console not built: ${page} is missing, run npm run build`, zone, { code: 'NOT_FOUND' }));
      }
      return noCache(reply).type('text/html; charset=utf-8').sendFile(page);
    });
  },
  { name: 'spa', dependencies: ['config'] },
);
