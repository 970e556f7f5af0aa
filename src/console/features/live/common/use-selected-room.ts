/**
 * The room a live page shows, kept in the URL (`?roomId=`) so a link from the rooms table, a reload and a
 * shared address all open the same room. An id that is not a valid room id is ignored.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { roomIdSchema } from '../../../../../streams/contracts/live-rooms';

/** `[roomId | undefined, select(roomId)]`; selecting replaces the history entry (no back-button noise). */
export function useSelectedRoomId(): [string | undefined, (roomId: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('roomId');
  const roomId = raw !== null && roomIdSchema.safeParse(raw).success ? raw : undefined;
  const select = useCallback(
    (next: string) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          updated.set('roomId', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [roomId, select];
}
