/**
 * The hub (docs/architecture.md, the live event flow): topics (`room:<roomId>`, `config:<id>`) with a
 * sequence number per topic, bounded history, resume after a seq, and gap reporting — the semantics of
 * streams/contracts/realtime.ts. Two implementations behind this interface: in memory (one process) and
 * Redis Streams (`REDIS_URL`), where every instance sees the same events under the same seqs.
 */
import { topicSchema } from '../../../streams/contracts/realtime';

/** One published event as subscribers receive it. The same object is handed to every local subscriber. */
export interface HubEntry {
  readonly topic: string;
  /** 1, 2, 3, … within the topic, the same on every instance. */
  readonly seq: number;
  /** The event as published (parsed once per instance from `json`). */
  readonly event: unknown;
  /** `JSON.stringify(event)`, computed once at publish: the gateway splices it into frames unchanged. */
  readonly json: string;
  /** When `publish` was called, ms since the epoch (publisher's clock), for latency figures. */
  readonly publishedAt: number;
}

/**
 * What a subscriber hears, always in this order: `start` once, then `gap`s and `event`s (or `events`) in seq
 * order, each seq at most once and never one lower than a seq already delivered. Callbacks must not throw
 * and must not block: fan-out calls them synchronously for every subscriber of the topic (`event` during
 * `publish` or the Redis reader's turn; `events` at the end of that turn).
 */
export interface HubListener {
  /** First call. `headSeq` is the topic's latest seq at subscription time (0 = nothing published yet). */
  start(headSeq: number): void;
  event(entry: HubEntry): void;
  /**
   * Optional batched delivery of live events, for listeners with many peers on one topic (the websocket
   * gateway): when present, live entries published during a turn of the event loop are handed over together
   * at the end of the turn (or once a batch reaches {@link FANOUT_BATCH_BYTES}), as consecutive seqs in
   * order, instead of one `event` call per entry at publish. The same array is handed to every batched
   * subscriber of the topic that is in step, so work derived from it can be shared (keyed by the array);
   * it must not be modified. Catch-up deliveries still come through `event`.
   */
  events?(entries: readonly HubEntry[]): void;
  /**
   * History no longer holds the events after the requested seq (or the requested seq is ahead of the topic,
   * as after a store reset): delivery continues at `fromSeq`, the oldest seq still held (head + 1 if none).
   */
  gap(fromSeq: number): void;
  /**
   * Optional back-pressure for catch-up only: before each further history page the hub awaits this, so a
   * resume of thousands of events is paced by the consumer. Live events are never held back for it.
   */
  drain?(): Promise<void> | void;
  /** The subscription failed for good (the store is unreachable); nothing else is delivered after it. */
  error?(error: Error): void;
}

export interface HubSubscription {
  /** Stops delivery at once (idempotent). */
  close(): void;
}

export interface Hub {
  readonly kind: 'memory' | 'redis';
  /**
   * Appends `event` (JSON-serializable) to `topic` and fans it out.
   * @returns the event's seq (previous head + 1, unique across instances, never lower than a seq handed out
   *   before, even after the store lost its data; gapless unless a publish failed: see below).
   * @throws TypeError when `topic` is not `room:<id>` / `config:<id>` / `orders:<userId>`. Redis: a publish
   *   waits while Redis is away and rejects only when too many wait or Redis refuses it; the topic's next seq
   *   then skips one, so subscribers get a `gap` where the event would have been rather than miss it unseen.
   * Calls from one caller are sequenced in call order, so an ingest loop need not await each one.
   */
  publish(topic: string, event: unknown): Promise<number>;
  /**
   * Subscribes `listener` to `topic`. With `sinceSeq` (the last seq the caller has), replays every held event
   * after it, then live events; without it, only events published after the subscription. See
   * {@link HubListener} for the order of callbacks.
   * @throws TypeError for an invalid topic.
   */
  subscribe(topic: string, sinceSeq: number | undefined, listener: HubListener): HubSubscription;
  /** The topic's latest seq (0 when nothing was published or the history expired). */
  headSeq(topic: string): Promise<number>;
  /** Stops reader loops and closes connections it opened; subscriptions end silently. */
  close(): Promise<void>;
}

/** History bounds. Memory trims exactly; Redis trims with `MAXLEN ~` (whole stream nodes, so it may hold more). */
export interface HubOptions {
  /** Events held per topic (default 10,000). */
  historyLength: number;
  /** Memory only: events older than this are dropped from history (default: no age limit). */
  historyMaxAgeMs: number | undefined;
  /** A topic with no publish for this long is forgotten, seq and history (default 24 h). */
  idleTopicTtlMs: number;
}

export const DEFAULT_HUB_OPTIONS: HubOptions = {
  historyLength: 10_000,
  historyMaxAgeMs: undefined,
  idleTopicTtlMs: 24 * 60 * 60_000,
};

/** Throws a TypeError unless `topic` matches the wire contract's topic syntax. */
export function assertTopic(topic: string): void {
  if (!topicSchema.safeParse(topic).success) throw new TypeError(`invalid hub topic ${JSON.stringify(topic)}: expected room:<id>, config:<id> or orders:<userId>`);
}

/** `JSON.stringify(event)`; throws a TypeError when the event has no JSON form (undefined, a function). */
export function serializeEvent(event: unknown): string {
  const json = JSON.stringify(event) as string | undefined;
  if (json === undefined) throw new TypeError('hub events must be JSON-serializable');
  return json;
}

/** A batch for {@link HubListener.events} is handed over early once its events' JSON reaches this size. */
export const FANOUT_BATCH_BYTES = 64 * 1024;

/** Drops undefined values so they do not override defaults in a spread. */
export function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
