/** `POST api/liveConfigs/{id}/round/start` → GameView: starts a collection round (refused while one runs). */
import { postGameCommand, useGameCommand } from './game-command';

/** Starts a round. @throws HttpRequestError (400 'A round is already running…'). */
export const startRound = (id: number) => postGameCommand(id, 'round/start');

/** Mutation starting a round of configuration `configId`. */
export const useStartRound = (configId: number) => useGameCommand<void>(configId, (id) => startRound(id));
