/**
 * Renders the room page the way the console mounts it (at /monitoring/room), with a realtime client on the fake
 * websocket and the signed-in user's permissions. Test-only.
 */
import { RouterProvider, createMemoryRouter } from 'react-router';
import { useSessionStore } from '@shared/auth/session-store';
import { createRealtimeClient, type RealtimeClient } from '@shared/realtime/realtime-client';
import { RealtimeProvider } from '@shared/realtime/realtime-context';
import { FakeWebSocket } from '@shared/realtime/testing/fake-web-socket';
import { renderWithProviders } from '../../../../../test/render';
import { StreamerRoomPage } from '../streamer-room-page';

export interface RenderedRoomPage {
  client: RealtimeClient;
  router: ReturnType<typeof createMemoryRouter>;
}

/** Renders the page at `search` (e.g. `?streamer=7`) with `roles` as the user's permissions. */
export function renderRoomPage(search = '', roles: string[] = ['admin']): RenderedRoomPage {
  FakeWebSocket.instances = [];
  useSessionStore.setState({ token: 'Bearer t', roles });
  const client = createRealtimeClient({ url: '/websocket', token: 't', WebSocketImpl: FakeWebSocket, random: () => 0.5 });
  const router = createMemoryRouter(
    [
      {
        path: '/monitoring/room',
        element: (
          <RealtimeProvider client={client}>
            <StreamerRoomPage />
          </RealtimeProvider>
        ),
      },
    ],
    { initialEntries: [`/monitoring/room${search}`] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { client, router };
}
