/**
 * `POST api/liveConfigs/{id}/pk/initialize` {@link PkInitializeBody} → GameView: configures the PK phases; a
 * refusal names the phase field (`phases.<i>.hostId: Select the group host first`).
 */
import { pkInitializeBodySchema, type PkInitializeBody } from '../../../../../streams/contracts/live-configs';
import { postGameCommand, useGameCommand } from './game-command';

/** Sends the phases. @throws HttpRequestError (400 `phases.<i>.<field>: message`). */
export const initializePk = (id: number, body: PkInitializeBody) => postGameCommand(id, 'pk/initialize', pkInitializeBodySchema.parse(body));

/** Mutation initializing the PK of configuration `configId`. */
export const useInitializePk = (configId: number) => useGameCommand<PkInitializeBody>(configId, initializePk);
