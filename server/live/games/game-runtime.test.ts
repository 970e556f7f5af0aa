import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameTopic, type GameTopicEvent } from '../../../streams/contracts/game-topic';
import type { LiveRoomRequest } from '../../../streams/contracts/live-rooms';
import { isHostsRoom, liveConfigBodySchema, type LiveConfigInput } from '../../../streams/games/live-config';
import type { ScoreEntry } from '../../../streams/games/score-ledger';
import { roomTopic, type RoomTopicEvent } from '../../../streams/live/room-topic';
import type { LiveConfigState } from '../../db/schema/games';
import type { Hub } from '../hub/hub';
import { createMemoryHub } from '../hub/memory-hub';
import { createGameRuntime, GameUnavailableError, type GameRoom, type GameRooms, type GameRuntime } from './game-runtime';
import type { GameConfig, PersistedGame } from './game-session';
import { ConfigGoneError, type GameStore, type GameWrite, type RoomCursor } from './game-store';

const ROSE = '5655';
const HEART = '5480';

function config(overrides: Partial<LiveConfigInput> = {}): GameConfig {
  return {
    id: 1,
    ...liveConfigBodySchema.parse({
      name: 'Runtime',
      room: { source: 'replay', uniqueId: 'host_1' },
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
function counted(giftId: string, repeatCount: number, msgId = `m${++msg}`): RoomTopicEvent {
  const diamondCount = giftId === HEART ? 10 : 1;
  return {
    type: 'gift.counted',
    roomId: 'r1',
    giftDiamonds: 0,
    gift: {
      roomId: 'r1',
      msgId,
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

/** A room of the configurations' host streamer (replay @host_1), connected since the epoch. */
const hostRoom = (roomId: string, patch: Partial<GameRoom> = {}): GameRoom => ({
  roomId,
  source: 'replay',
  uniqueId: 'host_1',
  startedAt: 0,
  status: 'connected',
  running: true,
  ...patch,
});

/** This server's rooms: `r1` of the host streamer unless told otherwise; `start` makes `own-<n>` (or fails with `failStart`). */
function fakeRooms(initial: GameRoom[] = [hostRoom('r1')]) {
  const list = new Map(initial.map((room) => [room.roomId, room]));
  const started: LiveRoomRequest[] = [];
  const stopped: string[] = [];
  const control = { failStart: null as string | null };
  const rooms: GameRooms = {
    get: (roomId) => list.get(roomId),
    ofStreamer: (host) => [...list.values()].filter((room) => isHostsRoom(host, room)),
    async start(request) {
      started.push(request);
      if (control.failStart) throw new Error(control.failStart);
      const roomId = `own-${started.length}`;
      list.set(roomId, hostRoom(roomId, { source: request.source, uniqueId: request.uniqueId ?? null, startedAt: Date.now(), status: 'connecting' }));
      return roomId;
    },
    stop(roomIds) {
      for (const roomId of roomIds) {
        stopped.push(roomId);
        const room = list.get(roomId);
        if (room) list.set(roomId, { ...room, status: 'ended', running: false });
      }
    },
  };
  const set = (roomId: string, patch: Partial<GameRoom>) => list.set(roomId, { ...(list.get(roomId) ?? hostRoom(roomId)), ...patch });
  return { rooms, started, stopped, control, set };
}
const rooms = fakeRooms().rooms;
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
  const created = createGameRuntime({ store, hub, rooms, log: quietLog(), tickMs: 20, retryMs: { min: 20, max: 80 }, closeWaitMs: 1_000, finishedGraceMs: 50, ...overrides });
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
    // Every view goes out here (no coalescing), to see each one after its write.
    const games = runtime(store, loggingHub(hub, log), { viewIntervalMs: 0 });
    await games.start();
    await games.command(1, { type: 'round.start' });
    await hub.publish(roomTopic('r1'), counted(ROSE, 3));
    await hub.publish(roomTopic('r1'), counted(HEART, 1));
    await vi.waitFor(() => expect(state.entries).toHaveLength(2));
    await games.command(1, { type: 'spin', requestId: 'press', by: { userId: '1', nickname: 'host' } });
    await vi.waitFor(() => expect(log.at(-1)).toBe('publish spin'));
    expect(log).toEqual(['publish hostRoom', 'write ', 'publish round', 'write 1', 'publish score', 'write 2', 'publish score', 'write  spin 1', 'publish spin']);
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
    await vi.waitFor(() => {
      const lastScore = published.filter((e) => e.kind === 'score').at(-1)!;
      expect(Object.fromEntries(lastScore.view.board.map((l) => [l.streamerId, l.score]))).toEqual({ A: 7, B: 10 });
    });

    await games.command(1, { type: 'adjust', adjustment: { streamerId: 'A', score: 5, direction: 'add', reason: '' }, by: 'host' });
    expect(total(state.entries, 'A')).toBe(12);
  });

  it('coalesces a burst of scores into a few views; the last one holds every gift and the ledger holds each gift once', async () => {
    const { store, state } = memoryStore(config());
    const hub = createMemoryHub();
    const games = runtime(store, hub);
    await games.start();
    await games.command(1, { type: 'round.start' });
    const published: GameTopicEvent[] = [];
    hub.subscribe(gameTopic(1), 0, { start: () => undefined, gap: () => undefined, event: (e) => void published.push(e.event as GameTopicEvent) });
    for (let n = 0; n < 200; n++) await hub.publish(roomTopic('r1'), counted(ROSE, 1));
    await vi.waitFor(() => expect(state.entries).toHaveLength(200));
    await vi.waitFor(() => {
      const last = published.filter((e) => e.kind === 'score').at(-1);
      expect(last?.view.board.find((l) => l.streamerId === 'A')?.score).toBe(200);
    });
    const scores = published.filter((e) => e.kind === 'score');
    expect(scores.length).toBeLessThan(200);
    // Every ledger entry still reaches the topic once, in order.
    expect(scores.flatMap((e) => (e.kind === 'score' ? e.entries.map((entry) => entry.seq) : []))).toEqual(state.entries.map((entry) => entry.seq));
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

  it('after an embedded restart (room and memory hub gone) says the host room is not live, without an error, until the streamer has a room', async () => {
    const { store, state } = memoryStore(config());
    const first = runtime(store, createMemoryHub());
    await first.start();
    await first.command(1, { type: 'round.start' });
    state.cursor = { roomId: 'r1', seq: 40 };
    await first.close();

    const log = quietLog();
    const hub = createMemoryHub();
    const after = fakeRooms([]);
    const second = runtime(store, hub, { log, rooms: after.rooms });
    await second.start();
    await vi.waitFor(async () => expect((await second.view(1))?.hostRoom).toMatchObject({ state: 'notLive', roomId: null, reason: expect.stringContaining('no replay room of @host_1 is running') }));
    expect(log.error).not.toHaveBeenCalled();
    expect((await second.view(1))?.round.status).toBe('collecting');

    after.set('r9', { startedAt: Date.now() });
    await vi.waitFor(async () => expect((await second.view(1))?.hostRoom).toMatchObject({ state: 'live', roomId: 'r9' }));
    await hub.publish(roomTopic('r9'), counted(ROSE, 2));
    await vi.waitFor(() => expect(state.entries).toHaveLength(1));
    expect(state.cursor).toEqual({ roomId: 'r9', seq: 1 });
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

describe('the host streamer\'s current room', () => {
  it('when its room ends the view says not live; the streamer\'s next room is followed from its start, a gift sent again counts nothing', async () => {
    const { store, state } = memoryStore(config());
    const hub = createMemoryHub();
    const fake = fakeRooms();
    const games = runtime(store, hub, { rooms: fake.rooms });
    await games.start();
    const started = await games.command(1, { type: 'round.start' });
    expect(started.hostRoom).toMatchObject({ state: 'live', source: 'replay', uniqueId: 'host_1', roomId: 'r1' });
    const rose = counted(ROSE, 3);
    await hub.publish(roomTopic('r1'), rose);
    await vi.waitFor(() => expect(state.entries).toHaveLength(1));

    fake.set('r1', { status: 'ended', running: false });
    await vi.waitFor(async () => expect((await games.view(1))?.hostRoom).toMatchObject({ state: 'notLive', roomId: null }));
    // Its last events had time to arrive; then it is let go.
    await vi.waitFor(() => expect(games.followedRoom(1)).toEqual({ roomId: null, running: false }));

    // Another room of another streamer changes nothing; the host's own room, under a new id, is taken.
    fake.set('other', { uniqueId: 'someone_else', startedAt: Date.now() });
    fake.set('r2', { uniqueId: 'HOST_1', status: 'connecting', startedAt: Date.now() });
    await vi.waitFor(async () => expect((await games.view(1))?.hostRoom).toEqual({ state: 'connecting', source: 'replay', uniqueId: 'host_1', roomId: 'r2' }));
    await hub.publish(roomTopic('r2'), rose);
    await hub.publish(roomTopic('r2'), counted(HEART, 1));
    fake.set('r2', { status: 'connected' });
    await vi.waitFor(() => expect(state.entries).toHaveLength(2));
    await vi.waitFor(async () => expect((await games.view(1))?.hostRoom).toMatchObject({ state: 'live', roomId: 'r2' }));
    expect([total(state.entries, 'A'), total(state.entries, 'B')]).toEqual([3, 10]);
    expect(state.cursor).toEqual({ roomId: 'r2', seq: 2 });
    expect(fake.started).toEqual([]);
  });

  it('starts a room of the streamer with the round when none runs, again at most once per retry time; a round whose room cannot start runs, not live, with the reason', async () => {
    const simulatorHost = config({ room: { source: 'simulator', uniqueId: 'sim_host' } });
    const { store } = memoryStore(simulatorHost);
    const fake = fakeRooms([]);
    const games = runtime(store, createMemoryHub(), { rooms: fake.rooms, roomRetryMs: 300 });
    await games.start();
    fake.control.failStart = 'source: simulator is switched off';
    const refused = await games.command(1, { type: 'round.start' });
    expect(refused.round.status).toBe('collecting');
    expect(refused.hostRoom).toMatchObject({ state: 'notLive', roomId: null, reason: 'The host room could not be started: source: simulator is switched off' });
    await games.command(1, { type: 'round.end' });

    fake.control.failStart = null;
    const view = await games.command(1, { type: 'round.start' });
    expect(fake.started).toEqual([
      { source: 'simulator', uniqueId: 'sim_host', speed: 1 },
      { source: 'simulator', uniqueId: 'sim_host', speed: 1 },
    ]);
    expect(view.hostRoom).toEqual({ state: 'connecting', source: 'simulator', uniqueId: 'sim_host', roomId: 'own-2' });

    // Its room fails and cannot be started again: not live, with the reason, and tried again only after 300 ms.
    fake.control.failStart = 'the platform is unreachable';
    fake.set('own-2', { status: 'failed', running: false });
    await vi.waitFor(async () =>
      expect((await games.view(1))?.hostRoom).toMatchObject({ state: 'notLive', reason: 'The host room could not be started: the platform is unreachable' }),
    );
    const tries = fake.started.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fake.started.length).toBeLessThanOrEqual(tries + 1);
    fake.control.failStart = null;
    await vi.waitFor(async () => expect((await games.view(1))?.hostRoom).toMatchObject({ state: 'connecting', roomId: `own-${fake.started.length}` }), { timeout: 2_000 });

    await games.forget([1]);
    expect(fake.stopped).toEqual([`own-${fake.started.length}`]);
  });

  it('never stops a room it did not start, and a configuration from before streamers (a room id) refuses the round', async () => {
    const fake = fakeRooms();
    const { store } = memoryStore(config());
    const games = runtime(store, createMemoryHub(), { rooms: fake.rooms });
    await games.start();
    await games.command(1, { type: 'round.start' });
    await games.command(1, { type: 'round.end' });
    await games.forget([1]);
    expect(fake.stopped).toEqual([]);

    const legacy = memoryStore({ ...config(), room: { roomId: 'sim-abc123' } });
    const other = runtime(legacy.store, createMemoryHub(), { rooms: fake.rooms });
    await other.start();
    await expect(other.command(1, { type: 'round.start' })).rejects.toThrow('This configuration names room sim-abc123 from before configurations named their host streamer');
    expect((await other.view(1))?.hostRoom).toEqual({ state: 'unresolved', roomId: 'sim-abc123' });
  });

  it('after a restart takes what the hub still holds of its previous room, then follows the streamer\'s new room: every gift once', async () => {
    const { store, state } = memoryStore(config());
    const hub = createMemoryHub(); // kept across the restart, as the Redis hub is
    const first = runtime(store, hub);
    await first.start();
    await first.command(1, { type: 'round.start' });
    const early = counted(ROSE, 1);
    await hub.publish(roomTopic('r1'), early);
    await vi.waitFor(() => expect(state.entries).toHaveLength(1));
    await first.close();
    // Published by the room after the game stopped taking events (a crash): only the hub has them.
    const late = counted(ROSE, 4);
    await hub.publish(roomTopic('r1'), late);
    await hub.publish(roomTopic('r1'), counted(HEART, 1));

    const fake = fakeRooms([hostRoom('r1', { status: 'ended', running: false }), hostRoom('r2', { startedAt: Date.now() })]);
    const second = runtime(store, hub, { rooms: fake.rooms });
    await second.start();
    // The new room re-sends the records the platform still had, then a new one.
    await hub.publish(roomTopic('r2'), early);
    await hub.publish(roomTopic('r2'), late);
    await hub.publish(roomTopic('r2'), counted(HEART, 2));
    await vi.waitFor(() => expect(state.entries).toHaveLength(4));
    await vi.waitFor(async () => expect((await second.view(1))?.hostRoom).toMatchObject({ state: 'live', roomId: 'r2' }));
    expect([total(state.entries, 'A'), total(state.entries, 'B')]).toEqual([5, 30]);
    await vi.waitFor(() => expect(state.cursor).toEqual({ roomId: 'r2', seq: 3 }));
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
    const { store, state, log } = memoryStore(config({ room: { source: 'replay', uniqueId: 'HostStar' } }));
    const hub = createMemoryHub();
    let answer!: () => void;
    const asked: string[] = [];
    const entryAnimations = (anchorKey: string) => {
      asked.push(anchorKey);
      return new Promise<ReadonlyMap<string, typeof racer>>((resolve) => (answer = () => resolve(new Map(anchorKey === 'hoststar' ? [['v7', racer]] : []))));
    };
    const games = runtime(store, loggingHub(hub, log), { entryAnimations, rooms: fakeRooms([hostRoom('r1', { uniqueId: 'HostStar' })]).rooms });
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

describe('Korea group PK events on the runtime', () => {
  const koreaConfig = (): GameConfig => ({
    id: 1,
    ...liveConfigBodySchema.parse({
      name: 'Korea',
      room: { source: 'simulator', uniqueId: 'sim_host' },
      streamers: [
        { anchorId: 'A', nickname: 'Ara', gifts: [ROSE], teamId: 'red' },
        { anchorId: 'B', nickname: 'Bora', gifts: [HEART], teamId: 'blue' },
      ],
      gifts: [
        { giftId: ROSE, giftName: 'Rose', price: 1 },
        { giftId: HEART, giftName: 'Heart', price: 10 },
      ],
      pkTime: { value: 60, unit: 'minutes' },
      autoEndSeconds: 0,
      pluginStyle: 'korea',
      korea: {
        teams: [
          { id: 'red', name: 'Red', color: '#ff0000' },
          { id: 'blue', name: 'Blue', color: '#0000ff' },
        ],
        double: { pairs: [{ a: 'A', b: 'B' }] },
        solo: { order: ['A', 'B'], turnSeconds: 60 },
        team: {},
        weights: { double: 100, solo: 100, team: 100 },
      },
    } satisfies LiveConfigInput),
  });

  it('a stage that starts starts the host room like a round; its gifts score in the stage, stored before published; an edit to another kind of game restarts it from the store', async () => {
    const { store, state } = memoryStore(koreaConfig());
    const fake = fakeRooms([]);
    const hub = createMemoryHub();
    const games = runtime(store, hub, { rooms: fake.rooms });
    await games.start();
    // A round game's command changes nothing and starts no room.
    await expect(games.command(1, { type: 'round.start' })).rejects.toThrow('A Korea group PK event runs stages, not rounds');
    expect(fake.started).toEqual([]);

    const view = await games.command(1, { type: 'korea.stage.start', stage: 'double', confirmed: false });
    expect(fake.started).toEqual([{ source: 'simulator', uniqueId: 'sim_host', speed: 1 }]);
    expect(view.korea).toMatchObject({ running: 'double' });
    expect(view.hostRoom).toMatchObject({ state: 'connecting', roomId: 'own-1' });
    expect(state.state).toBe('collecting');
    expect(state.persisted?.korea?.machine).toBeTruthy();

    await hub.publish(roomTopic('own-1'), counted(HEART, 2));
    await vi.waitFor(() => expect(total(state.entries, 'B')).toBe(20));
    expect(state.entries).toMatchObject([{ round: 1, streamerId: 'B', delta: 20 }]);
    expect((await games.view(1))?.korea?.boards.double).toEqual([
      { id: 'B', score: 20, rank: 1 },
      { id: 'A', score: 0, rank: 2 },
    ]);
    await games.command(1, { type: 'korea.stage.end' });
    expect(state.state).toBe('ended');

    // Edited into a round game: the session is rebuilt for it, and it takes rounds from then on.
    const { korea: _korea, ...rest } = koreaConfig();
    state.config = { ...rest, pluginStyle: 'default', streamers: rest.streamers.map(({ teamId: _t, ...s }) => s) };
    await games.reconfigure(1);
    expect((await games.view(1))?.korea).toBeUndefined();
    expect((await games.command(1, { type: 'round.start' })).round.status).toBe('collecting');
  });
});
