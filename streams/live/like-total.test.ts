import { from, lastValueFrom, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from './live-event';
import { likeTotal, likeTotalOf, mergeLikeTotal } from './like-total';

const user = { userId: '1', uniqueId: 'u', nickname: 'U', avatarUrl: null };
const like = (msgId: string, likeTotal: number | null): LiveEvent => ({
  type: 'like',
  roomId: 'r',
  msgId,
  createTime: 1,
  receivedAt: 1,
  user,
  count: 15,
  likeTotal,
});

describe('like totals', () => {
  it('merge with max: an older, lower total never lowers the figure', () => {
    expect(mergeLikeTotal(null, 414_892)).toBe(414_892);
    expect(mergeLikeTotal(414_962, 390_608)).toBe(414_962);
    expect(mergeLikeTotal(414_962, 415_490)).toBe(415_490);
    expect(mergeLikeTotal(10, null)).toBe(10);
    expect(mergeLikeTotal(null, undefined)).toBeNull();
  });

  it('reads totals from like and roomStats events only', () => {
    expect(likeTotalOf(like('a', 5))).toBe(5);
    expect(likeTotalOf({ type: 'roomStats', roomId: 'r', msgId: 'b', createTime: 1, receivedAt: 1, viewerCount: 3, likeTotal: 9 })).toBe(9);
    expect(likeTotalOf({ type: 'chat', roomId: 'r', msgId: 'c', createTime: 1, receivedAt: 1, user, content: 'hi' })).toBeNull();
  });

  it('emits the total only when it grows, with out-of-order values as in the link capture', async () => {
    // The first like totals of link.timeline.jsonl, in capture order.
    const totals = [414_892, 414_962, 390_608, 390_623, 390_624, 415_490, null, 415_490, 415_589];
    const out = await lastValueFrom(from(totals.map((t, i) => like(String(i), t))).pipe(likeTotal(), toArray()));
    expect(out).toEqual([414_892, 414_962, 415_490, 415_589]);
  });
});
