/** Stale tiles (server clock) and a stale wall (its own polls). */
import { describe, expect, it } from 'vitest';
import { WALL_STALE_MS } from '../../../../../streams/contracts/monitor-wall';
import { FEED_STALE_AFTER_MS, isFeedStale, isTileStale, secondsSince, tileAgeMs } from './wall-staleness';

describe('tile staleness', () => {
  it('is measured on the server clock against WALL_STALE_MS', () => {
    const serverTime = 1_000_000;
    expect(isTileStale({ updatedAt: serverTime - WALL_STALE_MS }, serverTime)).toBe(false);
    expect(isTileStale({ updatedAt: serverTime - WALL_STALE_MS - 1 }, serverTime)).toBe(true);
    // A worker whose clock runs ahead is not "negative" stale.
    expect(tileAgeMs({ updatedAt: serverTime + 500 }, serverTime)).toBe(0);
  });
});

describe('wall staleness', () => {
  it('is never stale before the first answer', () => {
    expect(isFeedStale({ answeredAt: 0, failing: true }, 50_000)).toBe(false);
  });

  it('is stale as soon as a poll fails, and when answers stop coming without failing', () => {
    expect(isFeedStale({ answeredAt: 10_000, failing: true }, 10_500)).toBe(true);
    expect(isFeedStale({ answeredAt: 10_000, failing: false }, 10_000 + FEED_STALE_AFTER_MS)).toBe(false);
    expect(isFeedStale({ answeredAt: 10_000, failing: false }, 10_001 + FEED_STALE_AFTER_MS)).toBe(true);
  });

  it('counts whole seconds since the last answer', () => {
    expect(secondsSince(10_000, 22_999)).toBe(12);
    expect(secondsSince(10_000, 9_000)).toBe(0);
  });
});
