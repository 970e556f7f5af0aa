/**
 * `useConnectionState(client)`: the realtime connection as a {@link ConnectionView} for indicators and banners
 * (overlays' small connection dot, the console's "Message server connection failed / is disconnected").
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { ConnectionView, RealtimeClient } from './realtime-client';

export function useConnectionState(client: RealtimeClient): ConnectionView {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = client.connection$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [client],
  );
  const getSnapshot = useCallback(() => client.getConnection(), [client]);
  return useSyncExternalStore(subscribe, getSnapshot);
}
