/** The job's add/edit drawer: name, sort, enabled, validated by the contract's body schema. */
import { jobCreateBodySchema, type Job } from '../../../../../streams/contracts/jobs';
import { NumberField, SwitchField, TextField } from '@shared/crud/form-fields';
import { ResourceDrawer } from '@shared/crud/resource-drawer';
import { storedSeedText, translateSeeded } from '@shared/i18n/i18n';
import { jobsApi } from '../api/jobs-api';
import { useOrgT } from '../i18n/use-org-t';

/** Adds a job (`target` 'new') or edits `target`. */
export function JobDrawer({ target, onClose }: { target: Job | 'new'; onClose: () => void }) {
  const { t, ft } = useOrgT();
  const stored = target === 'new' ? undefined : target.name;
  // A seeded name is edited in the reader's language and saved back as its key when left as it was.
  const schema = jobCreateBodySchema.transform((body) => ({ ...body, name: storedSeedText(t, stored, body.name) }));
  return (
    <ResourceDrawer api={jobsApi} target={target} onClose={onClose}
      titles={{ create: ft('jobs.createTitle'), edit: ft('jobs.editTitle') }}
      schema={schema}
      defaultValues={(job) => ({ name: translateSeeded(t, job?.name), jobSort: job?.jobSort ?? 999, enabled: job?.enabled ?? true })}
    >
      {(form) => (
        <>
          <TextField form={form} name="name" label={ft('common.name')} required input={{ maxLength: 255 }} />
          <NumberField form={form} name="jobSort" label={ft('common.sort')} />
          <SwitchField form={form} name="enabled" label={ft('common.enabled')} />
        </>
      )}
    </ResourceDrawer>
  );
}
