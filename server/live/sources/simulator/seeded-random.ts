/**
 * A small seeded PRNG (mulberry32): the same seed gives the same room, so simulator runs, tests and
 * benchmarks are reproducible. Not for anything secret.
 */
import { fnv1a } from '../../../../streams/monitor/scan-schedule';

export type Random = () => number;

/** Uniform [0, 1) from a 32-bit seed. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A 32-bit seed from any text (FNV-1a), so a room id can seed its own room. */
export const seedOf: (text: string) => number = fnv1a;

/** Exponential waiting time with the given mean (a Poisson process's gap between arrivals). */
export function exponential(random: Random, meanMs: number): number {
  return -Math.log(1 - random()) * meanMs;
}

/** An item picked by weight. */
export function pickWeighted<T extends { weight: number }>(random: Random, items: readonly T[]): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let r = random() * total;
  for (const item of items) {
    r -= item.weight;
    if (r < 0) return item;
  }
  return items[items.length - 1]!;
}
