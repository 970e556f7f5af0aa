/**
 * A small request hook for the phone pages (no TanStack Query in the overlay entry): runs `load` when its inputs
 * change, aborts a stale one, and keeps the last data while reloading so a refresh never blanks a list.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** The state of one request. */
export interface RequestState<T> {
  /** `loading` only until the first answer; a reload keeps `ready`/`error` and sets `reloading`. */
  status: 'loading' | 'ready' | 'error';
  data: T | undefined;
  error: unknown;
  reloading: boolean;
  /** Asks again (after a failure, an event, or on the fallback timer). */
  reload(): void;
  /** Replaces the data in place (a row a write answered with). */
  setData(update: (data: T | undefined) => T | undefined): void;
}

/**
 * Runs `load(signal)` now and whenever `deps` change (the caller lists what `load` reads, as for `useEffect`).
 * `enabled: false` runs nothing (e.g. no key: the page shows why instead).
 */
export function useRequest<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[], enabled = true): RequestState<T> {
  const [state, setState] = useState<{ status: RequestState<T>['status']; data: T | undefined; error: unknown; reloading: boolean }>({
    status: 'loading',
    data: undefined,
    error: undefined,
    reloading: false,
  });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, reloading: previous.status !== 'loading' }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data, error: undefined, reloading: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((previous) => ({ status: 'error', data: previous.data, error, reloading: false }));
      },
    );
    return () => controller.abort();
    // `deps` are the caller's inputs of `load` (read through the ref so a new closure alone does not refetch).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, round, ...deps]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const setData = useCallback((update: (data: T | undefined) => T | undefined) => setState((previous) => ({ ...previous, data: update(previous.data) })), []);
  return { ...state, reload, setData };
}
