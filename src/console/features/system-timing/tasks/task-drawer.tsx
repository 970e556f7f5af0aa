/**
 * Add/edit drawer of a timed task: the task chosen from the server's registry (its params example shown),
 * the cron expression checked by the server as it is typed (after a short pause) with its next runs, the sub-tasks
 * picked in order, pause after failure, the alert e-mail. A 400 naming a field goes beside that field.
 */
import { Alert, Button, CloseButton, Drawer, HStack, IconButton, Input, NativeSelect, Portal, Stack, Switch, Text, Textarea, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { LuArrowUp, LuPlus, LuX } from 'react-icons/lu';
import type { TimedTask } from '../../../../../streams/contracts/timing';
import { FormField } from '@shared/ui/form-field';
import { notifySuccess } from '@shared/ui/toaster';
import { useCronCheck } from '../api/check-cron';
import { useAllTimedTasks } from '../api/get-timed-tasks';
import { useRegistryTasks } from '../api/get-registry-tasks';
import { useSaveTimedTask } from '../api/save-timed-task';
import { badRequestMessage, splitFieldMessage } from '../common/messages';
import { useTimingTranslation } from '../i18n/use-timing-translation';
import { isServerField, taskDefaults, taskFormSchema, toTaskBody, toTaskFormValues, type TaskFormOutput, type TaskFormValues } from './task-form';

/** What the drawer edits: `null` closed, `'new'` to add, a row to edit. */
export type TaskDrawerTarget = TimedTask | 'new' | null;

const FORM_ID = 'timed-task-form';

export function TaskDrawer({ target, onClose }: { target: TaskDrawerTarget; onClose: () => void }) {
  const { tt } = useTimingTranslation();
  const editing = target !== null && target !== 'new' ? target : undefined;
  const title = tt(editing ? 'form.editTitle' : 'form.createTitle');
  return (
    <Drawer.Root open={target !== null} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="end" size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            {target !== null ? <TaskForm key={editing ? `edit-${editing.id}` : 'new'} title={title} editing={editing} onClose={onClose} /> : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={tt('common.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** The value after it has stopped changing for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function TaskForm({ title, editing, onClose }: { title: string; editing: TimedTask | undefined; onClose: () => void }) {
  const { t, tt, message, failure } = useTimingTranslation();
  const save = useSaveTimedTask();
  const registry = useRegistryTasks();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TaskFormValues, unknown, TaskFormOutput>({ resolver: zodResolver(taskFormSchema), defaultValues: editing ? toTaskFormValues(editing) : taskDefaults() });
  const { register, handleSubmit, setError, control, formState } = form;
  const errors = formState.errors;
  const taskName = useWatch({ control, name: 'taskName' });
  const chosen = registry.data?.find((task) => task.name === taskName);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync({ id: editing?.id ?? null, body: toTaskBody(values) });
      notifySuccess(t(editing ? 'common.editSuccess' : 'common.addSuccess'));
      onClose();
    } catch (error) {
      const refusal = badRequestMessage(error);
      const { path } = splitFieldMessage(refusal ?? '');
      if (refusal && isServerField(path)) {
        const field = path.startsWith('params') ? 'params' : path === 'subTask' ? 'subTasks' : (path as Exclude<typeof path, 'subTask'>);
        setError(field, { type: 'server', message: refusal }, { shouldFocus: field !== 'subTasks' });
        return;
      }
      setFormError(refusal ? message(refusal) : failure(error));
    }
  });

  return (
    <>
      <Drawer.Body>
        <chakra.form id={FORM_ID} noValidate onSubmit={(e) => void onSubmit(e)} aria-label={title}>
          <Stack gap="4">
            {formError ? (
              <Alert.Root status="error" role="alert" size="sm">
                <Alert.Indicator />
                <Alert.Description>{formError}</Alert.Description>
              </Alert.Root>
            ) : null}
            <FormField label={tt('form.jobName')} error={errors.jobName} translate={message} required>
              <Input size="sm" autoComplete="off" maxLength={255} {...register('jobName')} />
            </FormField>
            <FormField
              label={tt('form.taskName')}
              error={errors.taskName}
              translate={message}
              required
              helper={chosen ? chosen.description : undefined}
            >
              <NativeSelect.Root size="sm">
                <NativeSelect.Field {...register('taskName')}>
                  <option value="">{tt('form.taskPlaceholder')}</option>
                  {(registry.data ?? []).map((task) => (
                    <option key={task.name} value={task.name}>
                      {task.name}
                    </option>
                  ))}
                  {editing && registry.data && !registry.data.some((task) => task.name === editing.taskName) ? <option value={editing.taskName}>{editing.taskName}</option> : null}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField
              label={tt('form.params')}
              error={errors.params}
              translate={message}
              helper={chosen ? (chosen.paramsHint ? tt('form.paramsHint', { example: chosen.paramsHint }) : tt('form.noParams')) : undefined}
            >
              <Input size="sm" autoComplete="off" dir="ltr" fontFamily="mono" maxLength={2000} placeholder={chosen?.paramsHint ?? ''} {...register('params')} />
            </FormField>
            <CronField control={control} error={errors.cronExpression?.message} register={register('cronExpression')} />
            <Controller control={control} name="subTasks" render={({ field, fieldState }) => <SubTaskPicker value={field.value} onChange={field.onChange} selfId={editing?.id ?? null} error={fieldState.error?.message} />} />
            <FormField label={tt('form.personInCharge')} error={errors.personInCharge}>
              <Input size="sm" autoComplete="off" maxLength={128} {...register('personInCharge')} />
            </FormField>
            <FormField label={tt('form.email')} error={errors.email} translate={message} helper={tt('form.emailHint')}>
              <Input size="sm" type="email" autoComplete="off" dir="ltr" maxLength={255} {...register('email')} />
            </FormField>
            <SwitchField control={control} name="pauseAfterFailure" label={tt('form.pauseAfterFailure')} />
            <SwitchField control={control} name="isPause" label={tt('form.isPause')} />
            <FormField label={tt('form.description')} error={errors.description}>
              <Textarea size="sm" rows={2} maxLength={255} autoresize {...register('description')} />
            </FormField>
          </Stack>
        </chakra.form>
      </Drawer.Body>
      <Drawer.Footer>
        <Button variant="outline" size="sm" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form={FORM_ID} colorPalette="brand" size="sm" loading={save.isPending}>
          {tt('form.save')}
        </Button>
      </Drawer.Footer>
    </>
  );
}

function SwitchField({ control, name, label }: { control: Control<TaskFormValues, unknown, TaskFormOutput>; name: 'pauseAfterFailure' | 'isPause'; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked)} colorPalette="brand" size="sm">
          <Switch.HiddenInput name={field.name} onBlur={field.onBlur} />
          <Switch.Control />
          <Switch.Label>{label}</Switch.Label>
        </Switch.Root>
      )}
    />
  );
}

/** The cron input with the server's verdict beside it and the next runs once valid. */
function CronField({ control, error, register }: { control: Control<TaskFormValues, unknown, TaskFormOutput>; error: string | undefined; register: ReturnType<ReturnType<typeof useForm<TaskFormValues, unknown, TaskFormOutput>>['register']> }) {
  const { tt, message } = useTimingTranslation();
  const expression = useWatch({ control, name: 'cronExpression' });
  const settled = useDebounced(expression, 300);
  const check = useCronCheck(settled);
  const pending = settled !== expression || check.isFetching;
  const verdict = settled.trim() !== '' && check.data && !check.data.valid ? (check.data.message ?? '') : undefined;
  const shown = error ?? verdict;
  return (
    <FormField
      label={tt('form.cron')}
      required
      error={shown ? { type: 'validate', message: shown } : undefined}
      translate={message}
      helper={
        <Stack gap="1" as="span">
          <span>{tt('form.cronHint')}</span>
          {pending ? <span>{tt('form.cronChecking')}</span> : null}
          {check.data?.valid ? (
            <span data-testid="cron-next-runs">
              {tt('form.cronNext')}:{' '}
              {check.data.nextRuns.map((run, i) => (
                <chakra.bdi key={run} dir="ltr" whiteSpace="nowrap">
                  {i > 0 ? ', ' : ''}
                  {run}
                </chakra.bdi>
              ))}
            </span>
          ) : null}
        </Stack>
      }
    >
      <Input size="sm" autoComplete="off" dir="ltr" fontFamily="mono" maxLength={128} aria-invalid={shown ? true : undefined} {...register} />
    </FormField>
  );
}

/** The ordered sub-task list: add another task, move one up, remove one. */
function SubTaskPicker({ value, onChange, selfId, error }: { value: number[]; onChange: (next: number[]) => void; selfId: number | null; error: string | undefined }) {
  const { tt, message } = useTimingTranslation();
  const all = useAllTimedTasks(true);
  const [pick, setPick] = useState('');
  const names = new Map((all.data?.content ?? []).map((task) => [task.id, task.jobName]));
  const choices = (all.data?.content ?? []).filter((task) => task.id !== selfId && !value.includes(task.id));
  const nameOf = (id: number) => names.get(id) ?? `#${id}`;
  return (
    <FormField label={tt('form.subTask')} error={error ? { type: 'server', message: error } : undefined} translate={message} helper={tt('form.subTaskHint')}>
      <Stack gap="2" width="full">
        {value.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {tt('form.subTaskNone')}
          </Text>
        ) : (
          <chakra.ol listStyleType="decimal" paddingInlineStart="5">
            {value.map((id, i) => (
              <chakra.li key={id} fontSize="sm">
                <HStack gap="1">
                  <bdi>{nameOf(id)}</bdi>
                  <IconButton size="2xs" variant="ghost" aria-label={tt('form.subTaskUp', { name: nameOf(id) })} disabled={i === 0} onClick={() => onChange([...value.slice(0, i - 1), id, value[i - 1]!, ...value.slice(i + 1)])}>
                    <LuArrowUp />
                  </IconButton>
                  <IconButton size="2xs" variant="ghost" aria-label={tt('form.subTaskRemove', { name: nameOf(id) })} onClick={() => onChange(value.filter((other) => other !== id))}>
                    <LuX />
                  </IconButton>
                </HStack>
              </chakra.li>
            ))}
          </chakra.ol>
        )}
        <HStack gap="2">
          <NativeSelect.Root size="sm" flex="1">
            <NativeSelect.Field aria-label={tt('form.subTaskAdd')} value={pick} onChange={(e) => setPick(e.target.value)}>
              <option value="">{tt('form.subTaskAdd')}</option>
              {choices.map((task) => (
                <option key={task.id} value={task.id}>
                  {task.jobName}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <IconButton
            size="sm"
            variant="outline"
            aria-label={tt('form.subTaskAdd')}
            disabled={pick === ''}
            onClick={() => {
              onChange([...value, Number(pick)]);
              setPick('');
            }}
          >
            <LuPlus />
          </IconButton>
        </HStack>
      </Stack>
    </FormField>
  );
}
