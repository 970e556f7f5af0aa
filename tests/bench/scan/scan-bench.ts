/**
 * Scan throughput of one monitoring worker: monitored streamers checked per minute per worker without falling behind
 * (target ≥ 5,000).
 *
 * One process with the embedded database (PGlite) or DATABASE_URL's PostgreSQL: `streamers` monitored streamers of the
 * simulator population (about 40% live at any time), all regular monitors so that the figure is the scan path itself —
 * the probe, the fresh row read, the router, the actor and, for live ones, the session and snapshot writes — not the
 * ingest of live rooms, which the server section measures. Scans run as the worker runs them (32 at a time); the first
 * round takes every streamer from `unknown` (a status change and a log entry each), later rounds are the steady state
 * (live ones refresh their snapshot, offline ones are only marked checked).
 */
import { performance } from 'node:perf_hooks';
import { monitoredStreamers } from '../../../server/db/schema/monitor';
import { createLiveProbe } from '../../../server/live/monitor/live-probe';
import { createMonitorRuntime } from '../../../server/live/monitor/monitor-runtime';
import { loadStreamersByIds } from '../../../server/live/monitor/monitor-store';
import { createScanRouter } from '../../../server/live/monitor/scan-router';
import { createSimulatorPopulation } from '../../../server/live/sources/simulator/simulator-population';
import { buildTestApp } from '../../integration/helpers/test-app';

export interface ScanBenchResult {
  streamers: number;
  /** Scans per minute of the first round (every streamer changes status). */
  firstRoundPerMinute: number;
  /** Scans per minute over the steady rounds. */
  steadyPerMinute: number;
  live: number;
  rounds: number;
}

export async function runScanBench(options: { streamers?: number; rounds?: number; concurrency?: number } = {}): Promise<ScanBenchResult> {
  const count = options.streamers ?? 6_000;
  const rounds = options.rounds ?? 3;
  const concurrency = options.concurrency ?? 32;
  const population = createSimulatorPopulation(count);
  const t = await buildTestApp();
  const runtime = createMonitorRuntime({
    db: t.app.db,
    kv: t.kv,
    probe: createLiveProbe({ kind: 'simulator', live: t.config.live, dataDir: t.config.dataDir, population }),
    rooms: t.app.liveRooms,
    log: t.app.log,
  });
  const probe = createLiveProbe({ kind: 'simulator', live: t.config.live, dataDir: t.config.dataDir, population });
  const router = createScanRouter({ db: t.app.db, kv: t.kv, probe, runtime, log: t.app.log });
  try {
    // The embedded seed's 24 streamers are of the same population: start from an empty list.
    await t.app.db.delete(monitoredStreamers);
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1_000) {
      const rows = await t.app.db
        .insert(monitoredStreamers)
        .values(population.streamers.slice(i, i + 1_000).map((s) => ({ uniqueId: s.uniqueId, nickname: s.nickname, type: 'regular' as const })))
        .returning({ id: monitoredStreamers.id });
      ids.push(...rows.map((row) => row.id));
    }
    /** One round as the scheduler runs it: rows read fresh per batch of due streamers, scans `concurrency` at a time. */
    const round = async (): Promise<number> => {
      const start = performance.now();
      for (let i = 0; i < ids.length; i += 500) {
        const rows = await loadStreamersByIds(t.app.db, ids.slice(i, i + 500));
        for (let j = 0; j < rows.length; j += concurrency) await Promise.all(rows.slice(j, j + concurrency).map((row) => router.scan(row)));
      }
      await runtime.flush();
      await router.flush();
      return performance.now() - start;
    };
    const first = await round();
    let steady = 0;
    for (let r = 1; r < rounds; r += 1) steady += await round();
    return {
      streamers: count,
      firstRoundPerMinute: (count / first) * 60_000,
      steadyPerMinute: rounds > 1 ? (count * (rounds - 1) * 60_000) / steady : NaN,
      live: runtime.held().length,
      rounds,
    };
  } finally {
    await router.close();
    await runtime.close();
    await t.close();
  }
}
