/** Sort and filter of the wall's tiles. */
import { describe, expect, it } from 'vitest';
import { tile } from './testing/wall-fixtures';
import { filterTiles, isFiltered, sortTiles, staffOptions } from './wall-order';

const ids = (tiles: { uniqueId: string }[]) => tiles.map((t) => t.uniqueId);

const a = tile(1, { uniqueId: 'a', nickname: 'Ann', type: 'regular', diamonds: 0, viewers: 900, liveSince: 5_000, staffId: 7, staffName: 'Mei' });
const b = tile(2, { uniqueId: 'b', nickname: 'Bo', type: 'pk', diamonds: 500, viewers: null, liveSince: 1_000, staffId: 8, staffName: 'Alice' });
const c = tile(3, { uniqueId: 'c', nickname: 'Cy', type: 'focus', diamonds: 9_000, viewers: 50, liveSince: null, staffId: null, staffName: null });
const d = tile(4, { uniqueId: 'd', nickname: 'Di', type: 'pk', diamonds: 9_000, viewers: 300, liveSince: 3_000, staffId: 7, staffName: 'Mei' });

describe('sortTiles', () => {
  it('sorts by diamonds, most first, equal figures by nickname', () => {
    expect(ids(sortTiles([a, b, c, d], 'diamonds'))).toEqual(['c', 'd', 'b', 'a']);
  });

  it('sorts by viewers, unknown counts last', () => {
    expect(ids(sortTiles([b, c, a, d], 'viewers'))).toEqual(['a', 'd', 'c', 'b']);
  });

  it('sorts by live time, longest first, unknown starts last', () => {
    expect(ids(sortTiles([c, a, d, b], 'liveTime'))).toEqual(['b', 'd', 'a', 'c']);
  });

  it('sorts by type: PK, focus, regular, each by diamonds', () => {
    expect(ids(sortTiles([a, b, c, d], 'type'))).toEqual(['d', 'b', 'c', 'a']);
  });

  it('leaves its input alone', () => {
    const input = [a, b, c, d];
    sortTiles(input, 'diamonds');
    expect(ids(input)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('filterTiles', () => {
  it('keeps every tile without filters', () => {
    expect(ids(filterTiles([a, b, c, d], { types: [], staff: 'all' }))).toEqual(['a', 'b', 'c', 'd']);
    expect(isFiltered({ types: [], staff: 'all' })).toBe(false);
  });

  it('keeps the chosen types', () => {
    expect(ids(filterTiles([a, b, c, d], { types: ['pk', 'focus'], staff: 'all' }))).toEqual(['b', 'c', 'd']);
    expect(isFiltered({ types: ['pk'], staff: 'all' })).toBe(true);
  });

  it("keeps one staff member's rooms, or the unassigned ones, combined with types", () => {
    expect(ids(filterTiles([a, b, c, d], { types: [], staff: 7 }))).toEqual(['a', 'd']);
    expect(ids(filterTiles([a, b, c, d], { types: ['pk'], staff: 7 }))).toEqual(['d']);
    expect(ids(filterTiles([a, b, c, d], { types: [], staff: 'none' }))).toEqual(['c']);
  });
});

describe('staffOptions', () => {
  it('lists the staff of the live rooms once, by name', () => {
    expect(staffOptions([a, b, c, d], 'all', null)).toEqual([
      { id: 8, name: 'Alice' },
      { id: 7, name: 'Mei' },
    ]);
  });

  it('keeps offering the chosen staff member while none of their rooms is live', () => {
    expect(staffOptions([c], 42, 'Karim')).toEqual([{ id: 42, name: 'Karim' }]);
  });
});
