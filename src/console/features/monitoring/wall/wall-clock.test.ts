/** The wall clock: server time from the offset, one interval shared by every text, stopped when nobody listens. */
import { describe, expect, it } from 'vitest';
import { createWallClock } from './wall-clock';

function fakeTimers() {
  let now = 10_500;
  const running = new Set<() => void>();
  return {
    options: {
      now: () => now,
      setInterval: (callback: () => void) => {
        running.add(callback);
        return callback;
      },
      clearInterval: (handle: unknown) => running.delete(handle as () => void),
    },
    tick(ms: number) {
      now += ms;
      running.forEach((callback) => callback());
    },
    running,
  };
}

describe('createWallClock', () => {
  it('reads the server second through the offset and the local second without', () => {
    const timers = fakeTimers();
    const clock = createWallClock(timers.options);
    expect(clock.serverSecond()).toBe(10_000);
    clock.setOffset(62_000);
    expect(clock.serverSecond()).toBe(72_000);
    expect(clock.localSecond()).toBe(10_000);
  });

  it('runs one interval for all its listeners, notifies each tick, and stops when the last leaves', () => {
    const timers = fakeTimers();
    const clock = createWallClock(timers.options);
    let a = 0;
    let b = 0;
    const offA = clock.subscribe(() => (a += 1));
    const offB = clock.subscribe(() => (b += 1));
    expect(timers.running.size).toBe(1);
    timers.tick(1_000);
    expect([a, b]).toEqual([1, 1]);
    offA();
    offB();
    expect(timers.running.size).toBe(0);
  });

  it('notifies on an offset change that moves the displayed second, not on jitter', () => {
    const timers = fakeTimers();
    const clock = createWallClock(timers.options);
    let calls = 0;
    clock.subscribe(() => (calls += 1));
    clock.setOffset(100);
    expect(calls).toBe(0);
    clock.setOffset(5_000);
    expect(calls).toBe(1);
  });
});
