/**
 * The PK phase editor's logic (phases configured per game: double PK = exactly two streamers, or
 * a group phase of two or more): the form's values, the phases the server takes
 * (`pkInitializeBodySchema`), and the same per-phase check the server makes (`phaseConfigError` of
 * machines/pk-phase.machine.ts) reported on the field a host fixes: 'Select the group host first' on the host,
 * 'Select at least two anchors' / 'Double PK needs exactly two anchors' on the streamers.
 */
import { z } from 'zod';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import { pkInitializeBodySchema, type PkInitializeBody } from '../../../../../streams/contracts/live-configs';
import { phaseConfigError, PK_MESSAGES, type PkPhase } from '../../../../../machines/pk-phase.machine';
import { newRequestId } from '../common/request-id';

/** One phase as the editor holds it. */
export interface PhaseFormValues {
  /** Kept from the server, or made here for a new phase (never shown). */
  id: string;
  name: string;
  kind: 'double' | 'group';
  /** Group phases: the group host's streamer ID; '' = none. */
  hostId: string;
  streamerIds: string[];
}

/** The phase editor's values. */
export interface PkFormValues {
  phases: PhaseFormValues[];
}

/** A new phase: a double PK with no streamers chosen yet. */
export function newPhase(name = ''): PhaseFormValues {
  return { id: `phase-${newRequestId().slice(0, 8)}`, name, kind: 'double', hostId: '', streamerIds: [] };
}

/** The phases of the view as form values (one empty phase when none is configured yet). */
export function pkFormValues(view: GameView): PkFormValues {
  if (view.pk.phases.length === 0) return { phases: [newPhase()] };
  return {
    phases: view.pk.phases.map((phase) => ({
      id: phase.id,
      name: phase.name,
      kind: phase.kind,
      hostId: phase.hostId ?? '',
      streamerIds: [...phase.streamerIds],
    })),
  };
}

/** Form values → the body's input; a double PK has no host. */
export function toPhases(values: PkFormValues): PkPhase[] {
  return values.phases.map((phase) => ({
    id: phase.id,
    name: phase.name,
    kind: phase.kind,
    hostId: phase.kind === 'group' && phase.hostId !== '' ? phase.hostId : null,
    streamerIds: phase.streamerIds,
  }));
}

const formShape = z.object({
  phases: z.array(z.object({ id: z.string(), name: z.string(), kind: z.enum(['double', 'group']), hostId: z.string(), streamerIds: z.array(z.string()) })),
});

/** Form values in, `POST …/pk/initialize` body out (see the module comment). */
export const pkFormSchema = formShape
  .superRefine((values, ctx) => {
    const phases = toPhases(values);
    const result = pkInitializeBodySchema.safeParse({ phases });
    if (!result.success) {
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: 'custom', path: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)), message: issue.message });
      }
    }
    phases.forEach((phase, index) => {
      const error = phaseConfigError(phase);
      if (error) ctx.addIssue({ code: 'custom', path: ['phases', index, error === PK_MESSAGES.selectHost ? 'hostId' : 'streamerIds'], message: error });
    });
  })
  .transform((values): PkInitializeBody => pkInitializeBodySchema.parse({ phases: toPhases(values) }));
