/**
 * Add/edit drawer of a timed task, on the kit's form drawer: the task chosen from the server's registry (its params
 * example shown), the cron expression checked by the server as it is typed (after a short pause) with its next runs,
 * the sub-tasks picked in order, pause after failure, the alert e-mail. A 400 naming a field goes beside that field (a
 * param's beside the params, `subTask` beside the picker).
 */
import { Textarea } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { TimedTask } from '../../../../../streams/contracts/timing';
import { FormDrawer } from '@shared/crud/form-drawer';
import { BoundField, SelectField, SwitchField, TextField } from '@shared/crud/form-fields';
import { storedSeedText, translateSeeded } from '@shared/i18n/i18n';
import { tasksApi } from '../api/timing-api';
import { useRegistryTasks } from '../api/timing-options';
import { useTimingT } from '../i18n/timing-locale';
import { CronField } from './cron-field';
import { SubTaskPicker } from './sub-task-picker';
import { taskDefaults, taskFormField, taskFormSchemaWith, toTaskBody, toTaskFormValues, type TaskForm } from './task-form';

/** The drawer for a new task (`'new'`) or `target`; mount it only while it is open. */
export function TaskDrawer({ target, onClose }: { target: TimedTask | 'new'; onClose: () => void }) {
  const { t, ft } = useTimingT();
  const editing = target === 'new' ? undefined : target;
  const create = tasksApi.useCreate();
  const update = tasksApi.useUpdate();
  const schema = useMemo(
    () =>
      taskFormSchemaWith({
        jobNameRequired: ft('checks.jobNameRequired'),
        taskRequired: ft('checks.taskRequired'),
        cronRequired: ft('checks.cronRequired'),
        paramsJson: ft('checks.paramsJson'),
        emailInvalid: ft('checks.emailInvalid'),
      }),
    [ft],
  );
  return (
    <FormDrawer
      title={ft(editing ? 'form.editTitle' : 'form.createTitle')}
      schema={schema}
      defaultValues={editing ? { ...toTaskFormValues(editing), jobName: translateSeeded(t, editing.jobName), description: translateSeeded(t, editing.description) } : taskDefaults()}
      fieldOf={taskFormField}
      onSubmit={(values) =>
        // A seeded name or description was shown translated: left as it was, it is saved back as its key.
        editing
          ? update.mutateAsync({
              ...toTaskBody({ ...values, jobName: storedSeedText(t, editing.jobName, values.jobName), description: storedSeedText(t, editing.description ?? undefined, values.description) }),
              id: editing.id,
            })
          : create.mutateAsync(toTaskBody(values))
      }
      successText={t(editing ? 'common.editSuccess' : 'common.addSuccess')}
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField form={form} name="jobName" label={ft('form.jobName')} required input={{ maxLength: 255 }} />
          <TaskAndParams form={form} editing={editing} />
          <CronField form={form} />
          <Controller
            control={form.control}
            name="subTasks"
            render={({ field, fieldState }) => <SubTaskPicker value={field.value} onChange={field.onChange} selfId={editing?.id ?? null} error={fieldState.error} />}
          />
          <TextField form={form} name="personInCharge" label={ft('form.personInCharge')} input={{ maxLength: 128 }} />
          <TextField form={form} name="email" label={ft('form.email')} helper={ft('form.emailHint')} input={{ type: 'email', dir: 'ltr', maxLength: 255 }} />
          <SwitchField form={form} name="pauseAfterFailure" label={ft('form.pauseAfterFailure')} fallback={false} />
          <SwitchField form={form} name="isPause" label={ft('form.isPause')} fallback={false} />
          <BoundField form={form} name="description" label={ft('form.description')}>
            <Textarea size="sm" rows={2} maxLength={255} autoresize {...form.register('description')} />
          </BoundField>
        </>
      )}
    </FormDrawer>
  );
}

/** The registry's task (its description under it) and its params (the example under them). */
function TaskAndParams({ form, editing }: { form: TaskForm; editing: TimedTask | undefined }) {
  const { ft } = useTimingT();
  const registry = useRegistryTasks();
  const taskName = useWatch({ control: form.control, name: 'taskName' });
  const chosen = registry.data?.find((task) => task.name === taskName);
  // A task the server no longer knows stays a choice while its row is edited.
  const gone = editing && registry.data && !registry.data.some((task) => task.name === editing.taskName) ? editing.taskName : null;
  return (
    <>
      <SelectField form={form} name="taskName" label={ft('form.taskName')} required helper={chosen?.description}>
        <option value="">{ft('form.taskPlaceholder')}</option>
        {(registry.data ?? []).map((task) => (
          <option key={task.name} value={task.name}>
            {task.name}
          </option>
        ))}
        {gone ? <option value={gone}>{gone}</option> : null}
      </SelectField>
      <TextField
        form={form}
        name="params"
        label={ft('form.params')}
        helper={chosen ? (chosen.paramsHint ? ft('form.paramsHint', { example: chosen.paramsHint }) : ft('form.noParams')) : undefined}
        input={{ dir: 'ltr', fontFamily: 'mono', maxLength: 2000, placeholder: chosen?.paramsHint ?? '' }}
      />
    </>
  );
}
