/** What the wall bench page (wall-bench-page.tsx) reports to its runner (wall-bench.ts): POST `/results?run=<id>`. */

/** One measured window of the wall, with what the page showed (so the figure is of a wall that works). */
export interface WallPageReport {
  /** Deltas between consecutive `requestAnimationFrame` timestamps during the window, ms. */
  frameDeltas: number[];
  /** `long-animation-frame` entries during the window (frames whose work took > 50 ms), when supported. */
  longFrames: { duration: number; blockingDuration: number }[];
  loafSupported: boolean;
  /** Length of the window on the page's clock, ms. */
  elapsedMs: number;
  /** Answers of `GET api/monitor/wall` received during the window. */
  polls: number;
  /** Walls received on the `monitor:wall` topic during the window (snapshots and events). */
  topicWalls: number;
  /** Tiles on screen at the end, and the page indicator's text ('' with one page). */
  tilesShown: number;
  pageText: string;
  /** Tiles whose viewers or diamonds changed between two looks a second apart during the window, of the tiles looked at twice. */
  changedTiles: number;
  comparedTiles: number;
  /** PK scores on screen at the end. */
  pkScores: number;
  /** Alerts on the rail at the end. */
  alerts: number;
  /** Page errors (uncaught exceptions, rejections). */
  errors: string[];
}
