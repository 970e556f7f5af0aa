/**
 * The game commands under `api/liveConfigs/{id}/…` (`liveConfig:control`): each answers the game's new
 * view, which is stored at once (the page acts without waiting for the socket). Sent `silent`: a refusal is 400
 * with the rule's message (shown translated by the page, beside a field when it names one) and a PK switch that
 * needs the host's word is 409 `needsConfirmation`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gameViewSchema, type GameView } from '../../../../../streams/contracts/game-topic';
import { httpErrorOf } from '@shared/http/http-error';
import { http } from '@shared/http/http-client';
import { storeGameView } from './game-view-cache';
import { liveConfigKeys } from './live-config-keys';
import { liveConfigsApi } from './live-configs-api';
import { turntableRecordsKey } from './turntable-records-api';

/**
 * Posts `body` to `api/liveConfigs/{id}/{path}`.
 * @returns the new view. @throws HttpRequestError (400 refusal, 409 confirmation, 503 store unavailable).
 */
export async function postGameCommand(id: number, path: string, body: unknown = {}): Promise<GameView> {
  const { data } = await http.post<unknown>(`api/liveConfigs/${id}/${path}`, body, { silent: true });
  return gameViewSchema.parse(data);
}

/** True for the 409 of a PK phase start that needs the host's confirmation. */
export function needsConfirmation(error: unknown): boolean {
  const http = httpErrorOf(error);
  return http?.kind === 'http' && http.status === 409;
}

/**
 * A mutation running one command of configuration `configId`: the answer's view is stored; ledger-changing
 * commands (`ledger`) also refresh the entries table, spins (`records`) the turntable records.
 */
export function useGameCommand<V>(configId: number, send: (id: number, variables: V) => Promise<GameView>, options: { ledger?: boolean; records?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => send(configId, variables),
    onSuccess: async (view) => {
      storeGameView(queryClient, view);
      await queryClient.invalidateQueries({ queryKey: liveConfigsApi.keys.all });
      if (options.ledger) await queryClient.invalidateQueries({ queryKey: liveConfigKeys.entriesAll(configId) });
      if (options.records) await queryClient.invalidateQueries({ queryKey: turntableRecordsKey(configId) });
    },
  });
}
