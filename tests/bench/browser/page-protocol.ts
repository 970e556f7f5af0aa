/** What the browser bench page (bench-page.tsx) exposes to the runner (browser-bench.ts) as `window.__livedeskBench`. */

/** Figures of one measured window, collected in the page. */
export interface PageWindow {
  /** Deltas between consecutive `requestAnimationFrame` timestamps (ms): the frame times as displayed. */
  frameDeltas: number[];
  /** `long-animation-frame` entries (frames whose work took > 50 ms), when the browser reports them. */
  longFrames: { duration: number; blockingDuration: number }[];
  loafSupported: boolean;
  /** Topic items that reached the pipeline during the window, and the window's length (ms). */
  events: number;
  elapsedMs: number;
  /** React commits of the scoreboard view during the window. */
  renders: number;
}

export interface PageState {
  /** The realtime client's connection status (`open` once subscribed). */
  status: string;
  events: number;
  /** The rendered total, to check the view really shows the stream. */
  totalDiamonds: number;
}

export interface BenchPageApi {
  state(): PageState;
  start(): void;
  stop(): PageWindow;
}

/** What a page in a run POSTs to `/results?run=<id>`. */
export interface PageReport {
  window: PageWindow;
  state: PageState;
}
