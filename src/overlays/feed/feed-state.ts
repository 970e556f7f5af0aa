/**
 * What an overlay shows of one game, reconciled from the REST view, the socket's snapshot and its events
 * (streams/contracts/game-topic.ts: every item carries the whole view after the change). Pure, so the rules are
 * unit-tested:
 *
 * - **Latest view wins, by `serverNow`.** REST and the socket race (the REST answer may be older than an event
 *   already applied, a replay after a reconnect may be older than a snapshot): a view older than the one shown
 *   is ignored. Equal times from the socket are taken (events of one instant arrive in seq order); an equal
 *   REST view is not (it cannot be newer than the event of the same instant).
 * - **History is never animated.** The first view shown sets the baseline. An event animates only when it is
 *   newer than the baseline *and* still current at server time when it arrives (a replayed spin that already
 *   stopped, or an effect that already ended, is shown as its result, not played again). A snapshot or REST
 *   view after a reload, reconnect or gap never animates anything: spins it reports are marked as seen.
 * - **Spins play one after another.** Spin events that may animate are queued in arrival order, each once
 *   (by `spinNo`); the turntable takes the head and reports it played.
 * - **Entries** (a viewer with a configured entry animation joined) are kept in `entries`, each once (by id),
 *   when they may animate by the rules above and the join is at most {@link ENTRY_MAX_AGE_MS} old at server time
 *   (a reconnect's replay of old joins is not played); the entry overlay queues them.
 */
import type { EntryAnimationEvent } from '../../../streams/contracts/animations';
import type { GameTopicEvent, GameView, SpinView } from '../../../streams/contracts/game-topic';
import { ENTRY_MAX_AGE_MS } from '../../../streams/games/entry-age';

/** A short highlight on one streamer (a score bump or an effect starting); `id` changes on every new one. */
export interface Flash {
  id: number;
  kind: 'score' | 'effect';
}

/** What the overlay shows and what it still has to animate; see the module comment for the rules. */
export interface FeedState {
  /** The view shown; `null` until the first one arrives. */
  view: GameView | null;
  /** Where the shown view came from (the equal-time rule depends on it). */
  source: 'rest' | 'socket' | null;
  /** `serverNow` of the first view shown: nothing at or before it animates. */
  baseline: number | null;
  /** The highest `spinNo` accounted for: queued, played, or skipped as history. */
  lastSpinNo: number;
  /** Spins to animate, oldest first; the head is playing (or about to). */
  spinQueue: readonly SpinView[];
  /** Highlights per streamer id. */
  flashes: Readonly<Record<string, Flash>>;
  /** Source of `Flash.id`. */
  flashSeq: number;
  /** Entries to animate, oldest first, at most {@link MAX_RECENT_ENTRIES} (a new array when one is added). */
  entries: readonly EntryAnimationEvent[];
}

/** What {@link reduceFeed} takes in. */
export type FeedInput =
  /** A whole view from `GET api/overlay/view` (`rest`) or the socket's `snapshot` frame. */
  | { type: 'view'; view: GameView; source: 'rest' | 'snapshot' }
  /** An event of topic `config:<id>`. */
  | { type: 'event'; event: GameTopicEvent }
  /** The turntable finished animating spin `spinNo`. */
  | { type: 'spinPlayed'; spinNo: number };

/** The state before any view. */
export const INITIAL_FEED: FeedState = {
  view: null,
  source: null,
  baseline: null,
  lastSpinNo: 0,
  spinQueue: [],
  flashes: {},
  flashSeq: 0,
  entries: [],
};

/** Entries {@link FeedState.entries} keeps; the page's own queue bounds what waits to play. */
export const MAX_RECENT_ENTRIES = 30;

/** Spins the queue keeps at most; older ones are dropped (a host spamming the button must not stall the wheel for hours). */
export const MAX_QUEUED_SPINS = 20;

function isOlder(view: GameView, state: FeedState, source: 'rest' | 'socket'): boolean {
  if (!state.view) return false;
  if (view.serverNow === state.view.serverNow) return source === 'rest';
  return view.serverNow < state.view.serverNow;
}

/** Takes `view` as the shown one without animating anything (first view, reload, resync). */
function show(state: FeedState, view: GameView, source: 'rest' | 'socket'): FeedState {
  const currentSpin = view.turntable?.current?.spinNo ?? 0;
  return {
    ...state,
    view,
    source,
    baseline: state.baseline ?? view.serverNow,
    lastSpinNo: Math.max(state.lastSpinNo, currentSpin),
  };
}

function flash(state: FeedState, streamerIds: readonly string[], kind: Flash['kind']): Pick<FeedState, 'flashes' | 'flashSeq'> {
  let seq = state.flashSeq;
  const flashes = { ...state.flashes };
  for (const id of new Set(streamerIds)) flashes[id] = { id: ++seq, kind };
  return { flashes, flashSeq: seq };
}

/**
 * The next state after `input`.
 * @param now estimated server time (epoch ms, {@link ServerClock.now}) when the input arrived: decides whether
 *   an event is still current enough to animate.
 */
export function reduceFeed(state: FeedState, input: FeedInput, now: number): FeedState {
  switch (input.type) {
    case 'spinPlayed':
      return state.spinQueue[0]?.spinNo === input.spinNo ? { ...state, spinQueue: state.spinQueue.slice(1) } : state;
    case 'view':
      return isOlder(input.view, state, input.source === 'rest' ? 'rest' : 'socket') ? state : show(state, input.view, input.source === 'rest' ? 'rest' : 'socket');
    case 'event': {
      const { event } = input;
      if (isOlder(event.view, state, 'socket')) {
        // Stale for display, but a spin it announces is still accounted for so it is never played later.
        return event.kind === 'spin' ? { ...state, lastSpinNo: Math.max(state.lastSpinNo, event.spin.spinNo) } : state;
      }
      const first = state.baseline === null;
      const next = show(state, event.view, 'socket');
      if (first || event.view.serverNow <= (state.baseline ?? 0)) return next;
      switch (event.kind) {
        case 'spin': {
          const { spin } = event;
          if (spin.spinNo <= state.lastSpinNo) return next;
          const current = spin.endsAt > now;
          const queue = current ? [...state.spinQueue, spin].slice(-MAX_QUEUED_SPINS) : state.spinQueue;
          return { ...next, lastSpinNo: Math.max(next.lastSpinNo, spin.spinNo), spinQueue: queue };
        }
        case 'score': {
          const ids = event.entries.map((entry) => entry.streamerId);
          return ids.length > 0 ? { ...next, ...flash(state, ids, 'score') } : next;
        }
        case 'effect': {
          const started = event.view.effects.filter((effect) => effect.endsAt > now && effect.startedAt > (state.baseline ?? 0));
          const fresh = started.filter((effect) => !state.view?.effects.some((old) => old.streamerId === effect.streamerId && old.startedAt === effect.startedAt));
          return fresh.length > 0 ? { ...next, ...flash(state, fresh.map((effect) => effect.streamerId), 'effect') } : next;
        }
        case 'entry': {
          const { entry } = event;
          if (now - entry.at > ENTRY_MAX_AGE_MS || state.entries.some((e) => e.id === entry.id)) return next;
          return { ...next, entries: [...state.entries, entry].slice(-MAX_RECENT_ENTRIES) };
        }
        default:
          return next;
      }
    }
  }
}
