/**
 * `POST api/liveConfigs/{id}/adjust` {@link AdjustBody} → GameView: a manual score adjustment (1 to
 * 100,000, add or subtract; the flower game at most 200 per increase; refused before the round started).
 */
import { adjustBodySchema, type AdjustBody } from '../../../../../streams/contracts/live-configs';
import { postGameCommand, useGameCommand } from './game-command';

/** Adjusts a score. @throws HttpRequestError (400 with the product's message, `score: …` for the score's). */
export const adjustScore = (id: number, body: AdjustBody) => postGameCommand(id, 'adjust', adjustBodySchema.parse(body));

/** Mutation adjusting scores of configuration `configId`; refreshes the ledger. */
export const useAdjustScore = (configId: number) => useGameCommand<AdjustBody>(configId, adjustScore, { ledger: true });
