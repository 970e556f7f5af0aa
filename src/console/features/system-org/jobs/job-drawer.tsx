/** The job's add/edit drawer: name, sort, enabled, validated by the contract's body schema. */
import { jobCreateBodySchema, type Job } from '../../../../../streams/contracts/jobs';
import { FormDrawer } from '@shared/crud/form-drawer';
import { NumberField, SwitchField, TextField } from '@shared/crud/form-fields';
import { jobsApi } from '../api/jobs-api';
import { useOrgT } from '../i18n/use-org-t';

/** Adds a job (`target` 'new') or edits `target`. */
export function JobDrawer({ target, onClose }: { target: Job | 'new'; onClose: () => void }) {
  const { t, ft } = useOrgT();
  const editing = target === 'new' ? undefined : target;
  const create = jobsApi.useCreate();
  const update = jobsApi.useUpdate();
  return (
    <FormDrawer
      title={ft(editing ? 'jobs.editTitle' : 'jobs.createTitle')}
      schema={jobCreateBodySchema}
      defaultValues={editing ? { name: editing.name, jobSort: editing.jobSort, enabled: editing.enabled } : { name: '', jobSort: 999, enabled: true }}
      onSubmit={(body) => (editing ? update.mutateAsync({ id: editing.id, ...body }) : create.mutateAsync(body))}
      successText={t(editing ? 'common.editSuccess' : 'common.addSuccess')}
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField form={form} name="name" label={ft('common.name')} required input={{ maxLength: 255 }} />
          <NumberField form={form} name="jobSort" label={ft('common.sort')} />
          <SwitchField form={form} name="enabled" label={ft('common.enabled')} />
        </>
      )}
    </FormDrawer>
  );
}
