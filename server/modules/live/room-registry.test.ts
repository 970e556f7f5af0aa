import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import type { LiveSource, SourceSignal } from '../../live/sources/live-source';
import { LiveSourceRequestError } from '../../live/sources/create-live-source';
import { createBatchWriter } from './batch-writer';
import type { RoomMinuteRow, RoomTransitionRow } from './repository';
import { clockRateOf, createRoomRegistry, labelOf, type RoomRegistryDeps } from './room-registry';

const config = loadConfig({ SIMULATOR_ROOMS: '0' });

/** A source that connects and sends one chat and one single (non-streakable) gift, then stays open. */
const chattySource: LiveSource = {
  kind: 'simulator',
  open(emit: (s: SourceSignal) => void) {
    emit({ type: 'connected' });
    const user = { id: 'u1', nickname: 'Mina', displayId: 'mina' };
    const lines = [
      { ts: 1_700_000_000_000, type: 'WebcastChatMessage', data: { common: { msgId: 'c1', roomId: 'p1', createTime: '1700000000000' }, content: 'hi', user } },
      {
        ts: 1_700_000_000_001,
        type: 'WebcastGiftMessage',
        data: { common: { msgId: 'g1', roomId: 'p1', createTime: '1700000000001' }, giftId: '1', repeatCount: 1, user, gift: { id: '1', name: 'Lion', diamondCount: 500, type: 2 } },
      },
    ];
    for (const payload of lines) emit({ type: 'message', message: { format: 'webcast', payload, receivedAt: payload.ts } });
  },
};

function registry(overrides: Partial<RoomRegistryDeps> = {}) {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() };
  const minutes: RoomMinuteRow[] = [];
  const transitions: RoomTransitionRow[] = [];
  const deps: RoomRegistryDeps = {
    live: config.live,
    dataDir: 'memory://',
    publish: async () => 1,
    minutes: createBatchWriter({ write: async (rows) => void minutes.push(...rows), onError: () => undefined }),
    transitions: createBatchWriter({ write: async (rows) => void transitions.push(...rows), onError: () => undefined }),
    log,
    createSource: async () => chattySource,
    ...overrides,
  };
  return { rooms: createRoomRegistry(deps), log, minutes, transitions };
}

describe('room registry', () => {
  it("answers a room's snapshot once the hub has taken what was published before, exact at the last seq", async () => {
    // A hub that takes publishes only when the test says so (a Redis round trip in flight).
    const held: Array<() => void> = [];
    let seq = 0;
    const r = registry({ publish: () => new Promise<number>((resolve) => held.push(() => resolve(++seq))) });
    const roomId = await r.rooms.start({ source: 'simulator', seed: 1 });
    expect(held.length).toBeGreaterThan(2);
    let answer: Awaited<ReturnType<typeof r.rooms.snapshot>> | undefined;
    const asked = r.rooms.snapshot(roomId).then((snapshot) => (answer = snapshot));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answer).toBeUndefined();
    for (const take of held.splice(0)) take();
    await asked;
    expect(answer).toEqual({ seq, summary: { ...r.rooms.get(roomId)!.ingest.summary() } });
    expect(answer?.summary).toMatchObject({ state: 'connected', chatCount: 1, giftDiamonds: 500, giftCount: 1 });
    expect(await r.rooms.snapshot('nope')).toBeNull();
    await r.rooms.close();
  });


  it('keeps ingesting when the hub fails, logging one line per burst', async () => {
    const r = registry({ publish: () => Promise.reject(new Error('redis down')) });
    const roomId = await r.rooms.start({ source: 'simulator', seed: 1 });
    await vi.waitFor(() => expect(r.log.error).toHaveBeenCalledTimes(1));
    const room = r.rooms.get(roomId)!;
    expect(room.ingest.summary()).toMatchObject({ state: 'connected', chatCount: 1, giftDiamonds: 500 });
    expect(room.eventCount()).toBe(2);
    expect(room.gifters.top(1)).toEqual([{ user: expect.objectContaining({ userId: 'u1' }), diamonds: 500, giftCount: 1 }]);
    await r.rooms.close();
  });

  it('survives a hub that throws instead of rejecting', async () => {
    const r = registry({
      publish: () => {
        throw new TypeError('bad topic');
      },
    });
    const roomId = await r.rooms.start({ source: 'simulator' });
    expect(r.rooms.get(roomId)!.ingest.summary()).toMatchObject({ state: 'connected', chatCount: 1 });
    expect(r.log.error).toHaveBeenCalledTimes(1);
    await r.rooms.close();
  });

  it('stops nothing when one id is unknown; stops and forgets the others; close writes the last rows', async () => {
    const r = registry();
    const a = await r.rooms.start({ source: 'simulator' });
    const b = await r.rooms.start({ source: 'simulator' });
    expect(a).not.toBe(b);
    expect(r.rooms.stop([a, 'nope'])).toEqual(['nope']);
    expect(r.rooms.list().map((room) => room.roomId)).toEqual([a, b]);
    expect(r.rooms.stop([a])).toEqual([]);
    expect(r.rooms.list().map((room) => room.roomId)).toEqual([b]);
    await r.rooms.close();
    expect(r.rooms.list()).toEqual([]);
    expect(r.transitions.filter((t) => t.to === 'idle').map((t) => [t.roomId, t.reason])).toEqual([
      [a, 'stopped by staff'],
      [b, 'server shutting down'],
    ]);
    expect(r.minutes.map((m) => [m.roomId, m.chats, m.diamonds])).toEqual([
      [a, 1, 500],
      [b, 1, 500],
    ]);
    await expect(r.rooms.start({ source: 'simulator' })).rejects.toThrow('closed');
  });

  it('counts open streaks when staff stop a room, not when the server shuts down (a restart counts them once)', async () => {
    const streakSource: LiveSource = {
      kind: 'simulator',
      open(emit: (s: SourceSignal) => void) {
        emit({ type: 'connected' });
        const data = {
          common: { msgId: 's1', roomId: 'p1', createTime: '1700000000000' },
          giftId: '5655',
          repeatCount: 3,
          groupId: 'grp',
          user: { id: 'u1', nickname: 'Mina', displayId: 'mina' },
          gift: { id: '5655', name: 'Rose', diamondCount: 1, type: 1 },
        };
        emit({ type: 'message', message: { format: 'webcast', payload: { ts: 1_700_000_000_000, type: 'WebcastGiftMessage', data }, receivedAt: 1_700_000_000_000 } });
      },
    };
    const counted: string[] = [];
    const r = registry({
      createSource: async () => streakSource,
      publish: async (_topic, event) => {
        if (event.type === 'gift.counted') counted.push(`${event.roomId}:${event.gift.diamonds}`);
        return 1;
      },
    });
    const stoppedByStaff = await r.rooms.start({ source: 'simulator' });
    const interrupted = await r.rooms.start({ source: 'simulator' });
    r.rooms.stop([stoppedByStaff]);
    await r.rooms.close();
    expect(counted).toEqual([`${stoppedByStaff}:3`]);
    expect(r.transitions.filter((t) => t.to === 'idle').map((t) => [t.roomId, t.reason])).toEqual([
      [stoppedByStaff, 'stopped by staff'],
      [interrupted, 'server shutting down'],
    ]);
  });

  it('passes source errors on and registers nothing', async () => {
    const r = registry({ createSource: () => Promise.reject(new LiveSourceRequestError('file: "x.jsonl" was not found')) });
    await expect(r.rooms.start({ source: 'replay', file: 'x.jsonl' })).rejects.toBeInstanceOf(LiveSourceRequestError);
    expect(r.rooms.list()).toEqual([]);
  });

  it('derives the clock rate and the label from the request', () => {
    expect(clockRateOf({ source: 'replay', file: 'a.jsonl', speed: 0 })).toBe(0);
    expect(clockRateOf({ source: 'simulator', speed: 5 })).toBe(5);
    expect(clockRateOf({ source: 'simulator' })).toBe(1);
    expect(clockRateOf({ source: 'euler', uniqueId: 'host', speed: 5 })).toBe(1);
    expect(labelOf({ source: 'replay', file: 'sub/link.timeline.jsonl' }, 'r')).toBe('link.timeline.jsonl');
    expect(labelOf({ source: 'simulator' }, 'sim-abc123')).toBe('sim-abc123');
    expect(labelOf({ source: 'tikfinity', uniqueId: 'host' }, 'host-abcd')).toBe('host');
  });
});
