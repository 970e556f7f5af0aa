/**
 * The collection round of a live assistant configuration (the product rule: "Live assistant configuration:
 * not started, collecting, ended. Collection round: start then end; a new round cannot start while one is
 * running").
 *
 * ```
 * notStarted ─round.start─▶ collecting.counting ─tick ≥ pkEndsAt─▶ collecting.timeUp ─tick ≥ autoEndAt─▶ ended
 *                              │ round.end (host)                     │ round.end (host)
 *                              └──────────────────────────────────────┴──────────────────────────────▶ ended
 * ended ─round.start─▶ collecting.counting (next round)       round.start while collecting: refused
 * ```
 *
 * Rules where the spec is silent (the page's help text and the README say the same):
 * - The PK time counts down from `round.start`; gifts score only while `counting`. When it runs out the
 *   scoreboard freezes (`timeUp`) and stays on screen; with `autoEndMs` > 0 the round ends by itself that long
 *   after the time ran out, with 0 the host ends it (the product rule: "Auto end time 0 means manual end").
 * - Manual adjustments are accepted while `collecting` (counting or time up), refused before the first round
 *   ("manual score adjustment is impossible when not started") and after it ended.
 *
 * Time comes in as events (`round.start {at}`, `clock.tick {now}`), not as timers, so a snapshot persisted on
 * every transition restores exactly after a server restart: the next tick ends whatever ran out meanwhile.
 * Pure.
 */
import { assign, setup } from 'xstate';

export type RoundStatus = 'notStarted' | 'collecting' | 'ended';

export interface RoundTiming {
  /** Length of the PK countdown, ms. */
  pkTimeMs: number;
  /** Time after the countdown until the round ends by itself, ms; 0 = the host ends it. */
  autoEndMs: number;
}

export interface CollectionRoundContext extends RoundTiming {
  /** 0 before the first round, then 1, 2, 3 … */
  round: number;
  startedAt: number | null;
  /** When the countdown runs out, epoch ms. */
  pkEndsAt: number | null;
  /** When the round ends by itself, epoch ms (`null`: manual end or not yet known). */
  autoEndAt: number | null;
  endedAt: number | null;
  /** Why the last round ended: `host` or `auto`. */
  endReason: 'host' | 'auto' | null;
}

export type CollectionRoundEvent =
  | { type: 'round.start'; at: number }
  | { type: 'round.end'; at: number }
  | { type: 'clock.tick'; now: number }
  /** New timing from an edited configuration; applies from the next round. */
  | { type: 'timing.update'; timing: RoundTiming };

export const collectionRoundMachine = setup({
  types: {} as { context: CollectionRoundContext; events: CollectionRoundEvent; input: RoundTiming },
  guards: {
    countdownOver: ({ context, event }) => event.type === 'clock.tick' && context.pkEndsAt !== null && event.now >= context.pkEndsAt,
    autoEndDue: ({ context, event }) => event.type === 'clock.tick' && context.autoEndAt !== null && event.now >= context.autoEndAt,
  },
  actions: {
    startRound: assign(({ context, event }) => {
      if (event.type !== 'round.start') return {};
      return {
        round: context.round + 1,
        startedAt: event.at,
        pkEndsAt: event.at + context.pkTimeMs,
        autoEndAt: null,
        endedAt: null,
        endReason: null,
      };
    }),
    scheduleAutoEnd: assign(({ context }) => ({
      autoEndAt: context.autoEndMs > 0 && context.pkEndsAt !== null ? context.pkEndsAt + context.autoEndMs : null,
    })),
    endByHost: assign(({ event }) => ({ endedAt: event.type === 'round.end' ? event.at : null, endReason: 'host' as const })),
    endAuto: assign(({ context }) => ({ endedAt: context.autoEndAt, endReason: 'auto' as const })),
    updateTiming: assign(({ event }) => (event.type === 'timing.update' ? { ...event.timing } : {})),
  },
}).createMachine({
  id: 'collectionRound',
  initial: 'notStarted',
  context: ({ input }) => ({
    pkTimeMs: input.pkTimeMs,
    autoEndMs: input.autoEndMs,
    round: 0,
    startedAt: null,
    pkEndsAt: null,
    autoEndAt: null,
    endedAt: null,
    endReason: null,
  }),
  on: { 'timing.update': { actions: 'updateTiming' } },
  states: {
    notStarted: { on: { 'round.start': { target: 'collecting', actions: 'startRound' } } },
    collecting: {
      initial: 'counting',
      on: { 'round.end': { target: 'ended', actions: 'endByHost' } },
      states: {
        counting: {
          // After a restart both may be overdue: this tick freezes the board, the next one ends the round at
          // the time it should have ended (`endedAt` = `autoEndAt`, not the late tick).
          on: { 'clock.tick': { guard: 'countdownOver', target: 'timeUp', actions: 'scheduleAutoEnd' } },
        },
        timeUp: {
          on: { 'clock.tick': { guard: 'autoEndDue', target: '#collectionRound.ended', actions: 'endAuto' } },
        },
      },
    },
    ended: { on: { 'round.start': { target: 'collecting', actions: 'startRound' } } },
  },
});

/** The configuration state shown in lists: not started, collecting, ended. */
export function roundStatusOf(value: unknown): RoundStatus {
  if (value === 'notStarted' || value === 'ended') return value;
  return 'collecting';
}

/** True while gifts score: the countdown of a started round is running. */
export function isCounting(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { collecting?: unknown }).collecting === 'counting';
}
