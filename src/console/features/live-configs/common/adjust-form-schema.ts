/**
 * The manual score adjustment form's logic, apart from its view ("Score adjustment: required, number, at
 * least 1, at most 100,000" with its four messages; "flower game increase at most 200"): the inputs hold text,
 * the contract's `scoreAdjustmentSchema` turns it into the adjustment with those messages on `score`, and the
 * flower game adds its bound on the same field.
 */
import { z } from 'zod';
import { flowerAdjustmentError, scoreAdjustmentSchema, type ScoreAdjustment } from '../../../../../streams/games/score-ledger';

/** The form's inputs. */
export interface AdjustFormValues {
  streamerId: string;
  score: string;
  direction: 'add' | 'subtract';
  reason: string;
}

/** Empty score ('Please enter the score.' until one is typed), adding. */
export const adjustDefaults = (streamerId = ''): AdjustFormValues => ({ streamerId, score: '', direction: 'add', reason: '' });

const formShape = z.object({ streamerId: z.string(), score: z.string(), direction: z.enum(['add', 'subtract']), reason: z.string() });

/** The schema of the form: its text inputs through the contract's schema, plus the flower game's bound when `flower`. */
export function adjustFormSchema(flower: boolean) {
  // Widened to the contract's input type: the form's strings are one of the inputs it accepts.
  const schema = formShape.transform((values): z.input<typeof scoreAdjustmentSchema> => values).pipe(scoreAdjustmentSchema);
  if (!flower) return schema;
  return schema.superRefine((adjustment: ScoreAdjustment, ctx) => {
    const message = flowerAdjustmentError(adjustment);
    if (message) ctx.addIssue({ code: 'custom', path: ['score'], message });
  });
}

/** Fields a server message may name (`score: Scores cannot exceed 100,000.`). */
export const ADJUST_FIELDS = ['streamerId', 'score', 'direction', 'reason'] as const;
/** A field of the adjustment form. */
export type AdjustField = (typeof ADJUST_FIELDS)[number];

/** Narrows a server message's path to a field of this form. */
export function adjustFieldOf(path: string | null): AdjustField | null {
  return ADJUST_FIELDS.find((field) => field === path) ?? null;
}
