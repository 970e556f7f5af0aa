/**
 * The event a Korea page shows, kept in the URL (`?eventId=`) so a reload, a shared address and moving between the
 * stage pages keep the same event. Anything but a positive whole number is ignored.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** `[eventId | undefined, select(id)]`; selecting replaces the history entry. */
export function useEventId(): [number | undefined, (id: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('eventId');
  const id = raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
  const select = useCallback(
    (next: number) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          updated.set('eventId', String(next));
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [id, select];
}
