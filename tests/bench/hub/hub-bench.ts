/**
 * Hub benchmark (needs REDIS_URL): what the product's Redis hub (server/live/hub/redis-hub.ts) costs per event beside a
 * bare Redis stream doing the least the same delivery needs, on the same Redis, same process, same events.
 *
 * - product: `createRedisHub(…).publish(topic, event)` (the restart-safe Lua script: resend check, seq floor, INCR,
 *   XADD with the explicit id, publisher mark, three PEXPIREs) and a `subscribe` of every topic on the same instance
 *   (its reader's XREAD BLOCK → fan-out), each delivery checked: every seq once, in order;
 * - bare anchor: ioredis `XADD <stream> MAXLEN ~ <history> * e <json> t <ms>` on one connection and one XREAD BLOCK
 *   loop on another, following the same streams.
 *
 * Two loads each: the most the instance gets through (`events` publishes over `topics` topics, at most `window`
 * unanswered, as the ingest publishes without waiting), and a guild's peak (`topics` rooms × 100 events/s for
 * `seconds`) for the publish → delivery latency. The event is a gift.counted record of the usual size.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { createRedisHub } from '../../../server/live/hub/redis-hub';

/** Options of {@link runHubBench}. */
export interface HubBenchOptions {
  redisUrl: string;
  /** Publishes of the throughput load. */
  events: number;
  /** Topics (rooms) the events are spread over. */
  topics: number;
  /** Publishes unanswered at most during the throughput load. */
  window: number;
  /** Events per topic per second of the peak load, and its length. */
  peakPerTopicPerSec: number;
  peakSeconds: number;
}

/** The figures of one side. */
export interface HubSideFigures {
  /** Events delivered to the subscriber per second, first publish to last delivery. */
  throughputPerSec: number;
  /** Publish → delivery at the peak load, ms. */
  peakP50Ms: number;
  peakP99Ms: number;
  /** Deliveries that were not the next seq of their topic (a repeat or a hole); 0 for the anchor (not checked). */
  outOfOrder: number;
}

export interface HubBenchResult {
  product: HubSideFigures;
  bare: HubSideFigures;
  eventBytes: number;
}

/** A counted gift as the live core publishes it (its usual size, about 480 B of JSON). */
function giftEvent(n: number) {
  return {
    type: 'gift.counted',
    roomId: 'bench-room',
    receivedAt: 1_764_000_000_000 + n,
    gift: {
      msgId: `7440${String(n).padStart(15, '0')}`,
      giftId: '5655',
      giftName: 'Rose',
      diamondCount: 1,
      repeatCount: 1,
      streakRepeatCount: 1,
      streakable: true,
      toUserId: 'host-1',
      user: { userId: `6900${String(n % 5_000).padStart(15, '0')}`, uniqueId: `viewer_${n % 5_000}`, nickname: `Viewer ${n % 5_000}`, avatarUrl: 'https://p16-sign.tiktokcdn.com/avatar/100x100/bench.webp' },
      pictureUrl: 'https://p16-webcast.tiktokcdn.com/img/rose~tplv-obj.webp',
    },
  };
}

const percentile = (sorted: readonly number[], p: number) => (sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What one side offers the loads: publish, and its deliveries (with publish time) until stopped. */
interface Side {
  publish(topicIndex: number, n: number): Promise<unknown>;
  delivered(): number;
  /** Starts keeping each delivery's publish → delivery time, ms, in the array returned. */
  record(): number[];
  outOfOrder(): number;
  close(): Promise<void>;
}

async function productSide(options: HubBenchOptions): Promise<Side> {
  const hub = await createRedisHub(options.redisUrl, `bench-hub-${randomUUID().slice(0, 8)}:`);
  const latencies: number[] = [];
  let delivered = 0;
  let outOfOrder = 0;
  let recording = false;
  const subscriptions = Array.from({ length: options.topics }, (_, index) => {
    let last = 0;
    return hub.subscribe(`room:bench-${index}`, undefined, {
      start: (head) => (last = head),
      event: (entry) => {
        if (entry.seq !== last + 1) outOfOrder += 1;
        last = entry.seq;
        delivered += 1;
        if (recording) latencies.push(Date.now() - entry.publishedAt);
      },
      gap: () => (outOfOrder += 1),
    });
  });
  // The subscriptions' `start` (the head seq) comes from Redis.
  await sleep(200);
  return {
    publish: (topicIndex, n) => hub.publish(`room:bench-${topicIndex}`, giftEvent(n)),
    delivered: () => delivered,
    record() {
      recording = true;
      return latencies;
    },
    outOfOrder: () => outOfOrder,
    async close() {
      for (const subscription of subscriptions) subscription.close();
      await hub.clear();
      await hub.close();
    },
  };
}

async function bareSide(options: HubBenchOptions): Promise<Side> {
  const prefix = `bench-bare-${randomUUID().slice(0, 8)}:`;
  const command = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const reader = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const keys = Array.from({ length: options.topics }, (_, index) => `${prefix}stream:room:bench-${index}`);
  const ids = keys.map(() => '$');
  const latencies: number[] = [];
  let delivered = 0;
  let recording = false;
  let closed = false;
  // '$' is resolved when the first XREAD runs: start reading before the first publish.
  const firstRead = (await reader.xread('COUNT', 1, 'BLOCK', 1, 'STREAMS', ...keys, ...ids)) as [string, [string, string[]][]][] | null;
  if (firstRead) throw new Error('the bare streams are not empty');
  ids.fill('0-0');
  const loop = (async () => {
    while (!closed) {
      const reply = (await reader.xread('COUNT', 1_000, 'BLOCK', 200, 'STREAMS', ...keys, ...ids).catch(() => null)) as [string, [string, string[]][]][] | null;
      for (const [key, entries] of reply ?? []) {
        const index = keys.indexOf(key);
        for (const [id, fields] of entries) {
          ids[index] = id;
          delivered += 1;
          // Parsed as the hub parses an entry (the event JSON once per instance).
          JSON.parse(fields[1]!);
          if (recording) latencies.push(Date.now() - Number(fields[3]));
        }
      }
    }
  })();
  return {
    publish: (topicIndex, n) => command.xadd(keys[topicIndex]!, 'MAXLEN', '~', 10_000, '*', 'e', JSON.stringify(giftEvent(n)), 't', String(Date.now())),
    delivered: () => delivered,
    record() {
      recording = true;
      return latencies;
    },
    outOfOrder: () => 0,
    async close() {
      closed = true;
      await loop;
      await command.del(...keys);
      command.disconnect();
      reader.disconnect();
    },
  };
}

/** Publishes `events` with at most `window` unanswered; resolves when all are delivered (or 60 s passed). */
async function throughput(side: Side, options: HubBenchOptions): Promise<number> {
  const before = side.delivered();
  const startedAt = performance.now();
  let inFlight = 0;
  let released: (() => void) | null = null;
  for (let n = 0; n < options.events; n += 1) {
    while (inFlight >= options.window) await new Promise<void>((resolve) => (released = resolve));
    inFlight += 1;
    void side.publish(n % options.topics, n).catch(() => undefined).finally(() => {
      inFlight -= 1;
      released?.();
      released = null;
    });
  }
  const deadline = performance.now() + 60_000;
  while (side.delivered() - before < options.events && performance.now() < deadline) await sleep(2);
  return ((side.delivered() - before) * 1_000) / (performance.now() - startedAt);
}

/** Publishes at the peak rate for `peakSeconds` (every 10 ms, what is due) and returns the sorted latencies. */
async function peak(side: Side, options: HubBenchOptions): Promise<number[]> {
  const latencies = side.record();
  const perSec = options.topics * options.peakPerTopicPerSec;
  const startedAt = performance.now();
  let sent = 0;
  const total = Math.round(perSec * options.peakSeconds);
  const before = side.delivered();
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - startedAt) * perSec) / 1_000));
    for (; sent < due; sent += 1) void side.publish(sent % options.topics, sent).catch(() => undefined);
    await sleep(10);
  }
  const deadline = performance.now() + 30_000;
  while (side.delivered() - before < total && performance.now() < deadline) await sleep(5);
  return [...latencies].sort((a, b) => a - b);
}

async function measure(open: (options: HubBenchOptions) => Promise<Side>, options: HubBenchOptions): Promise<HubSideFigures> {
  const side = await open(options);
  try {
    // Warm-up: the script loaded, connections and JIT warm.
    await throughput(side, { ...options, events: Math.min(5_000, options.events) });
    const rate = await throughput(side, options);
    const latencies = await peak(side, options);
    return { throughputPerSec: rate, peakP50Ms: percentile(latencies, 50), peakP99Ms: percentile(latencies, 99), outOfOrder: side.outOfOrder() };
  } finally {
    await side.close();
  }
}

/** Runs the bare anchor, the product, then the anchor again, and keeps the anchor's better run. */
export async function runHubBench(options: HubBenchOptions): Promise<HubBenchResult> {
  const bareBefore = await measure(bareSide, options);
  const product = await measure(productSide, options);
  const bareAfter = await measure(bareSide, options);
  const bare = bareAfter.throughputPerSec > bareBefore.throughputPerSec ? bareAfter : bareBefore;
  return { product, bare, eventBytes: Buffer.byteLength(JSON.stringify(giftEvent(1))) };
}
