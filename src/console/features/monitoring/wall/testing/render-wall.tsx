/**
 * Renders the wall the way the console mounts it (under /monitoring/wall, with a stub of the monitored streamers page
 * for its link), polling fast so the tests see several answers, with a realtime client on the fake websocket (the
 * test plays the server; a socket it never accepts leaves the wall polling). Test-only.
 */
import { RouterProvider, createMemoryRouter } from 'react-router';
import { useSessionStore } from '@shared/auth/session-store';
import { createRealtimeClient } from '@shared/realtime/realtime-client';
import { RealtimeProvider } from '@shared/realtime/realtime-context';
import { FakeWebSocket } from '@shared/realtime/testing/fake-web-socket';
import { renderWithProviders } from '../../../../../test/render';
import { MonitorWallPage } from '../monitor-wall-page';

/** Poll interval of the page tests, ms. */
export const TEST_POLL_MS = 40;

/** Renders the wall; returns the router (to check the empty state's link), the realtime client and the render result. */
export function renderWall() {
  useSessionStore.setState({ token: 'Bearer t', roles: ['admin'] });
  FakeWebSocket.instances = [];
  const client = createRealtimeClient({ url: '/websocket', token: 't', WebSocketImpl: FakeWebSocket, random: () => 0.5 });
  const router = createMemoryRouter(
    [
      {
        path: '/monitoring/wall',
        element: (
          <RealtimeProvider client={client}>
            <MonitorWallPage pollMs={TEST_POLL_MS} />
          </RealtimeProvider>
        ),
      },
      { path: '/monitoring/streamers', element: <p>monitored streamers page</p> },
    ],
    { initialEntries: ['/monitoring/wall'] },
  );
  const result = renderWithProviders(<RouterProvider router={router} />);
  return { router, client, ...result };
}
