/**
 * A room's running figures (`GET api/live/rooms/{roomId}/summary`) and its per-minute buckets for later charts.
 * Fed with normalized events and counted gifts; plain data, no I/O.
 */
import type { LiveEvent } from '../../../streams/live/live-event';
import type { CountedGift } from '../../../streams/live/gift-streak';
import { mergeLikeTotal } from '../../../streams/live/like-total';

/** Counts of a room since it started. `giftCount` = gifts counted exactly once (Σ repeatCount), `memberCount` = joins. */
export interface RoomCounts {
  giftDiamonds: number;
  giftCount: number;
  likeTotal: number;
  viewerCount: number;
  memberCount: number;
  chatCount: number;
  followCount: number;
  shareCount: number;
}

/** One minute of a room (stream time): the figures stored for charts. */
export interface RoomMinute {
  /** Start of the minute, epoch ms. */
  minute: number;
  /** Last viewer count seen in the minute (null when none arrived). */
  viewers: number | null;
  /** Highest like total known at the end of the minute (null when none yet). */
  likeTotal: number | null;
  diamonds: number;
  gifts: number;
  chats: number;
  joins: number;
  follows: number;
  shares: number;
}

const MINUTE_MS = 60_000;

export interface RoomFigures {
  counts(): RoomCounts;
  /** Applies an event; returns the minutes that closed because this event belongs to a later one. */
  addEvent(event: LiveEvent): RoomMinute[];
  addCounted(gift: CountedGift): void;
  /** Closes the current minute (room stopped or ended). */
  flush(): RoomMinute[];
  /** A copy of the minute being filled (null before the first event), for writers that upsert it as it grows. */
  current(): RoomMinute | null;
}

/** Creates empty figures. */
export function createRoomFigures(): RoomFigures {
  const counts: RoomCounts = { giftDiamonds: 0, giftCount: 0, likeTotal: 0, viewerCount: 0, memberCount: 0, chatCount: 0, followCount: 0, shareCount: 0 };
  let likeTotal: number | null = null;
  let bucket: RoomMinute | null = null;

  const open = (minute: number): RoomMinute => ({ minute, viewers: null, likeTotal, diamonds: 0, gifts: 0, chats: 0, joins: 0, follows: 0, shares: 0 });
  /** The bucket of `time`, closing the current one when `time` is in a later minute. */
  const bucketFor = (time: number, closed: RoomMinute[]): RoomMinute => {
    const minute = Math.floor(time / MINUTE_MS) * MINUTE_MS;
    if (bucket && minute > bucket.minute) {
      closed.push(bucket);
      bucket = open(minute);
    }
    bucket ??= open(minute);
    return bucket;
  };

  return {
    counts: () => ({ ...counts, likeTotal: likeTotal ?? 0 }),
    addEvent(event) {
      const closed: RoomMinute[] = [];
      const b = bucketFor(event.createTime, closed);
      switch (event.type) {
        case 'like':
          likeTotal = mergeLikeTotal(likeTotal, event.likeTotal);
          b.likeTotal = likeTotal;
          break;
        case 'roomStats':
          counts.viewerCount = event.viewerCount;
          b.viewers = event.viewerCount;
          likeTotal = mergeLikeTotal(likeTotal, event.likeTotal);
          b.likeTotal = likeTotal;
          break;
        case 'chat':
          counts.chatCount++;
          b.chats++;
          break;
        case 'member':
          counts.memberCount++;
          b.joins++;
          break;
        case 'social':
          if (event.action === 'follow') {
            counts.followCount++;
            b.follows++;
          } else {
            counts.shareCount++;
            b.shares++;
          }
          break;
        default:
          break;
      }
      return closed;
    },
    addCounted(gift) {
      counts.giftDiamonds += gift.diamonds;
      counts.giftCount += gift.repeatCount;
      if (bucket) {
        bucket.diamonds += gift.diamonds;
        bucket.gifts += gift.repeatCount;
      }
    },
    flush() {
      const closed = bucket ? [bucket] : [];
      bucket = null;
      return closed;
    },
    current: () => (bucket ? { ...bucket } : null),
  };
}
