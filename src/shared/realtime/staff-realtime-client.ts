/**
 * The console's one realtime client: staff connect with their login token.
 *
 * Created on first use rather than at start-up: the client pulls in XState and the connection machine, which
 * only the live pages need, so the console's initial bundle stays within 300 KB gzip (docs/architecture.md) and a
 * user who never opens a live page never opens a websocket. The token is read from the cookie at every
 * connect, so a renewed token is used; signing out (the session store losing its token) closes the socket.
 */
import { useSessionStore } from '../auth/session-store';
import { getToken } from '../auth/token';
import { createRealtimeClient, type RealtimeClient } from './realtime-client';

/** The websocket endpoint of the service host (same origin; `realtime-client` turns http into ws). */
export const WEBSOCKET_PATH = '/websocket';

let shared: RealtimeClient | undefined;
let stopWatchingSession: (() => void) | undefined;

/**
 * The signed-in staff member's realtime client, created on the first call and kept for the page's life.
 * Closed (and forgotten, so a later sign-in gets a fresh one) when the session ends.
 */
export function staffRealtimeClient(): RealtimeClient {
  if (shared) return shared;
  const client = createRealtimeClient({ url: WEBSOCKET_PATH, token: getToken });
  shared = client;
  stopWatchingSession = useSessionStore.subscribe((state) => {
    if (state.token === undefined && shared === client) closeStaffRealtimeClient();
  });
  return client;
}

/** Closes the shared client if there is one (sign-out; tests). */
export function closeStaffRealtimeClient(): void {
  stopWatchingSession?.();
  stopWatchingSession = undefined;
  const client = shared;
  shared = undefined;
  client?.close();
}
