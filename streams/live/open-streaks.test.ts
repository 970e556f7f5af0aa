import { describe, expect, it } from 'vitest';
import { createGiftLedger, giftLedgerView, recordGift } from './gift-streak';
import { changedStreaks, foldOpenStreaks, type OpenStreaks, type TopicStreak } from './open-streaks';
import type { GiftEvent } from './live-event';
import type { RoomTopicEvent } from './room-topic';

const viewer = (n: number) => ({ userId: `u${n}`, uniqueId: `viewer${n}`, nickname: `Viewer ${n}`, avatarUrl: null });

const frame = (n: number, repeatCount: number, repeatEnd = false, at = 1_000): GiftEvent => ({
  type: 'gift',
  roomId: 'r1',
  msgId: `m${n}-${repeatCount}-${repeatEnd ? 'end' : 'run'}`,
  createTime: at,
  receivedAt: at,
  user: viewer(n),
  toUserId: null,
  giftId: '5655',
  giftName: 'Rose',
  diamondCount: 1,
  repeatCount,
  repeatEnd,
  streakable: true,
  groupId: `g${n}`,
});

const streak = (key: string, repeatCount: number): TopicStreak => ({
  streakKey: key,
  user: viewer(1),
  toUserId: null,
  giftId: '5655',
  giftName: 'Rose',
  diamondCount: 1,
  repeatCount,
  runningDiamonds: repeatCount,
});

describe('changedStreaks (what a provisional frame carries)', () => {
  it('sends a growing streak each time it grows and leaves the 199 quiet ones out', () => {
    const ledger = createGiftLedger();
    for (let n = 0; n < 200; n++) recordGift(ledger, frame(n, 1), 1_000);
    const first = changedStreaks(new Map(), giftLedgerView(ledger).openStreaks);
    expect(first.changed).toHaveLength(200);

    recordGift(ledger, frame(7, 5), 1_100);
    const second = changedStreaks(first.sent, giftLedgerView(ledger).openStreaks);
    expect(second.changed.map((s) => [s.user.uniqueId, s.repeatCount, s.runningDiamonds])).toEqual([['viewer7', 5, 5]]);

    const same = changedStreaks(second.sent, giftLedgerView(ledger).openStreaks);
    expect(same.changed).toEqual([]);
  });

  it('sends a streak again when it reopens after it was counted', () => {
    const ledger = createGiftLedger();
    recordGift(ledger, frame(1, 3), 1_000);
    const open = changedStreaks(new Map(), giftLedgerView(ledger).openStreaks);
    recordGift(ledger, frame(1, 3, true), 1_050);
    const closed = changedStreaks(open.sent, giftLedgerView(ledger).openStreaks);
    expect(closed.changed).toEqual([]);
    expect(closed.sent.size).toBe(0);
    recordGift(ledger, frame(1, 5), 1_100);
    const reopened = changedStreaks(closed.sent, giftLedgerView(ledger).openStreaks);
    expect(reopened.changed.map((s) => [s.repeatCount, s.runningDiamonds])).toEqual([[5, 2]]);
  });
});

describe('foldOpenStreaks (a reader that needs every open streak)', () => {
  const provisional = (...streaks: TopicStreak[]): RoomTopicEvent => ({ type: 'gift.provisional', roomId: 'r1', provisionalDiamonds: 0, streaks });
  const counted = (streakKey: string | null): RoomTopicEvent => ({
    type: 'gift.counted',
    roomId: 'r1',
    giftDiamonds: 0,
    gift: { roomId: 'r1', msgId: 'x', user: viewer(1), toUserId: null, giftId: '5655', giftName: 'Rose', diamondCount: 1, repeatCount: 4, streakRepeatCount: 4, diamonds: 4, cause: 'end-frame', streakKey, countedAt: 0 },
  });

  it('keeps the streaks earlier frames carried, updates the ones a frame carries, and drops a counted one', () => {
    let open: OpenStreaks = new Map();
    open = foldOpenStreaks(open, provisional(streak('a', 1), streak('b', 2)));
    open = foldOpenStreaks(open, provisional(streak('a', 4)));
    expect([...open.values()].map((s) => [s.streakKey, s.repeatCount])).toEqual([
      ['a', 4],
      ['b', 2],
    ]);
    open = foldOpenStreaks(open, counted('a'));
    expect([...open.keys()]).toEqual(['b']);
  });

  it('returns the same map for events that change nothing', () => {
    const open: OpenStreaks = new Map([['b', streak('b', 2)]]);
    expect(foldOpenStreaks(open, provisional())).toBe(open);
    expect(foldOpenStreaks(open, counted(null))).toBe(open);
    expect(foldOpenStreaks(open, counted('zz'))).toBe(open);
  });
});

