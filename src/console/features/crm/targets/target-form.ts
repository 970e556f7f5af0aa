/**
 * The target form's schema: the contract's `targetAnchorBodySchema` with the form's selects mapped onto it (yes/no
 * texts to booleans, a blank gender or age to nothing, the labels typed with commas), so every refusal is the
 * contract's own message, beside its field, before anything is sent.
 */
import type { z } from 'zod';
import { targetAnchorBodySchema } from '../../../../../streams/contracts/anchors';
import { blanksAsNull, fromBlank, fromLabelText, fromYesNo } from '../common/form-choices';

const shape = targetAnchorBodySchema.shape;

export const targetFormSchema = blanksAsNull(
  ['nickname', 'job', 'hobby', 'insAccount', 'remarkCountry', 'note'],
  targetAnchorBodySchema.extend({
    gender: fromBlank(shape.gender),
    showFace: fromYesNo(shape.showFace),
    gameStreamer: fromYesNo(shape.gameStreamer),
    shoppingStreamer: fromYesNo(shape.shoppingStreamer),
    highLevel: fromYesNo(shape.highLevel),
    age: fromBlank(shape.age),
    customLabels: fromLabelText(shape.customLabels),
  }),
);

/** The form's values as typed (selects and inputs hold text; the age a number, NaN when empty). */
export interface TargetFormValues {
  anchorId: string;
  nickname: string;
  gender: string;
  showFace: string;
  gameStreamer: string;
  shoppingStreamer: string;
  highLevel: string;
  age: number;
  whatsAppNumber: string;
  contactScreenshot: string;
  whatsAppScreenshot: string;
  reason: string;
  job: string;
  hobby: string;
  insAccount: string;
  remarkCountry: string;
  note: string;
  customLabels: string;
}

/** What the form sends: the contract's body. */
export type TargetFormOutput = z.output<typeof targetFormSchema>;

/** An empty form. */
export const TARGET_DEFAULTS: TargetFormValues = {
  anchorId: '',
  nickname: '',
  gender: '',
  showFace: '',
  gameStreamer: '',
  shoppingStreamer: '',
  highLevel: '',
  age: Number.NaN,
  whatsAppNumber: '',
  contactScreenshot: '',
  whatsAppScreenshot: '',
  reason: '',
  job: '',
  hobby: '',
  insAccount: '',
  remarkCountry: '',
  note: '',
  customLabels: '',
};
