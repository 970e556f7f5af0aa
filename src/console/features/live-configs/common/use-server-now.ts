/**
 * `useServerNow(tickMs)`: the server's time (server-clock.ts), re-rendering every `tickMs` while mounted, for
 * countdowns. `false` stops ticking (nothing counts down).
 */
import { useEffect, useState } from 'react';
import { serverClock } from './console-server-clock';

/** Server time now (epoch ms), refreshed every `tickMs` (default 250 ms, so a countdown never lags a second). */
export function useServerNow(tickMs: number | false = 250): number {
  const [now, setNow] = useState(() => serverClock.now());
  useEffect(() => {
    if (tickMs === false) return undefined;
    const timer = setInterval(() => setNow(serverClock.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return tickMs === false ? serverClock.now() : now;
}
