import { describe, expect, it, vi } from 'vitest';
import type { RoomTopicEvent } from '../../../streams/live/room-topic';
import type { LiveSource, SourceSignal } from '../sources/live-source';
import { createReplaySource } from '../sources/replay-source';
import { startRoomIngest, type RoomIngest } from './room-ingest';
import type { RoomMinute } from './room-figures';
import { TIKTOK_FIXTURES_DIR as FIXTURES } from '../../../tests/fixtures/fixtures-dir';

function ingest(source: LiveSource) {
  const published: RoomTopicEvent[] = [];
  const minutes: RoomMinute[] = [];
  const rejects: string[] = [];
  let room!: RoomIngest;
  const ended = new Promise<void>((done) => {
    room = startRoomIngest({
      roomId: 'r1',
      source,
      clockRate: 0,
      publish: (e) => {
        published.push(e);
        if (e.type === 'room.state' && e.status === 'ended') done();
      },
      onMinutes: (m) => minutes.push(...m),
      onTransition: () => undefined,
      onReject: (r) => rejects.push(r),
      random: () => 0.5,
    });
  });
  return { room, published, minutes, rejects, ended };
}

describe('room ingest on the fixture timelines (fixture README totals)', () => {
  for (const [name, total] of [['link', 37], ['web', 16], ['dupa', 17]] as const) {
    it(`${name}: ${total} diamonds exactly once, on the topic and in the summary`, async () => {
      const t = ingest(createReplaySource({ file: `${FIXTURES}/${name}.timeline.jsonl`, speed: 0 }));
      await t.ended;
      const summary = t.room.summary();
      expect(summary.state).toBe('ended');
      expect(summary.giftDiamonds).toBe(total);
      expect(summary.giftDiamondsProvisional).toBe(0);
      const counted = t.published.flatMap((e) => (e.type === 'gift.counted' ? [e.gift.diamonds] : []));
      expect(counted.reduce((a, b) => a + b, 0)).toBe(total);
      expect(t.minutes.reduce((sum, m) => sum + m.diamonds, 0)).toBe(total);
      expect(summary.viewerCount).toBeGreaterThan(0);
      expect(summary.likeTotal).toBeGreaterThan(0);
      t.room.stop();
    });
  }
});

describe('room ingest', () => {
  it('drops frames delivered twice (a reconnect replays recent history) and counts an open streak when stopped', async () => {
    const frame = (msgId: string, repeatCount: number, repeatEnd = false) => ({
      ts: 1_700_000_000_000 + repeatCount,
      type: 'WebcastGiftMessage',
      data: {
        common: { method: 'WebcastGiftMessage', msgId, roomId: 'p1', createTime: String(1_700_000_000_000 + repeatCount) },
        giftId: '5655',
        repeatCount,
        ...(repeatEnd ? { repeatEnd: 1 } : {}),
        groupId: 'g1',
        user: { id: 'u1', nickname: 'Mina', displayId: 'mina' },
        gift: { id: '5655', name: 'Rose', diamondCount: 1, type: 1 },
      },
    });
    const chat = { ts: 1_700_000_000_005, type: 'WebcastChatMessage', data: { common: { msgId: 'c1', roomId: 'p1' }, content: 'hi', user: { id: 'u2' } } };
    const source: LiveSource = {
      kind: 'replay',
      open(emit: (s: SourceSignal) => void) {
        emit({ type: 'connected' });
        for (const payload of [frame('m1', 1), frame('m2', 2), chat, frame('m1', 1), chat, frame('m3', 3), 'garbage'])
          emit({ type: 'message', message: { format: 'webcast', payload, receivedAt: 0 } });
      },
    };
    const t = ingest(source);
    expect(t.room.summary()).toMatchObject({ state: 'connected', giftDiamonds: 0, giftDiamondsProvisional: 3, chatCount: 1, rejectedCount: 1 });
    expect(t.published.filter((e) => e.type === 'chat')).toHaveLength(1);
    expect(t.published.filter((e) => e.type === 'gift')).toHaveLength(3);
    t.room.stop();
    expect(t.room.summary()).toMatchObject({ giftDiamonds: 3, giftDiamondsProvisional: 0, giftCount: 3 });
    expect(t.rejects).toHaveLength(1);
  });
});

describe('room ingest options and stop', () => {
  /** A source that connects and sends one open streak frame (repeatCount 2, no end frame) at `receivedAt`. */
  const openStreakSource = (receivedAt: number): LiveSource => ({
    kind: 'simulator',
    open(emit: (s: SourceSignal) => void) {
      emit({ type: 'connected' });
      const data = {
        common: { method: 'WebcastGiftMessage', msgId: 'g1', roomId: 'p1', createTime: String(receivedAt) },
        giftId: '5655',
        repeatCount: 2,
        groupId: 'grp',
        user: { id: 'u1', nickname: 'Mina', displayId: 'mina' },
        gift: { id: '5655', name: 'Rose', diamondCount: 1, type: 1 },
      };
      emit({ type: 'message', message: { format: 'webcast', payload: { ts: receivedAt, type: 'WebcastGiftMessage', data }, receivedAt } });
    },
  });

  it.each([
    [2_000, 3_000, 2],
    [undefined, 3_000, 0],
    [undefined, 11_000, 2],
  ])('streakIdleMs %s: an open streak is counted after %i ms of stream time → %i diamonds', (streakIdleMs, waitMs, diamonds) => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    try {
      const room = startRoomIngest({
        roomId: 'r1',
        source: openStreakSource(Date.now()),
        clockRate: 1,
        streakIdleMs,
        publish: () => undefined,
        onMinutes: () => undefined,
        onTransition: () => undefined,
        onReject: () => undefined,
      });
      expect(room.summary()).toMatchObject({ giftDiamonds: 0, giftDiamondsProvisional: 2 });
      vi.advanceTimersByTime(waitMs);
      expect(room.summary().giftDiamonds).toBe(diamonds);
      room.stop();
      expect(room.summary().giftDiamonds).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a shutdown stop (countOpenStreaks: false) leaves open streaks uncounted and publishes no count; a staff stop counts them', () => {
    const shutdown = ingest(openStreakSource(1_700_000_000_000));
    shutdown.room.stop('server shutting down', { countOpenStreaks: false });
    expect(shutdown.room.summary()).toMatchObject({ state: 'idle', giftDiamonds: 0 });
    expect(shutdown.published.filter((e) => e.type === 'gift.counted')).toEqual([]);

    const staff = ingest(openStreakSource(1_700_000_000_000));
    staff.room.stop();
    expect(staff.room.summary()).toMatchObject({ state: 'idle', giftDiamonds: 2 });
    expect(staff.published.filter((e) => e.type === 'gift.counted').map((e) => (e.type === 'gift.counted' ? e.gift.cause : null))).toEqual(['source-end']);
  });

  it('stops an ended room quietly (no event sent to the finished actor) and a running one into idle', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const t = ingest(createReplaySource({ file: `${FIXTURES}/link.timeline.jsonl`, speed: 0 }));
      await t.ended;
      t.room.stop();
      t.room.stop();
      expect(warn).not.toHaveBeenCalled();
      expect(t.room.summary().state).toBe('ended');
      expect(t.room.transitions().at(-1)).toMatchObject({ to: 'ended' });

      const running = ingest(openStreakSource(1_700_000_000_000));
      running.room.stop('done for today');
      expect(running.room.summary().state).toBe('idle');
      expect(running.room.transitions().at(-1)).toMatchObject({ from: 'connected', to: 'idle', reason: 'done for today' });
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
