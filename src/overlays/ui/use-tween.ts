/**
 * `useTween(target)`: a number that glides to `target` (ease-out, one animation frame at a time), so a score
 * counts up instead of jumping. Lighter than motion values for plain text, and it stops scheduling frames once
 * it arrives. A jump larger than a tween is worth (resync after a reconnect) still glides: the reducer decides
 * what must not animate (spins, flashes), a number reaching its new value is never wrong.
 */
import { useEffect, useRef, useState } from 'react';

/** @param durationMs how long one glide takes. */
export function useTween(target: number, durationMs = 600): number {
  const [value, setValue] = useState(target);
  const shown = useRef(target);
  useEffect(() => {
    if (shown.current === target) return undefined;
    const from = shown.current;
    const started = performance.now();
    let frame = requestAnimationFrame(function step(time) {
      const progress = Math.min(1, (time - started) / durationMs);
      const eased = 1 - (1 - progress) ** 3;
      shown.current = progress >= 1 ? target : from + (target - from) * eased;
      setValue(shown.current);
      if (progress < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs]);
  return Math.round(value);
}
