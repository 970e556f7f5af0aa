/** The time now (epoch ms), updated every `everyMs` while mounted: for live times and countdowns. */
import { useEffect, useState } from 'react';

export function useNow(everyMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
