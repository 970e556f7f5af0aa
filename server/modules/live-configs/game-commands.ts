/**
 * How a game command answers over HTTP (the live configurations' and the Korea group PK's routes): the new GameView
 * (200), a refusal as 400 with its message and code, 409 `{ …, needsConfirmation: true }` when the host must confirm
 * (a PK phase or a stage switch), 404 for an unknown configuration, 503 when the game cannot store right now.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { refusalOf } from '../../../streams/contracts/refusals';
import type { GameView } from '../../../streams/contracts/game-topic';
import { errorBody } from '../../http/error-body';
import { badRequest, notFound, refuse } from '../../http/http-error';
import { GameNotFoundError, GameUnavailableError } from '../../live/games/game-runtime';
import { GameCommandError, type GameCommand } from '../../live/games/game-session';
import './live-games-plugin';

/** Runs `command` on the game of `configId` and answers its view, or the refusal (module comment). */
export async function runGameCommand(app: FastifyInstance, reply: FastifyReply, configId: number, command: GameCommand) {
  let view: GameView;
  try {
    view = await app.games.command(configId, command);
  } catch (error) {
    if (error instanceof GameCommandError) {
      if (error.needsConfirmation) return reply.code(409).send({ ...errorBody(409, error.message, app.config.timeZone, refusalOf(error.message, 'CONFLICT')), needsConfirmation: true });
      throw badRequest(refusalOf(error.message));
    }
    if (error instanceof GameNotFoundError) throw notFound(refusalOf(error.message, 'NOT_FOUND'));
    if (error instanceof GameUnavailableError) throw refuse(503, refusalOf(error.message, 'SERVICE_UNAVAILABLE'));
    throw error;
  }
  return reply.code(200).send(view);
}
