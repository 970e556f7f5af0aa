/**
 * Timing of in-process API calls for the list benches (crm, week, dashboard): the nearest-rank percentile, and the
 * p95 of `n` timed `GET`s after 3 warm-up calls (ms). A call that does not answer 200 stops the bench: a fast wrong
 * answer must never count as a figure.
 */
import type { FastifyInstance } from 'fastify';

/** The `p`th percentile (nearest rank) of ascending `sorted` values. */
export const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** p95 (ms) of `n` calls of `GET url` with `headers`, after 3 untimed ones. @throws when a call answers other than 200. */
export async function injectP95(app: FastifyInstance, headers: Record<string, string>, url: string, n: number): Promise<number> {
  for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url, headers });
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    times.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  }
  times.sort((a, b) => a - b);
  return percentile(times, 95);
}
