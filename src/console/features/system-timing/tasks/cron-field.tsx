/**
 * The task form's cron input with the server's verdict beside it (checked once typing pauses for 300 ms) and the next
 * runs once the expression is valid. The form's own check or the server's 400 goes before the verdict.
 */
import { Input, Stack, chakra } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { get, useWatch } from 'react-hook-form';
import { FormField } from '@shared/ui/form-field';
import { useCronCheck } from '../api/timing-options';
import { useTimingT } from '../i18n/timing-locale';
import type { TaskForm } from './task-form';

/** The value after it has stopped changing for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function CronField({ form }: { form: TaskForm }) {
  const { ft, rule } = useTimingT();
  const expression = useWatch({ control: form.control, name: 'cronExpression' });
  const settled = useDebounced(expression, 300);
  const check = useCronCheck(settled);
  const pending = settled !== expression || check.isFetching;
  // The check answers `cronExpression: <the parser's reason>`; the page words it around the reason.
  const problem = settled.trim() !== '' && check.data && !check.data.valid ? (check.data.message ?? '').replace(/^cronExpression:\s*/, '') : '';
  const error = (get(form.formState.errors, 'cronExpression') as { message?: string } | undefined)?.message;
  const shown = error ? rule(error) : problem ? ft('checks.cronInvalid', { value: problem }) : undefined;
  return (
    <FormField
      label={ft('form.cron')}
      required
      error={shown ? { type: 'validate', message: shown } : undefined}
      helper={
        <Stack gap="1" as="span">
          <span>{ft('form.cronHint')}</span>
          {pending ? <span>{ft('form.cronChecking')}</span> : null}
          {check.data?.valid ? (
            <span data-testid="cron-next-runs">
              {ft('form.cronNext')}:{' '}
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
      <Input size="sm" autoComplete="off" dir="ltr" fontFamily="mono" maxLength={128} aria-invalid={shown ? true : undefined} {...form.register('cronExpression')} />
    </FormField>
  );
}
