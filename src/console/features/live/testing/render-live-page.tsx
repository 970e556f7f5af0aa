/**
 * Renders a live page the way the console mounts it (under /live/<page>, so the rooms table's relative links
 * resolve), with a realtime client on the fake websocket and the signed-in user's permissions. Test-only.
 */
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { useSessionStore } from '@shared/auth/session-store';
import { createRealtimeClient, type RealtimeClient } from '@shared/realtime/realtime-client';
import { RealtimeProvider } from '@shared/realtime/realtime-context';
import { FakeWebSocket } from '@shared/realtime/testing/fake-web-socket';
import { renderWithProviders } from '../../../../test/render';

export interface RenderedLivePage {
  client: RealtimeClient;
  router: ReturnType<typeof createMemoryRouter>;
}

/** Renders `page` at `path` (e.g. `/live/gifts?roomId=sim-1`) with `roles` as the user's permissions. */
export function renderLivePage(page: ReactElement, path: string, roles: string[] = ['admin']): RenderedLivePage {
  FakeWebSocket.instances = [];
  useSessionStore.setState({ token: 'Bearer t', roles });
  const client = createRealtimeClient({ url: '/websocket', token: 't', WebSocketImpl: FakeWebSocket, random: () => 0.5 });
  const pathname = path.split('?')[0] ?? path;
  const stubs = [
    { path: '/live/streamer', element: <p>streamer info page</p> },
    { path: '/live/gifts', element: <p>gift messages page</p> },
  ].filter((stub) => stub.path !== pathname);
  const router = createMemoryRouter([{ path: pathname, element: <RealtimeProvider client={client}>{page}</RealtimeProvider> }, ...stubs], {
    initialEntries: [path],
  });
  renderWithProviders(<RouterProvider router={router} />);
  return { client, router };
}
