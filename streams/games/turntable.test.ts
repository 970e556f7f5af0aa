import { describe, expect, it } from 'vitest';
import { drawOption, nextUniform, NO_PRIZE, TURNTABLE_MESSAGES, turntableOptionsSchema } from './turntable';

/** The generator the spin machine draws with, as a function. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    const step = nextUniform(state);
    state = step.state;
    return step.value;
  };
}

describe('turntable options (the product validation rules)', () => {
  it('each probability is 1 to 100, the prize is filled, the total at most 100', () => {
    const issues = (options: unknown) => {
      const r = turntableOptionsSchema.safeParse(options);
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(issues([{ content: 'Car', probability: 0 }])).toEqual([TURNTABLE_MESSAGES.probability]);
    expect(issues([{ content: 'Car', probability: 101 }])).toEqual([TURNTABLE_MESSAGES.probability]);
    expect(issues([{ content: ' ', probability: 10 }])).toEqual([TURNTABLE_MESSAGES.contentRequired]);
    expect(issues([{ content: 'Car' }])).toEqual([TURNTABLE_MESSAGES.probability]);
    expect(issues([{ content: 'A', probability: 60 }, { content: 'B', probability: 41 }])).toEqual([TURNTABLE_MESSAGES.total]);
    expect(issues([{ content: 'A', probability: 33.33 }, { content: 'B', probability: 33.33 }, { content: 'C', probability: 33.34 }])).toEqual([]);
    expect(issues([])).toEqual([TURNTABLE_MESSAGES.atLeastOne]);
  });
});

describe('turntable draw', () => {
  const options = [
    { content: 'Rose bouquet', probability: 50 },
    { content: 'Lion', probability: 10 },
    { content: 'Hug', probability: 25 },
  ];

  it('maps the uniform number onto the slices; the rest of 100 is no prize', () => {
    expect(drawOption(options, 0).content).toBe('Rose bouquet');
    expect(drawOption(options, 0.4999).index).toBe(0);
    expect(drawOption(options, 0.5).index).toBe(1);
    expect(drawOption(options, 0.84).index).toBe(2);
    expect(drawOption(options, 0.85)).toEqual({ index: -1, content: NO_PRIZE });
    expect(() => drawOption(options, 1)).toThrow(RangeError);
  });

  it('100,000 seeded draws match the configured probabilities within 1 percentage point', () => {
    const random = seeded(20261121);
    const counts = [0, 0, 0, 0];
    const draws = 100_000;
    for (let i = 0; i < draws; i += 1) {
      const { index } = drawOption(options, random());
      counts[index === -1 ? 3 : index]! += 1;
    }
    const expected = [50, 10, 25, 15];
    counts.forEach((count, i) => expect(Math.abs((count / draws) * 100 - expected[i]!)).toBeLessThan(1));
  });
});
