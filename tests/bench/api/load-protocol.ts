/**
 * What the api section's parent and its load worker (load.worker.ts) exchange: the job as `workerData`, one message
 * back.
 */
import { z } from 'zod';

/** One load run: `connections` keep-alive connections against `url` for `seconds` (after `warmupSeconds` untimed). */
export const loadJobSchema = z.object({
  url: z.string().url(),
  headers: z.record(z.string(), z.string()),
  connections: z.number().int().positive(),
  seconds: z.number().positive(),
  warmupSeconds: z.number().positive(),
});
export type LoadJob = z.infer<typeof loadJobSchema>;

/** What the measured run did. */
export interface LoadResult {
  /** 2xx answers per second over the measured run. */
  perSec: number;
  /** Latency percentiles of every answer (ms). */
  p99Ms: number;
  p50Ms: number;
  /** 2xx answers, other answers, connection errors (timeouts included), timeouts. */
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Length of the measured run (s). */
  seconds: number;
}

export type LoadMessage = { type: 'result'; result: LoadResult } | { type: 'error'; message: string };
