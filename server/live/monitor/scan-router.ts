/**
 * One scan of one monitored streamer, wherever it runs (each live room is leased to one worker):
 * asks the probe, then hands the answer to the worker holding the streamer.
 *
 * - Embedded (no lease keeper): this process holds everything.
 * - Scaled out: a streamer is held by the worker holding its lease `lease:monitor:<id>` (lease-keeper.ts, renewed every
 *   5 s, 15 s TTL). A worker that runs a scan of a streamer nobody holds takes the lease and becomes the holder; a scan
 *   of a streamer another worker holds is sent to that worker (instance-rpc.ts); a holder that stops gives its leases
 *   back, and the next scan of each of its streamers, on any worker, takes it over. Only the holder connects the
 *   streamer's room, so a room is never ingested twice.
 * - A streamer stored offline and found offline needs nobody: the scan only marks it checked.
 * Checked times are written in batches once a second; so are the scan reports told to `onScanned` (the CRM's data
 * log), one batch per second of scans, whatever their outcome, so a listener can store a round in one statement.
 */
import { z } from 'zod';
import type { MonitorStatus } from '../../../machines/monitor-connection.machine';
import type { Db } from '../../db/database';
import type { KvStore } from '../../kv/kv-store';
import type { LeaseKeeper } from '../lease/lease-keeper';
import type { InstanceRpc } from '../rpc/instance-rpc';
import type { LiveProbe, ProbeResult } from './live-probe';
import type { MonitorRuntime, RuntimeLog } from './monitor-runtime';
import { loadStreamer, touchChecked, type ScannedStreamer } from './monitor-store';

/** Prefix of the streamers' leases in the KV store. */
export const MONITOR_LEASE_PREFIX = 'lease:monitor:';
const SCAN_METHOD = 'monitor.scan';
const FORWARD_TIMEOUT_MS = 5_000;

const forwardedScanSchema = z.object({
  streamerId: z.number().int(),
  at: z.number(),
  result: z.object({
    live: z.boolean(),
    reason: z.string().optional(),
    startedAt: z.number().optional(),
    viewers: z.number().nullable().optional(),
    likes: z.number().nullable().optional(),
  }),
});

/** One successful scan of an enabled streamer, as told to {@link ScanRouterDeps.onScanned}. */
export interface ScanReport {
  streamerId: number;
  /** The TikTok ID as monitored (any case). */
  uniqueId: string;
  /** When the probe was asked, epoch ms. */
  at: number;
  live: boolean;
  /** The follower count the probe reported, or null when it gave none. */
  followers: number | null;
}

export interface ScanRouterDeps {
  db: Db;
  kv: KvStore;
  probe: LiveProbe;
  runtime: MonitorRuntime;
  log: RuntimeLog & { debug(obj: object, msg: string): void };
  /** Scaled out: the streamer leases (owner = `rpc.instanceId`) and the way to reach their holders. */
  leases?: { keeper: LeaseKeeper; rpc: InstanceRpc };
  /**
   * Told the scans done since the last flush (once a second, and on `flush()`/`close()`), in scan order: every probe
   * answered on this process, live or not, held here or forwarded. Awaited by `flush()`; a rejection is logged, never
   * thrown at the scanner.
   */
  onScanned?: (reports: readonly ScanReport[]) => Promise<void> | void;
  now?: () => number;
}

export interface ScanRouter {
  /** Scans `streamer` (a fresh database row) now. Never throws: a failed probe is logged and skipped. */
  scan(streamer: ScannedStreamer): Promise<void>;
  /** Scans done, probes failed (since start). */
  stats(): { scans: number; failures: number };
  /** Writes the pending checked times and tells `onScanned` the pending reports; resolves when both are done. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

const NEEDS_NOBODY: ReadonlySet<MonitorStatus> = new Set(['offline']);

export function createScanRouter(deps: ScanRouterDeps): ScanRouter {
  const now = deps.now ?? Date.now;
  const { runtime, leases } = deps;
  let checked: number[] = [];
  let reports: ScanReport[] = [];
  let scans = 0;
  let failures = 0;

  const report = async (batch: readonly ScanReport[]) => {
    if (batch.length === 0 || !deps.onScanned) return;
    try {
      await deps.onScanned(batch);
    } catch (error) {
      deps.log.error({ err: error, scans: batch.length }, 'a scan listener failed');
    }
  };
  const flushOnce = async () => {
    const ids = checked;
    const batch = reports;
    checked = [];
    reports = [];
    await Promise.all([touchChecked(deps.db, ids, now()).catch((error: unknown) => deps.log.error({ err: error }, 'storing scan times failed')), report(batch)]);
  };
  // One flush at a time, in order: a caller's flush resolves once everything scanned before it is stored and told.
  let flushing: Promise<void> = Promise.resolve();
  const flush = () => (flushing = flushing.then(flushOnce));
  const flusher = setInterval(() => void flush(), 1_000);
  flusher.unref();

  leases?.keeper.onLost((name) => void runtime.release(Number(name)));
  leases?.rpc.handle(SCAN_METHOD, async (payload) => {
    const { streamerId, at, result } = forwardedScanSchema.parse(payload);
    const streamer = await loadStreamer(deps.db, streamerId);
    if (!streamer) return runtime.update(streamerId, null);
    if (leases.keeper.holds(String(streamerId))) await runtime.scan(streamer, result, at);
    return null;
  });

  const route = async (streamer: ScannedStreamer, result: ProbeResult, at: number) => {
    if (!leases) return runtime.scan(streamer, result, at);
    const name = String(streamer.id);
    if (leases.keeper.holds(name) || (await leases.keeper.acquire(name))) return runtime.scan(streamer, result, at);
    const owner = await deps.kv.get(MONITOR_LEASE_PREFIX + name);
    if (!owner || owner === leases.rpc.instanceId) return;
    await leases.rpc.call(owner, SCAN_METHOD, { streamerId: streamer.id, at, result }, FORWARD_TIMEOUT_MS).catch((error: unknown) =>
      // The holder is going away; its lease expires and the next scan takes the streamer over.
      deps.log.debug({ err: error, streamerId: streamer.id }, 'forwarding a scan to the holder failed'),
    );
  };

  return {
    async scan(streamer) {
      if (!streamer.enabled) return runtime.update(streamer.id, streamer);
      const at = now();
      let result: ProbeResult;
      try {
        result = await deps.probe.probe(streamer.uniqueId, at);
      } catch (error) {
        failures += 1;
        deps.log.warn({ err: error, streamerId: streamer.id, uniqueId: streamer.uniqueId }, 'live check failed; retried at the next interval');
        return;
      }
      scans += 1;
      checked.push(streamer.id);
      if (deps.onScanned) reports.push({ streamerId: streamer.id, uniqueId: streamer.uniqueId, at, live: result.live, followers: result.followers ?? null });
      if (!result.live && NEEDS_NOBODY.has(streamer.status) && !runtime.held().includes(streamer.id)) return;
      try {
        await route(streamer, result, at);
      } catch (error) {
        deps.log.error({ err: error, streamerId: streamer.id }, 'applying a scan failed');
      }
    },
    stats: () => ({ scans, failures }),
    flush,
    async close() {
      clearInterval(flusher);
      await flush();
    },
  };
}
