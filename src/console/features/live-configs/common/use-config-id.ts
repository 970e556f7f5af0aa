/**
 * The configuration a game page shows, kept in the URL (`?configId=`) so the links from the configurations table,
 * a reload and a shared address open the same game. Anything but a positive whole number is ignored.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** `[configId | undefined, select(id)]`; selecting replaces the history entry (no back-button noise). */
export function useConfigId(): [number | undefined, (id: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('configId');
  const id = raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
  const select = useCallback(
    (next: number) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          updated.set('configId', String(next));
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [id, select];
}
