/** A value that follows another once it has stopped changing (a check or preview asked while typing pauses). */
import { useEffect, useState } from 'react';

/** `value` after it has stayed the same for `ms` milliseconds; the first render gives `value` at once. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
