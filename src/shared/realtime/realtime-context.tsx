/**
 * How views get their realtime client: from a `<RealtimeProvider>` when one is mounted (tests inject a client
 * on a fake socket; an overlay its overlay-key client), otherwise the signed-in staff member's shared client
 * (`staff-realtime-client.ts`), created lazily so only pages that use it pay for it.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { RealtimeClient } from './realtime-client';
import { staffRealtimeClient } from './staff-realtime-client';

const RealtimeContext = createContext<RealtimeClient | null>(null);

/** Provides `client` to every `useRealtimeClient()` below it. */
export function RealtimeProvider({ client, children }: { client: RealtimeClient; children: ReactNode }) {
  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}

/** The provided realtime client, or the staff one (connecting with the login token) when none is provided. */
export function useRealtimeClient(): RealtimeClient {
  return useContext(RealtimeContext) ?? staffRealtimeClient();
}
