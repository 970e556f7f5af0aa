import { describe, expect, it } from 'vitest';
import { gameView } from '../testing/game-view-fixture';
import { barScale, formatScore, rowsByRank, rowsInConfigOrder, tugOfWar } from './game-rows';

describe('scoreboard rows', () => {
  const view = gameView({
    streamers: [
      { anchorId: 'a', nickname: 'Alice', avatarUrl: null },
      { anchorId: 'b', nickname: 'Bob', avatarUrl: null },
      { anchorId: 'c', nickname: 'Cleo', avatarUrl: null },
    ],
    board: [
      { streamerId: 'b', score: 300, rank: 1 },
      { streamerId: 'a', score: 120, rank: 2 },
    ],
    provisional: { a: 50 },
  });

  it('keeps provisional points apart from the committed score', () => {
    const [a] = rowsInConfigOrder(view);
    expect(a).toMatchObject({ id: 'a', score: 120, provisional: 50 });
  });

  it('orders by rank; a streamer not on the board scores 0 and ranks last', () => {
    expect(rowsByRank(view).map((r) => [r.id, r.rank, r.score])).toEqual([
      ['b', 1, 300],
      ['a', 2, 120],
      ['c', 3, 0],
    ]);
  });

  it('scales bars to the largest committed + provisional total', () => {
    expect(barScale(rowsInConfigOrder(view))).toBe(300);
    expect(barScale([])).toBe(1);
  });
});

describe('tug of war', () => {
  it('splits the bar by committed and provisional points', () => {
    expect(tugOfWar({ score: 60, provisional: 20 }, { score: 20, provisional: 0 })).toEqual([60, 20, 0, 20]);
  });

  it('splits evenly before anyone scores', () => {
    expect(tugOfWar({ score: 0, provisional: 0 }, { score: 0, provisional: 0 })).toEqual([50, 0, 0, 50]);
  });
});

describe('score format', () => {
  it('uses K from 1,000 and M from 1,000,000', () => {
    expect(formatScore(999)).toBe('999');
    expect(formatScore(48_230)).toBe('48.23K');
    expect(formatScore(182_400)).toBe('182.4K');
    expect(formatScore(2_500_000)).toBe('2.5M');
  });
});
