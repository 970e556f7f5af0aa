import { describe, expect, it } from 'vitest';
import { ancestorIds, descendantIds, toggleInTree, treeRows } from './tree';

const items = [
  { id: 1, pid: null },
  { id: 2, pid: 1 },
  { id: 3, pid: 2 },
  { id: 4, pid: 1 },
  { id: 5, pid: 99 },
];

describe('tree helpers', () => {
  it('orders depth-first with depths; an item whose parent is absent is a root', () => {
    expect(treeRows(items).map(({ item, depth }) => [item.id, depth])).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
      [4, 1],
      [5, 0],
    ]);
  });

  it('finds descendants and ancestors', () => {
    expect(descendantIds(items, 1).sort()).toEqual([1, 2, 3, 4]);
    expect(ancestorIds(items, 3)).toEqual([2, 1]);
  });

  it('ticking a button ticks its page and directory; unticking a page unticks its buttons only', () => {
    const on = toggleInTree(items, new Set(), 3, true);
    expect([...on].sort()).toEqual([1, 2, 3]);
    const off = toggleInTree(items, on, 2, false);
    expect([...off]).toEqual([1]);
  });
});
