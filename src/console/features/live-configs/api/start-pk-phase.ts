/**
 * `POST api/liveConfigs/{id}/pk/phases/{phaseId}/start` `{ confirmed }` → GameView. While another phase runs the
 * first try answers 409 `needsConfirmation` (game-command.ts `needsConfirmation`): the page asks the host
 * (PK_MESSAGES.confirmSwitch) and sends again with `confirmed: true`, which stops the other phase's scoring.
 */
import { postGameCommand, useGameCommand } from './game-command';

/** Which phase to start, and whether the host already confirmed stopping the running one. */
export interface StartPhaseVariables {
  phaseId: string;
  confirmed: boolean;
}

/** Starts a phase. @throws HttpRequestError (409 to confirm, 400 refusal). */
export const startPkPhase = (id: number, { phaseId, confirmed }: StartPhaseVariables) =>
  postGameCommand(id, `pk/phases/${encodeURIComponent(phaseId)}/start`, { confirmed });

/** Mutation starting phases of configuration `configId`. */
export const useStartPkPhase = (configId: number) => useGameCommand<StartPhaseVariables>(configId, startPkPhase);
