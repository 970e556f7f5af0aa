import { screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BuiltMenu } from '../../../../streams/contracts/menus';
import { seededMenus } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { joinPath, resolveMenus } from './menu-routes';
import type { LazyPage } from './page-registry';

const stubPage = (text: string): LazyPage => () => Promise.resolve({ Component: () => <h2>{text}</h2> });
const registry = { OnlineUser: stubPage('online page'), Log: stubPage('log page') };

const tree: BuiltMenu[] = [
  ...seededMenus,
  {
    name: 'System',
    path: '/system',
    component: 'Layout',
    hidden: false,
    alwaysShow: true,
    redirect: 'noredirect',
    meta: { title: 'System tools', icon: 'system', noCache: true },
    children: [
      {
        name: 'Logs',
        path: 'logs',
        component: 'ParentView',
        hidden: false,
        meta: { title: 'x:logs', icon: 'log', noCache: false },
        children: [
          { name: 'Log', path: 'all', component: 'Log', hidden: false, meta: { title: 'All logs', icon: null, noCache: false } },
          { name: 'Secret', path: 'secret', component: 'Log', hidden: true, meta: { title: 'Secret', icon: null, noCache: true } },
        ],
      },
      { name: 'Docs', path: 'https://example.com/docs', component: 'Docs', hidden: false, meta: { title: 'Docs', icon: null, noCache: true } },
      { name: 'Gone', path: 'gone', component: 'NoSuchPage', hidden: false, meta: { title: 'Gone', icon: null, noCache: true } },
    ],
  },
];

/** Mounts the resolved routes the way the guard does: as children of a layout at '/'. */
function renderAt(path: string) {
  const { routes } = resolveMenus(tree, registry);
  const all: RouteObject[] = [{ path: '/', children: [...routes, { path: '*', element: <p>not found</p> }] }];
  const router = createMemoryRouter(all, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('resolveMenus (menus from the server, resolved by component name)', () => {
  it('joins paths like eladmin', () => {
    expect(joinPath('/monitor', 'online')).toBe('/monitor/online');
    expect(joinPath('/', '/monitor')).toBe('/monitor');
    expect(joinPath('/a/', 'b/')).toBe('/a/b');
  });

  it("treats 'Layout' and 'ParentView' as containers and keeps 'x:' titles raw for translation", () => {
    const { routes, nav } = resolveMenus(seededMenus, registry);
    expect(routes).toHaveLength(1);
    const monitor = routes[0];
    expect(monitor).toMatchObject({ path: 'monitor', handle: { title: 'x:monitor', noCache: true, breadcrumbLink: false } });
    expect(monitor?.children?.find((c) => c.path === 'online')).toMatchObject({ handle: { title: 'x:onlineUsers' } });
    expect(nav).toEqual([
      expect.objectContaining({
        path: '/monitor',
        title: 'x:monitor',
        alwaysShow: true,
        children: [expect.objectContaining({ path: '/monitor/online', title: 'x:onlineUsers', external: false })],
      }),
    ]);
  });

  it('routes external links nowhere but keeps them in the nav, and records unknown component names', () => {
    const { nav, unknownComponents } = resolveMenus(tree, registry);
    const system = nav[1];
    expect(system?.children.find((c) => c.title === 'Docs')).toMatchObject({ external: true, path: 'https://example.com/docs' });
    expect(unknownComponents).toEqual(['NoSuchPage']);
  });

  it("treats the spec's mailto: and tel: external links as links, and a javascript: path as an ordinary route path", () => {
    const links: BuiltMenu[] = [
      { name: 'Mail', path: 'mailto:ops@example.com', hidden: false, meta: { title: 'Mail', icon: null, noCache: true } },
      { name: 'Call', path: 'tel:+971-4-555-0100', hidden: false, meta: { title: 'Call', icon: null, noCache: true } },
      { name: 'Script', path: 'javascript:alert(1)', component: 'Log', hidden: false, meta: { title: 'Script', icon: null, noCache: true } },
    ];
    const { nav } = resolveMenus(links, registry);
    expect(nav.map((item) => [item.path, item.external])).toEqual([
      ['mailto:ops@example.com', true],
      ['tel:+971-4-555-0100', true],
      ['/javascript:alert(1)', false],
    ]);
  });

  it('renders a registry page through nested containers', async () => {
    renderAt('/system/logs/all');
    expect(await screen.findByRole('heading', { name: 'log page' })).toBeInTheDocument();
  });

  it('gives hidden menus a route (they are only left out of the sidebar)', async () => {
    renderAt('/system/logs/secret');
    expect(await screen.findByRole('heading', { name: 'log page' })).toBeInTheDocument();
    const logs = resolveMenus(tree, registry).nav[1]?.children[0];
    expect(logs?.children.find((c) => c.title === 'Secret')?.hidden).toBe(true);
  });

  it('shows a clear error for an unknown component name', async () => {
    renderAt('/system/gone');
    expect(await screen.findByRole('alert')).toHaveTextContent('The page component "NoSuchPage" is not available in this console.');
  });

  it('sends a directory to its first visible page', async () => {
    const router = renderAt('/monitor');
    expect(await screen.findByRole('heading', { name: 'online page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/monitor/online');
  });

  it('does not route an external link inside the app', async () => {
    renderAt('/system/https:/example.com/docs');
    expect(await screen.findByText('not found')).toBeInTheDocument();
  });
});
