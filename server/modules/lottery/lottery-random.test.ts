import { describe, expect, it } from 'vitest';
import { drawPrize } from '../../../streams/lottery/lottery-rules';
import { lotteryRandom } from './lottery-random';

const prizes = [
  { id: 1, probability: 1, stock: null },
  { id: 2, probability: 9, stock: null },
  { id: 3, probability: 30, stock: null },
];

describe('the lottery random source', () => {
  it('replays the same draws from the same seed', () => {
    const a = lotteryRandom(42);
    const b = lotteryRandom(42);
    const first = Array.from({ length: 20 }, () => a());
    expect(Array.from({ length: 20 }, () => b())).toEqual(first);
    expect(new Set(first).size).toBe(20);
  });

  it.each([1, 20261126, 4_294_967_295])('keeps 100,000 seeded draws (seed %i) within 1 percentage point of the configured probabilities', (seed) => {
    const random = lotteryRandom(seed);
    const counts = new Map<number | null, number>();
    for (let i = 0; i < 100_000; i++) {
      const id = drawPrize(prizes, random()).prize?.id ?? null;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const percent = (id: number | null) => ((counts.get(id) ?? 0) / 100_000) * 100;
    expect(Math.abs(percent(1) - 1)).toBeLessThan(1);
    expect(Math.abs(percent(2) - 9)).toBeLessThan(1);
    expect(Math.abs(percent(3) - 30)).toBeLessThan(1);
    expect(Math.abs(percent(null) - 60)).toBeLessThan(1);
  });

  it('gives numbers in [0, 1) without a seed', () => {
    const random = lotteryRandom(undefined);
    const values = Array.from({ length: 1000 }, () => random());
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(990);
  });
});
