import { describe, expect, it } from 'vitest';
import { formatTime } from './format-time';

describe('formatTime ({y}-{m}-{d} {h}:{i}:{s})', () => {
  const date = new Date(2024, 0, 2, 3, 4, 5);

  it('formats with the default pattern, zero-padded', () => {
    expect(formatTime(date)).toBe('2024-01-02 03:04:05');
  });

  it('accepts epoch seconds, epoch milliseconds and eladmin date strings', () => {
    expect(formatTime(date.getTime())).toBe('2024-01-02 03:04:05');
    expect(formatTime(Math.floor(date.getTime() / 1000))).toBe('2024-01-02 03:04:05');
    expect(formatTime('2024-01-02 03:04:05')).toBe('2024-01-02 03:04:05');
  });

  it('supports custom patterns and rejects invalid input', () => {
    expect(formatTime(date, '{y}/{m}/{d}')).toBe('2024/01/02');
    expect(formatTime('not a date')).toBe('');
    expect(formatTime(null)).toBe('');
  });
});
