/**
 * `GET api/monitor` figures (eladmin `MonitorServiceImpl`) read through systeminformation, cached
 * for {@link FIGURES_TTL_MS} so several open pages (each polling every 3 s) cost one measurement: the calls
 * read /proc, statfs and the network interfaces and take about a second on a small machine.
 */
import { cwd } from 'node:process';
import si from 'systeminformation';
import type { Capacity, ServerFigures } from '../../../streams/contracts/server-monitor';
import { formatWireDate } from '../../http/wire-date';

/** How long one measurement serves every caller (milliseconds). */
export const FIGURES_TTL_MS = 2_000;

/** Percentage with two decimals, 0 when the whole is 0 (no swap), clamped to 0–100 against rounding. */
export function rate(part: number, whole: number): number {
  if (!(whole > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((part / whole) * 10_000) / 100));
}

/** A capacity from its total and what is still available (the rest is used). */
export function capacity(total: number, available: number): Capacity {
  const safeTotal = Math.max(0, total);
  const safeAvailable = Math.min(safeTotal, Math.max(0, available));
  const used = safeTotal - safeAvailable;
  return { total: safeTotal, available: safeAvailable, used, usageRate: rate(used, safeTotal) };
}

/** Uptime in English words, eladmin's `day` (`2 days 3 hours 4 minutes`; under a minute: `0 minutes`). */
export function uptimeWords(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const parts = [days > 0 ? part(days, 'day') : '', days > 0 || hours > 0 ? part(hours, 'hour') : '', part(minutes, 'minute')];
  return parts.filter((p) => p !== '').join(' ');
}

/**
 * The file system holding `dir` (longest mount point that prefixes it), so the disk figure is the one the
 * server's data lives on; the first listed when none matches (Windows drive letters, odd containers).
 */
export function fileSystemOf<T extends { mount: string }>(list: T[], dir: string): T | undefined {
  const norm = (p: string) => p.replace(/\\/g, '/').toLowerCase();
  const target = norm(dir);
  let best: T | undefined;
  for (const entry of list) {
    const mount = norm(entry.mount);
    const holds = mount === '/' || target === mount || target.startsWith(mount.endsWith('/') ? mount : `${mount}/`);
    if (holds && (!best || mount.length > norm(best.mount).length)) best = entry;
  }
  return best ?? list[0];
}

/** Takes one measurement now. Each part that fails (an unreadable /proc in a sandbox) reads as zero, not a 500. */
export async function measureServer(timeZone: string): Promise<ServerFigures> {
  const soft = <T>(promise: Promise<T>, fallback: T) => promise.catch(() => fallback);
  const [os, cpu, load, mem, fsList, time, net] = await Promise.all([
    soft(si.osInfo(), undefined),
    soft(si.cpu(), undefined),
    soft(si.currentLoad(), undefined),
    soft(si.mem(), undefined),
    soft(si.fsSize(), []),
    Promise.resolve(si.time()),
    soft(si.networkInterfaces('default'), undefined),
  ]);
  const iface = Array.isArray(net) ? net[0] : net;
  const disk = fileSystemOf(fsList, cwd());
  const uptime = Math.max(0, Math.floor(Number(time.uptime) || 0));
  const usedCpu = Number.isFinite(load?.currentLoad) ? Math.min(100, Math.max(0, Math.round((load?.currentLoad ?? 0) * 100) / 100)) : 0;
  return {
    sys: {
      os: [os?.distro, os?.release].filter((part) => part).join(' ') || (os?.platform ?? ''),
      ip: iface?.ip4 || iface?.ip6 || '',
      hostname: os?.hostname ?? '',
      day: uptimeWords(uptime),
      uptime,
    },
    cpu: {
      name: [cpu?.manufacturer, cpu?.brand].filter((part) => part).join(' '),
      package: cpu?.processors ?? 0,
      core: cpu?.physicalCores ?? 0,
      coreNumber: cpu?.physicalCores ?? 0,
      logic: cpu?.cores ?? 0,
      used: usedCpu,
    },
    memory: capacity(mem?.total ?? 0, mem?.available ?? 0),
    swap: capacity(mem?.swaptotal ?? 0, mem?.swapfree ?? 0),
    // df's figures: used + available can be less than the size (blocks reserved for root), so used is read, not derived.
    disk: disk
      ? { total: disk.size, available: Math.min(disk.available, disk.size), used: Math.min(disk.used, disk.size), usageRate: rate(disk.used, disk.used + disk.available) }
      : capacity(0, 0),
    time: formatWireDate(Date.now(), timeZone),
  };
}

/**
 * A measurement shared for `ttlMs`: callers within that window (and callers arriving while one is being taken) get
 * the same figures. A failed measurement is not kept.
 */
export function createFiguresCache(measure: () => Promise<ServerFigures>, ttlMs = FIGURES_TTL_MS, now: () => number = Date.now) {
  let current: { at: number; figures: Promise<ServerFigures> } | undefined;
  return {
    get(): Promise<ServerFigures> {
      if (current && now() - current.at < ttlMs) return current.figures;
      const entry = { at: now(), figures: measure() };
      current = entry;
      // Counted from when the figures are ready: a slow measurement still serves a full window.
      entry.figures.then(
        () => {
          entry.at = now();
        },
        () => {
          if (current === entry) current = undefined;
        },
      );
      return entry.figures;
    },
  };
}
