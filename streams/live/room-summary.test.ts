import { describe, expect, it } from 'vitest';
import { applyRoomSummaryEvents, emptyRoomSummary } from './room-summary';
import type { RoomTopicEvent } from './room-topic';

const user = { userId: 'u1', uniqueId: 'mina', nickname: 'Mina', avatarUrl: null };
const base = { roomId: 'r1', createTime: 1, receivedAt: 1 };
const gift = { roomId: 'r1', msgId: 'g', user, toUserId: null, giftId: '1', giftName: 'Rose', diamondCount: 1, streakRepeatCount: 3, cause: 'end-frame' as const, streakKey: 's', countedAt: 1 };

describe('a room summary folded from its topic', () => {
  it('adds counters once per event, keeps running totals and latest values as the ingest does', () => {
    const events: RoomTopicEvent[] = [
      { type: 'room.state', roomId: 'r1', status: 'connected', reason: 'open', at: 1 },
      { type: 'chat', ...base, msgId: 'c1', user, content: 'hi' },
      { type: 'member', ...base, msgId: 'm1', user, memberCount: null },
      { type: 'social', ...base, msgId: 's1', user, action: 'follow' },
      { type: 'social', ...base, msgId: 's2', user, action: 'share' },
      { type: 'like', ...base, msgId: 'l1', user, count: 5, likeTotal: 900 },
      // Like totals arrive out of order: the larger stays.
      { type: 'roomStats', ...base, msgId: 'r1', viewerCount: 40, likeTotal: 850 },
      { type: 'gift.provisional', roomId: 'r1', provisionalDiamonds: 3, streaks: [] },
      { type: 'gift.counted', roomId: 'r1', gift: { ...gift, repeatCount: 3, diamonds: 3 }, giftDiamonds: 3 },
      { type: 'gift.provisional', roomId: 'r1', provisionalDiamonds: 0, streaks: [] },
    ];
    expect(applyRoomSummaryEvents(emptyRoomSummary('r1'), events)).toEqual({
      ...emptyRoomSummary('r1', 'connected'),
      chatCount: 1,
      memberCount: 1,
      followCount: 1,
      shareCount: 1,
      likeTotal: 900,
      viewerCount: 40,
      giftDiamonds: 3,
      giftCount: 3,
      giftDiamondsProvisional: 0,
    });
  });

  it('returns the same summary when nothing it holds changed', () => {
    const summary = emptyRoomSummary('r1');
    expect(applyRoomSummaryEvents(summary, [{ type: 'gift.provisional', roomId: 'r1', provisionalDiamonds: 0, streaks: [] }])).toBe(summary);
  });
});
