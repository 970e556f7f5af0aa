/**
 * The lottery's random source: uniform numbers in [0, 1) for the draw (streams/lottery/lottery-rules.ts `drawPrize`).
 * With a seed (`LOTTERY_SEED`) it is mulberry32 (streams/games/turntable.ts `nextUniform`) from that seed, so a test or
 * a demonstration replays the same draws; without one each number comes from the operating system's generator.
 */
import { randomInt } from 'node:crypto';
import { nextUniform } from '../../../streams/games/turntable';

/** A source of uniform numbers in [0, 1). */
export type UniformSource = () => number;

/** The seeded source when `seed` is given, else a cryptographic one. */
export function lotteryRandom(seed: number | undefined): UniformSource {
  if (seed === undefined) return () => randomInt(0, 2 ** 48 - 1) / 2 ** 48;
  let state = seed >>> 0;
  return () => {
    const step = nextUniform(state);
    state = step.state;
    return step.value;
  };
}
