/**
 * Coalesces a game's view-only events before they reach `config:<id>`, so an overlay fed 10,000 counted gifts a
 * second gets a few dozen whole views a second instead of 10,000 (each carries the whole `GameView`, about 3 KB) and
 * never falls behind. Only the ledger is exact; what the topic carries between two views is a picture of it.
 *
 * Rules:
 * - `score` and `provisional` events are view-only: at most one goes out per `intervalMs` (default
 *   {@link DEFAULT_VIEW_INTERVAL_MS}); the first after a quiet interval goes out at once, later ones wait for the end of
 *   the interval and only the newest view goes out. A coalesced `score` carries every ledger entry of the interval in
 *   order, so each entry still reaches the topic exactly once (readers flash the streamers who scored).
 * - Every other kind (round, phase, effect, spin, config, entry, hostRoom, giftArrivals) tells of a moment and goes
 *   out at once, after anything held (so the topic's views never go back in time).
 * Nothing is stored here: the runtime stored every output before handing its events over.
 */
import type { GameTopicEvent } from '../../../streams/contracts/game-topic';

/** Views of one game go out at most this often when only scores and streaks change, ms. */
export const DEFAULT_VIEW_INTERVAL_MS = 50;

type ScoreEvent = Extract<GameTopicEvent, { kind: 'score' }>;

export interface ViewCoalescer {
  /** Hands over events in the order they happened; they go out through `send` now or at the interval's end. */
  push(events: readonly GameTopicEvent[]): void;
  /** Sends what is held now (the game stops, the server closes). */
  flush(): void;
  /** Whether an event is held. */
  readonly holding: boolean;
}

export interface ViewCoalescerOptions {
  /** Publishes one event (the runtime's hub publish). */
  send: (event: GameTopicEvent) => void;
  /** 0 turns coalescing off (every event goes out at once). */
  intervalMs?: number;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

const isViewOnly = (event: GameTopicEvent): event is ScoreEvent | Extract<GameTopicEvent, { kind: 'provisional' }> =>
  event.kind === 'score' || event.kind === 'provisional';

/** A coalescer for one game's topic (see the module comment). */
export function createViewCoalescer(options: ViewCoalescerOptions): ViewCoalescer {
  const intervalMs = options.intervalMs ?? DEFAULT_VIEW_INTERVAL_MS;
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms).unref());
  const clearTimer = options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as NodeJS.Timeout));
  let lastSentAt = Number.NEGATIVE_INFINITY;
  let timer: unknown = null;
  /** The newest held view, and the entries of the score events it stands for, in order. */
  let held: { event: GameTopicEvent; scored: ScoreEvent['entries'][number][] | null } | null = null;

  const send = (event: GameTopicEvent) => {
    lastSentAt = now();
    options.send(event);
  };
  const flush = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    if (!held) return;
    const { event, scored } = held;
    held = null;
    send(scored ? { kind: 'score', view: event.view, entries: scored } : event);
  };
  const hold = (event: ScoreEvent | Extract<GameTopicEvent, { kind: 'provisional' }>) => {
    let scored = held?.scored ?? null;
    if (event.kind === 'score') {
      scored ??= [];
      scored.push(...event.entries);
    }
    held = { event, scored };
    timer ??= setTimer(flush, Math.max(0, lastSentAt + intervalMs - now()));
  };

  return {
    push(events) {
      for (const event of events) {
        if (!isViewOnly(event)) {
          flush();
          send(event);
        } else if (intervalMs <= 0 || (held === null && now() - lastSentAt >= intervalMs)) {
          send(event);
        } else {
          hold(event);
        }
      }
    },
    flush,
    get holding() {
      return held !== null;
    },
  };
}
