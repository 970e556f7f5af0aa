/**
 * A {@link FeedSource} of DEMO DATA (demo-data.ts) for `?demo=1` and `?demo=live`: the same reducer and the same
 * page code as a real game, so what the demo shows is what a game would. Nothing is fetched from the server or
 * connected; the demo data itself is a separate chunk, loaded only here, so a real overlay never downloads it.
 */
import type { PluginStyle } from '../../../streams/games/live-config';
import { INITIAL_FEED, reduceFeed, type FeedInput } from './feed-state';
import type { FeedSnapshot, FeedSource } from './game-feed';
import { createServerClock, type ServerClock } from '@shared/realtime/server-clock';

/** Time between two events of the moving demo, ms. */
const LIVE_STEP_MS = 700;

/** The demo's feed: a sample view at start, then (`live`) a sample event every {@link LIVE_STEP_MS}. */
export class DemoFeed implements FeedSource {
  readonly clock: ServerClock = createServerClock();
  private snapshot: FeedSnapshot = { status: 'loading', state: INITIAL_FEED, connection: 'demo' };
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private step = 0;
  /** Bumped by start and stop, so a start whose data loads after a stop does nothing. */
  private run = 0;

  constructor(
    private readonly style: PluginStyle,
    private readonly mode: 'static' | 'live',
  ) {}

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
    const run = ++this.run;
    void import('./demo-data').then(({ demoGameView, nextDemoEvent }) => {
      if (run !== this.run) return;
      if (!this.snapshot.state.view) {
        const view = demoGameView(this.style, Date.now());
        this.clock.observe(view.serverNow);
        this.dispatch({ type: 'view', view, source: 'rest' });
        this.snapshot = { ...this.snapshot, status: 'ready' };
        this.emit();
      }
      if (this.mode === 'live') {
        this.timer = setInterval(() => {
          const view = this.snapshot.state.view;
          if (!view) return;
          const now = Date.now();
          this.clock.observe(now);
          this.dispatch({ type: 'event', event: nextDemoEvent(view, now, this.step++) });
        }, LIVE_STEP_MS);
      }
    });
  }

  stop(): void {
    this.run += 1;
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private dispatch(input: FeedInput): void {
    const state = reduceFeed(this.snapshot.state, input, this.clock.now());
    if (state === this.snapshot.state) return;
    this.snapshot = { ...this.snapshot, state };
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
