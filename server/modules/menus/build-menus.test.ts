import { describe, expect, it } from 'vitest';
import { buildMenuTree } from './build-menus';
import type { MenuRow } from './repository';

let nextId = 1;
const row = (over: Partial<MenuRow>): MenuRow => ({
  id: nextId++,
  pid: null,
  subCount: 0,
  type: 1,
  title: `m${nextId}`,
  componentName: null,
  component: null,
  menuSort: 999,
  icon: null,
  path: 'p',
  iFrame: false,
  cache: false,
  hidden: false,
  permission: null,
  createBy: null,
  updateBy: null,
  createTime: new Date(0),
  updateTime: new Date(0),
  ...over,
});

describe('buildMenuTree', () => {
  it('gives Layout to top-level directories, ParentView to nested ones, page names to pages, and drops buttons', () => {
    const sys = row({ id: 100, type: 0, title: 'x:system', path: 'system', icon: 'system', menuSort: 1 });
    const nested = row({ id: 101, pid: 100, type: 0, title: 'x:nested', path: 'nested', menuSort: 2 });
    const page = row({ id: 102, pid: 101, type: 1, title: 'x:users', path: 'user', componentName: 'User', cache: true });
    const hiddenPage = row({ id: 103, pid: 100, type: 1, title: 'x:hiddenPage', path: 'hp', componentName: 'Hp', hidden: true, menuSort: 1 });
    const button = row({ id: 104, pid: 102, type: 2, title: 'x:add', path: null, permission: 'user:add' });
    expect(buildMenuTree([page, button, nested, sys, hiddenPage])).toEqual([
      {
        name: 'x:system',
        path: '/system',
        hidden: false,
        component: 'Layout',
        alwaysShow: true,
        redirect: 'noredirect',
        meta: { title: 'x:system', icon: 'system', noCache: true },
        children: [
          { name: 'Hp', path: 'hp', hidden: true, component: 'Hp', meta: { title: 'x:hiddenPage', icon: null, noCache: true } },
          {
            name: 'x:nested',
            path: 'nested',
            hidden: false,
            component: 'ParentView',
            alwaysShow: true,
            redirect: 'noredirect',
            meta: { title: 'x:nested', icon: null, noCache: true },
            children: [{ name: 'User', path: 'user', hidden: false, component: 'User', meta: { title: 'x:users', icon: null, noCache: false } }],
          },
        ],
      },
    ]);
  });

  it('wraps a top-level page without children in a Layout node with an index child', () => {
    const page = row({ type: 1, title: 'x:board', path: 'board', componentName: 'Board', icon: 'chart' });
    expect(buildMenuTree([page])).toEqual([
      {
        name: 'BoardLayout',
        path: '/board',
        hidden: false,
        component: 'Layout',
        meta: { title: 'x:board', icon: 'chart', noCache: true },
        children: [{ name: 'Board', path: 'index', hidden: false, component: 'Board', meta: { title: 'x:board', icon: 'chart', noCache: true } }],
      },
    ]);
  });

  it('keeps external links as their URL, without a component', () => {
    const link = row({ type: 1, title: 'Docs', path: 'https://example.com/docs', iFrame: true });
    const [wrapper] = buildMenuTree([link]);
    expect(wrapper).toMatchObject({ path: 'https://example.com/docs', component: 'Layout' });
    expect(wrapper!.children).toEqual([{ name: 'Docs', path: 'https://example.com/docs', hidden: false, meta: { title: 'Docs', icon: null, noCache: true } }]);
  });

  it('orders siblings by sort number then id, and roots menus whose parent is not granted', () => {
    const a = row({ id: 1, type: 0, title: 'a', path: 'a', menuSort: 5 });
    const b = row({ id: 2, type: 0, title: 'b', path: 'b', menuSort: 1 });
    const orphan = row({ id: 3, pid: 999, type: 0, title: 'c', path: 'c', menuSort: 3 });
    expect(buildMenuTree([a, b, orphan]).map((m) => m.name)).toEqual(['b', 'c', 'a']);
  });
});
