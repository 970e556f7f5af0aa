import { describe, expect, it } from 'vitest';
import { formatBytes, formatPercent, uptimeParts } from './format';

describe('server page formatting', () => {
  it('shows sizes in the largest binary unit', () => {
    expect(formatBytes(0, 'en')).toBe('0 byte');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(25_276_510_208, 'en')).toBe('23.54 GB');
    expect(formatBytes(270_553_174_016, 'en')).toBe('252 GB');
  });

  it('shows rates and uptime parts', () => {
    expect(formatPercent(42.5, 'en')).toBe('42.5%');
    expect(uptimeParts(2 * 86_400 + 3 * 3_600 + 4 * 60 + 59)).toEqual({ days: 2, hours: 3, minutes: 4 });
  });
});
