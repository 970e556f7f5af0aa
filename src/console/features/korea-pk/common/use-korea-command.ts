/**
 * A mutation running one command of an event (`liveConfig:control`): the answer's view is stored at once (the page
 * acts without waiting for the socket), and the events list and the ledger entries refresh (a stage changes the
 * event's state; adjustments and stages change the ledger).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import { eventsApi, koreaKeys } from '../api/korea-api';
import { storeKoreaView } from './use-korea-view';

/** The command `send(eventId, variables)` as a mutation. */
export function useKoreaCommand<V>(eventId: number, send: (id: number, variables: V) => Promise<GameView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => send(eventId, variables),
    onSuccess: async (view) => {
      storeKoreaView(queryClient, view);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...eventsApi.keys.all, 'list'] }),
        queryClient.invalidateQueries({ queryKey: koreaKeys.entriesAll(eventId) }),
      ]);
    },
  });
}
