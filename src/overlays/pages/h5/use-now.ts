/** The clock of a countdown: the current time, ticking every second while `running` (a still list does not re-render). */
import { useEffect, useState } from 'react';

/** `Date.now()`, refreshed every `everyMs` while `running`. */
export function useNow(running: boolean, everyMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [running, everyMs]);
  return now;
}
