/** The task form's ordered sub-task list: add another task, move one up, remove one. */
import { HStack, IconButton, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { LuArrowUp, LuPlus, LuX } from 'react-icons/lu';
import { FormField } from '@shared/ui/form-field';
import { useSeeded } from '@shared/i18n/i18n';
import { useAllTasks } from '../api/timing-options';
import { useTimingT } from '../i18n/timing-locale';

/** Props of {@link SubTaskPicker}. */
export interface SubTaskPickerProps {
  /** The sub-tasks' ids, in the order they run. */
  value: number[];
  onChange: (next: number[]) => void;
  /** The task being edited (not a choice), or null for a new one. */
  selfId: number | null;
  error: FieldError | undefined;
}

export function SubTaskPicker({ value, onChange, selfId, error }: SubTaskPickerProps) {
  const { ft, rule } = useTimingT();
  const seeded = useSeeded();
  const all = useAllTasks();
  const [pick, setPick] = useState('');
  const tasks = all.data?.content ?? [];
  const names = new Map(tasks.map((task) => [task.id, seeded(task.jobName)]));
  const choices = tasks.filter((task) => task.id !== selfId && !value.includes(task.id));
  const nameOf = (id: number) => names.get(id) ?? `#${id}`;
  return (
    <FormField label={ft('form.subTask')} error={error} translate={rule} helper={ft('form.subTaskHint')}>
      <Stack gap="2" width="full">
        {value.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {ft('form.subTaskNone')}
          </Text>
        ) : (
          <chakra.ol listStyleType="decimal" paddingInlineStart="5">
            {value.map((id, i) => (
              <chakra.li key={id} fontSize="sm">
                <HStack gap="1">
                  <bdi>{nameOf(id)}</bdi>
                  <IconButton size="2xs" variant="ghost" aria-label={ft('form.subTaskUp', { name: nameOf(id) })} disabled={i === 0} onClick={() => onChange([...value.slice(0, i - 1), id, value[i - 1]!, ...value.slice(i + 1)])}>
                    <LuArrowUp />
                  </IconButton>
                  <IconButton size="2xs" variant="ghost" aria-label={ft('form.subTaskRemove', { name: nameOf(id) })} onClick={() => onChange(value.filter((other) => other !== id))}>
                    <LuX />
                  </IconButton>
                </HStack>
              </chakra.li>
            ))}
          </chakra.ol>
        )}
        <HStack gap="2">
          <NativeSelect.Root size="sm" flex="1">
            <NativeSelect.Field aria-label={ft('form.subTaskAdd')} value={pick} onChange={(e) => setPick(e.target.value)}>
              <option value="">{ft('form.subTaskAdd')}</option>
              {choices.map((task) => (
                <option key={task.id} value={task.id}>
                  {seeded(task.jobName)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <IconButton
            size="sm"
            variant="outline"
            aria-label={ft('form.subTaskAdd')}
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
