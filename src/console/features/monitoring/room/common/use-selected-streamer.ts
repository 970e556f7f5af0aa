/**
 * The streamer the room page shows, kept in the URL (`?streamer=<id>`) so the wall and other pages can link to a room,
 * and a reload or a shared address opens the same one. A value that is not a positive whole number is ignored.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The query parameter. */
export const STREAMER_PARAM = 'streamer';

/** `[streamerId | null, select(id)]`; selecting replaces the history entry (no back-button noise). */
export function useSelectedStreamer(): [number | null, (id: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(STREAMER_PARAM);
  const id = raw !== null && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const select = useCallback(
    (next: number) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          updated.set(STREAMER_PARAM, String(next));
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [id, select];
}
