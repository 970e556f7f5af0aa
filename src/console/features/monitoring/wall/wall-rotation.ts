/**
 * Page rotation of the wall: when more rooms are live than fit (wall-fit.ts), the wall shows page after page on a
 * timer. The page index survives new answers: a room going live or offline changes the number of pages, and the wall
 * stays on its page (or the last one, when its page no longer exists) instead of jumping back to the first. Changing
 * the sort or the filters is the user's own move and starts again from the first page.
 */
import { useCallback, useEffect, useState } from 'react';

/** The page to show of `pageCount` when the wall was on `page`: the same one, or the last when it is gone. */
export function clampPage(page: number, pageCount: number): number {
  return Math.min(Math.max(0, page), Math.max(0, pageCount - 1));
}

/** The page after `page` (from the last back to the first). */
export function nextPage(page: number, pageCount: number): number {
  return pageCount <= 1 ? 0 : (clampPage(page, pageCount) + 1) % pageCount;
}

/** The page before `page` (from the first to the last). */
export function previousPage(page: number, pageCount: number): number {
  return pageCount <= 1 ? 0 : (clampPage(page, pageCount) - 1 + pageCount) % pageCount;
}

/** Options of {@link useRotation}. */
export interface RotationOptions {
  pageCount: number;
  /** Time on one page, ms. */
  intervalMs: number;
  /** A change of this value (the sort and filters, as a string) goes back to the first page. */
  resetKey: string;
}

/** What {@link useRotation} gives the page. */
export interface Rotation {
  /** The page shown, 0-based, always within `pageCount`. */
  page: number;
  paused: boolean;
  next: () => void;
  previous: () => void;
  togglePaused: () => void;
}

/**
 * The current page, turned every `intervalMs` while there is more than one page and the rotation is not paused.
 * Turning a page by hand restarts the timer, so the chosen page gets its full time.
 */
export function useRotation({ pageCount, intervalMs, resetKey }: RotationOptions): Rotation {
  const [state, setState] = useState({ page: 0, resetKey, turns: 0 });
  const [paused, setPaused] = useState(false);
  // A new sort or filter: first page (adjusting state while rendering, as React recommends over an effect).
  const current = state.resetKey === resetKey ? state : { page: 0, resetKey, turns: state.turns };
  if (current !== state) setState(current);
  const page = clampPage(current.page, pageCount);

  const turn = useCallback(
    (step: (page: number, count: number) => number) =>
      setState((s) => ({ ...s, page: step(clampPage(s.page, pageCount), pageCount), turns: s.turns + 1 })),
    [pageCount],
  );

  useEffect(() => {
    if (paused || pageCount <= 1) return undefined;
    const timer = window.setInterval(() => setState((s) => ({ ...s, page: nextPage(s.page, pageCount) })), intervalMs);
    return () => window.clearInterval(timer);
    // `turns` restarts the timer after a page turned by hand.
  }, [paused, pageCount, intervalMs, current.turns]);

  return {
    page,
    paused,
    next: useCallback(() => turn(nextPage), [turn]),
    previous: useCallback(() => turn(previousPage), [turn]),
    togglePaused: useCallback(() => setPaused((p) => !p), []),
  };
}
