/**
 * `POST api/liveConfigs/{id}/turntable/spin` `{ requestId }` → GameView: the host's spin. The page
 * makes one `requestId` per press, so a retried or doubled request spins once (the server remembers the id);
 * spins faster than the wheel turns are queued by the server, never lost.
 */
import { postGameCommand, useGameCommand } from './game-command';

/** Spins. @throws HttpRequestError (400 'This configuration has no turntable…'). */
export const spinTurntable = (id: number, requestId: string) => postGameCommand(id, 'turntable/spin', { requestId });

/** Mutation spinning the turntable of configuration `configId`; refreshes the records. */
export const useSpinTurntable = (configId: number) => useGameCommand<string>(configId, spinTurntable, { records: true });
