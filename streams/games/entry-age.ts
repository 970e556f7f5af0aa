/**
 * How old a join may be and still play its entry animation, shared by the server (which
 * publishes no older join: server/live/games/entry-animations.ts) and the `/vehicleAnimation` overlay (which plays no
 * older entry, e.g. one replayed after a reconnect). Kept apart from the zod contracts so the overlay bundle can read
 * it without zod. Pure.
 */

/** A join is animated only if the server received it at most this long ago, ms. */
export const ENTRY_MAX_AGE_MS = 60_000;
