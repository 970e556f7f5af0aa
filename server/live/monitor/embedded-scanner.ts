/**
 * The scan schedule of one process (it checks whether each enabled streamer is live: every 1 minute for focus and
 * PK, every 5 minutes for regular, the product's scan intervals, spread with jitter): the embedded default,
 * without Redis. The plan (streams/monitor/scan-schedule.ts) gives every streamer its phase within its interval plus
 * ±10% jitter per check; a 1 s tick takes the due streamers, reads their rows fresh (a type changed, a streamer
 * disabled or deleted since is seen at once) and scans them, a bounded number at a time.
 *
 * The enabled list is read again every `refreshMs` (15 s) so added, removed and retyped streamers join the plan.
 */
import type { Db } from '../../db/database';
import { createScanPlan, type ScanPlan } from '../../../streams/monitor/scan-schedule';
import type { MonitorRuntime, RuntimeLog } from './monitor-runtime';
import { loadEnabledStreamers, loadStreamersByIds } from './monitor-store';
import type { ScanRouter } from './scan-router';

export interface EmbeddedScannerDeps {
  db: Db;
  router: ScanRouter;
  runtime: MonitorRuntime;
  log: RuntimeLog;
  now?: () => number;
  random?: () => number;
  /** Tick, ms (default 1,000). */
  tickMs?: number;
  /** How often the enabled list is read again, ms (default 15,000). */
  refreshMs?: number;
  /** Scans run at once (default 32; probes of platform sources wait on the network). */
  concurrency?: number;
}

export interface EmbeddedScanner {
  readonly plan: ScanPlan;
  /** Reads the enabled list and starts ticking. */
  start(): Promise<void>;
  /** Re-reads the enabled list now (after staff changed streamers). */
  refresh(): Promise<void>;
  /** Scans whatever is due at `now()`; resolves when those scans are done (tests drive it with a fake clock). */
  tick(): Promise<number>;
  close(): Promise<void>;
}

export function createEmbeddedScanner(deps: EmbeddedScannerDeps): EmbeddedScanner {
  const now = deps.now ?? Date.now;
  const plan = createScanPlan(deps.random ?? Math.random);
  const concurrency = deps.concurrency ?? 32;
  let ticking: Promise<number> | null = null;
  let timers: NodeJS.Timeout[] = [];
  let closed = false;

  const refresh = async () => {
    const rows = await loadEnabledStreamers(deps.db);
    const at = now();
    const enabled = new Set<string>();
    for (const row of rows) {
      enabled.add(String(row.id));
      plan.upsert({ id: String(row.id), type: row.type }, at);
    }
    for (const id of plannedIds) if (!enabled.has(id)) plan.remove(id);
    plannedIds = enabled;
    // Held streamers staff disabled or deleted since: let the runtime end them now rather than at their next scan.
    const gone = deps.runtime.held().filter((id) => !enabled.has(String(id)));
    if (gone.length > 0) {
      const fresh = new Map((await loadStreamersByIds(deps.db, gone)).map((row) => [row.id, row]));
      await Promise.all(gone.map((id) => deps.runtime.update(id, fresh.get(id) ?? null)));
    }
  };
  let plannedIds = new Set<string>();

  const runDue = async (): Promise<number> => {
    const due = plan.takeDue(now());
    if (due.length === 0) return 0;
    const rows = new Map((await loadStreamersByIds(deps.db, due.map((d) => Number(d.id)))).map((row) => [row.id, row]));
    for (let i = 0; i < due.length; i += concurrency) {
      await Promise.all(
        due.slice(i, i + concurrency).map(async ({ id }) => {
          const row = rows.get(Number(id));
          if (!row) {
            plan.remove(id);
            await deps.runtime.update(Number(id), null);
            return;
          }
          await deps.router.scan(row);
        }),
      );
    }
    return due.length;
  };

  const tick = () => {
    // One tick at a time: a slow round leaves the next due streamers in the plan for the following tick.
    ticking ??= runDue()
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'a monitor scan round failed');
        return 0;
      })
      .finally(() => {
        ticking = null;
      });
    return ticking;
  };

  return {
    plan,
    async start() {
      await refresh();
      if (closed) return;
      timers = [
        setInterval(() => void tick(), deps.tickMs ?? 1_000),
        setInterval(() => void refresh().catch((error: unknown) => deps.log.error({ err: error }, 'reading the monitored streamers failed')), deps.refreshMs ?? 15_000),
      ];
      for (const timer of timers) timer.unref();
    },
    refresh,
    tick,
    async close() {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      await ticking;
    },
  };
}
