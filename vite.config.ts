import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { BROWSER_ALIASES } from './vite.aliases';

/**
 * The overlay paths of the service host (server/plugins/spa.ts `isOverlayPath`), repeated here because the
 * config cannot import server code without warnings from Vite's config loader;
 * tests/integration/overlay-routes.test.ts checks that both rules agree.
 */
const OVERLAY_PREFIXES = ['/whiteListPages/', '/h5Client/', '/overlays/'];
const OVERLAY_PAGES = ['/pkProgress', '/pkTurntable', '/flowerProgress', '/flowerPlayerList', '/pk-score-ranking', '/vehicleAnimation', '/koreaScoreRanking'];

/** Whether the dev server answers `pathname` (no query) with `overlay.html`; files (`….js`, `….mp4`) are left alone. */
export function isOverlayDevPath(pathname: string): boolean {
  if (/\.[A-Za-z0-9]+$/.test(pathname)) return false;
  return OVERLAY_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || OVERLAY_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

/** Development and preview serve `overlay.html` for overlay paths (`/pkProgress?key=…`), as the service host does. */
function overlayEntry(): Plugin {
  const rewrite = (req: { url?: string }, _res: unknown, next: () => void) => {
    const [pathname = '/', query] = (req.url ?? '/').split('?');
    if (isOverlayDevPath(pathname)) req.url = query === undefined ? '/overlay.html' : `/overlay.html?${query}`;
    next();
  };
  return {
    name: 'livedesk-overlay-entry',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

/**
 * Browsers the build is lowered for: Vite's default ("Baseline widely available": Chrome/Edge 111, Firefox 114,
 * Safari 16.4) with Chrome lowered to 103, the Chromium that OBS Studio 30 renders browser sources with (OBS 31
 * and later use Chromium 127), so overlays load in every OBS a streamer still runs. Vite has one target per build
 * and the overlay entry shares chunks with the console (React, RxJS, the realtime client), so both entries get
 * it; the console's JavaScript comes out the same (nothing it uses needs lowering for Chrome 103). Lowering
 * covers syntax only: an API or CSS function Chromium 103 lacks (`color-mix()`, `Array.prototype.toSorted`)
 * must not be used by `src/overlays` (tests/e2e/overlays-chromium103.spec.ts renders every overlay in it).
 */
const BROWSER_TARGETS = ['chrome103', 'edge111', 'firefox114', 'safari16.4', 'ios16.4'];

/**
 * Two browser entries (docs/architecture.md "Layout" and "Browser app"):
 * - `index.html` → the staff console (`src/console`);
 * - `overlay.html` → OBS browser-source overlays and public H5 pages (`src/overlays`), which load no console code.
 * In development Vite proxies the API and the websocket to the service host on :8000.
 */
export default defineConfig({
  plugins: [react(), overlayEntry()],
  resolve: { alias: BROWSER_ALIASES },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: BROWSER_TARGETS,
    cssTarget: BROWSER_TARGETS,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      input: {
        console: resolve(import.meta.dirname, 'index.html'),
        overlay: resolve(import.meta.dirname, 'overlay.html'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/auth': 'http://localhost:8000',
      '/api': 'http://localhost:8000',
      '/doc.html': 'http://localhost:8000',
      '/files': 'http://localhost:8000',
      '/websocket': { target: 'ws://localhost:8000', ws: true },
    },
  },
});
