/**
 * Renders the wall the way the console mounts it (under /monitoring/wall, with a stub of the monitored streamers page
 * for its link), polling fast so the tests see several answers. Test-only.
 */
import { RouterProvider, createMemoryRouter } from 'react-router';
import { useSessionStore } from '@shared/auth/session-store';
import { renderWithProviders } from '../../../../../test/render';
import { MonitorWallPage } from '../monitor-wall-page';

/** Poll interval of the page tests, ms. */
export const TEST_POLL_MS = 40;

/** Renders the wall; returns the router (to check the empty state's link) and the render result. */
export function renderWall() {
  useSessionStore.setState({ token: 'Bearer t', roles: ['admin'] });
  const router = createMemoryRouter(
    [
      { path: '/monitoring/wall', element: <MonitorWallPage pollMs={TEST_POLL_MS} /> },
      { path: '/monitoring/streamers', element: <p>monitored streamers page</p> },
    ],
    { initialEntries: ['/monitoring/wall'] },
  );
  const result = renderWithProviders(<RouterProvider router={router} />);
  return { router, ...result };
}
