import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBatchWriter, type BatchWriterOptions } from './batch-writer';

afterEach(() => {
  vi.useRealTimers();
});

function writer(options: Partial<BatchWriterOptions<number>> & { fail?: () => boolean } = {}) {
  const written: number[][] = [];
  const errors: { rows: number; dropped: boolean }[] = [];
  const w = createBatchWriter<number>({
    async write(rows) {
      if (options.fail?.()) throw new Error('database down');
      written.push(rows);
    },
    onError: (_error, info) => errors.push(info),
    maxBatch: 3,
    ...options,
  });
  return { w, written, errors };
}

describe('batch writer', () => {
  it('writes queued rows together after flushMs, in batches of maxBatch, in order', async () => {
    vi.useFakeTimers();
    const { w, written } = writer({ flushMs: 1_000 });
    w.add([1, 2]);
    w.add([3, 4, 5, 6, 7]);
    expect(w.pending).toBe(7);
    await vi.advanceTimersByTimeAsync(999);
    expect(written).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(written).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(w.pending).toBe(0);
  });

  it('retries a failed batch once on the next flush, then drops it with an error; never throws', async () => {
    let failures = 2;
    const { w, written, errors } = writer({ fail: () => failures-- > 0 });
    w.add([1, 2]);
    await w.flush();
    expect(errors).toEqual([{ rows: 2, dropped: false }]);
    expect(w.pending).toBe(2);
    await w.flush();
    expect(errors).toEqual([
      { rows: 2, dropped: false },
      { rows: 2, dropped: true },
    ]);
    expect(w.pending).toBe(0);
    w.add([3]);
    await w.flush();
    expect(written).toEqual([[3]]);
  });

  it('holds at most maxPending rows, dropping the oldest', async () => {
    const { w, written, errors } = writer({ maxPending: 4 });
    w.add([1, 2, 3, 4, 5, 6]);
    expect(errors).toEqual([{ rows: 2, dropped: true }]);
    await w.flush();
    expect(written.flat()).toEqual([3, 4, 5, 6]);
  });

  it('close writes what is left, reports what the database refused, and ignores later rows', async () => {
    const ok = writer();
    ok.w.add([1]);
    await ok.w.close();
    ok.w.add([2]);
    await ok.w.flush();
    expect(ok.written).toEqual([[1]]);

    const down = writer({ fail: () => true });
    down.w.add([1, 2]);
    await down.w.close();
    expect(down.errors).toEqual([
      { rows: 2, dropped: false },
      { rows: 2, dropped: true },
    ]);
    expect(down.w.pending).toBe(0);
  });
});
