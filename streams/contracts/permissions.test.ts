import { describe, expect, it } from 'vitest';
import { can } from './permissions';

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
