/**
 * The overlays as the browser tests open them, shared by overlays.spec.ts (Debian's Chromium, through Playwright)
 * and overlays-chromium103.spec.ts (OBS Studio 30's Chromium 103, through puppeteer-core).
 *
 * `overlaySettled`, `readPageSurface` and `readOverlay` run inside the page: either library serialises them
 * (`evaluate`, `waitForFunction`), so they use nothing from this module's scope and nothing Chromium 103 lacks.
 */
import { expect } from '@playwright/test';
import { SCREENSHOTS } from './helpers';

/** Every overlay page, by name: its path without the slash, except the Korea group PK's Total Score page. */
export const OVERLAY_ROUTES = ['pkProgress', 'pkTurntable', 'flowerProgress', 'flowerPlayerList', 'pk-score-ranking', 'vehicleAnimation', 'koreaScoreRanking', 'koreaGroupPk'] as const;
/** An overlay page's name (see {@link OVERLAY_ROUTES}). */
export type OverlayPage = (typeof OVERLAY_ROUTES)[number];
/** The plugin styles an overlay is drawn in. */
export const OVERLAY_STYLES = ['default', 'battle', 'ramadan', 'iceFire'] as const;
/** The Korea group PK's pages have one look whatever the style. */
const KOREA_PAGES: readonly OverlayPage[] = ['koreaScoreRanking', 'koreaGroupPk'];

/** The styles `route` is opened in: every plugin style, or `default` alone for the Korea group PK's pages. */
export function overlayStylesOf(route: OverlayPage): readonly (typeof OVERLAY_STYLES)[number][] {
  return KOREA_PAGES.includes(route) ? ['default'] : OVERLAY_STYLES;
}

/** The page's path: `/<route>`, and `/whiteListPages/koreaGroupPk` for the Total Score page. */
export function overlayPath(route: OverlayPage): string {
  return route === 'koreaGroupPk' ? '/whiteListPages/koreaGroupPk' : `/${route}`;
}
/** The two stage sizes OBS sources use. */
export const OVERLAY_SIZES = { landscape: { width: 1920, height: 1080 }, portrait: { width: 1080, height: 1920 } } as const;
/** `landscape` (1920×1080) or `portrait` (1080×1920). */
export type OverlayLayout = keyof typeof OVERLAY_SIZES;
/** {@link OVERLAY_SIZES} as `[layout, size]` pairs. */
export const OVERLAY_LAYOUTS = Object.entries(OVERLAY_SIZES) as Array<[OverlayLayout, { width: number; height: number }]>;

/** What each overlay draws once its (demo) data is in: while it is missing or fading in, the page is not ready. */
export const OVERLAY_CONTENT: Readonly<Record<OverlayPage, string>> = {
  pkProgress: '.ov-row, .ov-tug',
  pkTurntable: '.ov-banner',
  flowerProgress: '.ov-flower-card',
  flowerPlayerList: '.ov-supporter',
  'pk-score-ranking': '.ov-ranking__row',
  vehicleAnimation: '.ov-entry__caption',
  koreaScoreRanking: '.ov-k-pair, .ov-k-spot, .ov-k-members, .ov-k-row',
  koreaGroupPk: '.ov-k-row',
};

/** The overlay on its built-in demo data (no key, nothing asked of the server) in `style`. */
export function demoOverlayPath(route: OverlayPage, style: (typeof OVERLAY_STYLES)[number]): string {
  return `${overlayPath(route)}?demo=1&style=${style}`;
}

/** Where a demo overlay's screenshot goes; `browser` tells another browser's apart from Debian's Chromium's. */
export function overlayScreenshotPath(route: OverlayPage, style: string, layout: OverlayLayout, browser?: 'chromium103'): string {
  return `${SCREENSHOTS}/overlay-${route}-${style}-${layout}${browser ? `-${browser}` : ''}.png`;
}

/**
 * In the page: whether the overlay is drawn and at rest — its `content` is shown fully opaque, no finite animation
 * runs (entrances, bars gliding), and no element has moved for five animation frames. Looping decorations
 * (lanterns swaying, bulbs flickering, the live dot) never end and are left out. Poll it once per frame.
 */
export function overlaySettled(content: string): boolean {
  const stage = document.querySelector('.ov-stage');
  const shown = stage?.querySelector(content);
  if (!stage || !shown || document.fonts.status !== 'loaded') return false;
  for (let node: Element | null = shown; node && node !== stage; node = node.parentElement) {
    if (getComputedStyle(node).opacity !== '1') return false;
  }
  const moving = document.getAnimations().some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
  if (moving) return false;
  const print = Array.from(stage.querySelectorAll('*:not(svg *)'))
    .filter((element) => element.getAnimations().length === 0)
    .map((element) => {
      const box = element.getBoundingClientRect();
      return [box.x, box.y, box.width, box.height].map((value) => Math.round(value * 2)).join(',');
    })
    .join(' ');
  const memo = window as unknown as { overlayPrint?: string; overlayStill?: number };
  memo.overlayStill = memo.overlayPrint === print ? (memo.overlayStill ?? 0) + 1 : 0;
  memo.overlayPrint = print;
  return memo.overlayStill >= 5;
}

/** How the page itself is drawn: its scroll extents against the viewport and its backgrounds. */
export interface PageSurface {
  scrollWidth: number;
  scrollHeight: number;
  width: number;
  height: number;
  body: string;
  html: string;
}

/** In the page: {@link PageSurface}. */
export function readPageSurface(): PageSurface {
  const scroller = document.scrollingElement ?? document.documentElement;
  return {
    scrollWidth: scroller.scrollWidth,
    scrollHeight: scroller.scrollHeight,
    width: window.innerWidth,
    height: window.innerHeight,
    body: getComputedStyle(document.body).backgroundColor,
    html: getComputedStyle(document.documentElement).backgroundColor,
  };
}

/** OBS composites the page over video: it draws nothing behind its widgets and cannot scroll. */
export function expectTransparentWithoutScrollbars(surface: PageSurface): void {
  expect(surface.scrollWidth).toBeLessThanOrEqual(surface.width);
  expect(surface.scrollHeight).toBeLessThanOrEqual(surface.height);
  expect(surface.body).toBe('rgba(0, 0, 0, 0)');
  expect(surface.html).toBe('rgba(0, 0, 0, 0)');
}

/** One element of the stage: where it is (viewport px) and the colours and type it is drawn with. */
export interface OverlayPart {
  /** Its place in the stage's element order, tag and classes: the same element in two browsers has the same key. */
  key: string;
  box: { x: number; y: number; width: number; height: number };
  /** Computed colours, backgrounds, shadows, opacity and type, joined. */
  look: string;
}

/** A bar segment: a score's committed part (`fill`) or its open streaks' provisional part (`open`). */
export interface OverlayBar {
  key: string;
  kind: 'fill' | 'open';
  /** Its width and its track's inner width, stage px. */
  width: number;
  track: number;
  /** The fraction of the track the printed numbers call for; `null` where the overlay prints no number for it. */
  expected: number | null;
  /** Drawn with a visible colour: a background colour or gradient with no transparent stop. */
  painted: boolean;
  /** Its box in the viewport, px (to read its pixels from a screenshot). */
  box: { x: number; y: number; width: number; height: number };
}

/** What a viewer sees of an overlay: its elements and its bars. */
export interface OverlayReading {
  parts: OverlayPart[];
  bars: OverlayBar[];
}

/**
 * In the page: {@link OverlayReading}. Bars are read against the numbers the overlay prints: a ranked row's
 * score and "+provisional" over the board's largest total, the two sides of a tug of war over their sum, a
 * flower's "score / target".
 */
export function readOverlay(): OverlayReading {
  const stage = document.querySelector('.ov-stage');
  if (!stage) return { parts: [], bars: [] };
  const boxOf = (element: Element) => {
    const box = element.getBoundingClientRect();
    return { x: box.x, y: box.y, width: box.width, height: box.height };
  };
  const parts = Array.from(stage.querySelectorAll('*:not(svg *)'))
    .filter((element) => element.getAnimations().length === 0)
    .map((element, index) => {
      const style = getComputedStyle(element);
      const classes = element.getAttribute('class')?.trim().split(/\s+/).join('.');
      return {
        key: `${index} ${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`,
        box: boxOf(element),
        look: [style.color, style.backgroundColor, style.backgroundImage, style.borderTopColor, style.boxShadow, style.textShadow, style.opacity, style.fontSize, style.fontWeight].join(' | '),
      };
    });

  /** "48.23K" → 48230, "+1.25K" → 1250, "" → 0. */
  const amount = (text: string | null | undefined) => {
    const match = /([\d.]+)\s*([KM]?)/.exec(text ?? '');
    return match ? parseFloat(match[1]!) * (match[2] === 'M' ? 1e6 : match[2] === 'K' ? 1e3 : 1) : 0;
  };
  const bars: OverlayBar[] = [];
  const addBar = (key: string, segment: Element | null, kind: 'fill' | 'open', track: Element, expected: number | null) => {
    if (!segment) return;
    const style = getComputedStyle(segment);
    const transparent = (colour: string) => colour === 'transparent' || /rgba\([^)]*,\s*0\)/.test(colour);
    const stops = style.backgroundImage.match(/rgba?\([^)]*\)|transparent/g) ?? [];
    const painted = (style.backgroundImage !== 'none' && stops.length > 0 && !stops.some(transparent)) || !transparent(style.backgroundColor);
    bars.push({ key, kind, width: parseFloat(style.width) || 0, track: track.clientWidth, expected, painted, box: boxOf(segment) });
  };

  const rows = Array.from(stage.querySelectorAll('.ov-row')).map((row) => ({
    row,
    score: amount(row.querySelector('.ov-row__score')?.textContent),
    open: amount(row.querySelector('.ov-provisional')?.textContent),
  }));
  const scale = Math.max(1, ...rows.map((row) => row.score + row.open));
  rows.forEach(({ row, score, open }, index) => {
    const track = row.querySelector('.ov-bar');
    if (!track) return;
    addBar(`row ${index + 1} committed`, track.querySelector('.ov-bar__fill'), 'fill', track, score / scale);
    addBar(`row ${index + 1} provisional`, track.querySelector('.ov-bar__provisional'), 'open', track, open / scale);
  });

  const tug = stage.querySelector('.ov-tug');
  if (tug) {
    const side = (name: string, part: string) => amount(stage.querySelector(`.ov-side[data-side='${name}'] ${part}`)?.textContent);
    const points = { a: side('a', '.ov-side__score'), 'a-open': side('a', '.ov-provisional'), 'b-open': side('b', '.ov-provisional'), b: side('b', '.ov-side__score') };
    const total = points.a + points['a-open'] + points['b-open'] + points.b;
    for (const [part, value] of Object.entries(points)) {
      addBar(`tug ${part}`, tug.querySelector(`[data-part='${part}']`), part.endsWith('-open') ? 'open' : 'fill', tug, total > 0 ? value / total : null);
    }
  }

  Array.from(stage.querySelectorAll('.ov-flower-card')).forEach((card, index) => {
    const track = card.querySelector('.ov-bar');
    if (!track) return;
    const [score, target] = (card.querySelector('.ov-flower-card__figure')?.textContent ?? '').split('/').map(amount);
    addBar(`flower ${index + 1} growth`, track.querySelector('.ov-bar__fill'), 'fill', track, target ? Math.min(1, (score ?? 0) / target) : null);
    // A flower card prints no provisional number: only that its open part shows.
    addBar(`flower ${index + 1} provisional`, track.querySelector('.ov-bar__provisional'), 'open', track, null);
  });
  return { parts, bars };
}
