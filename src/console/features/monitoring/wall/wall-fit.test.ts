/** The auto-fit: every tile of a page fits the area at a readable size; more rooms than fit make pages. */
import { describe, expect, it } from 'vitest';
import { fitGrid, MIN_TILE, pageCountOf, TILE_GAP, type GridFit, type Size } from './wall-fit';

/** The grid's outer size for a fit (what must not exceed the area). */
const used = (fit: GridFit): Size => ({
  width: fit.columns * fit.tileWidth + (fit.columns - 1) * TILE_GAP,
  height: fit.rows * fit.tileHeight + (fit.rows - 1) * TILE_GAP,
});

describe('fitGrid', () => {
  it('puts 48 rooms of a 1920×1080 wall on pages of 24 at no less than the readable minimum', () => {
    const area = { width: 1890, height: 1000 };
    const fit = fitGrid({ area, count: 48 });
    expect(fit).toMatchObject({ columns: 6, rows: 4, perPage: 24 });
    expect(fit.tileWidth).toBeGreaterThanOrEqual(MIN_TILE.width);
    expect(fit.tileHeight).toBeGreaterThanOrEqual(MIN_TILE.height);
    expect(used(fit).width).toBeLessThanOrEqual(area.width);
    expect(used(fit).height).toBeLessThanOrEqual(area.height);
    expect(pageCountOf(48, fit.perPage)).toBe(2);
  });

  it('shows all 48 rooms at once on a 3840×2160 wall, without scrolling', () => {
    const area = { width: 3200, height: 2030 };
    const fit = fitGrid({ area, count: 48 });
    expect(fit.perPage).toBe(48);
    expect(fit.columns * fit.rows).toBeGreaterThanOrEqual(48);
    expect(used(fit).width).toBeLessThanOrEqual(area.width);
    expect(used(fit).height).toBeLessThanOrEqual(area.height);
    expect(pageCountOf(48, fit.perPage)).toBe(1);
  });

  it('puts two rooms side by side on a wide screen rather than as two flat bands', () => {
    expect(fitGrid({ area: { width: 1900, height: 1000 }, count: 2 })).toMatchObject({ columns: 2, rows: 1, perPage: 2 });
  });

  it('puts two rooms on a 4K wall side by side, at their largest, not one above the other', () => {
    expect(fitGrid({ area: { width: 3200, height: 2030 }, count: 2 })).toMatchObject({ columns: 2, rows: 1, tileWidth: 1_280, tileHeight: 880 });
  });

  it('fills a good part of a 4K wall with three rooms, in tiles of a tile’s shape', () => {
    const area = { width: 3200, height: 2030 };
    const fit = fitGrid({ area, count: 3 });
    expect(3 * fit.tileWidth * fit.tileHeight).toBeGreaterThan(0.4 * area.width * area.height);
    expect(fit.tileWidth / fit.tileHeight).toBeGreaterThan(1);
    expect(fit.tileWidth / fit.tileHeight).toBeLessThan(2.1);
  });

  it('does not blow one room up to the whole screen', () => {
    const fit = fitGrid({ area: { width: 3800, height: 2100 }, count: 1 });
    expect(fit.tileWidth).toBeLessThanOrEqual(1_280);
    expect(fit.tileHeight).toBeLessThanOrEqual(880);
  });

  it('prefers the arrangement with fewer empty cells when the tiles come out the same size', () => {
    // 6 rooms in 700 px: 3×2 (no empty cell) rather than 2×3 or 4×2.
    const fit = fitGrid({ area: { width: 1000, height: 700 }, count: 6 });
    expect(fit.columns * fit.rows - 6).toBe(0);
  });

  it('shows one tile per page when even one minimal tile barely fits', () => {
    expect(fitGrid({ area: { width: 320, height: 210 }, count: 5 })).toMatchObject({ columns: 1, rows: 1, perPage: 1 });
    expect(pageCountOf(5, 1)).toBe(5);
  });

  it('holds everything on one page before the area is measured', () => {
    const fit = fitGrid({ area: { width: 0, height: 0 }, count: 10 });
    expect(fit.perPage).toBe(10);
    expect(fit.columns * fit.rows).toBeGreaterThanOrEqual(10);
  });

  it('counts one page for no tiles', () => {
    expect(pageCountOf(0, 24)).toBe(1);
  });
});
