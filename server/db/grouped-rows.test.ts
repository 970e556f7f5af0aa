import { describe, expect, it } from 'vitest';
import { groupedBy } from './grouped-rows';

describe('groupedBy', () => {
  it('hands each parent its rows in the query order, without the key', async () => {
    const rows = [
      { roleId: 2, id: 10, name: 'b' },
      { roleId: 1, id: 11, name: 'a' },
      { roleId: 2, id: 9, name: 'c' },
    ];
    const groups = await groupedBy([1, 2, 3], 'roleId', async () => rows);
    expect(groups.get(2)).toEqual([
      { id: 10, name: 'b' },
      { id: 9, name: 'c' },
    ]);
    expect(groups.get(1)).toEqual([{ id: 11, name: 'a' }]);
    expect(groups.has(3)).toBe(false);
  });

  it('does not query without parents', async () => {
    let queried = false;
    const groups = await groupedBy([], 'userId', async () => {
      queried = true;
      return [{ userId: 1, id: 1 }];
    });
    expect(groups.size).toBe(0);
    expect(queried).toBe(false);
  });
});
