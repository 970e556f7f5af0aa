/**
 * An overlay's game feed: REST first (the page paints as soon as the view arrives), then the socket (loaded
 * lazily), reconciled by {@link reduceFeed}. Outside React so its life cycle is tested with MSW and a fake socket;
 * `useGameFeed` wraps it.
 *
 * - A wrong or replaced key (REST 4xx, {@link OverlayKeyError}) ends everything: status `invalidKey`, no socket,
 *   no more requests.
 * - The server unreachable before the first view: status `unreachable` and retries with backoff (2 s → 30 s).
 * - Socket items go through the reducer; a `gap` reloads the view by REST (the reducer keeps the newest).
 * - The socket refused (4401/4403): REST decides. 4xx → `invalidKey`; the key still works → reconnect later.
 * - While the socket is not open the view is polled by REST every {@link POLL_MS}, so a scoreboard in OBS keeps
 *   up during an outage of the websocket alone (such views never animate, by the reducer's rules).
 */
import type { GameTopicEvent, GameView } from '../../../streams/contracts/game-topic';
import { INITIAL_FEED, reduceFeed, type FeedInput, type FeedState } from './feed-state';
import type { DotStatus, LiveFeed, LiveFeedHandlers } from './live-feed';
import { fetchOverlayView, OverlayKeyError, type OverlayView } from './overlay-api';
import { createServerClock, type ServerClock } from '@shared/realtime/server-clock';

/** The page's status: what to render. */
export type FeedStatus = 'loading' | 'ready' | 'invalidKey' | 'unreachable';

/** What the page renders; a new object on every change. */
export interface FeedSnapshot {
  status: FeedStatus;
  state: FeedState;
  /** The dot in the corner; `demo` for sample data. */
  connection: DotStatus | 'demo';
}

/** What an overlay page reads its game from: the server ({@link GameFeed}) or the demo data (demo-feed.ts). */
export interface FeedSource {
  readonly clock: ServerClock;
  /** The current snapshot (stable between changes, for `useSyncExternalStore`). */
  getSnapshot(): FeedSnapshot;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The turntable finished animating spin `spinNo`. */
  spinPlayed(spinNo: number): void;
  /** Starts, or restarts after {@link FeedSource.stop}. */
  start(): void;
  stop(): void;
}

/** Polling period while the socket is down, ms. */
export const POLL_MS = 5_000;
/** Wait before connecting again after the server refused the socket but REST accepted the key, ms. */
export const REFUSED_RETRY_MS = 15_000;
const RETRY_MS = [2_000, 4_000, 8_000, 15_000, 30_000];

/** Options of {@link GameFeed}; all but the key are for tests. */
export interface GameFeedOptions {
  overlayKey: string;
  clock?: ServerClock;
  fetchView?: (key: string, signal?: AbortSignal) => Promise<OverlayView>;
  /**
   * Runs the change notification (default: on the next animation frame), so thousands of events a second
   * render once per frame; every event still goes through the reducer. Tests pass `(notify) => notify()`.
   */
  schedule?: (notify: () => void) => void;
  /** Loads and opens the socket side (default: the lazily imported live-feed.ts). */
  connect?: (options: { overlayKey: string; configId: number; handlers: LiveFeedHandlers }) => Promise<LiveFeed>;
}

const nextFrame = (notify: () => void): void => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => notify());
  else setTimeout(notify, 16);
};

const defaultConnect: NonNullable<GameFeedOptions['connect']> = async (options) => {
  const { connectLiveFeed } = await import('./live-feed');
  return connectLiveFeed(options);
};

/** The feed of one overlay key; call {@link GameFeed.start} once and {@link GameFeed.stop} when leaving. */
export class GameFeed implements FeedSource {
  readonly clock: ServerClock;
  private snapshot: FeedSnapshot = { status: 'loading', state: INITIAL_FEED, connection: 'connecting' };
  private readonly listeners = new Set<() => void>();
  private readonly fetchView: NonNullable<GameFeedOptions['fetchView']>;
  private readonly connect: NonNullable<GameFeedOptions['connect']>;
  private readonly schedule: NonNullable<GameFeedOptions['schedule']>;
  private notifyPending = false;
  private abort = new AbortController();
  /** Bumped by every start and stop, so late answers of an earlier run are ignored. */
  private generation = 0;
  private live: LiveFeed | undefined;
  private stopped = false;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pollTimer: ReturnType<typeof setInterval> | undefined;
  private refusedTimer: ReturnType<typeof setTimeout> | undefined;
  private loading: Promise<void> | undefined;
  private loadingGeneration = -1;

  constructor(private readonly options: GameFeedOptions) {
    this.clock = options.clock ?? createServerClock();
    this.fetchView = options.fetchView ?? fetchOverlayView;
    this.connect = options.connect ?? defaultConnect;
    this.schedule = options.schedule ?? nextFrame;
  }

  getSnapshot = (): FeedSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  spinPlayed(spinNo: number): void {
    this.dispatch({ type: 'spinPlayed', spinNo });
  }

  start(): void {
    this.stop();
    this.stopped = false;
    this.abort = new AbortController();
    const generation = ++this.generation;
    void this.load().then(() => {
      const configId = this.snapshot.state.view?.configId;
      if (generation === this.generation && configId !== undefined && this.snapshot.status === 'ready') void this.openSocket(configId, generation);
    });
  }

  /** Stops every timer, request and the socket; the state shown stays. */
  stop(): void {
    this.stopped = true;
    this.generation += 1;
    this.abort.abort();
    clearTimeout(this.retryTimer);
    clearTimeout(this.refusedTimer);
    clearInterval(this.pollTimer);
    this.pollTimer = undefined;
    this.live?.close();
    this.live = undefined;
  }

  private set(patch: Partial<FeedSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    if (this.notifyPending) return;
    this.notifyPending = true;
    this.schedule(() => {
      this.notifyPending = false;
      for (const listener of this.listeners) listener();
    });
  }

  private dispatch(input: FeedInput): void {
    if (this.stopped || this.snapshot.status === 'invalidKey') return;
    const state = reduceFeed(this.snapshot.state, input, this.clock.now());
    if (state !== this.snapshot.state) this.set({ state });
  }

  private observe(view: GameView): void {
    this.clock.observe(view.serverNow);
  }

  /** Loads the view by REST (concurrent calls of one run share the request); resolves when done or given up. */
  private load(): Promise<void> {
    if (this.loading && this.loadingGeneration === this.generation) return this.loading;
    const generation = this.generation;
    const current = (): boolean => generation === this.generation;
    const promise = this.fetchView(this.options.overlayKey, this.abort.signal)
      .then(({ view }) => {
        if (!current()) return;
        this.failures = 0;
        this.observe(view);
        this.dispatch({ type: 'view', view, source: 'rest' });
        if (this.snapshot.status !== 'ready') this.set({ status: 'ready' });
      })
      .catch((error: unknown) => {
        if (!current()) return;
        if (error instanceof OverlayKeyError) return this.refuse();
        if (this.snapshot.state.view) return; // a view is shown: polling or the socket brings the next one
        this.set({ status: 'unreachable' });
        const delay = RETRY_MS[Math.min(this.failures, RETRY_MS.length - 1)]!;
        this.failures += 1;
        this.retryTimer = setTimeout(() => this.start(), delay);
      })
      .finally(() => {
        if (this.loading === promise) this.loading = undefined;
      });
    this.loading = promise;
    this.loadingGeneration = generation;
    return promise;
  }

  /** The key does not work: nothing more is asked of the server. */
  private refuse(): void {
    clearTimeout(this.retryTimer);
    clearTimeout(this.refusedTimer);
    clearInterval(this.pollTimer);
    this.live?.close();
    this.live = undefined;
    this.set({ status: 'invalidKey', connection: 'lost' });
  }

  private async openSocket(configId: number, generation: number): Promise<void> {
    if (this.live) return;
    const handlers: LiveFeedHandlers = {
      onView: (view) => {
        this.observe(view);
        this.dispatch({ type: 'view', view, source: 'snapshot' });
      },
      onEvent: (event: GameTopicEvent) => {
        this.observe(event.view);
        this.dispatch({ type: 'event', event });
      },
      onGap: () => void this.load(),
      onConnection: (status) => {
        if (this.snapshot.status === 'invalidKey') return;
        if (status !== this.snapshot.connection) this.set({ connection: status });
        this.setPolling(status !== 'open');
      },
      onRefused: () => {
        void this.load().then(() => {
          if (this.stopped || this.snapshot.status === 'invalidKey') return;
          clearTimeout(this.refusedTimer);
          this.refusedTimer = setTimeout(() => this.live?.retry(), REFUSED_RETRY_MS);
        });
      },
    };
    try {
      const live = await this.connect({ overlayKey: this.options.overlayKey, configId, handlers });
      if (generation !== this.generation || this.live || this.snapshot.status === 'invalidKey') live.close();
      else this.live = live;
    } catch {
      if (generation !== this.generation) return;
      // The realtime chunk did not load (offline, a new deployment replaced it): REST polling keeps the page up.
      this.set({ connection: 'lost' });
      this.setPolling(true);
    }
  }

  private setPolling(on: boolean): void {
    if (on && this.pollTimer === undefined) {
      this.pollTimer = setInterval(() => void this.load(), POLL_MS);
    } else if (!on && this.pollTimer !== undefined) {
      clearInterval(this.pollTimer);
      this.pollTimer = undefined;
    }
  }
}
