/**
 * When each monitored streamer is checked for being live (the product rule: "Monitoring scan interval: 1 minute for
 * focus and PK monitoring, 5 minutes for regular").
 *
 * Spreading: a streamer's checks fall on its own phase within the interval, `phase = hash(id) mod interval`, so
 * 5,000 regular streamers are checked about 17 per second rather than 5,000 at the top of every fifth minute, and a
 * restart keeps every streamer on the same phase (no burst after a deploy). Each check is then moved by a random
 * jitter of up to ±{@link JITTER_RATIO} of the interval, so streamers whose ids hash close together do not stay in
 * lockstep with the platform's rate limiter. A check never comes sooner than half an interval after the previous
 * one, nor later than one and a half.
 *
 * {@link ScanPlan} keeps the next check of every streamer in a binary heap: `takeDue(now)` costs O(k log n) for
 * k due streamers, so a scan worker's tick stays cheap with tens of thousands of streamers.
 * Pure: time and randomness come in as arguments.
 */

/** The product's "Monitor types: focus, regular, PK". */
export const MONITOR_TYPES = ['focus', 'regular', 'pk'] as const;
export type MonitorType = (typeof MONITOR_TYPES)[number];

/** Scan interval per monitor type, ms: 1 minute for focus and PK, 5 minutes for regular. */
export const SCAN_INTERVAL_MS: Readonly<Record<MonitorType, number>> = { focus: 60_000, pk: 60_000, regular: 300_000 };

/** Largest random move of a check, as a share of the interval. */
export const JITTER_RATIO = 0.1;

/** 32-bit FNV-1a of a string: a stable, well-spread hash (not for security). */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The streamer's phase within an interval of `intervalMs`, ms in [0, intervalMs). */
export function scanPhase(id: string, intervalMs: number): number {
  return fnv1a(id) % intervalMs;
}

/**
 * The next check of streamer `id` after `after` (epoch ms): the next phase slot of its interval, moved by jitter.
 * @param random a number in [0, 1) (Math.random on the server, a seeded source in tests)
 */
export function nextScanAt(id: string, type: MonitorType, after: number, random: number): number {
  const interval = SCAN_INTERVAL_MS[type];
  const phase = scanPhase(id, interval);
  // The phase slot nearest one interval after `after`: a check jittered early or late still lands on the next slot.
  const slot = Math.ceil((after + interval / 2 - phase) / interval) * interval + phase;
  const jitter = Math.round((random * 2 - 1) * JITTER_RATIO * interval);
  const at = slot + jitter;
  return Math.min(Math.max(at, after + interval / 2), after + interval * 1.5);
}

/** The first check of a streamer just added (or after a restart): at its phase slot within the coming interval. */
export function firstScanAt(id: string, type: MonitorType, now: number, random: number): number {
  const interval = SCAN_INTERVAL_MS[type];
  const phase = scanPhase(id, interval);
  const slot = Math.floor((now - phase) / interval) * interval + phase + interval;
  const jitter = Math.round((random * 2 - 1) * JITTER_RATIO * interval);
  // Wrapped into [now, now + interval) rather than clamped: clamping would pile the jittered edges on two instants.
  const offset = (((slot + jitter - now) % interval) + interval) % interval;
  return now + offset;
}

/** A streamer the plan schedules. */
export interface PlannedStreamer {
  id: string;
  type: MonitorType;
}

interface Slot {
  at: number;
  streamer: PlannedStreamer;
}

/** The next check of every enabled monitored streamer. */
export interface ScanPlan {
  /** Adds a streamer, or changes its type (rescheduled from `now`). */
  upsert(streamer: PlannedStreamer, now: number): void;
  /** Removes a streamer (disabled or deleted); unknown ids are ignored. */
  remove(id: string): void;
  /** Takes every streamer due at `now`, earliest first, and schedules each one's next check. */
  takeDue(now: number): PlannedStreamer[];
  /** When the streamer is next checked, or undefined when not planned. */
  nextAt(id: string): number | undefined;
  /** The earliest planned check (undefined when empty). */
  peekAt(): number | undefined;
  size(): number;
}

/** Creates an empty plan. `random` returns numbers in [0, 1). */
export function createScanPlan(random: () => number): ScanPlan {
  const heap: Slot[] = [];
  const index = new Map<string, number>();

  const swap = (a: number, b: number) => {
    const x = heap[a]!;
    const y = heap[b]!;
    heap[a] = y;
    heap[b] = x;
    index.set(y.streamer.id, a);
    index.set(x.streamer.id, b);
  };
  const up = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (heap[parent]!.at <= heap[i]!.at) return;
      swap(i, parent);
      i = parent;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let least = i;
      if (left < heap.length && heap[left]!.at < heap[least]!.at) least = left;
      if (right < heap.length && heap[right]!.at < heap[least]!.at) least = right;
      if (least === i) return;
      swap(i, least);
      i = least;
    }
  };
  const removeAt = (i: number) => {
    const last = heap.length - 1;
    index.delete(heap[i]!.streamer.id);
    if (i !== last) {
      heap[i] = heap[last]!;
      index.set(heap[i]!.streamer.id, i);
    }
    heap.pop();
    if (i < heap.length) {
      down(i);
      up(i);
    }
  };
  const insert = (slot: Slot) => {
    heap.push(slot);
    index.set(slot.streamer.id, heap.length - 1);
    up(heap.length - 1);
  };

  return {
    upsert(streamer, now) {
      const at = index.get(streamer.id);
      if (at !== undefined) {
        if (heap[at]!.streamer.type === streamer.type) {
          heap[at]!.streamer = streamer;
          return;
        }
        removeAt(at);
      }
      insert({ at: firstScanAt(streamer.id, streamer.type, now, random()), streamer });
    },
    remove(id) {
      const at = index.get(id);
      if (at !== undefined) removeAt(at);
    },
    takeDue(now) {
      const due: Slot[] = [];
      while (heap.length > 0 && heap[0]!.at <= now) {
        due.push(heap[0]!);
        removeAt(0);
      }
      for (const slot of due) insert({ at: nextScanAt(slot.streamer.id, slot.streamer.type, Math.max(now, slot.at), random()), streamer: slot.streamer });
      return due.map((slot) => slot.streamer);
    },
    nextAt(id) {
      const at = index.get(id);
      return at === undefined ? undefined : heap[at]!.at;
    },
    peekAt: () => heap[0]?.at,
    size: () => heap.length,
  };
}
