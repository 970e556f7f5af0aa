/**
 * The overlays in OBS Studio 30, which renders browser sources with Chromium 103 (OBS 31 and later: Chromium 127):
 * every overlay, in every plugin style and both sizes, on its demo data, opened at once in Chromium 103
 * (chromium103.ts) and in Debian's current Chromium, each left to settle. In Chromium 103:
 * - no script error and nothing logged as an error; the page stays transparent without scrollbars;
 * - every bar is as long as the numbers printed beside it call for, and every provisional (open streak) segment
 *   that has points is drawn in a visible colour;
 * - the same elements as in the current Chromium, in the same places (within 4 px: the two Chromiums shape text a
 *   few pixels apart), with the same colours, and the bars' pixels alike on screenshots of both.
 * Screenshots: tests/e2e/screenshots/overlay-<route>-<style>-<layout>-chromium103.png, beside the current
 * Chromium's from overlays.spec.ts.
 */
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { Browser, Page as Page103 } from 'puppeteer-core';
import { launchChromium103 } from './chromium103';
import {
  demoOverlayPath,
  expectTransparentWithoutScrollbars,
  OVERLAY_CONTENT,
  OVERLAY_LAYOUTS,
  OVERLAY_ROUTES,
  overlayStylesOf,
  overlayScreenshotPath,
  overlaySettled,
  readOverlay,
  readPageSurface,
  type OverlayBar,
  type OverlayReading,
} from './overlay-helpers';

/** Two Chromiums place an element this many px apart at most. */
const SAME_PLACE_PX = 4;
/** A bar may differ from the printed numbers by this much (the numbers are rounded to 3 or 4 digits). */
const BAR_SLACK_PX = 2;
/** Segments at least this wide are compared pixel by pixel (narrower ones are mostly anti-aliased edges). */
const PIXEL_MIN_WIDTH = 6;
/** Mean channel values of a segment may differ this much between the two Chromiums (gradient rounding, stripes). */
const PIXEL_SLACK = 16;

/** Captures of Chromium 103 taken at most, per look, until one shows the overlay (see `drawnScreenshot`). */
const CAPTURES = 3;

/** Mean RGBA of each box of a PNG, decoded by the browser of `page`. */
async function meanColours(page: Page, png: Buffer, boxes: readonly OverlayBar['box'][]): Promise<number[][]> {
  return page.evaluate(
    async ({ data, regions }) => {
      const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return regions.map((box) => {
        // Inside the box by a pixel: its edges are anti-aliased differently by each renderer.
        const x = Math.ceil(box.x) + 1;
        const y = Math.ceil(box.y) + 1;
        const pixels = context.getImageData(x, y, Math.max(1, Math.floor(box.x + box.width) - 1 - x), Math.max(1, Math.floor(box.y + box.height) - 1 - y)).data;
        const sums = [0, 0, 0, 0];
        for (let i = 0; i < pixels.length; i += 1) sums[i % 4]! += pixels[i]!;
        return sums.map((sum) => Math.round(sum / (pixels.length / 4)));
      });
    },
    { data: png.toString('base64'), regions: boxes },
  );
}

/**
 * A screenshot of Chromium 103's page that shows something, decoded by the browser of `decoder`: now and then
 * (under load) headless Chromium 103 returns a capture of an overlay it has drawn as wholly transparent; such a
 * capture is taken again, up to {@link CAPTURES} times. `null` when every capture came back empty.
 */
async function drawnScreenshot(page103: Page103, decoder: Page): Promise<Buffer | null> {
  for (let capture = 0; capture < CAPTURES; capture += 1) {
    // Without the capture beyond the viewport, which resizes the view for the shot and then waits for a new frame.
    const png = (await page103.screenshot({ omitBackground: true, captureBeyondViewport: false })) as Buffer;
    const drawn = await decoder.evaluate(async (data) => {
      const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha] !== 0) return true;
      return false;
    }, png.toString('base64'));
    if (drawn) return png;
  }
  return null;
}

test.describe('every overlay in Chromium 103 (OBS Studio 30), against the current Chromium', () => {
  let browser103: Browser | undefined;
  let page103: Page103;
  /** Script errors and error messages of Chromium 103's page since the last look. */
  const problems: string[] = [];

  test.beforeAll(async () => {
    browser103 = await launchChromium103();
    page103 = await browser103.newPage();
    page103.setDefaultTimeout(20_000);
    page103.on('pageerror', (error) => problems.push(`script error: ${error.message}`));
    page103.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
  });

  test.afterAll(async () => {
    await browser103?.close();
  });

  for (const route of OVERLAY_ROUTES) {
    test(`/${route} in every style and size`, async ({ page, baseURL }) => {
      // Eight looks in two browsers at once: about 10 s on two idle cores, several times that on busy ones.
      test.setTimeout(120_000);
      expect(await browser103!.version()).toMatch(/Chrome\/103\./);
      // Screenshots are decoded in a page of their own, while `page` shows the overlays.
      const decoder = await page.context().newPage();
      for (const [layout, size] of OVERLAY_LAYOUTS) {
        await Promise.all([page.setViewportSize(size), page103.setViewport(size)]);
        for (const style of overlayStylesOf(route)) {
          await test.step(`${style} ${layout}`, async () => {
            const url = new URL(demoOverlayPath(route, style), baseURL).href;
            problems.length = 0;
            // Each browser is read the moment it settles (an entry animation leaves again after 4 s), and shot then.
            const [old, current] = await Promise.all([
              (async () => {
                await page103.goto(url);
                await page103.waitForFunction(overlaySettled, { polling: 'raf' }, OVERLAY_CONTENT[route]);
                const reading: OverlayReading = await page103.evaluate(readOverlay);
                return { reading, png: await drawnScreenshot(page103, decoder), surface: await page103.evaluate(readPageSurface) };
              })(),
              (async () => {
                await page.goto(url);
                await page.waitForFunction(overlaySettled, OVERLAY_CONTENT[route], { polling: 'raf' });
                const reading = await page.evaluate(readOverlay);
                return { reading, png: reading.bars.length > 0 ? await page.screenshot({ omitBackground: true }) : null };
              })(),
            ]);

            expect(problems, 'Chromium 103 logs no script error').toEqual([]);
            expectTransparentWithoutScrollbars(old.surface);
            expect(old.png, 'a screenshot of Chromium 103 that shows the overlay').not.toBeNull();
            writeFileSync(overlayScreenshotPath(route, style, layout, 'chromium103'), old.png!);

            // Bars as long as the printed numbers say; provisional segments with points drawn in a visible colour.
            const offBars = old.reading.bars.filter((bar) => bar.expected !== null && Math.abs(bar.width - bar.expected * bar.track) > BAR_SLACK_PX);
            expect(offBars, 'bars as long as their numbers').toEqual([]);
            const unpainted = old.reading.bars.filter((bar) => bar.width >= 1 && !bar.painted);
            expect(unpainted, 'bars drawn in a visible colour').toEqual([]);
            if (route === 'pkProgress' || route === 'flowerProgress') {
              // The demo has open streaks: they must show.
              expect(old.reading.bars.filter((bar) => bar.kind === 'open' && bar.width >= 1 && bar.painted).length).toBeGreaterThan(0);
              expect(old.reading.bars.filter((bar) => bar.kind === 'fill' && bar.width >= 1 && bar.painted).length).toBeGreaterThan(0);
            }

            // The same elements in the same places with the same colours as in the current Chromium.
            expect(old.reading.parts.map((part) => part.key)).toEqual(current.reading.parts.map((part) => part.key));
            const moved = old.reading.parts.flatMap((part, index) => {
              const other = current.reading.parts[index]!.box;
              const far = (['x', 'y', 'width', 'height'] as const).some((side) => Math.abs(part.box[side] - other[side]) > SAME_PLACE_PX);
              return far ? [`${part.key}: ${JSON.stringify(part.box)} in Chromium 103, ${JSON.stringify(other)} in the current Chromium`] : [];
            });
            expect(moved, 'elements in the same places').toEqual([]);
            const recoloured = old.reading.parts.flatMap((part, index) => {
              const other = current.reading.parts[index]!.look;
              return part.look === other ? [] : [`${part.key}: ${part.look} in Chromium 103, ${other} in the current Chromium`];
            });
            expect(recoloured, 'elements drawn alike').toEqual([]);

            // What the screenshots show of each bar segment wide enough to tell.
            const wide = old.reading.bars.filter((bar) => bar.box.width >= PIXEL_MIN_WIDTH);
            if (current.png && wide.length > 0) {
              const [seen103, seenNow] = await Promise.all([meanColours(decoder, old.png!, wide.map((bar) => bar.box)), meanColours(decoder, current.png, wide.map((bar) => bar.box))]);
              const unlike = wide.flatMap((bar, index) => {
                const a = seen103[index]!;
                const b = seenNow[index]!;
                return a.some((channel, i) => Math.abs(channel - b[i]!) > PIXEL_SLACK) ? [`${bar.key}: rgba(${a.join(', ')}) in Chromium 103, rgba(${b.join(', ')}) in the current Chromium`] : [];
              });
              expect(unlike, 'bars look alike on screen').toEqual([]);
            }
          });
        }
      }
    });
  }
});
