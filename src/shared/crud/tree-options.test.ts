import { describe, expect, it } from 'vitest';
import { flattenTree, indented } from './tree-options';

const tree = [
  { id: 1, name: 'HQ', children: [{ id: 2, name: 'Ops', children: [{ id: 3, name: 'Team' }] }, { id: 4, name: 'Recruiting' }] },
  { id: 5, name: 'Other' },
];

describe('flattenTree', () => {
  it('lists every node depth-first with its depth', () => {
    expect(flattenTree(tree).map(({ node, depth }) => [node.id, depth])).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
      [4, 1],
      [5, 0],
    ]);
  });

  it('leaves out a node and everything below it, so nothing can move under itself', () => {
    expect(flattenTree(tree, 2).map(({ node }) => node.id)).toEqual([1, 4, 5]);
  });

  it('indents by level', () => {
    expect(indented('Team', 2)).toBe('\u00a0'.repeat(8) + 'Team');
    expect(indented('HQ', 0)).toBe('HQ');
  });
});
