/**
 * `GET api/monitor` → the server's figures (streams/contracts/server-monitor.ts), polled every 3 s while the page
 * is open and not paused. The server measures at most every 2 s, so several open pages cost one measurement.
 */
import { useQuery } from '@tanstack/react-query';
import { serverFiguresSchema, type ServerFigures } from '../../../../../streams/contracts/server-monitor';
import { http } from '@shared/http/http-client';

/** How often the page asks (milliseconds). */
export const SERVER_REFRESH_MS = 3_000;

export const serverFiguresKey = ['system-server', 'figures'] as const;

export async function getServerFigures(signal?: AbortSignal): Promise<ServerFigures> {
  const { data } = await http.get<unknown>('api/monitor', { signal });
  return serverFiguresSchema.parse(data);
}

/** The figures, refreshed every {@link SERVER_REFRESH_MS} unless `paused`. */
export function useServerFigures(paused: boolean) {
  return useQuery({
    queryKey: serverFiguresKey,
    queryFn: ({ signal }) => getServerFigures(signal),
    refetchInterval: paused ? false : SERVER_REFRESH_MS,
    // A background tab need not measure the machine.
    refetchIntervalInBackground: false,
  });
}
