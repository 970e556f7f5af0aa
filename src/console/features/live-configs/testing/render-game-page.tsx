/**
 * Renders a group host page the way the console mounts it (under /live/group/<page>, so relative links resolve),
 * with a realtime client on the fake websocket and the signed-in user's permissions. Test-only.
 */
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { useSessionStore } from '@shared/auth/session-store';
import { createRealtimeClient, type RealtimeClient } from '@shared/realtime/realtime-client';
import { RealtimeProvider } from '@shared/realtime/realtime-context';
import { FakeWebSocket } from '@shared/realtime/testing/fake-web-socket';
import { renderWithProviders } from '../../../../test/render';

export interface RenderedGamePage {
  client: RealtimeClient;
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: ReturnType<typeof renderWithProviders>['queryClient'];
}

/** Renders `page` at `path` (e.g. `/live/group/control?configId=7`) with `roles` as the user's permissions. */
export function renderGamePage(page: ReactElement, path: string, roles: string[] = ['admin']): RenderedGamePage {
  FakeWebSocket.instances = [];
  useSessionStore.setState({ token: 'Bearer t', roles });
  const client = createRealtimeClient({ url: '/websocket', token: 't', WebSocketImpl: FakeWebSocket, random: () => 0.5 });
  const pathname = path.split('?')[0] ?? path;
  const router = createMemoryRouter(
    [
      { path: pathname, element: <RealtimeProvider client={client}>{page}</RealtimeProvider> },
      { path: '*', element: <p>another page</p> },
    ],
    { initialEntries: [path] },
  );
  const { queryClient } = renderWithProviders(<RouterProvider router={router} />);
  return { client, router, queryClient };
}
