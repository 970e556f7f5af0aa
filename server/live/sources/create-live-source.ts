/**
 * Turns a staff request ("start a room from this source") into a {@link LiveSource}: the one place that knows
 * which adapters exist and what each needs from the configuration. Requests are validated with zod at the HTTP
 * boundary (`liveRoomRequestSchema`, streams/contracts/live-rooms.ts); what can only be checked here (a replay file outside the allowed
 * folders, a platform source that is not configured) throws {@link LiveSourceRequestError}, which the API answers
 * with 400.
 *
 * Platform sources: `euler` needs `EULER_API_KEY`; `tikfinity` is always available (it reports "not running" in
 * the room's connection log when the desktop app is not there); `connector` needs `TIKTOK_CONNECTOR=true` and the
 * optional package installed, and is imported only then (README: releases from 2.4.2 on are AGPL-3.0 with terms
 * against hosted use, and every release signs through a third-party service).
 */
import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import type { LiveConfig } from '../../config';
import type { LiveRoomRequest } from '../../../streams/contracts/live-rooms';
import { ConnectorUnavailableError, CONNECTOR_HOWTO, CONNECTOR_PACKAGE, createConnectorSource, loadConnectorModule } from './connector/connector-source';
import { createEulerSource } from './euler/euler-source';
import type { LiveSource } from './live-source';
import type { ReplayFolderDir } from './replay-files';
import { ReplayFileError, createReplaySource, resolveReplayFile } from './replay-source';
import { seedOf } from './simulator/seeded-random';
import { createSimulatorSource } from './simulator/simulator-source';
import { createTikfinitySource } from './tikfinity/tikfinity-source';
import { fieldMessage } from '../../../streams/contracts/refusals';

/** A request that is well formed but cannot be served (file refused, source not configured); HTTP 400. */
export class LiveSourceRequestError extends Error {
  override readonly name = 'LiveSourceRequestError';
}

export interface LiveSourceDeps {
  live: LiveConfig;
  /** DATA_DIR of the app (`memory://` means none). */
  dataDir: string;
  /** Module the connector source imports; default `tiktok-live-connector` (tests name a missing one). */
  connectorPackage?: string;
}

/** The streamer handle a platform source needs (the request schema requires it; checked again for direct callers). */
function uniqueIdOf(request: LiveRoomRequest): string {
  if (!request.uniqueId) throw new LiveSourceRequestError(fieldMessage('uniqueId', 'REQUIRED_FOR_SOURCE', { source: request.source }));
  return request.uniqueId;
}

/**
 * Folders a replay file may come from, in the order names are looked up: DATA_DIR (when it is a folder) and
 * FIXTURES_DIR, those that exist, as absolute paths (relative settings are taken from the working directory).
 */
export function replayFolders(deps: Pick<LiveSourceDeps, 'live' | 'dataDir'>): ReplayFolderDir[] {
  const folders: ReplayFolderDir[] = [
    { folder: 'data', dir: deps.dataDir },
    { folder: 'fixtures', dir: deps.live.fixturesDir },
  ];
  return folders
    .filter(({ dir }) => !dir.includes('://'))
    .map(({ folder, dir }) => ({ folder, dir: isAbsolute(dir) ? dir : resolve(process.cwd(), dir) }))
    .filter(({ dir }) => existsSync(dir));
}

/** The paths of {@link replayFolders}. */
export function replayRoots(deps: LiveSourceDeps): string[] {
  return replayFolders(deps).map(({ dir }) => dir);
}

/**
 * Builds the source of one room.
 * @param roomId the room's id (seeds the simulator when no seed is given).
 * @throws {LiveSourceRequestError} for a refused replay file, a platform source without its uniqueId, `euler`
 *   without `EULER_API_KEY`, `connector` when `TIKTOK_CONNECTOR` is off or the package cannot be loaded.
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
    case 'euler': {
      const uniqueId = uniqueIdOf(request);
      const apiKey = deps.live.eulerApiKey;
      if (!apiKey) throw new LiveSourceRequestError(fieldMessage('source', 'EULER_KEY_MISSING'));
      return createEulerSource({ uniqueId, apiKey, url: deps.live.eulerWsUrl });
    }
    case 'tikfinity':
      return createTikfinitySource({ url: deps.live.tikfinityWsUrl, uniqueId: uniqueIdOf(request) });
    case 'connector': {
      const uniqueId = uniqueIdOf(request);
      if (!deps.live.connectorEnabled) throw new LiveSourceRequestError(fieldMessage('source', 'CONNECTOR_OFF', { howto: CONNECTOR_HOWTO }));
      try {
        const module = await loadConnectorModule(deps.connectorPackage ?? CONNECTOR_PACKAGE);
        // The Euler key, when there is one, also raises the package's signing quota (it signs through Euler Stream).
        return createConnectorSource({ uniqueId, module, ...(deps.live.eulerApiKey ? { signApiKey: deps.live.eulerApiKey } : {}) });
      } catch (error) {
        if (error instanceof ConnectorUnavailableError) throw new LiveSourceRequestError(error.message);
        throw error;
      }
    }
  }
}
