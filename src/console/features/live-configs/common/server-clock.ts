/**
 * Server time in the console, for countdowns (round.pkEndsAt, autoEndAt, effects' and spins' endsAt) that must
 * read the same on the control page and on the overlays whatever the local clock says. Every GameView carries
 * `serverNow`, the server's clock when the view was made.
 *
 * The offset is the largest `serverNow − local receive time` among recent views: network delay, a cached view
 * shown again, or a replayed event only ever make a view look older than it is, so the largest sample is the
 * least delayed one. A window of recent samples (not the all-time largest) follows a corrected server clock.
 */

/** Recent offset samples kept. */
const WINDOW = 30;

/** A running estimate of the server's clock. */
export interface ServerClock {
  /** Records a view made at `serverNow` (epoch ms) received at local `receivedAt` (default `Date.now()`). */
  observe(serverNow: number, receivedAt?: number): void;
  /** Estimated server time (epoch ms) at local `localNow`; the local clock until a view was observed. */
  now(localNow?: number): number;
}

/** A clock with no samples yet. */
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
  };
}

/** The console's one server clock: every configuration runs on the same server. */
export const serverClock: ServerClock = createServerClock();

/** Milliseconds until `endsAt` at server time `now`; 0 once passed, `null` without an end. */
export function remainingMs(endsAt: number | null | undefined, now: number): number | null {
  if (endsAt === null || endsAt === undefined) return null;
  return Math.max(0, endsAt - now);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A countdown as people read it: `mm:ss`, or `h:mm:ss` from one hour. Seconds round up, so `00:01` shows until
 * the very end and `00:00` only when time is up.
 */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1_000));
  const hours = Math.floor(total / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}
