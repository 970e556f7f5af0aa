/**
 * The stages of a Korea group PK (streams/games/korea-pk.ts has the scoring rules): which stage runs, when each
 * started and ended, and whose solo turn it is.
 *
 * ```
 * idle ─stage.start {stage}─▶ running(stage) ─stage.end (host) | tick ≥ endsAt─▶ idle
 * running(A) ─stage.start {B} (checked: confirmed by the host)─▶ running(B)   (A ends at that moment)
 * running(solo): turn i ─tick ≥ turn.endsAt | turn.next─▶ turn i+1 … last turn over ─▶ idle
 * ```
 * Rules (the console's help and the README say the same):
 * - One stage runs at a time. Starting a stage while another runs ends the other first, after the host confirmed
 *   ({@link checkStageStart} answers `needsConfirmation`); starting the running stage again is refused.
 * - A stage may run again after it ended; its points are kept and grow (a stage is one round of the ledger).
 * - Double PK and team show stages with a duration end by themselves when it is over (0 = the host ends them).
 * - The solo show stage starts at the turn after the last one that began (from the first when all were performed);
 *   each turn lasts the turn length; the next turn starts when it is over or when the host moves on; after the last
 *   turn the stage ends. A changed order or length applies to the turns that start afterwards.
 *
 * Time comes in as events (`at`, `clock.tick {now}`), never timers, so a snapshot stored on every transition
 * restores exactly after a restart: the next tick plays out whatever ran out meanwhile (turns included, each
 * starting when the previous one was over). Pure.
 */
import { assign, setup } from 'xstate';
import { KOREA_MESSAGES, KOREA_STAGES, type KoreaStage } from '../streams/games/korea-pk';

export type StageStatus = 'notStarted' | 'running' | 'ended';

/** One stage's run. Epoch ms. `endsAt`: when a timed stage ends by itself (null: the host ends it, or not running). */
export interface StageRun {
  status: StageStatus;
  startedAt: number | null;
  endedAt: number | null;
  endsAt: number | null;
}

/** The solo turn running: `index` in the order, the performer, epoch ms. */
export interface SoloTurn {
  index: number;
  streamerId: string;
  startedAt: number;
  endsAt: number;
}

/** The timing and order the machine needs (from the settings). */
export interface KoreaStageSettings {
  /** The solo show order (streamer IDs). */
  order: string[];
  turnMs: number;
  /** Timed stages: length in ms, 0 = the host ends it. */
  durationMs: { double: number; team: number };
}

export interface KoreaStageContext extends KoreaStageSettings {
  running: KoreaStage | null;
  stages: Record<KoreaStage, StageRun>;
  turn: SoloTurn | null;
  /** Index of the solo turn the next solo start begins with. */
  soloNext: number;
}

export type KoreaStageEvent =
  | { type: 'stage.start'; stage: KoreaStage; at: number }
  | { type: 'stage.end'; at: number }
  | { type: 'turn.next'; at: number }
  | { type: 'clock.tick'; now: number }
  | { type: 'settings.update'; settings: KoreaStageSettings };

const notStarted = (): StageRun => ({ status: 'notStarted', startedAt: null, endedAt: null, endsAt: null });

/** A fresh context for `settings`. */
export function initialStageContext(settings: KoreaStageSettings): KoreaStageContext {
  return { ...settings, running: null, stages: { double: notStarted(), solo: notStarted(), team: notStarted() }, turn: null, soloNext: 0 };
}

/** What starting `stage` would do (configuration errors are checked before, by `stageStartError` of korea-pk.ts). */
export type StageStartCheck = { ok: true } | { ok: false; message: string; needsConfirmation: boolean };

export function checkStageStart(context: KoreaStageContext, stage: KoreaStage, confirmed: boolean): StageStartCheck {
  if (context.running === stage) return { ok: false, message: KOREA_MESSAGES.stageRunning, needsConfirmation: false };
  if (context.running && !confirmed) return { ok: false, message: KOREA_MESSAGES.confirmSwitch, needsConfirmation: true };
  return { ok: true };
}

function ended(context: KoreaStageContext, at: number): Partial<KoreaStageContext> {
  const stage = context.running;
  if (!stage) return {};
  const stages = { ...context.stages, [stage]: { ...context.stages[stage], status: 'ended', endedAt: at, endsAt: null } };
  const soloNext = stage === 'solo' && context.turn ? (context.turn.index + 1 >= context.order.length ? 0 : context.turn.index + 1) : context.soloNext;
  return { running: null, stages, turn: stage === 'solo' ? null : context.turn, soloNext };
}

function started(context: KoreaStageContext, stage: KoreaStage, at: number): Partial<KoreaStageContext> {
  const base = { ...context, ...ended(context, at) };
  const duration = stage === 'solo' ? 0 : context.durationMs[stage];
  const stages = { ...base.stages, [stage]: { status: 'running', startedAt: at, endedAt: null, endsAt: duration > 0 ? at + duration : null } };
  let turn: SoloTurn | null = null;
  if (stage === 'solo') {
    const index = base.soloNext < base.order.length ? base.soloNext : 0;
    turn = { index, streamerId: base.order[index] ?? '', startedAt: at, endsAt: at + base.turnMs };
  }
  return { running: stage, stages, turn, soloNext: base.soloNext };
}

/** The next solo turn from `at`, or the end of the stage at `at` after the last one. */
function nextTurn(context: KoreaStageContext, at: number): Partial<KoreaStageContext> {
  if (context.running !== 'solo' || !context.turn) return {};
  const index = context.turn.index + 1;
  if (index >= context.order.length) return ended(context, at);
  return { turn: { index, streamerId: context.order[index]!, startedAt: at, endsAt: at + context.turnMs } };
}

/** Plays out the clock up to `now`: timed stages end at their end, solo turns follow each other at their ends. */
function ticked(context: KoreaStageContext, now: number): Partial<KoreaStageContext> {
  let next = context;
  // Bounded by the order's length: every pass ends a turn or the stage.
  for (let guard = 0; guard <= next.order.length + 1; guard += 1) {
    const stage = next.running;
    if (!stage) break;
    if (stage === 'solo') {
      if (!next.turn || now < next.turn.endsAt) break;
      next = { ...next, ...nextTurn(next, next.turn.endsAt) };
    } else {
      const endsAt = next.stages[stage].endsAt;
      if (endsAt === null || now < endsAt) break;
      next = { ...next, ...ended(next, endsAt) };
    }
  }
  return next;
}

export const koreaStageMachine = setup({
  types: {} as { context: KoreaStageContext; events: KoreaStageEvent; input: KoreaStageSettings },
  actions: {
    start: assign(({ context, event }) => (event.type === 'stage.start' ? started(context, event.stage, event.at) : {})),
    end: assign(({ context, event }) => (event.type === 'stage.end' ? ended(context, event.at) : {})),
    next: assign(({ context, event }) => (event.type === 'turn.next' ? nextTurn(context, event.at) : {})),
    tick: assign(({ context, event }) => (event.type === 'clock.tick' ? ticked(context, event.now) : {})),
    settings: assign(({ event }) => (event.type === 'settings.update' ? { ...event.settings } : {})),
  },
  guards: {
    startable: ({ context, event }) => event.type === 'stage.start' && KOREA_STAGES.includes(event.stage) && context.running !== event.stage,
    running: ({ context }) => context.running !== null,
    soloRunning: ({ context }) => context.running === 'solo' && context.turn !== null,
  },
}).createMachine({
  id: 'koreaStage',
  context: ({ input }) => initialStageContext(input),
  on: {
    'stage.start': { guard: 'startable', actions: 'start' },
    'stage.end': { guard: 'running', actions: 'end' },
    'turn.next': { guard: 'soloRunning', actions: 'next' },
    'clock.tick': { actions: 'tick' },
    'settings.update': { actions: 'settings' },
  },
});

/** The stage that scores now (after a tick to `now`), and for the solo stage the performer. */
export function scoringNow(context: KoreaStageContext): { stage: KoreaStage; performer: string | null } | null {
  if (!context.running) return null;
  return { stage: context.running, performer: context.running === 'solo' ? (context.turn?.streamerId ?? null) : null };
}
