/** Figures of the live sessions pages: durations in words, counts grouped, preset ranges in the browser's days. */
import { describe, expect, it } from 'vitest';
import { formatDurationText, formatNumber, localDay, presetDays } from './format';
import type { SessionsT } from './i18n/sessions-locale';

/** A translator that shows the key and its values, so the test reads which text was picked with what. */
const st: SessionsT = (key, values) => `${key}${values ? ` ${JSON.stringify(values)}` : ''}`;

describe('formatDurationText', () => {
  it('says hours and two-digit minutes, minutes alone under an hour, and under a minute below that', () => {
    expect(formatDurationText(2 * 3_600_000 + 5 * 60_000 + 59_000, st)).toBe('duration.hm {"h":2,"m":"05"}');
    expect(formatDurationText(45 * 60_000, st)).toBe('duration.m {"m":45}');
    expect(formatDurationText(59_999, st)).toBe('duration.underMinute');
    expect(formatDurationText(-5, st)).toBe('duration.underMinute');
  });
});

describe('formatNumber', () => {
  it('groups digits the way the language does', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234.6, 'en')).toBe('1,235');
  });
});

describe('presetDays', () => {
  it('ends today and counts today as the first of its days, across a month end', () => {
    const now = new Date(2024, 4, 3, 0, 30);
    expect(localDay(now)).toBe('2024-05-03');
    expect(presetDays('today', now)).toEqual({ from: '2024-05-03', to: '2024-05-03' });
    expect(presetDays('7d', now)).toEqual({ from: '2024-04-27', to: '2024-05-03' });
    expect(presetDays('30d', now)).toEqual({ from: '2024-04-04', to: '2024-05-03' });
  });
});
