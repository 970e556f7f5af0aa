/**
 * Turns a staff request ("start a room from this source") into a {@link LiveSource}: the one place that knows
 * which adapters exist and what each needs from the configuration. Requests are validated with zod at the HTTP
 * boundary (`liveRoomRequestSchema`, streams/contracts/live-rooms.ts); what can only be checked here (a replay file outside the allowed
 * folders, a platform source that is not configured) throws {@link LiveSourceRequestError}, which the API answers
 * with 400.
 */
import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import type { LiveConfig } from '../../config';
import type { LiveRoomRequest } from '../../../streams/contracts/live-rooms';
import type { LiveSource } from './live-source';
import { ReplayFileError, createReplaySource, resolveReplayFile } from './replay-source';
import { seedOf } from './simulator/seeded-random';
import { createSimulatorSource } from './simulator/simulator-source';

/** A request that is well formed but cannot be served (file refused, source not configured); HTTP 400. */
export class LiveSourceRequestError extends Error {
  override readonly name = 'LiveSourceRequestError';
}

export interface LiveSourceDeps {
  live: LiveConfig;
  /** DATA_DIR of the app (`memory://` means none). */
  dataDir: string;
}

/** Folders a replay file may come from: DATA_DIR (when it is a folder) and FIXTURES_DIR, those that exist. */
export function replayRoots(deps: LiveSourceDeps): string[] {
  const roots = [deps.dataDir, deps.live.fixturesDir]
    .filter((dir) => !dir.includes('://'))
    .map((dir) => (isAbsolute(dir) ? dir : resolve(process.cwd(), dir)));
  return roots.filter((dir) => existsSync(dir));
}

/**
 * Builds the source of one room.
 * @param roomId the room's id (seeds the simulator when no seed is given).
 * @throws {LiveSourceRequestError} for a refused replay file or an unconfigured platform source.
 */
export async function createLiveSource(roomId: string, request: LiveRoomRequest, deps: LiveSourceDeps): Promise<LiveSource> {
  switch (request.source) {
    case 'simulator':
      return createSimulatorSource({ roomId, seed: request.seed ?? seedOf(roomId), speed: request.speed ?? 1 });
    case 'replay': {
      try {
        const file = await resolveReplayFile(request.file ?? '', replayRoots(deps));
        return createReplaySource({ file, speed: request.speed ?? 1 });
      } catch (error) {
        if (error instanceof ReplayFileError) throw new LiveSourceRequestError(error.message);
        throw error;
      }
    }
    case 'euler':
      throw new LiveSourceRequestError('source: euler is not available yet');
    case 'tikfinity':
      throw new LiveSourceRequestError('source: tikfinity is not available yet');
    case 'connector':
      throw new LiveSourceRequestError('source: connector is not available yet');
  }
}
