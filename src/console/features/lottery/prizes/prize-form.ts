/**
 * The prize form's values and their body: the form holds the activity and the stock as the inputs' text (a select, an
 * input left empty for "unlimited") and the picture as text ('' = none); the body takes numbers and nulls, checked by
 * the contract's schema so a rule is written once.
 */
import { z } from 'zod';
import { lotteryPrizeCreateSchema, lotteryProbabilitySchema, type LotteryPrize } from '../../../../../streams/contracts/lottery';
import { commonMessage } from '../../../../../streams/contracts/refusals/common';

const stockText = z
  .string()
  .trim()
  .refine((text) => text === '' || (/^\d+$/.test(text) && Number(text) <= 1_000_000), commonMessage('WHOLE_NUMBER_MIN_ZERO'));

/** The form's schema; its output is the create body (`lotteryPrizeCreateSchema`). */
export const prizeFormSchema = z
  .object({
    activityId: z.string().min(1, commonMessage('REQUIRED')),
    name: z.string(),
    value: z.number(commonMessage('NOT_A_NUMBER')),
    picture: z.string().trim(),
    probability: lotteryProbabilitySchema,
    stock: stockText,
    sort: z.number(commonMessage('NOT_A_NUMBER')),
  })
  .transform(({ activityId, picture, stock, ...rest }): z.input<typeof lotteryPrizeCreateSchema> => ({ ...rest, activityId: Number(activityId), picture: picture === '' ? null : picture, stock: stock === '' ? null : Number(stock) }))
  .pipe(lotteryPrizeCreateSchema);

/** The form's values. */
export type PrizeForm = z.input<typeof prizeFormSchema>;

/** The form's first values: the edited prize's, or a new prize's in `activityId` ('' when none is picked). */
export function prizeFormValues(prize: LotteryPrize | undefined, activityId: string): PrizeForm {
  if (!prize) return { activityId, name: '', value: 0, picture: '', probability: 10, stock: '', sort: 0 };
  return {
    activityId: String(prize.activityId),
    name: prize.name,
    value: prize.value,
    picture: prize.picture ?? '',
    probability: prize.probability,
    stock: prize.stock === null ? '' : String(prize.stock),
    sort: prize.sort,
  };
}
