/**
 * The PK game's phases (the product rules: "PK phases: not started, running, other phase running; starting one
 * stops scoring of the others after confirmation"; "PK: initialize configuration first; select the group host
 * first; select at least two anchors; double PK needs exactly two"; the message "the PK configuration of this phase
 * is not created, so initialize it").
 *
 * ```
 * notInitialized ─pk.initialize {phases}─▶ idle ─phase.start─▶ running ─phase.stop─▶ idle
 *                                                   running ─phase.start (another phase, confirmed)─▶ running
 * ```
 * Only the running phase scores; the others keep their scores. A start is checked by {@link checkPhaseStart}
 * first: an error message refuses it; `needsConfirmation` asks the host before stopping the running phase.
 * Pure.
 */
import { assign, setup } from 'xstate';
import { liveConfigMessage } from '../streams/contracts/refusals/live-configs';

export const PK_MESSAGES = {
  initializeFirst: liveConfigMessage('PK_INITIALIZE_FIRST'),
  phaseNotCreated: liveConfigMessage('PK_PHASE_NOT_CREATED'),
  selectHost: liveConfigMessage('PK_SELECT_HOST'),
  atLeastTwo: liveConfigMessage('PK_AT_LEAST_TWO'),
  doubleNeedsTwo: liveConfigMessage('PK_DOUBLE_NEEDS_TWO'),
  confirmSwitch: liveConfigMessage('PK_CONFIRM_SWITCH'),
} as const;

/** One phase: a double PK (exactly two streamers) or a group phase (a group host and two or more streamers). */
export interface PkPhase {
  id: string;
  name: string;
  kind: 'double' | 'group';
  /** The group host's streamer ID (group phases). */
  hostId: string | null;
  streamerIds: string[];
}

export type PhaseStatus = 'notStarted' | 'running' | 'otherRunning';

export interface PkPhaseContext {
  phases: PkPhase[];
  runningPhaseId: string | null;
  /** Phases that have run at least once. */
  startedPhaseIds: string[];
}

export type PkPhaseEvent =
  | { type: 'pk.initialize'; phases: PkPhase[] }
  | { type: 'phase.start'; phaseId: string; confirmed: boolean }
  | { type: 'phase.stop' };

/** Why a phase configuration is not usable, or null. */
export function phaseConfigError(phase: PkPhase): string | null {
  if (phase.kind === 'group' && !phase.hostId) return PK_MESSAGES.selectHost;
  if (phase.streamerIds.length < 2) return PK_MESSAGES.atLeastTwo;
  if (phase.kind === 'double' && phase.streamerIds.length !== 2) return PK_MESSAGES.doubleNeedsTwo;
  return null;
}

/** What starting `phaseId` would do. */
export type PhaseStartCheck = { ok: true } | { ok: false; message: string; needsConfirmation: boolean };

/** Checks a start request against the context (see the module comment). */
export function checkPhaseStart(context: PkPhaseContext | null, phaseId: string, confirmed: boolean): PhaseStartCheck {
  if (!context || context.phases.length === 0) return { ok: false, message: PK_MESSAGES.initializeFirst, needsConfirmation: false };
  const phase = context.phases.find((p) => p.id === phaseId);
  if (!phase) return { ok: false, message: PK_MESSAGES.phaseNotCreated, needsConfirmation: false };
  const error = phaseConfigError(phase);
  if (error) return { ok: false, message: error, needsConfirmation: false };
  if (context.runningPhaseId && context.runningPhaseId !== phaseId && !confirmed) {
    return { ok: false, message: PK_MESSAGES.confirmSwitch, needsConfirmation: true };
  }
  return { ok: true };
}

/** The status of each phase as the control page shows it. */
export function phaseStatus(context: PkPhaseContext, phaseId: string): PhaseStatus {
  if (context.runningPhaseId === phaseId) return 'running';
  return context.runningPhaseId ? 'otherRunning' : 'notStarted';
}

export const pkPhaseMachine = setup({
  types: {} as { context: PkPhaseContext; events: PkPhaseEvent },
  guards: {
    startAllowed: ({ context, event }) => event.type === 'phase.start' && checkPhaseStart(context, event.phaseId, event.confirmed).ok,
    phasesValid: ({ event }) => event.type === 'pk.initialize' && event.phases.length > 0,
    runningPhaseKept: ({ context, event }) =>
      event.type === 'pk.initialize' && context.runningPhaseId !== null && event.phases.some((p) => p.id === context.runningPhaseId),
  },
  actions: {
    setPhases: assign(({ event }) => (event.type === 'pk.initialize' ? { phases: event.phases } : {})),
    startPhase: assign(({ context, event }) => {
      if (event.type !== 'phase.start') return {};
      const startedPhaseIds = context.startedPhaseIds.includes(event.phaseId) ? context.startedPhaseIds : [...context.startedPhaseIds, event.phaseId];
      return { runningPhaseId: event.phaseId, startedPhaseIds };
    }),
    stopPhase: assign({ runningPhaseId: null }),
  },
}).createMachine({
  id: 'pkPhase',
  initial: 'notInitialized',
  context: { phases: [], runningPhaseId: null, startedPhaseIds: [] },
  states: {
    notInitialized: { on: { 'pk.initialize': { guard: 'phasesValid', target: 'idle', actions: 'setPhases' } } },
    idle: {
      on: {
        'pk.initialize': { guard: 'phasesValid', actions: 'setPhases' },
        'phase.start': { guard: 'startAllowed', target: 'running', actions: 'startPhase' },
      },
    },
    running: {
      on: {
        // Re-initializing keeps the running phase only if it still exists.
        'pk.initialize': [
          { guard: 'runningPhaseKept', actions: 'setPhases' },
          { guard: 'phasesValid', target: 'idle', actions: ['setPhases', 'stopPhase'] },
        ],
        'phase.start': { guard: 'startAllowed', actions: 'startPhase' },
        'phase.stop': { target: 'idle', actions: 'stopPhase' },
      },
    },
  },
});
