import { describe, expect, it } from 'vitest';
import { countedEvent, fan, provisionalEvent } from '../testing/live-fixtures';
import { NO_FILTERS, applyLiveEvents, emptyFeed, filterFeed, mergeRecentEvents, rowDiamonds, type GiftFeed } from './gift-feed';

const NOW = 1_700_000_001_000;
const apply = (feed: GiftFeed, ...events: Parameters<typeof applyLiveEvents>[1][number][]) => applyLiveEvents(feed, events, NOW);

describe('gift feed: streaks', () => {
  it('shows a streak growing on one row, then counts it exactly once when its gift.counted arrives', () => {
    let feed = emptyFeed();
    feed = apply(feed, provisionalEvent([{ streakKey: 'k1', repeatCount: 1, diamondCount: 5 }]));
    feed = apply(feed, provisionalEvent([{ streakKey: 'k1', repeatCount: 3, diamondCount: 5 }]));
    feed = apply(feed, provisionalEvent([{ streakKey: 'k1', repeatCount: 7, diamondCount: 5 }]));
    expect(feed.rows).toHaveLength(1);
    expect(feed.rows[0]).toMatchObject({ status: 'streaking', repeatCount: 7, runningDiamonds: 35, countedDiamonds: 0 });
    expect(feed.countedDiamonds).toBe(0);
    expect(feed.provisionalDiamonds).toBe(35);

    const counted = countedEvent({ msgId: 'end', streakKey: 'k1', repeatCount: 10, diamondCount: 5, giftDiamonds: 50 });
    feed = apply(feed, counted);
    expect(feed.rows).toHaveLength(1);
    expect(feed.rows[0]).toMatchObject({ status: 'counted', repeatCount: 10, runningDiamonds: 0, countedDiamonds: 50 });
    expect(feed.countedDiamonds).toBe(50);
    expect(feed.roomDiamonds).toBe(50);

    // The same record again (a resubscription replay) and a late provisional frame change nothing.
    const again = apply(feed, counted, provisionalEvent([{ streakKey: 'k1', repeatCount: 10, diamondCount: 5 }]));
    expect(again.rows).toEqual(feed.rows);
    expect(again.countedDiamonds).toBe(50);
    expect(rowDiamonds(again.rows[0]!)).toBe(50);
  });

  it('keeps rows that did not change as the same objects (memoised rows skip rendering)', () => {
    let feed = apply(
      emptyFeed(),
      provisionalEvent([
        { streakKey: 'a', repeatCount: 1 },
        { streakKey: 'b', repeatCount: 1 },
      ]),
    );
    const before = feed.rows.find((r) => r.streakKey === 'b');
    feed = apply(feed, provisionalEvent([{ streakKey: 'a', repeatCount: 2 }]));
    expect(feed.rows.find((r) => r.streakKey === 'b')).toBe(before);
    expect(feed.rows.find((r) => r.streakKey === 'a')).toMatchObject({ repeatCount: 2 });
  });

  it('counts only the difference when a counted streak is reopened by a higher count', () => {
    let feed = apply(emptyFeed(), countedEvent({ msgId: 'c1', streakKey: 'k', repeatCount: 10, giftDiamonds: 10 }));
    feed = apply(feed, provisionalEvent([{ streakKey: 'k', repeatCount: 12, runningDiamonds: 2 }]));
    expect(feed.rows[0]).toMatchObject({ status: 'streaking', repeatCount: 12, countedDiamonds: 10, runningDiamonds: 2 });
    feed = apply(feed, countedEvent({ msgId: 'c2', streakKey: 'k', repeatCount: 2, streakRepeatCount: 12, giftDiamonds: 12 }));
    expect(feed.rows).toHaveLength(1);
    expect(feed.rows[0]).toMatchObject({ status: 'counted', repeatCount: 12, countedDiamonds: 12, runningDiamonds: 0 });
    expect(feed.countedDiamonds).toBe(12);
  });

  it('stamps live rows with the local receipt time (the stream clock may run ahead), page rows with countedAt', () => {
    let feed = apply(emptyFeed(), countedEvent({ msgId: 'live', repeatCount: 1, giftDiamonds: 2, countedAt: NOW + 60_000 }));
    feed = mergeRecentEvents(feed, [countedEvent({ msgId: 'old', repeatCount: 1, giftDiamonds: 1, countedAt: NOW - 5_000 })]);
    expect(feed.rows.map((r) => [r.key, r.at])).toEqual([
      ['m:live', NOW],
      ['m:old', NOW - 5_000],
    ]);
  });

  it('puts single gifts on their own rows, newest first', () => {
    const feed = apply(
      emptyFeed(),
      countedEvent({ msgId: 'm1', repeatCount: 1, diamondCount: 99, giftName: 'Galaxy', giftDiamonds: 99 }),
      countedEvent({ msgId: 'm2', repeatCount: 1, diamondCount: 1, giftDiamonds: 100 }),
    );
    expect(feed.rows.map((r) => r.key)).toEqual(['m:m2', 'm:m1']);
    expect(feed.countedDiamonds).toBe(100);
  });
});

describe('gift feed: initial page and cap', () => {
  it('merges the REST page below the live rows and never counts a gift both ways', () => {
    const live = countedEvent({ msgId: 'm3', repeatCount: 1, diamondCount: 3, giftDiamonds: 9, countedAt: 3 });
    let feed = apply(emptyFeed(), live);
    feed = mergeRecentEvents(feed, [
      live, // also in the page: the page was read after the topic delivered it
      countedEvent({ msgId: 'm2', repeatCount: 1, diamondCount: 3, giftDiamonds: 6, countedAt: 2 }),
      countedEvent({ msgId: 'm1', repeatCount: 1, diamondCount: 3, giftDiamonds: 3, countedAt: 1 }),
    ]);
    expect(feed.rows.map((r) => r.key)).toEqual(['m:m3', 'm:m2', 'm:m1']);
    expect(feed.countedDiamonds).toBe(9);
    expect(feed.roomDiamonds).toBe(9);
  });

  it('keeps at most `cap` rows, dropping the oldest', () => {
    const events = Array.from({ length: 8 }, (_, i) => countedEvent({ msgId: `m${i}`, repeatCount: 1, giftDiamonds: i + 1 }));
    const feed = applyLiveEvents(emptyFeed(5), events, NOW);
    expect(feed.rows.map((r) => r.key)).toEqual(['m:m7', 'm:m6', 'm:m5', 'm:m4', 'm:m3']);
    expect(feed.countedDiamonds).toBe(8);
  });

  it('returns the same feed for events it does not show', () => {
    const feed = emptyFeed();
    const chat = { type: 'chat', roomId: 'sim-1', msgId: 'x', createTime: 1, receivedAt: 1, user: fan(1), content: 'hi' } as const;
    expect(applyLiveEvents(feed, [chat], NOW)).toBe(feed);
  });
});

describe('gift feed: filters', () => {
  const feed = apply(
    emptyFeed(),
    countedEvent({ msgId: 'm1', user: fan(1, 'Alice'), giftName: 'Rose', repeatCount: 1, diamondCount: 1, giftDiamonds: 1 }),
    countedEvent({ msgId: 'm2', user: fan(2, 'Bob'), giftName: 'Galaxy', repeatCount: 1, diamondCount: 1000, giftDiamonds: 1001 }),
    provisionalEvent([{ streakKey: 's', user: fan(3, 'Carol'), giftName: 'Rose', repeatCount: 4, diamondCount: 5 }]),
  );

  it('filters by user (nickname or @uniqueId), gift, minimum diamonds and counted only', () => {
    const names = (filters: Partial<typeof NO_FILTERS>) => filterFeed(feed.rows, { ...NO_FILTERS, ...filters }).map((r) => r.user.nickname);
    expect(names({})).toEqual(['Carol', 'Bob', 'Alice']);
    expect(names({ user: 'ali' })).toEqual(['Alice']);
    expect(names({ user: '@fan2' })).toEqual(['Bob']);
    expect(names({ gift: 'ROSE' })).toEqual(['Carol', 'Alice']);
    expect(names({ minDiamonds: 20 })).toEqual(['Carol', 'Bob']);
    expect(names({ countedOnly: true })).toEqual(['Bob', 'Alice']);
    expect(names({ gift: 'rose', countedOnly: true })).toEqual(['Alice']);
  });

  it('returns the rows themselves when no filter is set', () => {
    expect(filterFeed(feed.rows, NO_FILTERS)).toBe(feed.rows);
  });
});
