/**
 * Spins of a lottery turntable: "a trigger gift or the host's button spins; spins triggered faster
 * than the wheel turns are queued, never lost; the result is drawn on the server with a seedable random
 * source and stored as a record (who, option, time) before the overlay animates it".
 *
 * ```
 * idle ─spin.request─▶ spinning ─tick ≥ endsAt, queue empty─▶ idle
 *                        │ spin.request: queued
 *                        └ tick ≥ endsAt, queue not empty: the next spin starts at once (stays spinning)
 * ```
 *
 * A spin's result is drawn when the spin starts (not when it is requested), with the options current then,
 * and the provided action `persistSpin` receives it before anything else sees it, so the server stores the
 * record first and publishes after. Time comes in as events and randomness from a seeded generator whose
 * state is in the context, so a persisted snapshot (queue and generator included) restores after a restart
 * and continues the same draws. Pure.
 */
import { and, assign, setup } from 'xstate';
import { drawOption, nextUniform, type DrawResult, type TurntableOption } from '../streams/games/turntable';

/** Who asked for a spin. */
export interface SpinRequest {
  requestId: string;
  trigger: 'gift' | 'host';
  /** The viewer whose gift triggered it, or the staff user name. */
  by: { userId: string; nickname: string };
  requestedAt: number;
}

export interface Spin extends SpinRequest {
  /** 1, 2, 3 … per turntable. */
  spinNo: number;
  result: DrawResult;
  startedAt: number;
  /** When the wheel stops, epoch ms. */
  endsAt: number;
}

export interface TurntableContext {
  options: TurntableOption[];
  /** How long the wheel turns, ms. */
  spinMs: number;
  queue: SpinRequest[];
  current: Spin | null;
  spins: number;
  /** State of the seeded generator (streams/games/turntable.ts `nextUniform`), persisted with the snapshot. */
  rngState: number;
}

export interface TurntableInput {
  options: TurntableOption[];
  spinMs: number;
  /** Seed of the draws (a 32-bit integer): the server takes it from a secure random source, tests fix it. */
  seed: number;
}

export type TurntableEvent =
  | ({ type: 'spin.request' } & SpinRequest)
  | { type: 'clock.tick'; now: number }
  | { type: 'options.update'; options: TurntableOption[] };

export const turntableSpinMachine = setup({
  types: {} as { context: TurntableContext; events: TurntableEvent; input: TurntableInput },
  guards: {
    wheelStopped: ({ context, event }) => event.type === 'clock.tick' && context.current !== null && event.now >= context.current.endsAt,
    queueEmpty: ({ context }) => context.queue.length === 0,
  },
  actions: {
    enqueue: assign({
      queue: ({ context, event }) => {
        if (event.type !== 'spin.request') return context.queue;
        const { type: _type, ...request } = event;
        return [...context.queue, request];
      },
    }),
    /** Starts the first queued spin at `at` (the request time when idle, the stop time of the last spin). */
    startNext: assign(({ context, event }) => {
      const [next, ...rest] = context.queue;
      if (!next) return {};
      const at = event.type === 'clock.tick' && context.current ? context.current.endsAt : next.requestedAt;
      const uniform = nextUniform(context.rngState);
      const spin: Spin = {
        ...next,
        spinNo: context.spins + 1,
        result: drawOption(context.options, uniform.value),
        startedAt: at,
        endsAt: at + context.spinMs,
      };
      return { queue: rest, current: spin, spins: spin.spinNo, rngState: uniform.state };
    }),
    clearCurrent: assign({ current: null }),
    /** Provided by the server: store the record of `context.current` before it is published. */
    persistSpin: (_args, _params: { spin: Spin | null }) => undefined,
    updateOptions: assign(({ event }) => (event.type === 'options.update' ? { options: event.options } : {})),
  },
}).createMachine({
  id: 'turntableSpin',
  initial: 'idle',
  context: ({ input }) => ({ options: input.options, spinMs: input.spinMs, rngState: input.seed >>> 0, queue: [], current: null, spins: 0 }),
  on: { 'options.update': { actions: 'updateOptions' } },
  states: {
    idle: {
      on: {
        'spin.request': {
          target: 'spinning',
          actions: ['enqueue', 'startNext', { type: 'persistSpin', params: ({ context }) => ({ spin: context.current }) }],
        },
      },
    },
    spinning: {
      on: {
        'spin.request': { actions: 'enqueue' },
        'clock.tick': [
          { guard: and(['wheelStopped', 'queueEmpty']), target: 'idle', actions: 'clearCurrent' },
          // The next spin starts when the last one stopped, even if this tick comes late (a restart).
          { guard: 'wheelStopped', actions: ['startNext', { type: 'persistSpin', params: ({ context }) => ({ spin: context.current }) }] },
        ],
      },
    },
  },
});
