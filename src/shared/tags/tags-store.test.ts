import { beforeEach, describe, expect, it } from 'vitest';
import { pathAfterClose, useTagsStore, type TagView } from './tags-store';

const tag = (path: string, extra: Partial<TagView> = {}): TagView => ({
  path,
  fullPath: path,
  title: `x:${path}`,
  affix: false,
  noCache: false,
  ...extra,
});

describe('tags store (visited-page tabs)', () => {
  beforeEach(() => useTagsStore.setState({ visitedViews: [] }));

  it('adds a tab once per path, keeping the latest query', () => {
    const { addView } = useTagsStore.getState();
    addView(tag('/a'));
    addView(tag('/a', { fullPath: '/a?page=2' }));
    addView(tag('/b'));
    expect(useTagsStore.getState().visitedViews.map((v) => v.fullPath)).toEqual(['/a?page=2', '/b']);
  });

  it('keeps affix tabs on close all and close others', () => {
    const { addView, delAllViews, delOthersViews } = useTagsStore.getState();
    addView(tag('/dashboard', { affix: true }));
    addView(tag('/a'));
    addView(tag('/b'));
    expect(delOthersViews('/b').map((v) => v.path)).toEqual(['/dashboard', '/b']);
    expect(delAllViews().map((v) => v.path)).toEqual(['/dashboard']);
  });

  it('closing the active tab goes to the last remaining tab, or / when none remain', () => {
    const { addView, delView } = useTagsStore.getState();
    addView(tag('/a'));
    addView(tag('/b', { fullPath: '/b?x=1' }));
    addView(tag('/c'));
    expect(pathAfterClose(delView('/c'))).toBe('/b?x=1');
    delView('/a');
    expect(pathAfterClose(delView('/b'))).toBe('/');
  });
});
