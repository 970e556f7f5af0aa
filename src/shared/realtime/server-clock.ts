/**
 * Server time in the browser, for countdowns (round.pkEndsAt, effects' endsAt, spins' endsAt) that must read the
 * same on every overlay and control page whatever the local clock says. Every GameView carries `serverNow`, the
 * server's clock when the view was made.
 *
 * The offset is the largest `serverNow − local receive time` among recent views: network delay and replayed or
 * queued events only ever make a view look older than it is, so the largest sample is the one least delayed.
 * Keeping a window of recent samples (rather than the all-time largest) follows the server's clock if it is
 * corrected.
 */

/** Recent offset samples kept. */
const WINDOW = 30;

/** A running estimate of the server's clock. */
export interface ServerClock {
  /** Records a view made at `serverNow` (epoch ms) received at local `receivedAt` (default `Date.now()`). */
  observe(serverNow: number, receivedAt?: number): void;
  /** Estimated server time now (epoch ms); the local clock until a view has been observed. */
  now(localNow?: number): number;
  /** The current estimate of server − local, ms. */
  offset(): number;
}

/** Creates a {@link ServerClock} with no samples yet. */
export function createServerClock(): ServerClock {
  const samples: number[] = [];
  let best = 0;
  return {
    observe(serverNow, receivedAt = Date.now()) {
      samples.push(serverNow - receivedAt);
      if (samples.length > WINDOW) samples.shift();
      best = Math.max(...samples);
    },
    now(localNow = Date.now()) {
      return localNow + best;
    },
    offset() {
      return best;
    },
  };
}

/** Milliseconds until `endsAt` at server time `serverNow`; 0 once passed, `null` without an end. */
export function remainingMs(endsAt: number | null | undefined, serverNow: number): number | null {
  if (endsAt === null || endsAt === undefined) return null;
  return Math.max(0, endsAt - serverNow);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A countdown as people read it: `mm:ss`, or `h:mm:ss` from one hour. Seconds round up, so the display reads
 * `00:01` until the very end and `00:00` only when time is up.
 */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1_000));
  const hours = Math.floor(total / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}
