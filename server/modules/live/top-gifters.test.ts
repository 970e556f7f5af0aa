import { describe, expect, it } from 'vitest';
import type { CountedGift } from '../../../streams/live/gift-streak';
import { createTopGifters } from './top-gifters';

const gift = (userId: string, diamonds: number, repeatCount: number, nickname = `n${userId}`): CountedGift => ({
  roomId: 'r',
  msgId: `${userId}-${diamonds}`,
  user: { userId, uniqueId: `u${userId}`, nickname, avatarUrl: null },
  toUserId: null,
  giftId: '5655',
  giftName: 'Rose',
  diamondCount: diamonds / repeatCount,
  repeatCount,
  streakRepeatCount: repeatCount,
  diamonds,
  cause: 'end-frame',
  streakKey: null,
  countedAt: 0,
});

describe('top gifters', () => {
  it('sums per user, ranks by diamonds then gifts then user id, keeps the newest user details', () => {
    const top = createTopGifters();
    top.add(gift('1', 10, 10));
    top.add(gift('2', 12, 6));
    top.add(gift('1', 5, 5, 'renamed'));
    top.add(gift('3', 12, 12));
    top.add(gift('4', 12, 12));
    expect(top.size).toBe(4);
    expect(top.top(10).map((g) => [g.user.userId, g.diamonds, g.giftCount])).toEqual([
      ['1', 15, 15],
      ['3', 12, 12],
      ['4', 12, 12],
      ['2', 12, 6],
    ]);
    expect(top.top(1)[0]!.user.nickname).toBe('renamed');
    expect(top.top(0)).toEqual([]);
  });

  it('answers copies', () => {
    const top = createTopGifters();
    top.add(gift('1', 1, 1));
    top.top(1)[0]!.diamonds = 99;
    expect(top.top(1)[0]!.diamonds).toBe(1);
  });
});
