import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameTopic, type GameTopicEvent } from '../../../streams/contracts/game-topic';
import { liveConfigBodySchema, type LiveConfigInput } from '../../../streams/games/live-config';
import type { ScoreEntry } from '../../../streams/games/score-ledger';
import { roomTopic, type RoomTopicEvent } from '../../../streams/live/room-topic';
import type { LiveConfigState } from '../../db/schema/games';
import type { Hub } from '../hub/hub';
import { createMemoryHub } from '../hub/memory-hub';
import { createGameRuntime, GameUnavailableError, type GameRooms, type GameRuntime } from './game-runtime';
import type { GameConfig, PersistedGame } from './game-session';
import { ConfigGoneError, type GameStore, type GameWrite, type RoomCursor } from './game-store';

const ROSE = '5655';
const HEART = '5480';

function config(overrides: Partial<LiveConfigInput> = {}): GameConfig {
  return {
    id: 1,
    ...liveConfigBodySchema.parse({
      name: 'Runtime',
      room: { roomId: 'r1' },
      streamers: [
        { anchorId: 'A', nickname: 'Luna', gifts: [ROSE] },
        { anchorId: 'B', nickname: 'Sol', gifts: [HEART] },
      ],
      gifts: [
        { giftId: ROSE, giftName: 'Rose', price: 1 },
        { giftId: HEART, giftName: 'Heart', price: 10 },
      ],
      pkTime: { value: 10, unit: 'minutes' },
      autoEndSeconds: 0,
      pluginStyle: 'default',
      turntable: { options: [{ content: 'Lion', probability: 50 }], spinSeconds: 2 },
      ...overrides,
    }),
  };
}

let msg = 0;
function counted(giftId: string, repeatCount: number): RoomTopicEvent {
  msg += 1;
  const diamondCount = giftId === HEART ? 10 : 1;
  return {
    type: 'gift.counted',
    roomId: 'r1',
    giftDiamonds: 0,
    gift: {
      roomId: 'r1',
      msgId: `m${msg}`,
      user: { userId: 'v1', uniqueId: 'v1', nickname: 'Viewer', avatarUrl: null },
      toUserId: null,
      giftId,
      giftName: giftId,
      diamondCount,
      repeatCount,
      streakRepeatCount: repeatCount,
      diamonds: diamondCount * repeatCount,
      cause: 'end-frame',
      streakKey: null,
      countedAt: 0,
    },
  };
}

/** An in-memory store with the database store's behaviour, whose next writes can be made to fail. */
function memoryStore(initial: GameConfig) {
  const state = {
    config: initial as GameConfig | null,
    state: 'notStarted' as LiveConfigState,
    persisted: null as PersistedGame | null,
    entries: [] as ScoreEntry[],
    spins: [] as GameWrite['spins'][number][],
    cursor: null as RoomCursor | null,
    failNext: 0,
    writes: 0,
  };
  const log: string[] = [];
  const store: GameStore = {
    async load() {
      if (!state.config) return null;
      return { config: state.config, state: state.state, persisted: state.persisted && structuredClone(state.persisted), entries: [...state.entries], cursor: state.cursor };
    },
    loadConfig: async () => state.config,
    restorableIds: async () => (state.config && (state.persisted || state.state === 'collecting') ? [state.config.id] : []),
    async write(write) {
      await Promise.resolve();
      if (!state.config) throw new ConfigGoneError('gone');
      if (state.failNext > 0) {
        state.failNext -= 1;
        log.push('write failed');
        throw new Error('database unreachable');
      }
      state.writes += 1;
      // The database's unique keys: a ledger seq or a spin request twice fails the transaction.
      for (const entry of write.entries) if (state.entries.some((e) => e.seq === entry.seq)) throw new Error(`duplicate seq ${entry.seq}`);
      state.entries.push(...write.entries);
      state.spins.push(...write.spins);
      if (write.persisted) state.persisted = structuredClone(write.persisted);
      if (!state.persisted) throw new Error('no stored state to update');
      state.cursor = write.cursor;
      if (write.state) state.state = write.state;
      log.push(`write ${write.entries.map((e) => e.seq).join(',')}${write.spins.length ? ` spin ${write.spins.map((s) => s.spinNo).join(',')}` : ''}`);
    },
  };
  return { store, state, log };
}

const rooms: GameRooms = { get: () => undefined, start: () => Promise.reject(new Error('no rooms here')), stop: () => undefined };
const quietLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

/** The hub, with publishes on game topics written into `log`. */
function loggingHub(hub: Hub, log: string[]): Hub {
  return {
    ...hub,
    publish(topic, event) {
      if (topic.startsWith('config:')) log.push(`publish ${(event as GameTopicEvent).kind}`);
      return hub.publish(topic, event);
    },
  };
}

const runtimes: GameRuntime[] = [];
function runtime(store: GameStore, hub: Hub, overrides: Partial<Parameters<typeof createGameRuntime>[0]> = {}) {
  const created = createGameRuntime({ store, hub, rooms, log: quietLog(), tickMs: 20, retryMs: { min: 20, max: 80 }, closeWaitMs: 1_000, ...overrides });
  runtimes.push(created);
  return created;
}
afterEach(async () => {
  await Promise.all(runtimes.splice(0).map((r) => r.close()));
});

const total = (entries: readonly ScoreEntry[], streamerId: string) => entries.filter((e) => e.streamerId === streamerId).reduce((sum, e) => sum + e.delta, 0);

describe('game runtime', () => {
  it('stores every output before publishing it, in input order', async () => {
    const { store, state, log } = memoryStore(config());
    const hub = createMemoryHub();
    const games = runtime(store, loggingHub(hub, log));
    await games.start();
    await games.command(1, { type: 'round.start' });
    await hub.publish(roomTopic('r1'), counted(ROSE, 3));
    await hub.publish(roomTopic('r1'), counted(HEART, 1));
    await vi.waitFor(() => expect(state.entries).toHaveLength(2));
    await games.command(1, { type: 'spin', requestId: 'press', by: { userId: '1', nickname: 'host' } });
    await vi.waitFor(() => expect(log.at(-1)).toBe('publish spin'));
    expect(log).toEqual(['write ', 'publish round', 'write 1', 'publish score', 'write 2', 'publish score', 'write  spin 1', 'publish spin']);
    expect(state).toMatchObject({ state: 'collecting', cursor: { roomId: 'r1', seq: 2 } });
  });

  it('a failing write loses no counted gift: the game is restored and the hub re-feeds from the cursor', async () => {
    const { store, state } = memoryStore(config());
    const hub = createMemoryHub();
    const log = quietLog();
    const games = runtime(store, hub, { log });
    await games.start();
    await games.command(1, { type: 'round.start' });
    const published: GameTopicEvent[] = [];
    hub.subscribe(gameTopic(1), 0, { start: () => undefined, gap: () => undefined, event: (e) => void published.push(e.event as GameTopicEvent) });

    state.failNext = 2;
    for (const event of [counted(ROSE, 1), counted(ROSE, 2), counted(HEART, 1), counted(ROSE, 4)]) await hub.publish(roomTopic('r1'), event);
    await expect(games.command(1, { type: 'adjust', adjustment: { streamerId: 'A', score: 5, direction: 'add', reason: '' }, by: 'host' })).rejects.toBeInstanceOf(
      GameUnavailableError,
    );
    await vi.waitFor(() => expect(state.entries).toHaveLength(4), { timeout: 3_000 });
    expect(state.entries.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    expect([total(state.entries, 'A'), total(state.entries, 'B')]).toEqual([7, 10]);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ configId: 1 }), 'storing the live game failed; restoring it from the database');
    // Nothing unstored was ever published: the scores seen on the topic only grow to the stored totals.
    const lastScore = published.filter((e) => e.kind === 'score').at(-1)!;
    expect(Object.fromEntries(lastScore.view.board.map((l) => [l.streamerId, l.score]))).toEqual({ A: 7, B: 10 });

    await games.command(1, { type: 'adjust', adjustment: { streamerId: 'A', score: 5, direction: 'add', reason: '' }, by: 'host' });
    expect(total(state.entries, 'A')).toBe(12);
  });

  it('reports events the hub no longer holds as an error with the seqs lost', async () => {
    const { store, state } = memoryStore(config());
    const hub = createMemoryHub({ historyLength: 2 });
    const log = quietLog();
    const games = runtime(store, hub, { log, retryMs: { min: 200, max: 200 } });
    await games.start();
    await games.command(1, { type: 'round.start' });
    state.failNext = 1;
    for (let i = 0; i < 5; i += 1) await hub.publish(roomTopic('r1'), counted(ROSE, 1));
    await vi.waitFor(() => expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ lostAfterSeq: 0, resumesAtSeq: 4 }), 'live game missed room events: the hub no longer holds them'), {
      timeout: 3_000,
    });
    await vi.waitFor(() => expect(state.entries).toHaveLength(2));
  });

  it('restores running games at start and resumes after the stored cursor (nothing counted twice)', async () => {
    const { store, state } = memoryStore(config());
    const hub = createMemoryHub();
    const first = runtime(store, hub);
    await first.start();
    await first.command(1, { type: 'round.start' });
    await hub.publish(roomTopic('r1'), counted(ROSE, 2));
    await vi.waitFor(() => expect(state.entries).toHaveLength(1));
    await hub.publish(roomTopic('r1'), { type: 'chat', roomId: 'r1' } as unknown as RoomTopicEvent);
    await first.close();
    expect(state.cursor).toEqual({ roomId: 'r1', seq: 2 });

    await hub.publish(roomTopic('r1'), counted(HEART, 1));
    const second = runtime(store, hub);
    await second.start();
    await vi.waitFor(() => expect(state.entries).toHaveLength(2));
    expect((await second.view(1))?.board).toEqual([
      { streamerId: 'B', score: 10, rank: 1 },
      { streamerId: 'A', score: 2, rank: 2 },
    ]);
    expect(state.entries.map((e) => e.seq)).toEqual([1, 2]);
  });

  it('after an embedded restart (room and memory hub gone) warns that the room is not running, without an error', async () => {
    const { store, state } = memoryStore(config());
    const first = runtime(store, createMemoryHub());
    await first.start();
    await first.command(1, { type: 'round.start' });
    state.cursor = { roomId: 'r1', seq: 40 };
    await first.close();

    const log = quietLog();
    const second = runtime(store, createMemoryHub(), { log });
    await second.start();
    await vi.waitFor(() =>
      expect(log.warn).toHaveBeenCalledWith({ configId: 1, roomId: 'r1' }, 'live game follows a room that is not running; edit the configuration to name the running room'),
    );
    expect(log.error).not.toHaveBeenCalled();
    expect((await second.view(1))?.round.status).toBe('collecting');
  });

  it('moves the cursor past events that store nothing and writes it as a checkpoint', async () => {
    const { store, state } = memoryStore(config());
    const hub = createMemoryHub();
    const games = runtime(store, hub, { checkpointMs: 0 });
    await games.start();
    await games.command(1, { type: 'round.start' });
    for (let i = 0; i < 3; i += 1) await hub.publish(roomTopic('r1'), { type: 'like', roomId: 'r1' } as unknown as RoomTopicEvent);
    await vi.waitFor(() => expect(state.cursor).toEqual({ roomId: 'r1', seq: 3 }));
  });

  it('stops a game whose configuration was deleted', async () => {
    const { store, state } = memoryStore(config());
    const hub = createMemoryHub();
    const games = runtime(store, hub);
    await games.start();
    await games.command(1, { type: 'round.start' });
    state.config = null;
    await hub.publish(roomTopic('r1'), counted(ROSE, 1));
    await vi.waitFor(() => expect(games.followedRoom(1).roomId).toBeNull());
    expect(await games.view(1)).toBeNull();
  });
});

describe('joins (entry animations)', () => {
  const join = (userId: string, msgId: string, receivedAt = Date.now()): RoomTopicEvent => ({
    type: 'member',
    roomId: 'r1',
    msgId,
    createTime: receivedAt,
    receivedAt,
    user: { userId, uniqueId: `u${userId}`, nickname: `Viewer ${userId}`, avatarUrl: null },
    memberCount: 3,
  });
  const racer = { expireAt: Date.now() + 60_000, enabled: true, name: 'Racer', resourceUrl: '/files/animations/r.mp4', pictureUrl: null };

  it('a slow config lookup never holds up gift scoring; the entry follows with the stored view, nothing stored for it', async () => {
    const { store, state, log } = memoryStore(config({ room: { roomId: 'r1', uniqueId: 'HostStar' } }));
    const hub = createMemoryHub();
    let answer!: () => void;
    const asked: string[] = [];
    const entryAnimations = (anchorKey: string) => {
      asked.push(anchorKey);
      return new Promise<ReadonlyMap<string, typeof racer>>((resolve) => (answer = () => resolve(new Map(anchorKey === 'hoststar' ? [['v7', racer]] : []))));
    };
    const games = runtime(store, loggingHub(hub, log), { entryAnimations });
    await games.start();
    await games.command(1, { type: 'round.start' });
    const published: GameTopicEvent[] = [];
    hub.subscribe(gameTopic(1), undefined, { start: () => undefined, gap: () => undefined, event: (e) => void published.push(e.event as GameTopicEvent) });
    await hub.publish(roomTopic('r1'), join('v7', 'join-1'));
    await hub.publish(roomTopic('r1'), counted(ROSE, 2));
    await vi.waitFor(() => expect(log).toContain('publish score'));
    expect(log).not.toContain('publish entry');
    const writes = state.writes;
    answer();
    await vi.waitFor(() => expect(log.at(-1)).toBe('publish entry'));
    expect(asked).toEqual(['hoststar']);
    expect(state.writes).toBe(writes);
    await vi.waitFor(() => expect(published.map((event) => event.kind)).toEqual(['score', 'entry']));
    const entry = published.find((event) => event.kind === 'entry');
    expect(entry).toMatchObject({ kind: 'entry', entry: { id: 'join-1', userId: 'v7', name: 'Racer' }, view: { board: [{ streamerId: 'A', score: 2 }, { streamerId: 'B', score: 0 }] } });
  });

  it('a join of a viewer with no config, or a lookup that fails, publishes nothing and keeps the game running', async () => {
    const { store, state } = memoryStore(config());
    const hub = createMemoryHub();
    const quiet = quietLog();
    const lookup = vi.fn((anchorKey: string) => (anchorKey === 'a' ? Promise.reject(new Error('database unreachable')) : new Map()));
    const games = runtime(store, hub, { entryAnimations: lookup, log: quiet });
    await games.start();
    await games.command(1, { type: 'round.start' });
    const published: GameTopicEvent[] = [];
    hub.subscribe(gameTopic(1), undefined, { start: () => undefined, gap: () => undefined, event: (e) => void published.push(e.event as GameTopicEvent) });
    await hub.publish(roomTopic('r1'), join('v1', 'join-2'));
    await vi.waitFor(() => expect(quiet.warn).toHaveBeenCalledWith(expect.objectContaining({ configId: 1, roomId: 'r1' }), 'entry animation lookup failed; the join is not animated'));
    await hub.publish(roomTopic('r1'), counted(HEART, 1));
    await vi.waitFor(() => expect(state.entries).toHaveLength(1));
    expect(published.map((event) => event.kind)).toEqual(['score']);
  });
});
