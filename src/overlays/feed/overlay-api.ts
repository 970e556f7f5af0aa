/**
 * The overlays' public reads (contract in streams/contracts/live-configs.ts):
 * - `GET api/overlay/view?key` → `{ configId, view: GameView }`;
 * - `GET api/overlay/ranking?key&range` → `[{ rank, anchorId, nickname, score, avatarUrl }]`.
 * A wrong or replaced key answers 403 (`{ status, message }`; 404, 401 and 400 are read the same way, as is a
 * malformed answer to a key), which becomes {@link OverlayKeyError}: the page then shows only a small error and
 * asks nothing more. Other failures (network, 5xx) are {@link OverlayUnavailableError}: worth retrying.
 *
 * Plain `fetch` and light shape checks rather than axios and zod: both would cost the overlay bundle more than the
 * whole page (the 120 KB gzip overlay budget); the socket's frames are validated with the contract's zod schemas in the
 * lazily loaded realtime chunk (live-feed.ts).
 */
import type { GameView } from '../../../streams/contracts/game-topic';
import type { OverlayRankingRange } from '../overlay-params';

/** The key is wrong, replaced or missing: stop and show the small error. */
export class OverlayKeyError extends Error {
  constructor(readonly status: number) {
    super(`Overlay key refused (${status})`);
    this.name = 'OverlayKeyError';
  }
}

/** The server could not answer now (network, 5xx, a body that is not what the contract says). */
export class OverlayUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OverlayUnavailableError';
  }
}

/** `GET api/overlay/view`'s answer. */
export interface OverlayView {
  configId: number;
  view: GameView;
}

/** One row of the pk-score-ranking: rank, host name, score, avatar. */
export interface RankingRow {
  rank: number;
  anchorId: string;
  nickname: string;
  score: number;
  avatarUrl: string | null;
}

const KEY_STATUSES = new Set([400, 401, 403, 404]);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Whether `value` has the parts of a GameView every overlay reads. Not a full validation (see the module
 * comment): enough that a wrong answer shows an error instead of breaking the page.
 */
export function looksLikeGameView(value: unknown): value is GameView {
  if (!isRecord(value)) return false;
  const round = value.round;
  return (
    typeof value.serverNow === 'number' &&
    typeof value.configId === 'number' &&
    typeof value.pluginStyle === 'string' &&
    Array.isArray(value.streamers) &&
    Array.isArray(value.board) &&
    Array.isArray(value.effects) &&
    isRecord(value.provisional) &&
    isRecord(value.contributors) &&
    isRecord(round) &&
    typeof round.status === 'string' &&
    typeof value.flowerTarget === 'number'
  );
}

async function getJson(path: string, query: Record<string, string>, signal?: AbortSignal): Promise<unknown> {
  const url = `${path}?${new URLSearchParams(query).toString()}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new OverlayUnavailableError(error instanceof Error ? error.message : String(error));
  }
  if (KEY_STATUSES.has(response.status)) throw new OverlayKeyError(response.status);
  if (!response.ok) throw new OverlayUnavailableError(`${path} answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new OverlayUnavailableError(`${path} answered something that is not JSON`);
  }
}

/** The game of an overlay key. @throws {OverlayKeyError} @throws {OverlayUnavailableError} */
export async function fetchOverlayView(key: string, signal?: AbortSignal): Promise<OverlayView> {
  const body = await getJson('/api/overlay/view', { key }, signal);
  if (!isRecord(body) || typeof body.configId !== 'number' || !looksLikeGameView(body.view)) {
    throw new OverlayUnavailableError('api/overlay/view answered an unexpected body');
  }
  return { configId: body.configId, view: body.view };
}

const isRankingRow = (row: unknown): row is RankingRow =>
  isRecord(row) && typeof row.rank === 'number' && typeof row.anchorId === 'string' && typeof row.nickname === 'string' && typeof row.score === 'number';

/** The ranking of an overlay key's configuration in `range`. @throws {OverlayKeyError} @throws {OverlayUnavailableError} */
export async function fetchOverlayRanking(key: string, range: OverlayRankingRange, signal?: AbortSignal): Promise<RankingRow[]> {
  const body = await getJson('/api/overlay/ranking', { key, range }, signal);
  if (!Array.isArray(body) || !body.every(isRankingRow)) throw new OverlayUnavailableError('api/overlay/ranking answered an unexpected body');
  return body.map((row) => ({ ...row, avatarUrl: typeof row.avatarUrl === 'string' ? row.avatarUrl : null }));
}
