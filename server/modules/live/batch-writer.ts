/**
 * Batched, asynchronous database writes for ingest (room statistics aggregated per minute into the database):
 * ingest hands rows over synchronously and never waits for or hears about the database; rows are
 * written together every `flushMs`, in batches of at most `maxBatch`, one batch at a time (so they land in
 * order). A failed batch is logged and retried once on the next flush, then dropped with an error: a database
 * outage costs stored history, never the in-memory figures or the ingest itself.
 */

export interface BatchWriterOptions<T> {
  /** Writes one batch; rejects on failure. */
  write(rows: T[]): Promise<void>;
  /** Reports a failed batch: `dropped` true when its rows are given up. */
  onError(error: unknown, info: { rows: number; dropped: boolean }): void;
  /** Delay between the first pending row and the write, ms (default 1000). */
  flushMs?: number;
  /** Rows per write (default 500). */
  maxBatch?: number;
  /** Rows held at most while the database is slow or down; the oldest beyond are dropped (default 50 000). */
  maxPending?: number;
}

export interface BatchWriter<T> {
  /** Queues rows; returns at once. Ignored after `close()`. */
  add(rows: readonly T[]): void;
  /** Writes everything queued so far; resolves when done (failures are reported, never thrown). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left once; further `add`s are ignored. */
  close(): Promise<void>;
  /** Rows waiting to be written. */
  readonly pending: number;
}

interface Pending<T> {
  row: T;
  /** Failed writes of this row so far. */
  failures: number;
}

const MAX_FAILURES = 2;

/** Creates a writer; nothing is written until rows arrive. */
export function createBatchWriter<T>(options: BatchWriterOptions<T>): BatchWriter<T> {
  const flushMs = options.flushMs ?? 1_000;
  const maxBatch = options.maxBatch ?? 500;
  const maxPending = options.maxPending ?? 50_000;
  let queue: Pending<T>[] = [];
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let closed = false;

  const trim = () => {
    if (queue.length <= maxPending) return;
    const dropped = queue.length - maxPending;
    queue = queue.slice(dropped);
    options.onError(new Error(`more than ${maxPending} rows waiting for the database`), { rows: dropped, dropped: true });
  };

  /** One pass over what is queued now; rows that fail are put back (or dropped after MAX_FAILURES). */
  const drain = async () => {
    let retry: Pending<T>[] = [];
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      try {
        await options.write(batch.map((p) => p.row));
      } catch (error) {
        const kept = batch.filter((p) => ++p.failures < MAX_FAILURES);
        options.onError(error, { rows: batch.length, dropped: kept.length === 0 });
        retry = retry.concat(kept);
        // The database is failing: leave the rest for the next flush instead of hammering it now.
        break;
      }
    }
    if (retry.length > 0) {
      queue = retry.concat(queue);
      trim();
    }
    if (queue.length > 0) schedule();
  };

  const flush = (): Promise<void> => {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    running = running.then(drain, drain);
    return running;
  };

  function schedule() {
    if (timer || closed) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, flushMs);
    // Pending statistics must not keep a finished process (a test, a CLI) alive.
    timer.unref();
  }

  return {
    add(rows) {
      if (closed || rows.length === 0) return;
      for (const row of rows) queue.push({ row, failures: 0 });
      trim();
      schedule();
    },
    flush,
    async close() {
      closed = true;
      await flush();
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
      if (queue.length > 0) {
        options.onError(new Error('closing with rows the database did not take'), { rows: queue.length, dropped: true });
        queue = [];
      }
    },
    get pending() {
      return queue.length;
    },
  };
}
