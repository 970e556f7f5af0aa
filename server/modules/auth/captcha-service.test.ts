import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryKvStore } from '../../kv/memory-kv-store';
import { captchaKey, createCaptchaService, drawArithmetic } from './captcha-service';

/** The answer of `a+b` or `a-b` as the picture shows it, worked out here rather than by the code under test. */
const solve = (equation: string): number => {
  const match = /^(\d+)([+-])(\d+)$/.exec(equation);
  if (!match) throw new Error(`not an arithmetic expression: ${equation}`);
  const [, a, op, b] = match;
  return op === '+' ? Number(a) + Number(b) : Number(a) - Number(b);
};

describe('arithmetic captcha', () => {
  it('never asks for a negative answer over 10,000 draws (a phone number pad has no minus key)', () => {
    const answers = new Set<number>();
    for (let i = 0; i < 10_000; i += 1) {
      const { equation, answer } = drawArithmetic();
      expect(answer).toBe(solve(equation));
      expect(answer).toBeGreaterThanOrEqual(0);
      answers.add(answer);
    }
    // Every answer a single-digit sum or difference can give, 0 to 18, and nothing else.
    expect([...answers].sort((a, b) => a - b)).toEqual(Array.from({ length: 19 }, (_, i) => i));
  });

  it('stores a non-negative answer for every challenge it hands out (500 challenges; about one in five was negative before)', async () => {
    const kv = createMemoryKvStore();
    const captcha = createCaptchaService(kv);
    try {
      for (let i = 0; i < 500; i += 1) {
        const { uuid, img } = await captcha.create();
        expect(img).toMatch(/^data:image\/svg\+xml;base64,/);
        expect(await kv.take(captchaKey(uuid))).toMatch(/^(\d|1\d)$/);
      }
    } finally {
      await kv.close();
    }
  });

  it('shows an expression whose value is the stored answer, for any draw of operands and operator', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 0, max: 1 }), (a, b, op) => {
        const draws = [a, b, op];
        const { equation, answer } = drawArithmetic((min, max) => {
          const value = draws.shift()!;
          expect(value).toBeGreaterThanOrEqual(min);
          expect(value).toBeLessThanOrEqual(max);
          return value;
        });
        expect(solve(equation)).toBe(answer);
        expect(answer).toBeGreaterThanOrEqual(0);
        expect(equation).toMatch(/^[1-9][+-][1-9]$/);
      }),
      { numRuns: 500 },
    );
  });
});
