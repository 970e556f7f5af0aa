import { describe, expect, it } from 'vitest';
import { checkMenuForm, newMenuValues } from './menu-form';

describe('checkMenuForm', () => {
  it('builds a page body with a known component name', () => {
    const result = checkMenuForm({ ...newMenuValues(3), title: 'x:reports', path: 'reports', componentName: 'Dashboard', icon: 'chart', menuSort: '4', cache: true });
    expect(result).toEqual({
      ok: true,
      body: expect.objectContaining({ type: 1, pid: 3, title: 'x:reports', path: 'reports', componentName: 'Dashboard', icon: 'chart', menuSort: 4, cache: true, iFrame: false }),
    });
  });

  it('refuses a page naming no console page, beside the page field', () => {
    const result = checkMenuForm({ ...newMenuValues(null), type: '1', title: 'Reports', path: 'r', componentName: 'Nope' });
    expect(result).toEqual({ ok: false, errors: { componentName: "componentName: the console has no page named 'Nope'" } });
  });

  it('wants an http(s) path for an external link and drops the page fields', () => {
    const bad = checkMenuForm({ ...newMenuValues(null), type: '1', title: 'Docs', path: 'docs', iFrame: true, componentName: 'Dashboard' });
    expect(bad).toEqual({ ok: false, errors: { path: 'path: an external link must start with http://, https://, mailto: or tel:' } });
    const good = checkMenuForm({ ...newMenuValues(null), type: '1', title: 'Docs', path: 'https://example.com', iFrame: true, componentName: 'Dashboard', cache: true });
    expect(good).toMatchObject({ ok: true, body: { componentName: null, cache: false, iFrame: true } });
  });

  it('wants a permission for a button and leaves its path and icon empty', () => {
    expect(checkMenuForm({ ...newMenuValues(5), type: '2', title: 'Add' })).toEqual({ ok: false, errors: { permission: 'permission: required for a button' } });
    expect(checkMenuForm({ ...newMenuValues(5), type: '2', title: 'Add', permission: 'x:add', path: 'stale', icon: 'user' })).toMatchObject({
      ok: true,
      body: { type: 2, permission: 'x:add', path: null, icon: null },
    });
  });

  it('refuses a malformed translated title and a missing sort', () => {
    expect(checkMenuForm({ ...newMenuValues(null), title: 'x:two words', path: 'p' })).toEqual({
      ok: false,
      errors: { title: 'title: a translated title is x: followed by a key of letters, digits and _' },
    });
    const noSort = checkMenuForm({ ...newMenuValues(null), title: 'Tools', path: 'p', menuSort: '' });
    expect(noSort.ok).toBe(false);
    if (!noSort.ok) expect(Object.keys(noSort.errors)).toEqual(['menuSort']);
  });
});
