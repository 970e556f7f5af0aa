import { describe, expect, it } from 'vitest';
import { createServerClock, formatCountdown, remainingMs } from './server-clock';

describe('server clock', () => {
  it('is the local clock before any view', () => {
    expect(createServerClock().now(5_000)).toBe(5_000);
  });

  it('keeps the least delayed sample: a late (replayed) view does not pull the clock back', () => {
    const clock = createServerClock();
    clock.observe(100_000, 40_000); // server 60 s ahead
    clock.observe(100_500, 41_000); // arrived 500 ms late
    expect(clock.offset()).toBe(60_000);
    expect(clock.now(50_000)).toBe(110_000);
  });

  it('follows a corrected server clock once the old samples left the window', () => {
    const clock = createServerClock();
    clock.observe(100_000, 40_000);
    for (let i = 0; i < 30; i += 1) clock.observe(50_000 + i, 40_000 + i);
    expect(clock.offset()).toBe(10_000);
  });
});

describe('countdown math', () => {
  it('counts down from pkEndsAt against server time, never below zero', () => {
    expect(remainingMs(301_000, 300_000)).toBe(1_000);
    expect(remainingMs(301_000, 302_000)).toBe(0);
    expect(remainingMs(null, 1)).toBeNull();
  });

  it('prints mm:ss rounding seconds up, and h:mm:ss from one hour', () => {
    expect(formatCountdown(155_000)).toBe('02:35');
    expect(formatCountdown(154_001)).toBe('02:35');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
  });

  it('uses the server offset: a local clock 60 s behind still shows the server countdown', () => {
    const clock = createServerClock();
    clock.observe(300_000, 240_000);
    expect(remainingMs(301_000, clock.now(240_000))).toBe(1_000);
  });
});
