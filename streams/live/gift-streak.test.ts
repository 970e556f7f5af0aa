import { describe, expect, it } from 'vitest';
import {
  closeGiftStreaks,
  createGiftLedger,
  endGiftLedger,
  giftLedgerView,
  nextStreakDeadline,
  recordGift,
  STREAK_IDLE_MS,
} from './gift-streak';
import type { GiftEvent } from './live-event';

const T0 = 1_701_792_300_000;

/** A Rose frame of user 1 in room r (streakable, 1 diamond) unless overridden. */
function gift(msgId: string, repeatCount: number, over: Partial<GiftEvent> = {}): GiftEvent {
  return {
    type: 'gift',
    roomId: 'r',
    msgId,
    createTime: T0,
    receivedAt: T0,
    user: { userId: '1', uniqueId: 'u1', nickname: 'U1', avatarUrl: null },
    giftId: '5655',
    giftName: 'Rose',
    diamondCount: 1,
    repeatCount,
    repeatEnd: false,
    groupId: 'g1',
    streakable: true,
    toUserId: 'host',
    ...over,
  };
}

describe('createGiftLedger', () => {
  it('refuses non-positive options', () => {
    expect(() => createGiftLedger({ idleMs: 0 })).toThrow(RangeError);
    expect(() => createGiftLedger({ dedupeMaxIds: Number.NaN })).toThrow(/dedupeMaxIds/);
  });
});

describe('streaks', () => {
  it('counts a streak once on its end frame at repeatCount × diamondCount, provisional until then', () => {
    const ledger = createGiftLedger();
    expect(recordGift(ledger, gift('a', 1, { diamondCount: 5 }), T0).outcome).toBe('provisional');
    recordGift(ledger, gift('b', 3, { diamondCount: 5 }), T0 + 100);
    expect(giftLedgerView(ledger)).toMatchObject({ countedDiamonds: 0, provisionalDiamonds: 15 });
    expect(giftLedgerView(ledger).openStreaks[0]).toMatchObject({ repeatCount: 3, runningDiamonds: 15, closesAt: T0 + 100 + STREAK_IDLE_MS });
    const step = recordGift(ledger, gift('c', 4, { diamondCount: 5, repeatEnd: true }), T0 + 200);
    expect(step.outcome).toBe('counted');
    expect(step.counted).toEqual([
      expect.objectContaining({ msgId: 'c', repeatCount: 4, streakRepeatCount: 4, diamonds: 20, cause: 'end-frame', toUserId: 'host', streakKey: 'r|1|5655|g1' }),
    ]);
    expect(giftLedgerView(ledger)).toMatchObject({ countedDiamonds: 20, provisionalDiamonds: 0, countedRecords: 1 });
  });

  it('ignores a finishing frame repeated under a new msgId (README: the end frame re-announces a count)', () => {
    const ledger = createGiftLedger();
    recordGift(ledger, gift('a', 1), T0);
    recordGift(ledger, gift('b', 11), T0 + 10);
    recordGift(ledger, gift('c', 11, { repeatEnd: true }), T0 + 20);
    const again = recordGift(ledger, gift('d', 11, { repeatEnd: true }), T0 + 30);
    expect(again).toEqual({ outcome: 'stale', counted: [] });
    expect(recordGift(ledger, gift('e', 10), T0 + 40).outcome).toBe('stale');
    expect(giftLedgerView(ledger).countedDiamonds).toBe(11);
    expect(endGiftLedger(ledger, T0 + 50)).toEqual([]);
  });

  it('keeps two streaks of one user with different groupIds apart', () => {
    const ledger = createGiftLedger();
    recordGift(ledger, gift('a', 1, { groupId: 'g1' }), T0);
    recordGift(ledger, gift('b', 1, { groupId: 'g2' }), T0 + 1);
    recordGift(ledger, gift('c', 5, { groupId: 'g1' }), T0 + 2);
    recordGift(ledger, gift('d', 2, { groupId: 'g2' }), T0 + 3);
    expect(giftLedgerView(ledger).openStreaks.map((s) => [s.groupId, s.repeatCount])).toEqual([
      ['g1', 5],
      ['g2', 2],
    ]);
    const g2 = recordGift(ledger, gift('e', 2, { groupId: 'g2', repeatEnd: true }), T0 + 4).counted;
    const g1 = recordGift(ledger, gift('f', 5, { groupId: 'g1', repeatEnd: true }), T0 + 5).counted;
    expect(g2.map((r) => r.diamonds)).toEqual([2]);
    expect(g1.map((r) => r.diamonds)).toEqual([5]);
    expect(giftLedgerView(ledger).countedDiamonds).toBe(7);
  });

  it('keeps streaks of different users, and of one user with different gifts, apart', () => {
    const ledger = createGiftLedger();
    recordGift(ledger, gift('a', 3), T0);
    recordGift(ledger, gift('b', 2, { user: { userId: '2', uniqueId: '', nickname: '', avatarUrl: null } }), T0);
    recordGift(ledger, gift('c', 4, { giftId: '7934', diamondCount: 2 }), T0);
    expect(giftLedgerView(ledger).provisionalDiamonds).toBe(3 + 2 + 8);
  });

  it('takes the highest repeatCount when frames arrive out of order', () => {
    const ledger = createGiftLedger();
    recordGift(ledger, gift('a', 7), T0);
    recordGift(ledger, gift('b', 3), T0 + 1);
    expect(recordGift(ledger, gift('c', 5, { repeatEnd: true }), T0 + 2).counted[0]?.diamonds).toBe(7);
  });
});

describe('missing end frame', () => {
  it('closes an idle streak at its highest count exactly STREAK_IDLE_MS after its last frame, not before', () => {
    const ledger = createGiftLedger();
    recordGift(ledger, gift('a', 1), T0);
    recordGift(ledger, gift('b', 8), T0 + 500);
    expect(nextStreakDeadline(ledger)).toBe(T0 + 500 + STREAK_IDLE_MS);
    expect(closeGiftStreaks(ledger, T0 + 500 + STREAK_IDLE_MS - 1)).toEqual([]);
    expect(giftLedgerView(ledger).provisionalDiamonds).toBe(8);
    const closed = closeGiftStreaks(ledger, T0 + 500 + STREAK_IDLE_MS);
    expect(closed).toEqual([expect.objectContaining({ msgId: 'b', repeatCount: 8, diamonds: 8, cause: 'idle' })]);
    expect(nextStreakDeadline(ledger)).toBeNull();
    expect(giftLedgerView(ledger)).toMatchObject({ countedDiamonds: 8, provisionalDiamonds: 0 });
  });

  it('honours a configured idle time and closes due streaks before handling the next frame', () => {
    const ledger = createGiftLedger({ idleMs: 3_000 });
    recordGift(ledger, gift('a', 2), T0);
    const step = recordGift(ledger, gift('x', 1, { groupId: 'other' }), T0 + 3_000);
    expect(step.counted).toEqual([expect.objectContaining({ msgId: 'a', diamonds: 2, cause: 'idle' })]);
  });

  it('counts only the difference when a streak closed as idle continues later, and nothing for its old end frame', () => {
    const ledger = createGiftLedger();
    recordGift(ledger, gift('a', 4), T0);
    closeGiftStreaks(ledger, T0 + STREAK_IDLE_MS);
    expect(recordGift(ledger, gift('b', 4, { repeatEnd: true }), T0 + STREAK_IDLE_MS + 1).outcome).toBe('stale');
    const later = recordGift(ledger, gift('c', 6, { repeatEnd: true }), T0 + STREAK_IDLE_MS + 2);
    expect(later.counted).toEqual([expect.objectContaining({ repeatCount: 2, streakRepeatCount: 6, diamonds: 2, cause: 'end-frame' })]);
    expect(giftLedgerView(ledger).countedDiamonds).toBe(6);
  });

  it('closes every open streak at its highest count when the source ends', () => {
    const ledger = createGiftLedger();
    recordGift(ledger, gift('a', 3), T0);
    recordGift(ledger, gift('b', 1, { groupId: 'g2', diamondCount: 10 }), T0);
    const closed = endGiftLedger(ledger, T0 + 1);
    expect(closed.map((r) => [r.cause, r.diamonds])).toEqual([
      ['source-end', 3],
      ['source-end', 10],
    ]);
    expect(giftLedgerView(ledger).countedDiamonds).toBe(13);
  });
});

describe('dedupe by msgId', () => {
  it('drops frames replayed under the same msgId after a reconnect', () => {
    const ledger = createGiftLedger();
    const frames = [gift('a', 1), gift('b', 2), gift('c', 2, { repeatEnd: true }), gift('s', 3, { streakable: false, diamondCount: 5 })];
    for (const f of frames) recordGift(ledger, f, T0);
    const replayed = frames.map((f) => recordGift(ledger, f, T0 + 2_000));
    expect(replayed.map((s) => s.outcome)).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(giftLedgerView(ledger)).toMatchObject({ countedDiamonds: 2 + 15, duplicates: 4 });
  });

  it('counts a non-streakable gift once per msgId: repeated with the same msgId once, with a new msgId again', () => {
    const ledger = createGiftLedger();
    const single = gift('m1', 1, { streakable: false, giftId: '7934', diamondCount: 30, groupId: '0' });
    expect(recordGift(ledger, single, T0).counted).toEqual([expect.objectContaining({ cause: 'single', diamonds: 30, streakKey: null })]);
    expect(recordGift(ledger, single, T0 + 1)).toEqual({ outcome: 'duplicate', counted: [] });
    expect(recordGift(ledger, { ...single, msgId: 'm2' }, T0 + 2).counted[0]?.diamonds).toBe(30);
    expect(giftLedgerView(ledger).countedDiamonds).toBe(60);
  });

  it('keeps memory bounded: only the last dedupeMaxIds ids and those younger than dedupeMaxAgeMs are remembered', () => {
    const ledger = createGiftLedger({ dedupeMaxIds: 3, dedupeMaxAgeMs: 60_000 });
    const single = (id: string) => gift(id, 1, { streakable: false });
    for (const id of ['1', '2', '3', '4']) recordGift(ledger, single(id), T0);
    expect(ledger.seen.size).toBe(3);
    expect(recordGift(ledger, single('4'), T0).outcome).toBe('duplicate');
    expect(recordGift(ledger, single('1'), T0).outcome).toBe('counted'); // forgotten: outside the window
    closeGiftStreaks(ledger, T0 + 60_001);
    expect(ledger.seen.size).toBe(0);
  });
});
