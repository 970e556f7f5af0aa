import { describe, expect, it } from 'vitest';
import { lotteryActivityCreateSchema, lotteryDateSchema } from './lottery';

describe('lottery days', () => {
  it('takes real days only, so the database never sees 2026-02-30', () => {
    expect(lotteryDateSchema.safeParse('2026-02-28').success).toBe(true);
    expect(lotteryDateSchema.safeParse('2028-02-29').success).toBe(true);
    expect(lotteryDateSchema.safeParse('2026-02-29').success).toBe(false);
    expect(lotteryDateSchema.safeParse('2026-13-01').success).toBe(false);
    expect(lotteryDateSchema.safeParse('0000-01-01').success).toBe(false);
  });

  it('refuses an activity whose last day comes before its first, beside the last day', () => {
    const result = lotteryActivityCreateSchema.safeParse({ name: 'Week', startDate: '2026-11-30', endDate: '2026-11-20' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['endDate']);
  });
});
