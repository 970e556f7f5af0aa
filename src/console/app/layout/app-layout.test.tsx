import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '@shared/settings/settings-store';
import { sessionHandlers } from '../../../test/handlers';
import { server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { createAppRouter } from '../router/create-app-router';

async function startSignedIn(path: string) {
  Cookies.set('EL-ADMIN-TOEKN', 'Bearer test.jwt.token', { path: '/' });
  const router = createAppRouter((routes) => createMemoryRouter(routes, { initialEntries: [path] }), { reload: vi.fn() });
  renderWithProviders(<RouterProvider router={router} />);
  await screen.findByTestId('navbar', {}, { timeout: 3000 });
  // Let the first page's queries settle so no request outlives the test.
  if (router.state.location.pathname === '/dashboard') await screen.findByText('1.2K', {}, { timeout: 3000 });
  return router;
}

const tab = (name: string) => screen.getAllByTestId('tags-view-item').find((el) => within(el).queryByRole('tab', { name }));

beforeEach(() => {
  // jsdom lays nothing out (body width 0 = mobile); the desktop layout is under test here.
  vi.spyOn(document.body, 'getBoundingClientRect').mockReturnValue({ width: 1440, height: 900 } as DOMRect);
  server.use(...sessionHandlers);
});

describe('layout (sidebar, navbar, breadcrumb, tabs)', () => {
  it('shows the navbar title, breadcrumb from the dashboard, the nickname and the server menu', async () => {
    await startSignedIn('/monitor/online');
    expect(await screen.findByRole('heading', { name: 'Online users', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Assistant System' })).toBeInTheDocument();
    const crumbs = within(screen.getByTestId('breadcrumb'));
    expect(crumbs.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(crumbs.queryByRole('link', { name: 'Monitor' })).not.toBeInTheDocument(); // 'noredirect'
    expect(crumbs.getByText('Online users')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Administrator' })).toBeInTheDocument();
    const sidebar = within(screen.getByTestId('sidebar'));
    expect(sidebar.getByRole('link', { name: 'Online users' })).toHaveAttribute('aria-current', 'page');
    expect(sidebar.getByRole('button', { name: 'Monitor' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('tabs: once per path, the affix dashboard tab has no close button and survives close all', async () => {
    const user = userEvent.setup();
    const router = await startSignedIn('/monitor/online');
    await screen.findByRole('heading', { name: 'Online users', level: 2 });
    await user.click(within(screen.getByTestId('sidebar')).getByRole('link', { name: 'Online users' }));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Dashboard', 'Online users']);
    expect(screen.queryByRole('button', { name: 'Close Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close Online users' })).toBeInTheDocument();

    const online = tab('Online users');
    if (!online) throw new Error('no Online users tab');
    fireEvent.contextMenu(online);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Refresh', 'Close', 'Close others', 'Close all']);
    expect(screen.getByTestId('tags-context-menu')).toHaveStyle({ width: '105px' });
    await user.click(within(menu).getByRole('menuitem', { name: 'Close all' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Dashboard']);
    expect(await screen.findByText('1.2K')).toBeInTheDocument(); // 1,234 users, K from 1,000
  });

  it('closing the active tab with its close button goes to the last remaining tab', async () => {
    const user = userEvent.setup();
    const router = await startSignedIn('/user/center');
    await screen.findByRole('heading', { name: 'Profile' });
    await user.click(screen.getByRole('button', { name: 'Close Personal center' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('1.2K')).toBeInTheDocument();
  });

  it('route search opens a page from the keyboard', async () => {
    const user = userEvent.setup();
    const router = await startSignedIn('/dashboard');
    const search = screen.getByRole('combobox', { name: 'Search' });
    await user.type(search, 'onlne');
    expect(await screen.findByRole('option', { name: 'Monitor > Online users' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/monitor/online'));
  });

  it('the hamburger collapses the sidebar and saves sidebarStatus', async () => {
    const user = userEvent.setup();
    await startSignedIn('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(Cookies.get('sidebarStatus')).toBe('0');
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
  });

  it('the avatar menu opens the layout settings drawer', async () => {
    const user = userEvent.setup();
    await startSignedIn('/dashboard');
    // Keyboard: the menu is operable without a mouse (Enter opens it on its first item, Enter selects).
    screen.getByRole('button', { name: 'Administrator' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Layout settings' })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    const drawer = await screen.findByTestId('settings-drawer');
    expect(within(drawer).getByText('Layout settings')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('radio', { name: 'Theme colour #11a983' }));
    expect(useSettingsStore.getState().theme).toBe('#11a983');
    expect(Cookies.get('theme')).toBe('#11a983');
  });

  it('log out asks for confirmation, clears the token even if the call fails, then reloads', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    const { HttpResponse, http } = await import('msw');
    server.use(http.delete('/auth/logout', () => HttpResponse.json({ status: 500, message: 'down', timestamp: 'now' }, { status: 500 })));
    await startSignedIn('/dashboard');
    screen.getByRole('button', { name: 'Administrator' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Layout settings' })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{End}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to quit the system?');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(Cookies.get('EL-ADMIN-TOEKN')).toBeUndefined();
  });
});
