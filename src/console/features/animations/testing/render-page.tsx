/** Renders an animation page the way the console mounts it, with `roles` as the signed-in user's permissions. Test-only. */
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { useSessionStore } from '@shared/auth/session-store';
import { renderWithProviders } from '../../../../test/render';

/** Renders `page` at `path` with `roles`. */
export function renderPage(page: ReactElement, path: string, roles: string[] = ['admin']) {
  useSessionStore.setState({ token: 'Bearer t', roles });
  const router = createMemoryRouter([{ path, element: page }], { initialEntries: [path] });
  return renderWithProviders(<RouterProvider router={router} />);
}
