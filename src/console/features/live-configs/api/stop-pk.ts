/** `POST api/liveConfigs/{id}/pk/stop` → GameView: stops the running PK phase (scores stay). */
import { postGameCommand, useGameCommand } from './game-command';

/** Stops the running phase. @throws HttpRequestError. */
export const stopPk = (id: number) => postGameCommand(id, 'pk/stop');

/** Mutation stopping the PK phase of configuration `configId`. */
export const useStopPk = (configId: number) => useGameCommand<void>(configId, (id) => stopPk(id));
