/**
 * Who a counted gift scores for in a group-live game, and how much: gifts from the host room are attributed to the
 * streamer the gift is assigned to, or to the receiving guest when the configuration says so.
 *
 * Rules (written in the configuration page's help text and the README):
 * - `attribution: 'gift'`: the gift must be one of the selected gifts and assigned to a streamer; it scores
 *   its configured price × count for that streamer, whoever received it.
 * - `attribution: 'receiver'`: it scores for the streamer whose ID is the gift's `toUserId` (multi-guest
 *   rooms); a selected gift scores at its configured price, any other gift at its catalogue diamonds.
 * - A gift priced below `minGiftValue` (diamonds per gift) does not score.
 * Pure.
 */
import type { LiveConfigBody } from './live-config';

/** What attribution needs of a counted gift record (`gift.counted` of streams/live/room-topic.ts). */
export interface AttributableGift {
  giftId: string;
  diamondCount: number;
  /** Gifts counted by this record. */
  repeatCount: number;
  toUserId: string | null;
}

export type AttributionConfig = Pick<LiveConfigBody, 'streamers' | 'gifts' | 'attribution' | 'minGiftValue'>;

/** A gift's score: `points` = `price` × `count`. */
export interface GiftAttribution {
  streamerId: string;
  price: number;
  count: number;
  points: number;
}

/** Attributes one counted gift; `null` when it scores for nobody in this configuration. */
export function attributeGift(config: AttributionConfig, gift: AttributableGift): GiftAttribution | null {
  const selected = config.gifts.find((g) => g.giftId === gift.giftId);
  let streamerId: string | undefined;
  let price: number;
  if (config.attribution === 'receiver') {
    if (!gift.toUserId) return null;
    streamerId = config.streamers.find((s) => s.anchorId === gift.toUserId)?.anchorId;
    price = selected?.price ?? gift.diamondCount;
  } else {
    if (!selected) return null;
    streamerId = config.streamers.find((s) => s.gifts.includes(gift.giftId))?.anchorId;
    price = selected.price;
  }
  if (!streamerId || price < config.minGiftValue || gift.repeatCount <= 0) return null;
  return { streamerId, price, count: gift.repeatCount, points: price * gift.repeatCount };
}
