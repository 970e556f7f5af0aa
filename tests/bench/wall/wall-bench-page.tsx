/**
 * The wall bench page: the production monitoring wall component (src/console/features/monitoring/wall), unchanged,
 * inside the console's providers (Chakra system, TanStack Query client, i18n, a router, a realtime client), following
 * the bench server's `monitor:wall` topic on `/websocket` through the console's real realtime client and polling its
 * `GET api/monitor/wall` through the real HTTP client while it cannot (wall-bench.ts). Settings are preset in localStorage
 * as a wall display would keep them: wall mode (the wall fills the window), the alert rail on, rotation every
 * `?rotate=` seconds.
 *
 * `?run=<id>&warmup=<ms>&measure=<ms>`: once tiles show, the page waits `warmup`, measures `measure` of frames
 * (requestAnimationFrame deltas; long animation frames where supported) and POSTs a {@link WallPageReport} to
 * `/results?run=<id>`. No DevTools session is attached (browser-bench.ts `runPage` says why).
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { system } from '../../../src/console/app/theme/system';
import { MonitorWallPage } from '../../../src/console/features/monitoring/wall/monitor-wall-page';
import { WALL_SETTINGS_KEY, type WallSettings } from '../../../src/console/features/monitoring/wall/wall-settings';
import { createQueryClient } from '../../../src/shared/api/query-client';
import { createRealtimeClient } from '../../../src/shared/realtime/realtime-client';
import { RealtimeProvider } from '../../../src/shared/realtime/realtime-context';
import { WALL_TOPIC } from '../../../streams/contracts/monitor-wall';
import { isLanguage } from '../../../src/shared/i18n/detect-language';
import { initI18n, loadLocale } from '../../../src/shared/i18n/i18n';
import type { WallPageReport } from './wall-protocol';

const params = new URLSearchParams(location.search);
const language = params.get('lang');
const pageLanguage = isLanguage(language) ? language : 'en';
await loadLocale(pageLanguage);
initI18n(pageLanguage);
document.documentElement.style.setProperty('--ld-primary', '#1890ff');

const settings: WallSettings = {
  sort: 'diamonds',
  types: [],
  staff: 'all',
  staffName: null,
  rotationSeconds: Number(params.get('rotate') ?? 10) as WallSettings['rotationSeconds'],
  giftAlertDiamonds: 1_000,
  showAlerts: true,
  wallMode: true,
};
localStorage.setItem(WALL_SETTINGS_KEY, JSON.stringify(settings));

const errors: string[] = [];
window.addEventListener('error', (event) => errors.push(String(event.message)));
window.addEventListener('unhandledrejection', (event) => errors.push(String(event.reason)));

// As the staff client connects (staff-realtime-client.ts), with a token the bench server does not check.
const realtime = createRealtimeClient({ url: '/websocket', token: 'bench' });
/** Walls the page received on the topic (the wall's own subscription is shared with this one). */
let topicWalls = 0;
realtime.topic$(WALL_TOPIC).subscribe((item) => {
  if (item.kind !== 'gap') topicWalls += 1;
});

const router = createMemoryRouter([{ path: '/monitoring/wall', element: <MonitorWallPage /> }], { initialEntries: ['/monitoring/wall'] });
createRoot(document.getElementById('root')!).render(
  <ChakraProvider value={system}>
    <QueryClientProvider client={createQueryClient()}>
      <RealtimeProvider client={realtime}>
        <RouterProvider router={router} />
      </RealtimeProvider>
    </QueryClientProvider>
  </ChakraProvider>,
);

/** Frame timing: rAF timestamps (the frame's begin time), and long animation frames when supported. */
let measuring = false;
let frameDeltas: number[] = [];
let lastFrame: number | undefined;
const frame = (timestamp: number) => {
  if (measuring && lastFrame !== undefined) frameDeltas.push(timestamp - lastFrame);
  lastFrame = timestamp;
  requestAnimationFrame(frame);
};
requestAnimationFrame(frame);

const loafSupported = PerformanceObserver.supportedEntryTypes.includes('long-animation-frame');
const longFrames: WallPageReport['longFrames'] = [];
if (loafSupported) {
  new PerformanceObserver((list) => {
    if (!measuring) return;
    for (const entry of list.getEntries()) {
      // `blockingDuration` is not in TypeScript's DOM types yet (LoAF API, Chromium 123+).
      longFrames.push({ duration: entry.duration, blockingDuration: (entry as PerformanceEntry & { blockingDuration?: number }).blockingDuration ?? 0 });
    }
  }).observe({ type: 'long-animation-frame', buffered: false });
}

const polls = () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/monitor/wall')).length;
// The resource timing buffer holds 250 entries by default; a long run polls more than that.
performance.setResourceTimingBufferSize(10_000);

/** The exact viewers and diamonds (their titles) of every tile on screen, by TikTok ID. */
const figuresShown = () =>
  new Map(
    [...document.querySelectorAll<HTMLElement>('.wall-tile')].map((tile) => [
      tile.dataset.streamer ?? '',
      ['viewers', 'diamonds'].map((figure) => tile.querySelector(`[data-figure="${figure}"]`)?.getAttribute('title') ?? '').join('|'),
    ]),
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const run = params.get('run');
if (run) {
  const warmup = Number(params.get('warmup') ?? 3_000);
  const measure = Number(params.get('measure') ?? 10_000);
  void (async () => {
    while (document.querySelectorAll('.wall-tile').length === 0) await sleep(100);
    await sleep(warmup);
    // Tiles whose figures moved between two looks a second apart (pages rotate, so each tile is followed while shown).
    const last = new Map<string, string>();
    const seenTwice = new Set<string>();
    const changed = new Set<string>();
    const look = () => {
      for (const [id, text] of figuresShown()) {
        const previous = last.get(id);
        if (previous !== undefined) {
          seenTwice.add(id);
          if (previous !== text) changed.add(id);
        }
        last.set(id, text);
      }
    };
    look();
    const looking = window.setInterval(look, 1_000);
    const pollsBefore = polls();
    const topicWallsBefore = topicWalls;
    frameDeltas = [];
    lastFrame = undefined;
    const startedAt = performance.now();
    measuring = true;
    await sleep(measure);
    measuring = false;
    window.clearInterval(looking);
    look();
    const elapsedMs = performance.now() - startedAt;
    const report: WallPageReport = {
      frameDeltas,
      longFrames,
      loafSupported,
      elapsedMs,
      polls: polls() - pollsBefore,
      topicWalls: topicWalls - topicWallsBefore,
      tilesShown: document.querySelectorAll('.wall-tile').length,
      pageText: document.querySelector('.wall-pager__text')?.textContent ?? '',
      changedTiles: changed.size,
      comparedTiles: seenTwice.size,
      pkScores: document.querySelectorAll('[data-testid="pk-score"]').length,
      alerts: document.querySelectorAll('.wall-alert').length,
      errors,
    };
    await fetch(`/results?run=${encodeURIComponent(run)}`, { method: 'POST', body: JSON.stringify(report) });
  })();
}
