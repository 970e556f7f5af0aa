/**
 * Runs tasks one after the other, in the order they were pushed (what `concatMap` does for ordered writes): a
 * game's room events, ticks and commands each read the state the previous one stored, so they must
 * never interleave. A failing task rejects only its own promise; the queue goes on with the next one.
 */
export interface SerialQueue {
  /** Runs `task` after every task pushed before it has settled. */
  push<T>(task: () => Promise<T> | T): Promise<T>;
  /** Tasks pushed and not yet settled. */
  readonly size: number;
  /** Resolves when every task pushed so far has settled. */
  idle(): Promise<void>;
}

export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let size = 0;
  return {
    push<T>(task: () => Promise<T> | T): Promise<T> {
      size += 1;
      const run = tail.then(task);
      const settled = run.then(
        () => undefined,
        () => undefined,
      );
      tail = settled.then(() => {
        size -= 1;
      });
      return run;
    },
    get size() {
      return size;
    },
    idle: () => tail.then(() => undefined),
  };
}
