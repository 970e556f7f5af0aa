/** The activity's add/edit drawer: name, first and last day (Dubai calendar days), enabled; the contract's schema. */
import { lotteryActivityCreateSchema, type LotteryActivity } from '../../../../../streams/contracts/lottery';
import { SwitchField, TextField } from '@shared/crud/form-fields';
import { ResourceDrawer } from '@shared/crud/resource-drawer';
import { activitiesApi } from '../api/lottery-api';
import { useLotteryT } from '../i18n/use-lottery-t';

/** Adds an activity (`target` 'new') or edits `target`. */
export function ActivityDrawer({ target, onClose }: { target: LotteryActivity | 'new'; onClose: () => void }) {
  const { ft } = useLotteryT();
  return (
    <ResourceDrawer api={activitiesApi} target={target} onClose={onClose}
      titles={{ create: ft('activities.createTitle'), edit: ft('activities.editTitle') }}
      schema={lotteryActivityCreateSchema}
      defaultValues={(activity) => ({ name: activity?.name ?? '', startDate: activity?.startDate ?? '', endDate: activity?.endDate ?? '', enabled: activity?.enabled ?? true })}
    >
      {(form) => (
        <>
          <TextField form={form} name="name" label={ft('common.name')} required input={{ maxLength: 100 }} />
          <TextField form={form} name="startDate" label={ft('activities.startDate')} required input={{ type: 'date' }} />
          <TextField form={form} name="endDate" label={ft('activities.endDate')} required input={{ type: 'date' }} />
          <SwitchField form={form} name="enabled" label={ft('common.enabled')} />
        </>
      )}
    </ResourceDrawer>
  );
}
