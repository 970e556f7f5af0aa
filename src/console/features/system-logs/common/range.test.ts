import { describe, expect, it } from 'vitest';
import { localInputOfWire, rangeProblem, wireOfLocalInput } from './range';

describe('log time range', () => {
  it('turns datetime-local values into wire dates', () => {
    expect(wireOfLocalInput('2026-01-02T03:04')).toBe('2026-01-02 03:04:00');
    expect(wireOfLocalInput('2026-01-02T03:04:05')).toBe('2026-01-02 03:04:05');
    expect(wireOfLocalInput('')).toBe('');
  });

  it('turns wire dates back into datetime-local values (a range read from the address)', () => {
    expect(localInputOfWire('2026-01-02 03:04:05')).toBe('2026-01-02T03:04:05');
    expect(localInputOfWire('')).toBe('');
  });

  it('wants both ends or none, the start not after the end', () => {
    expect(rangeProblem('', '')).toBeNull();
    expect(rangeProblem('2026-01-02T03:04', '')).toBe('rangeIncomplete');
    expect(rangeProblem('2026-01-03T00:00', '2026-01-02T00:00')).toBe('rangeOrder');
    expect(rangeProblem('2026-01-02T00:00', '2026-01-02T00:00')).toBeNull();
  });
});
