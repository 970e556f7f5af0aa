/**
 * The prize's add/edit drawer: activity, name, value, picture link, probability (1–100), stock (empty: unlimited),
 * order on the wheel. The server's refusal of a total over 100 (naming the total) is shown beside the probability.
 */
import type { LotteryPrize } from '../../../../../streams/contracts/lottery';
import { SelectField } from '@shared/crud/choice-fields';
import { NumberField, TextField } from '@shared/crud/form-fields';
import { ResourceDrawer } from '@shared/crud/resource-drawer';
import { prizesApi } from '../api/lottery-api';
import { useActivityOptions } from '../common/activity-filter';
import { useLotteryT } from '../i18n/use-lottery-t';
import { prizeFormSchema, prizeFormValues } from './prize-form';

/** Adds a prize (to `activityId` when the list is filtered to one) or edits `target`. */
export function PrizeDrawer({ target, activityId, onClose }: { target: LotteryPrize | 'new'; activityId: string; onClose: () => void }) {
  const { ft } = useLotteryT();
  const activities = useActivityOptions();
  return (
    <ResourceDrawer api={prizesApi} target={target} onClose={onClose}
      titles={{ create: ft('prizes.createTitle'), edit: ft('prizes.editTitle') }}
      schema={prizeFormSchema}
      defaultValues={(prize) => prizeFormValues(prize, activityId)}
    >
      {(form) => (
        <>
          <SelectField form={form} name="activityId" label={ft('common.activity')} required options={[{ value: '', label: '—' }, ...activities]} />
          <TextField form={form} name="name" label={ft('common.name')} required input={{ maxLength: 50 }} />
          <NumberField form={form} name="value" label={ft('common.value')} required input={{ step: '0.01' }} />
          <TextField form={form} name="picture" label={ft('prizes.picture')} helper={ft('prizes.pictureHelp')} input={{ type: 'url', maxLength: 500, dir: 'ltr' }} />
          <NumberField form={form} name="probability" label={ft('prizes.probability')} helper={ft('prizes.probabilityHelp')} required input={{ min: 1, max: 100, step: 1 }} />
          <TextField form={form} name="stock" label={ft('prizes.stock')} helper={ft('prizes.stockHelp')} input={{ inputMode: 'numeric' }} />
          <NumberField form={form} name="sort" label={ft('prizes.sort')} input={{ max: 999 }} />
        </>
      )}
    </ResourceDrawer>
  );
}
