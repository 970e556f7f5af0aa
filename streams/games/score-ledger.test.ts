import { describe, expect, it } from 'vitest';
import {
  ADJUSTMENT_MESSAGES,
  appendScore,
  createScoreLedger,
  flowerAdjustmentError,
  giftKeyOf,
  ledgerScoreboard,
  ledgerTopContributors,
  scoreAdjustmentSchema,
  scoreboard,
  topContributors,
  type ScoreEntry,
} from './score-ledger';

const viewer = (userId: string) => ({ userId, uniqueId: `u${userId}`, nickname: `Viewer ${userId}`, avatarUrl: null });
const gift = (round: number, streamerId: string, msgId: string, points: number, userId = '1'): Omit<ScoreEntry, 'seq'> => ({
  round,
  streamerId,
  delta: points,
  at: 1_000,
  cause: { kind: 'gift', key: giftKeyOf({ msgId, streakRepeatCount: 1 }), msgId, user: viewer(userId), giftId: '5655', giftName: 'Rose', count: points, price: 1 },
});

describe('score ledger', () => {
  it('counts a gift record once per round, even when it is fed again (hub replay, restart)', () => {
    const ledger = createScoreLedger();
    expect(appendScore(ledger, gift(1, 'a', 'm1', 5))?.seq).toBe(1);
    expect(appendScore(ledger, gift(1, 'a', 'm1', 5))).toBeNull();
    expect(appendScore(ledger, gift(2, 'a', 'm1', 5))?.seq).toBe(2);
    expect(scoreboard(ledger.entries, 1, ['a', 'b'])).toEqual([
      { streamerId: 'a', score: 5, rank: 1 },
      { streamerId: 'b', score: 0, rank: 2 },
    ]);

    const restored = createScoreLedger(ledger.entries);
    expect(appendScore(restored, gift(1, 'a', 'm1', 5))).toBeNull();
    expect(appendScore(restored, gift(1, 'b', 'm2', 7))?.seq).toBe(3);
  });

  it('derives the board from gifts, manual adjustments and effects; equal scores share a rank; never below 0', () => {
    const ledger = createScoreLedger();
    appendScore(ledger, gift(1, 'a', 'm1', 10));
    appendScore(ledger, { round: 1, streamerId: 'b', delta: 10, at: 2, cause: { kind: 'manual', by: 'admin', reason: 'bonus' } });
    appendScore(ledger, { round: 1, streamerId: 'c', delta: -5, at: 3, cause: { kind: 'manual', by: 'admin', reason: 'fix' } });
    appendScore(ledger, { round: 1, streamerId: 'a', delta: 10, at: 4, cause: { kind: 'effect', effect: 'fire', giftKey: 'm1|1', multiplier: 2 } });
    appendScore(ledger, gift(1, 'b', 'm2', 10));
    expect(scoreboard(ledger.entries, 1, ['c', 'b', 'a'])).toEqual([
      { streamerId: 'b', score: 20, rank: 1 },
      { streamerId: 'a', score: 20, rank: 1 },
      { streamerId: 'c', score: 0, rank: 3 },
    ]);
  });

  it('ranks the viewers who gave most to a streamer, effects included', () => {
    const ledger = createScoreLedger();
    appendScore(ledger, gift(1, 'a', 'm1', 3, '1'));
    appendScore(ledger, gift(1, 'a', 'm2', 5, '2'));
    appendScore(ledger, gift(1, 'a', 'm3', 4, '1'));
    appendScore(ledger, gift(1, 'b', 'm4', 100, '3'));
    appendScore(ledger, { round: 1, streamerId: 'a', delta: 5, at: 5, cause: { kind: 'effect', effect: 'fire', giftKey: 'm2|1', multiplier: 2 } });
    expect(topContributors(ledger.entries, 1, 'a').map((c) => [c.userId, c.points])).toEqual([
      ['2', 10],
      ['1', 7],
    ]);
  });
});

describe('running totals', () => {
  it('give the same board and contributors as walking the whole ledger, after any mix of entries and a restore', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const ledger = createScoreLedger();
    const streamers = ['a', 'b', 'c'];
    for (let i = 0; i < 2_000; i += 1) {
      const round = 1 + Math.floor(random() * 2);
      const streamerId = streamers[Math.floor(random() * 3)]!;
      const roll = random();
      if (roll < 0.7) appendScore(ledger, gift(round, streamerId, `m${Math.floor(random() * 1_500)}`, 1 + Math.floor(random() * 50), `u${Math.floor(random() * 40)}`));
      else if (roll < 0.85) appendScore(ledger, { round, streamerId, delta: Math.floor(random() * 200) - 100, at: i, cause: { kind: 'manual', by: 'admin', reason: '' } });
      else appendScore(ledger, { round, streamerId, delta: 5, at: i, cause: { kind: 'effect', effect: 'fire', giftKey: `m${Math.floor(random() * 1_500)}|1`, multiplier: 2 } });
    }
    for (const current of [ledger, createScoreLedger([...ledger.entries].reverse())]) {
      for (const round of [1, 2, 3]) {
        expect(ledgerScoreboard(current, round, streamers)).toEqual(scoreboard(ledger.entries, round, streamers));
        for (const id of streamers) expect(ledgerTopContributors(current, round, id, 10)).toEqual(topContributors(ledger.entries, round, id, 10));
      }
    }
  });
});

describe('score adjustment (the messages the product quotes)', () => {
  const error = (score: unknown) => {
    const result = scoreAdjustmentSchema.safeParse({ streamerId: 'a', score });
    return result.success ? null : result.error.issues[0]?.message;
  };
  it('gives the four messages of the spec', () => {
    expect(error('')).toBe('Please enter the score.');
    expect(error(null)).toBe('Please enter the score.');
    expect(error('abc')).toBe('Please enter a number.');
    expect(error(0)).toBe('Scores cannot be less than 1.');
    expect(error('100001')).toBe('Scores cannot exceed 100,000.');
    expect(error(' 100000 ')).toBeNull();
    expect(error(1)).toBeNull();
  });
  it('the flower game increases at most 200 at a time', () => {
    const parse = (score: number, direction: 'add' | 'subtract') => scoreAdjustmentSchema.parse({ streamerId: 'a', score, direction });
    expect(flowerAdjustmentError(parse(201, 'add'))).toBe(ADJUSTMENT_MESSAGES.flowerTooLarge);
    expect(flowerAdjustmentError(parse(200, 'add'))).toBeNull();
    expect(flowerAdjustmentError(parse(500, 'subtract'))).toBeNull();
  });
});
