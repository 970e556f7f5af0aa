import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { HttpResponse, http } from 'msw';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@shared/auth/session-store';
import { sessionHandlers } from '../../../test/handlers';
import { server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { resetStores } from '../../../test/reset-stores';
import { createAppRouter } from './create-app-router';
import { fullPathOf } from './navigation-guard';
import { CONSOLE_PUBLIC_ROUTES, PUBLIC_ROUTES, isPublicPath, loginPathFor, safeRedirect } from './public-routes';

function start(path: string) {
  const reload = vi.fn();
  const router = createAppRouter((routes) => createMemoryRouter(routes, { initialEntries: [path] }), { reload });
  renderWithProviders(<RouterProvider router={router} />);
  return { router, reload };
}

const signedIn = () => Cookies.set('EL-ADMIN-TOEKN', 'Bearer test.jwt.token', { path: '/' });

describe('public routes', () => {
  it('reserves the console pages and the overlay pages', () => {
    expect(CONSOLE_PUBLIC_ROUTES).toEqual(['/login', '/401', '/404']);
    expect(PUBLIC_ROUTES).toEqual(expect.arrayContaining(['/whiteListPages/*', '/h5Client/*', '/pk-score-ranking', '/ai-assistant']));
    expect(isPublicPath('/whiteListPages/pkProgress')).toBe(true);
    expect(isPublicPath('/dashboard')).toBe(false);
  });

  it('builds the login redirect with the full path and only honours same-origin targets', () => {
    expect(loginPathFor('/monitor/online?page=2')).toBe('/login?redirect=%2Fmonitor%2Fonline%3Fpage%3D2');
    expect(safeRedirect('/monitor/online?page=2')).toBe('/monitor/online?page=2');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
  });
});

describe('navigation guard (login redirect, user info, menus)', () => {
  beforeEach(() => {
    resetStores();
    server.use(...sessionHandlers);
  });

  it('sends a visitor without a token to /login with the full requested path', async () => {
    const { router } = start('/monitor/online?page=2&size=10');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/monitor/online?page=2&size=10');
    expect(await screen.findByRole('heading', { name: 'System Login' })).toBeInTheDocument();
  });

  it('redirects / to /dashboard once the user info and menus are loaded', async () => {
    signedIn();
    const { router } = start('/');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Administrator' }, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('1.2K')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(useSessionStore.getState().roles).toEqual(['admin']);
    expect(document.title).toBe('Dashboard');
  });

  it('adds the server menus as routes, so a deep link to a menu page works on first load', async () => {
    signedIn();
    const { router } = start('/monitor/online');
    expect(await screen.findByRole('heading', { name: 'Online users' }, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('10.0.0.1')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/monitor/online');
    expect(useSessionStore.getState().loadMenus).toBe(true);
    expect(localStorage.getItem('last_page')).toBe('/monitor/online');
  });

  it('sends unknown paths to /404', async () => {
    signedIn();
    const { router } = start('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'This page does not exist' }, { timeout: 3000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('gives a user without roles ROLE_SYSTEM_DEFAULT', async () => {
    signedIn();
    server.use(http.get('/auth/info', async () => HttpResponse.json({ ...(await import('../../../test/fixtures')).adminInfo, roles: [] })));
    start('/dashboard');
    await waitFor(() => expect(useSessionStore.getState().roles).toEqual(['ROLE_SYSTEM_DEFAULT']));
    expect(await screen.findByText('1.2K', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('logs out and reloads when the user info cannot be fetched', async () => {
    signedIn();
    server.use(http.get('/auth/info', () => HttpResponse.json({ status: 500, message: 'down', timestamp: 'now' }, { status: 500 })));
    const { reload } = start('/dashboard');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(Cookies.get('EL-ADMIN-TOEKN')).toBeUndefined();
  });

  it('sends a signed-in user away from /login, to the redirect parameter', async () => {
    signedIn();
    const { router } = start('/login?redirect=%2Fmonitor%2Fonline');
    await waitFor(() => expect(router.state.location.pathname).toBe('/monitor/online'));
    expect(await screen.findByText('10.0.0.1', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('renders /401 and /404 without a login', async () => {
    const { router } = start('/401');
    expect(await screen.findByRole('heading', { name: 'You do not have permission to view this page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(router.state.location.pathname).toBe('/401');
  });

  it('/redirect/<path> goes back to <path> (tab refresh)', async () => {
    signedIn();
    const { router } = start('/redirect/monitor/online?page=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/monitor/online'));
    expect(router.state.location.search).toBe('?page=1');
    expect(await screen.findByText('10.0.0.1', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});

describe('the full requested path kept for the login redirect', () => {
  const request = new Request('http://console.test/monitor/online?from=mail');

  it('keeps the hash of a deep link opened in the address bar', () => {
    const location = { pathname: '/monitor/online', search: '?from=mail', hash: '#kicked' };
    expect(fullPathOf(request, location)).toBe('/monitor/online?from=mail#kicked');
    expect(loginPathFor(fullPathOf(request, location))).toBe(`/login?redirect=${encodeURIComponent('/monitor/online?from=mail#kicked')}`);
  });

  it('does not borrow the hash of another page during in-app navigation', () => {
    const location = { pathname: '/dashboard', search: '', hash: '#top' };
    expect(fullPathOf(request, location)).toBe('/monitor/online?from=mail');
  });
});
