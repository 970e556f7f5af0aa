/**
 * The lottery turntable of a configuration (options of content and probability, "each 1 to 100,
 * must be filled, sum at most 100"; README "Turntable"): a switch, the option rows (prize and probability in %),
 * what is left of 100 shown as "No prize", the gift that spins it and how long the wheel turns.
 */
import { Button, Grid, HStack, IconButton, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { emptyOption, type ConfigFormValues } from './config-form';
import { FormField, useRuleMessages } from './form-field';
import { TriggerGiftSelect } from './trigger-gift-select';
import { useLcTranslation } from '../i18n/use-lc-translation';

/** Options the wheel holds at most (the contract's bound). */
const MAX_OPTIONS = 12;

/** Percent left for "No prize" (never below 0; NaN rows count 0). */
export function noPrizePercent(options: readonly { probability: string }[]): number {
  const total = options.reduce((sum, option) => {
    const value = Number(option.probability);
    return sum + (Number.isFinite(value) ? Math.round(value * 100) : 0);
  }, 0);
  return Math.max(0, 100_00 - total) / 100;
}

function OptionRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { lt } = useLcTranslation();
  const { register, formState } = useFormContext<ConfigFormValues>();
  const errors = formState.errors.turntable?.options?.[index];
  const n = index + 1;
  return (
    <HStack gap="2" align="start" data-testid={`option-row-${index}`}>
      <FormField label={lt('form.optionContent', { n })} error={errors?.content} flex="2">
        <Input size="sm" autoComplete="off" maxLength={50} {...register(`turntable.options.${index}.content`)} />
      </FormField>
      <FormField label={lt('form.optionProbability', { n })} error={errors?.probability} flex="1">
        <Input size="sm" inputMode="decimal" autoComplete="off" {...register(`turntable.options.${index}.probability`)} />
      </FormField>
      <IconButton mt="6" size="xs" variant="ghost" colorPalette="red" aria-label={lt('form.removeOption', { n })} onClick={onRemove}>
        <LuTrash2 />
      </IconButton>
    </HStack>
  );
}

/** The turntable section. */
export function TurntableField() {
  const { lt } = useLcTranslation();
  const { control, register, setValue, formState } = useFormContext<ConfigFormValues>();
  const enabled = useWatch({ control, name: 'turntableEnabled' });
  const options = useWatch({ control, name: 'turntable.options' });
  const { fields, append, remove } = useFieldArray({ control, name: 'turntable.options' });
  const optionsError = formState.errors.turntable?.options;
  const listMessages = useRuleMessages(optionsError?.root ?? (optionsError?.message ? { message: optionsError.message } : undefined));
  return (
    <Stack gap="3">
      <Switch.Root checked={enabled} onCheckedChange={(e) => setValue('turntableEnabled', e.checked, { shouldDirty: true })} colorPalette="brand" size="sm">
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{lt('form.turntable')}</Switch.Label>
      </Switch.Root>
      {enabled ? (
        <Stack gap="3" ps="2" borderInlineStartWidth="2px" borderColor="border.muted">
          {fields.map((field, index) => (
            <OptionRow key={field.id} index={index} onRemove={() => remove(index)} />
          ))}
          {listMessages.length > 0 ? (
            <Text fontSize="sm" color="fg.error" role="alert">
              {listMessages.join(' ')}
            </Text>
          ) : null}
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Button size="xs" variant="outline" disabled={fields.length >= MAX_OPTIONS} onClick={() => append(emptyOption())}>
              <LuPlus aria-hidden="true" /> {lt('form.addOption')}
            </Button>
            <Text fontSize="sm" color="fg.muted" data-testid="no-prize-percent">
              {lt('form.noPrize', { percent: noPrizePercent(options) })}
            </Text>
          </HStack>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
            <FormField label={lt('form.turntableTrigger')} error={formState.errors.turntable?.triggerGiftId} helper={lt('form.turntableTriggerHint')}>
              <TriggerGiftSelect registration={register('turntable.triggerGiftId')} emptyText={lt('form.noTrigger')} />
            </FormField>
            <FormField label={lt('form.spinSeconds')} error={formState.errors.turntable?.spinSeconds} helper={lt('form.spinSecondsHint')}>
              <Input size="sm" inputMode="numeric" autoComplete="off" {...register('turntable.spinSeconds')} />
            </FormField>
          </Grid>
        </Stack>
      ) : null}
    </Stack>
  );
}
