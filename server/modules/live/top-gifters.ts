/**
 * A room's gifters ranked by counted diamonds (the streamer info page's top gifters). Fed with every
 * `gift.counted` of the room, so the ranking covers the whole session, not only the recent events kept for
 * `GET …/events`. Plain data, no I/O.
 */
import type { TopGifter } from '../../../streams/contracts/live-rooms';
import type { CountedGift } from '../../../streams/live/gift-streak';

export interface TopGifters {
  /** Adds one counted gift to its sender's totals (the newest user details win: nicknames change). */
  add(gift: CountedGift): void;
  /**
   * The `size` best gifters: most diamonds first, then most gifts, then user id (a stable order for ties).
   * Copies, so callers may keep them.
   */
  top(size: number): TopGifter[];
  /** Distinct gifters so far. */
  readonly size: number;
}

/** Creates an empty ranking. */
export function createTopGifters(): TopGifters {
  const byUser = new Map<string, TopGifter>();
  return {
    add(gift) {
      const entry = byUser.get(gift.user.userId);
      if (entry) {
        entry.user = gift.user;
        entry.diamonds += gift.diamonds;
        entry.giftCount += gift.repeatCount;
      } else {
        byUser.set(gift.user.userId, { user: gift.user, diamonds: gift.diamonds, giftCount: gift.repeatCount });
      }
    },
    top(size) {
      return [...byUser.values()]
        .sort((a, b) => b.diamonds - a.diamonds || b.giftCount - a.giftCount || a.user.userId.localeCompare(b.user.userId))
        .slice(0, Math.max(0, size))
        .map((entry) => ({ user: { ...entry.user }, diamonds: entry.diamonds, giftCount: entry.giftCount }));
    },
    get size() {
      return byUser.size;
    },
  };
}
