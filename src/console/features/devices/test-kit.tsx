/** What the page tests of this feature share: a signed-in session with given permissions, the page in a router, answers. */
import { HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { useSessionStore } from '@shared/auth/session-store';
import { renderWithProviders } from '../../../test/render';

/** Renders `page` for a user holding `roles`, at `url` (its search params are the list's state); gives the router too. */
export function renderPage(page: ReactElement, roles: string[] = ['admin'], url = '/devices/page') {
  useSessionStore.setState({ token: 'Bearer t', roles });
  const router = createMemoryRouter([{ path: '/devices/page', element: page }], { initialEntries: [url] });
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

/** The server's 400. */
export const badRequest = (message: string) => HttpResponse.json({ status: 400, message, timestamp: '2026-01-01 00:00:00' }, { status: 400 });
