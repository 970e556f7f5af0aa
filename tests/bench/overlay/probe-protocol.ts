/**
 * What the frame probe (frame-probe.ts, injected into the production overlay page) and the overlay bench's
 * server (overlay-bench.ts) say to each other over plain HTTP:
 * - `GET /bench/control?run=<id>&phase=measure` is answered when the measured window starts, and
 *   `…&phase=stop` when it ends ({@link ProbeControl}); long polls, so the server alone decides the window;
 * - `POST /bench/report?run=<id>` carries the {@link ProbeReport}.
 */

/** One side of the battle board as the page must show it at the end (and as it was read). */
export interface SideText {
  nickname: string;
  score: string;
}

/** The answer to a control long poll. */
export type ProbeControl =
  | { phase: 'measure'; sentFrames: number }
  | {
      phase: 'stop';
      /** Event frames the server had written when the window ended (all of the feed). */
      sentFrames: number;
      /** The final board, in the configuration's order (side a, side b), formatted as the overlay prints it. */
      expected: SideText[];
    };

/** What the probe measured in the page. */
export interface ProbeReport {
  /** Deltas between consecutive `requestAnimationFrame` timestamps during the window, ms. */
  frameDeltas: number[];
  /** `long-animation-frame` entries during the window (frames whose work took > 50 ms), when supported. */
  longFrames: { duration: number; blockingDuration: number }[];
  loafSupported: boolean;
  /** WebSocket messages dispatched to the page (= handled by its listeners) during the window. */
  messages: number;
  /** Length of the window on the page's clock, ms. */
  elapsedMs: number;
  /** Messages dispatched from the page load to the end of the window, against the frames the server had sent. */
  messagesAtStop: number;
  sentFramesAtStop: number;
  /** The battle sides as read from the DOM last (`.ov-side`: name and score). */
  shown: SideText[];
  /** The DOM showed the expected final board. */
  matched: boolean;
  /** From the end of the window until the DOM showed it, ms (`null` when it never did within the timeout). */
  catchUpMs: number | null;
  /** The connection dot's `data-status` at the end. */
  dot: string | null;
  /** Uncaught errors and rejections of the page. */
  errors: string[];
}
