import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS, type CrudArea, type Permission } from './permissions';

describe('can', () => {
  it('passes any with one of the listed permissions and fails without', () => {
    expect(can(['menu:list'], ['menu:add', 'menu:list'])).toBe(true);
    expect(can(['menu:list'], 'menu:add')).toBe(false);
  });
  it('needs every permission in all mode', () => {
    expect(can(['a', 'b'], ['a', 'b'], 'all')).toBe(true);
    expect(can(['a'], ['a', 'b'], 'all')).toBe(false);
  });
  it('fails on an empty or missing needed list, even for admin', () => {
    expect(can(['admin'], [])).toBe(false);
    expect(can(['admin'], undefined)).toBe(false);
    expect(can(['a'], '')).toBe(false);
  });
  it('fails without granted permissions', () => {
    expect(can([], 'a')).toBe(false);
    expect(can(undefined, 'a')).toBe(false);
  });
  it('lets admin pass everything', () => {
    expect(can(['admin'], ['x:y', 'z:w'], 'all')).toBe(true);
  });
});

describe('PERMISSIONS', () => {
  it('lists each permission once, shaped `admin` or `<area>:<action>`', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    for (const permission of PERMISSIONS) expect(permission).toMatch(/^(admin|[a-z][A-Za-z]*:[a-z]+)$/);
  });
  it('types a misspelt permission out (checked by `npm run typecheck`)', () => {
    // @ts-expect-error 'users:list' is not a permission: the users area is `user:`.
    const misspelt: Permission = 'users:list';
    expect(PERMISSIONS).not.toContain(misspelt);
    const area: CrudArea = 'roles';
    // @ts-expect-error live has no add/del, so it is not a CRUD area.
    const partial: CrudArea = 'live';
    expect([area, partial]).toEqual(['roles', 'live']);
  });
});
