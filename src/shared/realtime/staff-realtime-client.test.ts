import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../auth/session-store';
import { closeStaffRealtimeClient, staffRealtimeClient } from './staff-realtime-client';
import { FakeWebSocket, latestSocket } from './testing/fake-web-socket';

beforeEach(() => {
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  Cookies.set('EL-ADMIN-TOEKN', 'Bearer staff.jwt');
  useSessionStore.setState({ token: 'Bearer staff.jwt' });
});
afterEach(() => {
  closeStaffRealtimeClient();
  vi.unstubAllGlobals();
});

describe('staff realtime client', () => {
  it('is created once, on first use, and connects to /websocket with the login token', () => {
    expect(FakeWebSocket.instances).toHaveLength(0);
    const client = staffRealtimeClient();
    expect(staffRealtimeClient()).toBe(client);
    const url = new URL(latestSocket().url);
    expect(url.pathname).toBe('/websocket');
    expect(url.protocol).toBe('ws:');
    expect(url.searchParams.get('token')).toBe('Bearer staff.jwt');
  });

  it('closes when the session ends, and a later sign-in gets a new client', () => {
    const client = staffRealtimeClient();
    useSessionStore.setState({ token: undefined });
    expect(client.getConnection().status).toBe('stopped');
    useSessionStore.setState({ token: 'Bearer other.jwt' });
    expect(staffRealtimeClient()).not.toBe(client);
  });
});
