/**
 * The wall's one-second clock on the server's time. Live times, PK countdowns and the stale banner tick every second;
 * the tiles themselves must not (48 tiles re-rendering every second would compete with the polls for the frame
 * budget), so only the small text components that show a time subscribe here (`useServerSecond`), and a tick
 * re-renders just them.
 *
 * Server time = local time + offset, the offset being `serverTime − Date.now()` when the last answer arrived
 * (streams/contracts/monitor-wall.ts: the wall measures against the server's clock, not the browser's).
 */
import { createContext, useContext, useSyncExternalStore } from 'react';

/** The clock the wall's time texts read. */
export interface WallClock {
  /** Registers a listener called on every second and when the offset changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The current second on the server's clock, as epoch ms rounded down to a whole second. */
  serverSecond(): number;
  /** The current local second, epoch ms rounded down (for ages measured on the browser's clock). */
  localSecond(): number;
  /** Sets server − local, ms. */
  setOffset(offsetMs: number): void;
}

/** Options of {@link createWallClock} (tests pass a fake `now`). */
export interface WallClockOptions {
  now?: () => number;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

const floorSecond = (ms: number) => Math.floor(ms / 1_000) * 1_000;

/** A clock that runs one interval while anyone listens. */
export function createWallClock({
  now = () => Date.now(),
  setInterval: start = (callback, ms) => window.setInterval(callback, ms),
  clearInterval: stop = (handle) => window.clearInterval(handle as number),
}: WallClockOptions = {}): WallClock {
  const listeners = new Set<() => void>();
  let offset = 0;
  let timer: unknown;
  const notify = () => listeners.forEach((listener) => listener());
  return {
    subscribe(listener) {
      listeners.add(listener);
      // Ticks on the second boundary matter little for a wall: a 1 s interval keeps the texts within a second.
      if (listeners.size === 1) timer = start(notify, 1_000);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stop(timer);
      };
    },
    serverSecond: () => floorSecond(now() + offset),
    localSecond: () => floorSecond(now()),
    setOffset(offsetMs) {
      // Network jitter moves the offset by a few ms every poll: only a change of the displayed second matters.
      if (Math.abs(offsetMs - offset) < 250) return;
      offset = offsetMs;
      notify();
    },
  };
}

const WallClockContext = createContext<WallClock | null>(null);

/** Provides the page's clock to its time texts. */
export const WallClockProvider = WallClockContext.Provider;

function useWallClock(): WallClock {
  const clock = useContext(WallClockContext);
  if (!clock) throw new Error('The wall clock is missing: render inside <WallClockProvider>.');
  return clock;
}

/** The current second of the server's clock (epoch ms); re-renders the caller once a second. */
export function useServerSecond(): number {
  const clock = useWallClock();
  return useSyncExternalStore(clock.subscribe, clock.serverSecond);
}

/** The current second of the browser's clock (epoch ms); re-renders the caller once a second. */
export function useLocalSecond(): number {
  const clock = useWallClock();
  return useSyncExternalStore(clock.subscribe, clock.localSecond);
}
