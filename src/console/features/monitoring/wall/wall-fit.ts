/**
 * The wall's auto-fit: how many columns and rows of tiles fill the grid area without scrolling, and how big each tile
 * is. A tile is never smaller than {@link MIN_TILE} (below that its text is no longer readable across a room); when
 * more rooms are live than that allows, the wall shows them page by page (wall-rotation.ts). Among the arrangements
 * that fit, the one whose tiles come closest to {@link TILE_ASPECT} at the largest size wins, so two rooms on a
 * 1920×1080 screen sit side by side rather than as two flat bands. Tiles grow up to {@link MAX_TILE} and the grid is
 * centred beyond that, so one room on a 4K screen is not one giant card with its text lost in the middle; nor do
 * tiles stretch into bands or columns far from that shape. Pure.
 */

/** A size in CSS pixels. */
export interface Size {
  width: number;
  height: number;
}

/** Smallest tile, px: the figures stay readable from a few metres at the sizes tile.css derives from it. */
export const MIN_TILE: Size = { width: 300, height: 200 };
/** Largest tile, px. */
export const MAX_TILE: Size = { width: 1280, height: 880 };
/** Preferred width / height of a tile. */
export const TILE_ASPECT = 1.45;
/** How far a tile may stretch from {@link TILE_ASPECT}, either way. */
const MAX_STRETCH = 1.4;
/** Space between tiles, px. */
export const TILE_GAP = 12;

/** What {@link fitGrid} decided. */
export interface GridFit {
  columns: number;
  rows: number;
  /** Tiles on one page (the whole set when it fits). */
  perPage: number;
  /** One tile, px. */
  tileWidth: number;
  tileHeight: number;
}

/** Options of {@link fitGrid}; sizes in px. */
export interface FitInput {
  /** The grid area (after the toolbar, banners and alert rail). 0 × 0 = not measured yet. */
  area: Size;
  count: number;
  gap?: number;
  minTile?: Size;
  maxTile?: Size;
  aspect?: number;
}

/**
 * Columns, rows, tiles per page and tile size for `count` tiles in `area`.
 * An unmeasured area (0 × 0, e.g. before the first layout) holds every tile on one page, in a square-ish grid.
 */
export function fitGrid({ area, count, gap = TILE_GAP, minTile = MIN_TILE, maxTile = MAX_TILE, aspect = TILE_ASPECT }: FitInput): GridFit {
  const n = Math.max(0, Math.floor(count));
  if (area.width <= 0 || area.height <= 0) {
    const columns = Math.max(1, Math.ceil(Math.sqrt(n)));
    return { columns, rows: Math.max(1, Math.ceil(n / columns)), perPage: Math.max(1, n), tileWidth: minTile.width, tileHeight: minTile.height };
  }
  const maxColumns = Math.max(1, Math.floor((area.width + gap) / (minTile.width + gap)));
  const maxRows = Math.max(1, Math.floor((area.height + gap) / (minTile.height + gap)));
  const perPage = Math.max(1, Math.min(n, maxColumns * maxRows));

  const areaShape = Math.log(area.width / area.height);
  let best: (GridFit & { score: number; empty: number; mismatch: number }) | undefined;
  for (let columns = 1; columns <= Math.min(maxColumns, perPage); columns += 1) {
    const rows = Math.ceil(perPage / columns);
    if (rows > maxRows) continue;
    let cellWidth = Math.min(maxTile.width, (area.width - gap * (columns - 1)) / columns);
    let cellHeight = Math.min(maxTile.height, (area.height - gap * (rows - 1)) / rows);
    // Tiles keep a tile's shape (a little taller or wider than preferred at most); the grid is centred in the rest.
    cellHeight = Math.min(cellHeight, (cellWidth / aspect) * MAX_STRETCH);
    cellWidth = Math.min(cellWidth, cellHeight * aspect * MAX_STRETCH);
    // The height of the largest tile of the preferred aspect that fits the cell: bigger and better-shaped wins.
    const score = Math.min(cellWidth / aspect, cellHeight);
    const empty = columns * rows - perPage;
    // Then fewer empty cells; then (tiles at their largest size) the grid whose shape is closest to the area's, so a
    // few rooms on a big screen sit in a row across it rather than in a column down its middle.
    const mismatch = Math.abs(Math.log((columns * cellWidth + gap * (columns - 1)) / (rows * cellHeight + gap * (rows - 1))) - areaShape);
    const better =
      !best ||
      score > best.score + 0.5 ||
      (Math.abs(score - best.score) <= 0.5 && (empty < best.empty || (empty === best.empty && mismatch < best.mismatch)));
    if (better) best = { columns, rows, perPage, tileWidth: Math.floor(cellWidth), tileHeight: Math.floor(cellHeight), score, empty, mismatch };
  }
  // Always set: columns = maxColumns gives rows = ceil(perPage / maxColumns) ≤ maxRows.
  const { columns, rows, tileWidth, tileHeight } = best!;
  return { columns, rows, perPage, tileWidth, tileHeight };
}

/** Pages needed for `count` tiles, `perPage` at a time (at least 1). */
export function pageCountOf(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, perPage)));
}
