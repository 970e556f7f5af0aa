/**
 * Group-live games across server instances (one actor on the server per running config; README "Scaling out"): a
 * game runs on exactly one instance, the holder of its lease (lease-keeper.ts). Any instance
 * accepts the host's commands: the holder runs them, the others ask the holder over {@link InstanceRpc} and return
 * its answer, refusals included. So two instances never run one game, never write one ledger from two sessions, and
 * every screen sees one sequence of scores.
 *
 * - Taking a game: a command for a game nobody holds takes its lease on the instance that received it. At start and
 *   every `sweepMs`, each instance tries to take the leases of the games that must run (collecting, or with a stored
 *   state) and restores those it gets; so when an instance dies, another one resumes its games from the database
 *   after the lease's TTL (15 s by default), from the stored room cursor: nothing is counted twice or lost while the
 *   hub still holds the room's events.
 * - Losing a game (lease taken over while this instance could not renew it): the local game stops at once, without
 *   another write.
 * - Reads: the holder's live view when this instance holds the game, otherwise the stored state.
 * In the embedded single-instance mode the same code runs with an in-memory lease store and network: the one
 * instance holds every game.
 */
import type { KvStore } from '../../kv/kv-store';
import type { GameView } from '../../../streams/contracts/game-topic';
import { gameViewSchema } from '../../../streams/contracts/game-topic';
import { GameNotFoundError, GameUnavailableError, type GameRuntime, type RuntimeLog } from '../games/game-runtime';
import { GameCommandError, type GameCommand } from '../games/game-session';
import type { LeaseKeeper } from './lease-keeper';
import { RpcRemoteError, type InstanceRpc } from '../rpc/instance-rpc';

/** The games of this instance (game-runtime.ts), which the lease layer drives. */
export type LocalGames = GameRuntime;

/** What the routes use (`app.games`): a runtime whose games may run on another instance. */
export type Games = Omit<GameRuntime, 'startClock' | 'adopt' | 'evict'>;

export interface LeasedGamesOptions {
  local: LocalGames;
  /** Leases named by config id; its `owner` must be `rpc.instanceId`. */
  keeper: LeaseKeeper;
  /** Reads who holds a lease: `get(leaseKey(configId))`. */
  kv: Pick<KvStore, 'get'>;
  /** The keeper's key of a config's lease (prefix + id). */
  leaseKey: (configId: number) => string;
  rpc: InstanceRpc;
  /** Configurations whose game must run (game-store.ts `restorableIds`). */
  restorableIds: () => Promise<number[]>;
  log: RuntimeLog;
  /** How often to look for games nobody runs, ms (default 5,000). */
  sweepMs?: number;
  /** How long a forwarded command may take, ms (default 10,000). */
  callTimeoutMs?: number;
}

const COMMAND = 'games.command';
const RECONFIGURE = 'games.reconfigure';
const FORGET = 'games.forget';

/** The holder's refusal, rebuilt as the error the routes map to HTTP (400/409, 404, 503). */
function localError(error: unknown): unknown {
  if (!(error instanceof RpcRemoteError)) return new GameUnavailableError();
  if (error.remoteName === 'GameCommandError') return new GameCommandError(error.message, error.data.needsConfirmation === true);
  if (error.remoteName === 'GameNotFoundError') {
    const found = /(\d+)/.exec(error.message);
    return new GameNotFoundError(found ? Number(found[1]) : 0);
  }
  return new GameUnavailableError();
}

/** Creates the lease layer over this instance's games; it is the `app.games` the routes use. */
export function createLeasedGames(options: LeasedGamesOptions): Games {
  const { local, keeper, rpc, log } = options;
  const name = (configId: number) => String(configId);
  let sweeper: ReturnType<typeof setInterval> | undefined;
  let closed = false;
  /** Adoptions in flight, so a sweep and a command do not restore one game twice. */
  const adopting = new Map<number, Promise<boolean>>();

  /** Runs the game here if this instance holds or can take its lease. */
  const ensureLocal = (configId: number): Promise<boolean> => {
    if (keeper.holds(name(configId))) return Promise.resolve(true);
    const pending = adopting.get(configId);
    if (pending) return pending;
    const attempt = (async () => {
      if (closed || !(await keeper.acquire(name(configId)))) return false;
      try {
        await local.adopt(configId);
      } catch (error) {
        await keeper.release(name(configId));
        throw error;
      }
      return true;
    })();
    adopting.set(configId, attempt);
    return attempt.finally(() => adopting.delete(configId));
  };

  /** The instance holding the game, or null when none does. */
  const holder = async (configId: number): Promise<string | null> => options.kv.get(options.leaseKey(configId));

  const sweep = async () => {
    let ids: number[];
    try {
      ids = await options.restorableIds();
    } catch (error) {
      log.error({ err: error }, 'looking for live games to run failed');
      return;
    }
    for (const configId of ids) {
      if (closed) return;
      if (keeper.holds(name(configId))) continue;
      await ensureLocal(configId).catch((error: unknown) => log.error({ err: error, configId }, 'restoring a live game failed'));
    }
  };

  keeper.onLost((lost) => {
    const configId = Number(lost);
    log.warn({ configId }, 'live game lease lost: another server instance runs this game now');
    void local.evict(configId).catch((error: unknown) => log.error({ err: error, configId }, 'stopping a live game after losing its lease failed'));
  });

  const runHere = async (configId: number, command: GameCommand): Promise<GameView> => {
    if (!(await ensureLocal(configId))) throw new GameUnavailableError();
    return local.command(configId, command);
  };

  rpc.handle(COMMAND, async (payload) => {
    const { configId, command } = payload as { configId: number; command: GameCommand };
    return runHere(configId, command);
  });
  rpc.handle(RECONFIGURE, async (payload) => {
    const configId = payload as number;
    if (keeper.holds(name(configId))) await local.reconfigure(configId);
    return null;
  });
  rpc.handle(FORGET, async (payload) => {
    const configIds = payload as number[];
    await forgetHere(configIds);
    return null;
  });

  const forgetHere = async (configIds: readonly number[]) => {
    const held = configIds.filter((id) => keeper.holds(name(id)));
    await local.forget(held);
    await Promise.all(held.map((id) => keeper.release(name(id))));
  };

  /** Asks the holder of `configId` to run `method`; null when no other instance holds it. */
  const forward = async (configId: number, method: string, payload: unknown): Promise<{ answer: unknown } | null> => {
    const owner = await holder(configId);
    if (!owner || owner === rpc.instanceId) return null;
    return { answer: await rpc.call(owner, method, payload, options.callTimeoutMs) };
  };

  return {
    async start() {
      local.startClock();
      await sweep();
      sweeper = setInterval(() => void sweep(), options.sweepMs ?? 5_000);
      sweeper.unref();
    },

    async command(configId, command) {
      if (closed) throw new GameUnavailableError();
      if (keeper.holds(name(configId))) return local.command(configId, command);
      let forwarded: { answer: unknown } | null;
      try {
        forwarded = await forward(configId, COMMAND, { configId, command });
      } catch (error) {
        throw localError(error);
      }
      if (!forwarded) return runHere(configId, command);
      return gameViewSchema.parse(forwarded.answer);
    },

    view: (configId) => local.view(configId),

    followedRoom: (configId) => local.followedRoom(configId),

    async reconfigure(configId) {
      if (keeper.holds(name(configId))) return local.reconfigure(configId);
      await forward(configId, RECONFIGURE, configId).catch((error: unknown) => log.warn({ err: error, configId }, 'telling the live game about its new configuration failed; it reads it when restored'));
    },

    async forget(configIds) {
      await forgetHere(configIds);
      const others = configIds.filter((id) => !keeper.holds(name(id)));
      await Promise.all(
        others.map((configId) => forward(configId, FORGET, [configId]).catch((error: unknown) => log.warn({ err: error, configId }, 'stopping a deleted live game on its instance failed; it stops when it next writes'))),
      );
    },

    async close() {
      closed = true;
      if (sweeper) clearInterval(sweeper);
      // Stop and store first, then give the leases back so another instance resumes at once.
      await local.close();
      await keeper.close();
    },
  };
}
