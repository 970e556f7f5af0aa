/** `POST api/liveConfigs/{id}/round/end` → GameView: ends the running round (its scores stay on the board). */
import { postGameCommand, useGameCommand } from './game-command';

/** Ends the round. @throws HttpRequestError (400 'No round is running.'). */
export const endRound = (id: number) => postGameCommand(id, 'round/end');

/** Mutation ending the round of configuration `configId`. */
export const useEndRound = (configId: number) => useGameCommand<void>(configId, (id) => endRound(id));
