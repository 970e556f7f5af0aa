/**
 * Retry delays for the connection machines (`connection.machine.ts`, `room-connection.machine.ts`).
 *
 * "Full jitter" (AWS Architecture Blog, "Exponential Backoff And Jitter", 2015): the delay is drawn uniformly
 * from `[0, min(capMs, baseMs × 2^(attempt − 1)))`. Spreading retries over the whole window is what keeps a
 * wall of monitors (or every overlay of a guild) from reconnecting in lock-step after a server restart.
 *
 * Pure: randomness is a parameter so machines can take it from `input.random` and tests stay deterministic.
 */

/** Exponential backoff bounds, in milliseconds. */
export interface BackoffPolicy {
  /** Upper bound of the first retry's window (attempt 1), ms. */
  baseMs: number;
  /** Upper bound of any window, ms: the window stops doubling here. */
  capMs: number;
}

/**
 * The window's upper bound for the `attempt`-th consecutive retry (1-based), ms: `min(cap, base × 2^(attempt−1))`.
 * Attempts below 1 are treated as 1.
 */
export function backoffCeiling(attempt: number, policy: BackoffPolicy): number {
  const exponent = Math.max(0, Math.floor(attempt) - 1);
  // 2^exponent overflows to Infinity for huge attempts, which min() clamps to the cap anyway.
  return Math.min(policy.capMs, policy.baseMs * 2 ** exponent);
}

/**
 * A full-jitter delay for the `attempt`-th consecutive retry (1-based), a whole number of ms in
 * `[0, backoffCeiling(attempt))`.
 *
 * @param random a uniform sample in [0, 1) (`Math.random` in production, a fixed sequence in tests); values
 *   outside that range are clamped so a faulty source can never produce a negative or over-cap delay.
 */
export function fullJitterDelay(attempt: number, policy: BackoffPolicy, random: () => number): number {
  const sample = Math.min(Math.max(random(), 0), 1);
  const ceiling = backoffCeiling(attempt, policy);
  return Math.min(Math.floor(sample * ceiling), Math.max(ceiling - 1, 0));
}

/**
 * An "equal jitter" delay around a fixed period, ms in `[periodMs / 2, periodMs)`: for slow polls (a host who
 * is not live) that should not drift to zero yet still spread out.
 */
export function equalJitterDelay(periodMs: number, random: () => number): number {
  const sample = Math.min(Math.max(random(), 0), 1);
  const half = periodMs / 2;
  return Math.min(Math.floor(half + sample * half), Math.max(periodMs - 1, 0));
}
