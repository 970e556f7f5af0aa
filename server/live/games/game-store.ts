/**
 * Where running games keep their state (every transition and the ledger are persisted, so a server restart
 * mid-round resumes with the same scores and state, and nothing is counted twice): the database tables of
 * server/db/schema/games.ts behind a small interface, so the runtime can be tested against a store that fails.
 *
 * One {@link GameStore.write} is one transaction: the ledger entries, the spin records, the machine snapshots,
 * the room cursor (which room, up to which seq of its topic) and the configuration's state column land together
 * or not at all. The runtime publishes only after it returned, so nobody ever sees a score or a spin result that
 * a restart would not find again.
 */
import { asc, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Spin } from '../../../machines/turntable-spin.machine';
import { effectViewSchema } from '../../../streams/contracts/game-topic';
import { giftArrivalsSchema } from '../../../streams/games/gift-arrivals';
import { koreaWeightsSchema } from '../../../streams/games/korea-pk';
import { storedLiveConfigSchema } from '../../../streams/games/live-config';
import { scoreCauseSchema, type ScoreEntry } from '../../../streams/games/score-ledger';
import type { Db } from '../../db/database';
import { liveConfigs, liveGameStates, liveScoreEntries, liveTurntableRecords, type LiveConfigState } from '../../db/schema/games';
import type { GameConfig, PersistedGame } from './game-session';

/** Which room's topic a game follows and the last seq of it whose effects are stored. */
export interface RoomCursor {
  roomId: string;
  seq: number;
}

/** A configuration and its game as stored. */
export interface StoredGame {
  config: GameConfig;
  state: LiveConfigState;
  /** Null before the game ever ran. */
  persisted: PersistedGame | null;
  entries: ScoreEntry[];
  cursor: RoomCursor | null;
}

/** One output of a game to store (see the module comment). */
export interface GameWrite {
  configId: number;
  entries: readonly ScoreEntry[];
  spins: readonly Spin[];
  /**
   * The machine snapshots, when they changed. The store also writes them when the game has no row yet (the
   * runtime always passes them on a game's first write).
   */
  persisted: PersistedGame | null;
  cursor: RoomCursor | null;
  /** The configuration's new round state, when it changed. */
  state: LiveConfigState | null;
}

/** The configuration was deleted while its game ran: its writes have nowhere to go. */
export class ConfigGoneError extends Error {
  override readonly name = 'ConfigGoneError';
}

export interface GameStore {
  /** The configuration and its game, or null when the configuration does not exist. */
  load(configId: number): Promise<StoredGame | null>;
  /** Only the configuration (an edit while the game runs), or null. */
  loadConfig(configId: number): Promise<GameConfig | null>;
  /** Configurations whose game must run after a start: those collecting and those with a stored game. */
  restorableIds(): Promise<number[]>;
  /**
   * Stores one output in one transaction.
   * @throws {ConfigGoneError} when the configuration no longer exists; any database error as is.
   */
  write(write: GameWrite): Promise<void>;
}

const persistedSchema = z.object({
  round: z.unknown(),
  pk: z.unknown(),
  turntable: z.unknown(),
  effects: z.array(effectViewSchema),
  spinKeys: z.array(z.string()),
  arrivals: giftArrivalsSchema.optional(),
  /** Korea group PK events (korea-session.ts): the stage machine's snapshot and the weights the host set. */
  korea: z.object({ machine: z.unknown(), weights: koreaWeightsSchema.nullable() }).optional(),
});

/**
 * Reads a stored body (the API stored it validated; zod here guards the JSON column). Without the cross-field rules,
 * so a body saved under older rules still loads, and its host may be a legacy room id (live-config.ts).
 */
export function parseStoredConfig(id: number, body: unknown): GameConfig {
  return { id, ...storedLiveConfigSchema.parse(body) };
}

/** The database store over `db`. */
export function createDbGameStore(db: Db): GameStore {
  return {
    async load(configId) {
      const [row] = await db.select().from(liveConfigs).where(eq(liveConfigs.id, configId));
      if (!row) return null;
      const [stateRow] = await db.select().from(liveGameStates).where(eq(liveGameStates.configId, configId));
      const entryRows = await db.select().from(liveScoreEntries).where(eq(liveScoreEntries.configId, configId)).orderBy(asc(liveScoreEntries.seq));
      return {
        config: parseStoredConfig(row.id, row.body),
        state: row.state,
        persisted: stateRow ? (persistedSchema.parse(stateRow.persisted) as PersistedGame) : null,
        entries: entryRows.map((entry) => ({
          seq: entry.seq,
          round: entry.round,
          streamerId: entry.streamerId,
          delta: entry.delta,
          at: entry.at.getTime(),
          cause: scoreCauseSchema.parse(entry.cause),
        })),
        cursor: stateRow?.roomId ? { roomId: stateRow.roomId, seq: stateRow.roomSeq } : null,
      };
    },

    async loadConfig(configId) {
      const [row] = await db.select({ id: liveConfigs.id, body: liveConfigs.body }).from(liveConfigs).where(eq(liveConfigs.id, configId));
      return row ? parseStoredConfig(row.id, row.body) : null;
    },

    async restorableIds() {
      const rows = await db
        .select({ id: liveConfigs.id })
        .from(liveConfigs)
        .leftJoin(liveGameStates, eq(liveGameStates.configId, liveConfigs.id))
        .where(or(eq(liveConfigs.state, 'collecting'), sql`${liveGameStates.configId} is not null`))
        .orderBy(asc(liveConfigs.id));
      return rows.map((row) => row.id);
    },

    async write(write) {
      await db.transaction(async (tx) => {
        // Locks the configuration row: a delete waits for this write (or this write sees it gone).
        const [config] = await tx.select({ id: liveConfigs.id }).from(liveConfigs).where(eq(liveConfigs.id, write.configId)).for('update');
        if (!config) throw new ConfigGoneError(`live configuration ${write.configId} no longer exists`);
        if (write.entries.length > 0) {
          await tx.insert(liveScoreEntries).values(
            write.entries.map((entry) => ({
              configId: write.configId,
              seq: entry.seq,
              round: entry.round,
              streamerId: entry.streamerId,
              delta: entry.delta,
              at: new Date(entry.at),
              cause: entry.cause,
            })),
          );
        }
        if (write.spins.length > 0) {
          await tx.insert(liveTurntableRecords).values(
            write.spins.map((spin) => ({
              configId: write.configId,
              spinNo: spin.spinNo,
              requestId: spin.requestId,
              trigger: spin.trigger,
              byUserId: spin.by.userId,
              byNickname: spin.by.nickname,
              optionIndex: spin.result.index,
              content: spin.result.content,
              startedAt: new Date(spin.startedAt),
            })),
          );
        }
        const cursor = { roomId: write.cursor?.roomId ?? null, roomSeq: write.cursor?.seq ?? 0, updatedAt: new Date() };
        if (write.persisted) {
          await tx
            .insert(liveGameStates)
            .values({ configId: write.configId, persisted: write.persisted, ...cursor })
            .onConflictDoUpdate({ target: liveGameStates.configId, set: { persisted: write.persisted, ...cursor } });
        } else {
          const updated = await tx.update(liveGameStates).set(cursor).where(eq(liveGameStates.configId, write.configId)).returning({ id: liveGameStates.configId });
          // The runtime passes the snapshots on a game's first write; a write without them and without a row is a bug.
          if (updated.length === 0) throw new Error(`live game ${write.configId} has no stored state to update`);
        }
        if (write.state) {
          await tx.update(liveConfigs).set({ state: write.state }).where(eq(liveConfigs.id, write.configId));
        }
      });
    },
  };
}
