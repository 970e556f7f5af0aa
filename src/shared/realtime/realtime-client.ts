/**
 * The browser's realtime client (the websocket protocol of docs/architecture.md; "one connection lifecycle,
 * many data streams"): one websocket to `/websocket`, owned by an actor of `connectionMachine`, and any number
 * of per-topic streams multiplexed over it that survive reconnects without gaps or duplicates.
 *
 * Why a plain `WebSocket` rather than `reconnecting-websocket` (the design's first pick): the connection
 * machine must be the only thing that decides when to reconnect (4401 never, 4408 at once, others with
 * jittered backoff, offline waits for the network). reconnecting-websocket 4.4.0 retries on its own timers
 * (global `setTimeout`, `Math.random` defaults, its own connect timeout and uptime rule), and it cannot be
 * tamed into a single-shot socket: with `maxRetries` reached, or `close()` called during its reconnect wait,
 * its internal `_connectLock` stays set and `reconnect()` silently does nothing any more (checked against
 * node_modules/reconnecting-websocket/dist: `_connect` sets the lock before the retry check and never clears
 * it on that path). A socket per attempt, created by the machine's `socket` actor, is simpler and testable.
 *
 * Delivery guarantees per topic (the contract in streams/contracts/realtime.ts):
 * - the client remembers the last seq it delivered and, after every reconnect, resubscribes with
 *   `sinceSeq` = that seq, so the server replays what was missed;
 * - any event with seq ≤ the last delivered one is a duplicate (overlapping replay) and dropped;
 * - `gap` from the server (history no longer holds what was missed) becomes a `{ kind: 'gap' }` item: the
 *   view must reload its state (REST or snapshot) and then apply the events that follow. The client also
 *   emits `gap` when a seq jumps (`cause: 'missing'`), and when it has to resubscribe a topic whose position
 *   it never learnt (`cause: 'unacknowledged'`): a lost event is worse than a reload.
 * - subscriptions are refcounted: the first subscriber sends `subscribe`, the last one leaving sends
 *   `unsubscribe` and forgets the position (a later subscriber starts from "now", after loading its state).
 *
 * Batched delivery: topics are subscribed with `batch: true`, so the server sends what a topic is owed at each
 * of its flushes as one `events` frame. The client takes such a frame as one unit: the same rules per event
 * (seqs at or below the last delivered dropped, a jump → one `gap` item first), then the frame's items are
 * handed on together, as one emission of {@link RealtimeClient.topicBatches$} (one view update per frame), or
 * one after another, synchronously, on {@link RealtimeClient.topic$}.
 */
import { asyncScheduler, BehaviorSubject, Observable, Subject, type SchedulerLike, type Subscription } from 'rxjs';
import { createActor, fromCallback, type AnyEventObject } from 'xstate';
import type { z } from 'zod';
import {
  connectionMachine,
  selectConnectionView,
  type ConnectionTiming,
  type ConnectionView,
  type SocketCommand,
  type SocketInput,
} from '../../../machines/connection.machine';
import {
  serverFrameSchema,
  topicSchema,
  WS_CLOSE,
  type ClientFrame,
  type ServerFrame,
  type Topic,
} from '../../../streams/contracts/realtime';

export type { ConnectionView } from '../../../machines/connection.machine';

/** Why a topic stream asks its view to resync. */
export type GapCause =
  /** The server's `gap` frame: events after the last seq are no longer in its history. */
  | 'server'
  /** An event arrived whose seq skips at least one number (should not happen; treated as a loss). */
  | 'missing'
  /** A reconnect happened before the client learnt the topic's position (no ack, no event yet). */
  | 'unacknowledged';

/**
 * One item of a topic stream, discriminated on `kind`:
 * - `event`: the topic's next event, `seq` = its per-topic sequence number (strictly increasing, no repeats);
 * - `snapshot`: the topic's state as of `seq` (topics that publish snapshots, e.g. `config:<id>` games);
 * - `gap`: events were lost; reload the view's state, then keep applying the items that follow. `fromSeq` is
 *   the next seq that will be delivered when known, `null` when not.
 */
export type TopicItem<E = unknown> =
  | { kind: 'event'; topic: Topic; seq: number; event: E }
  | { kind: 'snapshot'; topic: Topic; seq: number; state: unknown }
  | { kind: 'gap'; topic: Topic; fromSeq: number | null; cause: GapCause };

/** The `error` frame of the protocol (a bad client frame, too many topics…); the socket stays usable. */
export type ServerErrorFrame = Extract<ServerFrame, { type: 'error' }>;

/** Counters for diagnostics (a debug panel, the benchmark); monotonically increasing. */
export interface RealtimeStats {
  /** Frames received, valid or not. */
  frames: number;
  /** Events received in `events` frames (batched delivery), duplicates included. */
  batchedEvents: number;
  /** Frames that were not JSON text or failed `serverFrameSchema`: ignored. */
  invalidFrames: number;
  /** Events dropped because their seq was already delivered (overlapping replays). */
  duplicates: number;
  /** `gap` items emitted, all causes. */
  gaps: number;
  /** Frames for a topic nobody holds (in flight across an unsubscribe). */
  strayFrames: number;
  /** Snapshots older than what was already delivered: dropped. */
  staleSnapshots: number;
  /** Events that failed the per-subscriber schema given to `topic$`: dropped for that subscriber. */
  invalidEvents: number;
  /** Sockets opened (the first one included). */
  opens: number;
}

/** Raised on a topic stream the server refused (close 4403 naming that topic). */
export class TopicForbiddenError extends Error {
  constructor(readonly topic: Topic) {
    super(`Topic not allowed: ${topic}`);
    this.name = 'TopicForbiddenError';
  }
}

/** The part of the DOM `WebSocket` the client uses; tests pass a fake class. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
}
export type WebSocketConstructor = new (url: string) => WebSocketLike;

interface BaseOptions {
  /** The websocket endpoint: `/websocket` (resolved against the page, http→ws, https→wss) or a `ws(s)://` URL. */
  url: string;
  /** Defaults to the browser's `WebSocket`. */
  WebSocketImpl?: WebSocketConstructor;
  /** Uniform [0, 1) samples for the backoff jitter; default `Math.random`. */
  random?: () => number;
  /** Time source for timers, `now()` and throttling; default rxjs `asyncScheduler` (tests: fake timers). */
  scheduler?: SchedulerLike;
  /** Overrides of the connection timings (ms). */
  timing?: Partial<ConnectionTiming>;
}

/**
 * Options of {@link createRealtimeClient}: staff pass their login `token` (as stored, with or without
 * `Bearer `; a function is read at every connect so a renewed token is used), overlays their `overlayKey`, the
 * operators' phone pages their personal `linkKey` (`?linkKey=`; it may read only `orders:<its user>`).
 */
export type RealtimeClientOptions = BaseOptions &
  (
    | { token: string | (() => string | undefined); overlayKey?: undefined; linkKey?: undefined }
    | { overlayKey: string; token?: undefined; linkKey?: undefined }
    | { linkKey: string; token?: undefined; overlayKey?: undefined }
  );

/** A realtime client; create one per signed-in console or per overlay page. */
export interface RealtimeClient {
  /** The connection as a UI shows it; replays the current value to each subscriber, then changes only. */
  readonly connection$: Observable<ConnectionView>;
  /** The current {@link ConnectionView} (for `useSyncExternalStore`). */
  getConnection(): ConnectionView;
  /**
   * The items of one topic (`room:<id>` or `config:<id>`), shared by all subscribers of that topic.
   * Subscribing sends `subscribe` if this is the first subscriber; unsubscribing the last sends `unsubscribe`.
   * Events arrive exactly once and in seq order across reconnects; see {@link TopicItem} for `gap`.
   * With `eventSchema`, each event is validated for this subscriber and failures are counted and skipped.
   * Errors with {@link TopicForbiddenError} when the server refuses the topic; errors synchronously for an
   * invalid topic string.
   */
  topic$(topic: string): Observable<TopicItem<unknown>>;
  topic$<E>(topic: string, eventSchema: z.ZodType<E>): Observable<TopicItem<E>>;
  /**
   * The same items as {@link topic$}, and the same refcounted subscription, but one array per server frame: the
   * items of an `events` frame (a leading `gap` item when seqs jumped, then its new events) come as one
   * emission, a single `event`, `gap` or `snapshot` frame as an array of one. Never emits an empty array.
   * Views that fold events feed this to `concatAnimationFrames()` for one update per animation frame.
   */
  topicBatches$(topic: string): Observable<readonly TopicItem<unknown>[]>;
  topicBatches$<E>(topic: string, eventSchema: z.ZodType<E>): Observable<readonly TopicItem<E>[]>;
  /** `error` frames from the server. */
  readonly errors$: Observable<ServerErrorFrame>;
  /** A copy of the counters. */
  stats(): RealtimeStats;
  /** Retry now (from backoff, offline, or closed after signing in again). */
  reconnect(): void;
  /** Closes the socket for good and completes every stream. */
  close(): void;
}

const WS_CONNECTING = 0;
const WS_OPEN = 1;
/** The protocol caps a subscribe/unsubscribe frame at 100 topics. */
const MAX_TOPICS_PER_FRAME = 100;
/**
 * The machine only needs to know that frames still arrive (heartbeat timeout 45 s); forwarding each of
 * thousands of events per second as a machine event would cost a transition and a timer reset apiece.
 */
const ACTIVITY_EVERY_MS = 1_000;
/** A 4403 close reason ends with the refused topic (server/live/gateway: "Topic not allowed: room:…"). */
const FORBIDDEN_TOPIC_AT_END = /((?:room|config|orders|monitor):[A-Za-z0-9_.-]{1,128})$/;

interface TopicEntry {
  readonly topic: Topic;
  refs: number;
  /** The last seq delivered (or the head seq acknowledged before any event); undefined = position unknown. */
  lastSeq: number | undefined;
  /** A subscribe for this topic went out on some socket. */
  requested: boolean;
  /** The items of one server frame at a time (never empty). */
  readonly items: Subject<readonly TopicItem<unknown>[]>;
}

function closeCodeOf(event: Event): number {
  return 'code' in event && typeof event.code === 'number' ? event.code : 1006;
}
function closeReasonOf(event: Event): string {
  return 'reason' in event && typeof event.reason === 'string' ? event.reason : '';
}
function dataOf(event: Event): unknown {
  return 'data' in event ? event.data : undefined;
}

function sameView(a: ConnectionView, b: ConnectionView): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

class RealtimeClientImpl implements RealtimeClient {
  private readonly scheduler: SchedulerLike;
  private readonly WebSocketImpl: WebSocketConstructor;
  private readonly topics = new Map<Topic, TopicEntry>();
  private readonly connectionSubject: BehaviorSubject<ConnectionView>;
  private readonly errorSubject = new Subject<ServerErrorFrame>();
  private readonly counters: RealtimeStats = {
    frames: 0,
    batchedEvents: 0,
    invalidFrames: 0,
    duplicates: 0,
    gaps: 0,
    strayFrames: 0,
    staleSnapshots: 0,
    invalidEvents: 0,
    opens: 0,
  };
  private readonly actor;
  private readonly teardown: Array<() => void> = [];
  /** The socket of the current session once it is open. */
  private socket: WebSocketLike | undefined;
  private isOpen = false;
  private closed = false;

  readonly connection$: Observable<ConnectionView>;
  readonly errors$: Observable<ServerErrorFrame>;

  constructor(private readonly options: RealtimeClientOptions) {
    this.scheduler = options.scheduler ?? asyncScheduler;
    const Impl = options.WebSocketImpl ?? (typeof WebSocket === 'undefined' ? undefined : WebSocket);
    if (!Impl) throw new Error('createRealtimeClient: no WebSocket implementation in this environment');
    this.WebSocketImpl = Impl;

    const scheduler = this.scheduler;
    const machine = connectionMachine.provide({
      actors: {
        socket: fromCallback<SocketCommand, SocketInput>(({ sendBack, receive }) => this.runSocket(sendBack, receive)),
      },
    });
    this.actor = createActor(machine, {
      // XState's timers run on the same scheduler as everything else, so one fake clock drives a test.
      clock: {
        setTimeout: (fn: () => void, ms: number) => scheduler.schedule(fn, ms),
        clearTimeout: (subscription: Subscription) => subscription.unsubscribe(),
      },
      input: {
        random: options.random ?? Math.random,
        now: () => scheduler.now(),
        online: typeof navigator === 'undefined' ? true : navigator.onLine,
        timing: options.timing,
      },
    });
    this.connectionSubject = new BehaviorSubject(selectConnectionView(this.actor.getSnapshot()));
    this.connection$ = this.connectionSubject.asObservable();
    this.errors$ = this.errorSubject.asObservable();

    this.actor.subscribe((snapshot) => {
      const view = selectConnectionView(snapshot);
      const open = view.status === 'open';
      const opened = open && !this.isOpen;
      this.isOpen = open;
      if (!sameView(view, this.connectionSubject.value)) this.connectionSubject.next(view);
      if (opened) this.resubscribeAll();
    });

    if (typeof window !== 'undefined') {
      const online = () => this.actor.send({ type: 'net.online' });
      const offline = () => this.actor.send({ type: 'net.offline' });
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      this.teardown.push(() => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
      });
    }
    this.actor.start();
  }

  getConnection(): ConnectionView {
    return this.connectionSubject.value;
  }

  stats(): RealtimeStats {
    return { ...this.counters };
  }

  reconnect(): void {
    this.actor.send({ type: 'conn.retry' });
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.actor.send({ type: 'conn.stop' });
    for (const dispose of this.teardown.splice(0)) dispose();
    for (const entry of this.topics.values()) entry.items.complete();
    this.topics.clear();
    this.errorSubject.complete();
    this.connectionSubject.complete();
  }

  topic$(topic: string): Observable<TopicItem<unknown>>;
  topic$<E>(topic: string, eventSchema: z.ZodType<E>): Observable<TopicItem<E>>;
  topic$<E>(topic: string, eventSchema?: z.ZodType<E>): Observable<TopicItem<unknown>> | Observable<TopicItem<E>> {
    const name = this.topicName('topic$', topic);
    return new Observable<TopicItem<unknown>>((subscriber) =>
      this.attach(
        name,
        (items) => {
          for (const item of items) {
            const valid = this.validItem(item, eventSchema);
            if (valid) subscriber.next(valid);
          }
        },
        subscriber,
      ),
    );
  }

  topicBatches$(topic: string): Observable<readonly TopicItem<unknown>[]>;
  topicBatches$<E>(topic: string, eventSchema: z.ZodType<E>): Observable<readonly TopicItem<E>[]>;
  topicBatches$<E>(topic: string, eventSchema?: z.ZodType<E>): Observable<readonly TopicItem<unknown>[]> | Observable<readonly TopicItem<E>[]> {
    const name = this.topicName('topicBatches$', topic);
    return new Observable<readonly TopicItem<unknown>[]>((subscriber) =>
      this.attach(
        name,
        (items) => {
          if (!eventSchema) {
            subscriber.next(items);
            return;
          }
          const valid: TopicItem<unknown>[] = [];
          for (const item of items) {
            const checked = this.validItem(item, eventSchema);
            if (checked) valid.push(checked);
          }
          if (valid.length > 0) subscriber.next(valid);
        },
        subscriber,
      ),
    );
  }

  private topicName(method: string, topic: string): Topic {
    const parsed = topicSchema.safeParse(topic);
    if (!parsed.success) throw new Error(`${method}: invalid topic ${JSON.stringify(topic)}`);
    return parsed.data;
  }

  /** The item with its event parsed by `eventSchema` (if any); undefined (counted) when the event fails it. */
  private validItem<E>(item: TopicItem<unknown>, eventSchema: z.ZodType<E> | undefined): TopicItem<unknown> | undefined {
    if (!eventSchema || item.kind !== 'event') return item;
    const result = eventSchema.safeParse(item.event);
    if (result.success) return { ...item, event: result.data };
    this.counters.invalidEvents += 1;
    return undefined;
  }

  /** Refcounted attach of one subscriber; returns its teardown. */
  private attach(
    topic: Topic,
    next: (items: readonly TopicItem<unknown>[]) => void,
    sink: { error(error: unknown): void; complete(): void },
  ): () => void {
    let entry = this.topics.get(topic);
    if (!entry) {
      entry = { topic, refs: 0, lastSeq: undefined, requested: false, items: new Subject() };
      this.topics.set(topic, entry);
    }
    const held = entry;
    held.refs += 1;
    const inner = held.items.subscribe({ next, error: (error: unknown) => sink.error(error), complete: () => sink.complete() });
    if (held.refs === 1 && this.isOpen) this.subscribeTopics([held]);
    return () => {
      inner.unsubscribe();
      if (this.topics.get(topic) !== held) return;
      held.refs -= 1;
      if (held.refs > 0) return;
      this.topics.delete(topic);
      if (this.isOpen && held.requested) this.send({ type: 'unsubscribe', topics: [topic] });
    };
  }

  /** After (re)connecting: every held topic, from its last seq. */
  private resubscribeAll(): void {
    const entries = [...this.topics.values()];
    for (const entry of entries) {
      if (entry.requested && entry.lastSeq === undefined) {
        this.counters.gaps += 1;
        entry.items.next([{ kind: 'gap', topic: entry.topic, fromSeq: null, cause: 'unacknowledged' }]);
      }
    }
    this.subscribeTopics(entries.filter((entry) => this.topics.get(entry.topic) === entry));
  }

  private subscribeTopics(entries: TopicEntry[]): void {
    for (let i = 0; i < entries.length; i += MAX_TOPICS_PER_FRAME) {
      const chunk = entries.slice(i, i + MAX_TOPICS_PER_FRAME);
      if (chunk.length === 0) continue;
      const sent = this.send({
        type: 'subscribe',
        topics: chunk.map((entry) =>
          entry.lastSeq === undefined ? { topic: entry.topic } : { topic: entry.topic, sinceSeq: entry.lastSeq },
        ),
        // One `events` frame per topic per server flush instead of a frame per event.
        batch: true,
      });
      if (sent) for (const entry of chunk) entry.requested = true;
    }
  }

  private send(frame: ClientFrame): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== WS_OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }

  /** The body of the machine's `socket` actor: one WebSocket for one attempt. */
  private runSocket(sendBack: (event: AnyEventObject) => void, receive: (listener: (command: SocketCommand) => void) => void) {
    let ws: WebSocketLike;
    try {
      ws = new this.WebSocketImpl(this.socketUrl());
    } catch (error) {
      // An unusable URL: report a failed attempt; the machine backs off like for any failure.
      sendBack({ type: 'ws.closed', code: 1006, reason: error instanceof Error ? error.message : String(error) });
      return undefined;
    }
    let lastActivity = Number.NEGATIVE_INFINITY;
    const onOpen = () => {
      this.socket = ws;
      this.counters.opens += 1;
      sendBack({ type: 'ws.open' });
    };
    const onMessage = (event: Event) => {
      const now = this.scheduler.now();
      if (now - lastActivity >= ACTIVITY_EVERY_MS) {
        lastActivity = now;
        sendBack({ type: 'ws.message' });
      }
      this.handleData(dataOf(event));
    };
    const onClose = (event: Event) => {
      detach();
      if (this.socket === ws) this.socket = undefined;
      const code = closeCodeOf(event);
      const reason = closeReasonOf(event);
      if (code === WS_CLOSE.forbidden) this.failForbiddenTopic(reason);
      sendBack({ type: 'ws.closed', code, reason });
    };
    const detach = () => {
      ws.removeEventListener('open', onOpen);
      ws.removeEventListener('message', onMessage);
      ws.removeEventListener('close', onClose);
    };
    ws.addEventListener('open', onOpen);
    ws.addEventListener('message', onMessage);
    ws.addEventListener('close', onClose);
    receive((command) => {
      if (command.type === 'socket.ping' && ws.readyState === WS_OPEN) ws.send(JSON.stringify({ type: 'ping' } satisfies ClientFrame));
    });
    return () => {
      detach();
      if (this.socket === ws) this.socket = undefined;
      if (ws.readyState === WS_CONNECTING || ws.readyState === WS_OPEN) ws.close(1000, 'client closed');
    };
  }

  private socketUrl(): string {
    const base = typeof location === 'undefined' ? undefined : location.href;
    const url = new URL(this.options.url, base);
    if (url.protocol === 'http:') url.protocol = 'ws:';
    else if (url.protocol === 'https:') url.protocol = 'wss:';
    if (this.options.overlayKey !== undefined) {
      url.searchParams.set('key', this.options.overlayKey);
    } else if (this.options.linkKey !== undefined) {
      url.searchParams.set('linkKey', this.options.linkKey);
    } else {
      const token = typeof this.options.token === 'function' ? this.options.token() : this.options.token;
      // Without a token the server answers 4401, which the machine shows as "sign in again".
      if (token) url.searchParams.set('token', token);
    }
    return url.toString();
  }

  /** 4403: the server refused one topic; fail that stream so the reconnect does not ask for it again. */
  private failForbiddenTopic(reason: string): void {
    const topic = FORBIDDEN_TOPIC_AT_END.exec(reason)?.[1];
    const entry = topic === undefined ? undefined : this.topics.get(topic);
    if (!entry) return;
    this.topics.delete(entry.topic);
    entry.items.error(new TopicForbiddenError(entry.topic));
  }

  private handleData(data: unknown): void {
    this.counters.frames += 1;
    if (typeof data !== 'string') {
      this.counters.invalidFrames += 1;
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      this.counters.invalidFrames += 1;
      return;
    }
    const result = serverFrameSchema.safeParse(json);
    if (!result.success) {
      this.counters.invalidFrames += 1;
      return;
    }
    this.handleFrame(result.data);
  }

  private handleFrame(frame: ServerFrame): void {
    switch (frame.type) {
      case 'pong':
        return;
      case 'error':
        this.errorSubject.next(frame);
        return;
      case 'subscribed': {
        const entry = this.entryFor(frame.topic);
        // Subscribed without sinceSeq: events after headSeq follow. Knowing it lets a reconnect before the
        // first event resume from there instead of losing what happens in between.
        if (entry && entry.lastSeq === undefined) entry.lastSeq = frame.headSeq;
        return;
      }
      case 'gap': {
        const entry = this.entryFor(frame.topic);
        if (!entry) return;
        if (entry.lastSeq !== undefined && frame.fromSeq <= entry.lastSeq + 1) return; // nothing we had was lost
        entry.lastSeq = frame.fromSeq - 1;
        this.counters.gaps += 1;
        entry.items.next([{ kind: 'gap', topic: entry.topic, fromSeq: frame.fromSeq, cause: 'server' }]);
        return;
      }
      case 'snapshot': {
        const entry = this.entryFor(frame.topic);
        if (!entry) return;
        if (entry.lastSeq !== undefined && frame.seq < entry.lastSeq) {
          this.counters.staleSnapshots += 1;
          return;
        }
        entry.lastSeq = frame.seq;
        entry.items.next([{ kind: 'snapshot', topic: entry.topic, seq: frame.seq, state: frame.state }]);
        return;
      }
      case 'event': {
        const entry = this.entryFor(frame.topic);
        if (!entry) return;
        const items: TopicItem<unknown>[] = [];
        this.take(entry, frame.seq, frame.event, items);
        if (items.length > 0) entry.items.next(items);
        return;
      }
      case 'events': {
        const entry = this.entryFor(frame.topic);
        this.counters.batchedEvents += frame.events.length;
        if (!entry) return;
        const items: TopicItem<unknown>[] = [];
        for (let i = 0; i < frame.events.length; i++) this.take(entry, frame.fromSeq + i, frame.events[i], items);
        if (items.length > 0) entry.items.next(items);
        return;
      }
    }
  }

  /**
   * The next event of a topic at `seq`: dropped (counted) when at or below the last delivered seq, preceded by a
   * `gap` item when it skips seqs; appended to `items` and made the topic's position otherwise.
   */
  private take(entry: TopicEntry, seq: number, event: unknown, items: TopicItem<unknown>[]): void {
    if (entry.lastSeq !== undefined) {
      if (seq <= entry.lastSeq) {
        this.counters.duplicates += 1;
        return;
      }
      if (seq > entry.lastSeq + 1) {
        this.counters.gaps += 1;
        items.push({ kind: 'gap', topic: entry.topic, fromSeq: seq, cause: 'missing' });
      }
    }
    entry.lastSeq = seq;
    items.push({ kind: 'event', topic: entry.topic, seq, event });
  }

  private entryFor(topic: Topic): TopicEntry | undefined {
    const entry = this.topics.get(topic);
    if (!entry) this.counters.strayFrames += 1;
    return entry;
  }
}

/**
 * Creates a realtime client and starts connecting (or waits for the network when the browser is offline).
 *
 * @example
 * const realtime = createRealtimeClient({ url: '/websocket', token: getToken });
 * realtime.topic$('room:42').subscribe((item) => …);
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  return new RealtimeClientImpl(options);
}
