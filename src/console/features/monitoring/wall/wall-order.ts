/**
 * Which tiles the wall shows and in what order: the toolbar's filters (monitor types, staff) and sort (diamonds,
 * viewers, live time, type). Every sort puts the biggest first and breaks ties by nickname then streamer id, so the
 * order is total and tiles with equal figures do not swap places from one poll to the next. Pure.
 */
import type { MonitorType } from '../../../../../streams/contracts/monitor';
import type { WallTile } from '../../../../../streams/contracts/monitor-wall';
import type { StaffFilter, WallSort } from './wall-settings';

/** Types in the order of the `type` sort: PK rooms first (their battles move fastest), regular (figures only) last. */
const TYPE_RANK: Readonly<Record<MonitorType, number>> = { pk: 0, focus: 1, regular: 2 };

/** The filters of the toolbar. */
export interface WallFilter {
  /** Empty = every type. */
  types: readonly MonitorType[];
  staff: StaffFilter;
}

/** Whether a filter hides anything. */
export function isFiltered(filter: WallFilter): boolean {
  return filter.types.length > 0 || filter.staff !== 'all';
}

/** The tiles the filter lets through, in their given order. */
export function filterTiles(tiles: readonly WallTile[], filter: WallFilter): WallTile[] {
  return tiles.filter((tile) => {
    if (filter.types.length > 0 && !filter.types.includes(tile.type)) return false;
    if (filter.staff === 'none') return tile.staffId === null;
    if (filter.staff !== 'all') return tile.staffId === filter.staff;
    return true;
  });
}

const tieBreak = (a: WallTile, b: WallTile) => a.nickname.localeCompare(b.nickname) || a.streamerId - b.streamerId;

/** Longest live first; a room whose start is unknown after every known one. */
const byLiveTime = (a: WallTile, b: WallTile) => (a.liveSince ?? Number.POSITIVE_INFINITY) - (b.liveSince ?? Number.POSITIVE_INFINITY);

const COMPARE: Readonly<Record<WallSort, (a: WallTile, b: WallTile) => number>> = {
  diamonds: (a, b) => b.diamonds - a.diamonds,
  // Unknown viewers (null) after every known count.
  viewers: (a, b) => (b.viewers ?? -1) - (a.viewers ?? -1),
  liveTime: byLiveTime,
  type: (a, b) => TYPE_RANK[a.type] - TYPE_RANK[b.type] || b.diamonds - a.diamonds,
};

/** A sorted copy of `tiles`. */
export function sortTiles(tiles: readonly WallTile[], sort: WallSort): WallTile[] {
  const compare = COMPARE[sort];
  return [...tiles].sort((a, b) => compare(a, b) || tieBreak(a, b));
}

/** One choice of the staff filter. */
export interface StaffOption {
  id: number;
  name: string;
}

/**
 * The staff of the live rooms, by name, for the staff filter; the chosen staff member stays offered (under the
 * remembered name) while none of their rooms is live, so the select never shows a value it does not list.
 */
export function staffOptions(tiles: readonly WallTile[], chosen: StaffFilter, chosenName: string | null): StaffOption[] {
  const byId = new Map<number, string>();
  for (const tile of tiles) if (tile.staffId !== null) byId.set(tile.staffId, tile.staffName ?? `#${tile.staffId}`);
  if (typeof chosen === 'number' && !byId.has(chosen)) byId.set(chosen, chosenName ?? `#${chosen}`);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}
