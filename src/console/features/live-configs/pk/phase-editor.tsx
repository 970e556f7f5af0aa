/**
 * The PK phase editor: one card per phase (name, double PK or group phase, the group host, the streamers), then
 * 'Initialize' sends them (`POST …/pk/initialize`). Messages show beside the field, from the shared checks before
 * sending and from the server's 400 (`phases.<i>.<field>: message`). Re-initializing keeps a running phase when
 * it is still there (machines/pk-phase.machine.ts).
 */
import { Box, Button, Checkbox, Fieldset, Grid, HStack, Heading, IconButton, Input, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, FormProvider, useFieldArray, useForm, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import type { PkInitializeBody } from '../../../../../streams/contracts/live-configs';
import { useCan } from '@shared/auth/can';
import { notifySuccess } from '@shared/ui/toaster';
import { useInitializePk } from '../api/initialize-pk';
import { messagesIn } from '../common/field-messages';
import { badRequestMessage, splitFieldMessage } from '../common/messages';
import { LIVE_CONFIG_PERMISSIONS } from '../common/permissions';
import { newPhase, pkFormSchema, pkFormValues, type PkFormValues } from './pk-phases-form';
import { useLcTranslation } from '../i18n/use-lc-translation';
import { InlineAlert } from '@shared/ui/inline-alert';

/** At most this many phases (the contract's bound). */
const MAX_PHASES = 20;

function useMessages(node: unknown): string[] {
  const { rule } = useLcTranslation();
  return messagesIn(node).map((message) => rule(message));
}

function PhaseCard({ index, view, onRemove }: { index: number; view: GameView; onRemove: () => void }) {
  const { lt } = useLcTranslation();
  const { register, control, formState } = useFormContext<PkFormValues>();
  const kind = useWatch({ control, name: `phases.${index}.kind` });
  const errors = formState.errors.phases?.[index];
  const nameMessages = useMessages(errors?.name);
  const hostMessages = useMessages(errors?.hostId);
  const streamerMessages = useMessages(errors?.streamerIds);
  const n = index + 1;
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" role="group" aria-label={lt('pk.phaseN', { n })} data-testid={`phase-card-${index}`}>
      <HStack justify="space-between" mb="2">
        <Text fontSize="sm" fontWeight="medium">
          {lt('pk.phaseN', { n })}
        </Text>
        <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={lt('pk.removePhase', { n })} onClick={onRemove}>
          <LuTrash2 />
        </IconButton>
      </HStack>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
        <Stack gap="1">
          <chakra.label htmlFor={`phase-name-${index}`} fontSize="sm" fontWeight="medium">
            {lt('pk.phaseName')}
          </chakra.label>
          <Input id={`phase-name-${index}`} size="sm" maxLength={32} aria-invalid={nameMessages.length > 0 ? true : undefined} {...register(`phases.${index}.name`)} />
          {nameMessages.length > 0 ? (
            <Text fontSize="xs" color="fg.error">
              {nameMessages.join(' ')}
            </Text>
          ) : null}
        </Stack>
        <Stack gap="1">
          <chakra.label htmlFor={`phase-kind-${index}`} fontSize="sm" fontWeight="medium">
            {lt('pk.kind')}
          </chakra.label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field id={`phase-kind-${index}`} {...register(`phases.${index}.kind`)}>
              <option value="double">{lt('pk.kinds.double')}</option>
              <option value="group">{lt('pk.kinds.group')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
        {kind === 'group' ? (
          <Stack gap="1">
            <chakra.label htmlFor={`phase-host-${index}`} fontSize="sm" fontWeight="medium">
              {lt('pk.host')}
            </chakra.label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field id={`phase-host-${index}`} aria-invalid={hostMessages.length > 0 ? true : undefined} {...register(`phases.${index}.hostId`)}>
                <option value="">{lt('pk.chooseHost')}</option>
                {view.streamers.map((s) => (
                  <option key={s.anchorId} value={s.anchorId}>
                    {s.nickname}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {hostMessages.length > 0 ? (
              <Text fontSize="xs" color="fg.error">
                {hostMessages.join(' ')}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </Grid>
      <Controller
        control={control}
        name={`phases.${index}.streamerIds`}
        render={({ field }) => (
          <Fieldset.Root mt="3" invalid={streamerMessages.length > 0}>
            <Fieldset.Legend fontSize="sm">{lt(kind === 'double' ? 'pk.doubleStreamers' : 'pk.groupStreamers')}</Fieldset.Legend>
            <HStack gap="4" wrap="wrap">
              {view.streamers.map((s) => (
                <Checkbox.Root
                  key={s.anchorId}
                  size="sm"
                  checked={field.value.includes(s.anchorId)}
                  onCheckedChange={(e) => field.onChange(e.checked === true ? [...field.value, s.anchorId] : field.value.filter((id) => id !== s.anchorId))}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{s.nickname}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </HStack>
            {streamerMessages.length > 0 ? <Fieldset.ErrorText>{streamerMessages.join(' ')}</Fieldset.ErrorText> : null}
          </Fieldset.Root>
        )}
      />
    </Box>
  );
}

/** The editor; only holders of `liveConfig:control` may initialize, others see nothing. */
export function PhaseEditor({ view }: { view: GameView }) {
  const { lt, rule, failure } = useLcTranslation();
  const canControl = useCan(LIVE_CONFIG_PERMISSIONS.control);
  const initialize = useInitializePk(view.configId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PkFormValues, unknown, PkInitializeBody>({ resolver: zodResolver(pkFormSchema), defaultValues: pkFormValues(view) });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'phases' });
  const listMessages = messagesIn(form.formState.errors.phases?.root ?? (form.formState.errors.phases?.message ? { message: form.formState.errors.phases.message } : undefined)).map(
    (message) => rule(message),
  );
  if (!canControl) return null;

  const onSubmit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await initialize.mutateAsync(body);
      notifySuccess(lt('pk.initialized'));
    } catch (error) {
      const refusal = badRequestMessage(error);
      const { path, text } = splitFieldMessage(refusal ?? '');
      if (refusal && path?.startsWith('phases.')) {
        form.setError(path as FieldPath<PkFormValues>, { type: 'server', message: text }, { shouldFocus: true });
        return;
      }
      setFormError(failure(error));
    }
  });

  return (
    <FormProvider {...form}>
      <chakra.form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={lt('pk.editor')} borderWidth="1px" borderRadius="md" p="4">
        <Stack gap="3">
          <HStack justify="space-between">
            <Heading as="h3" size="sm">
              {lt('pk.editor')}
            </Heading>
            <Button size="xs" variant="outline" disabled={fields.length >= MAX_PHASES} onClick={() => append(newPhase())}>
              <LuPlus aria-hidden="true" /> {lt('pk.addPhase')}
            </Button>
          </HStack>
          <InlineAlert text={formError} />
          {listMessages.length > 0 ? (
            <Text fontSize="sm" color="fg.error" role="alert">
              {listMessages.join(' ')}
            </Text>
          ) : null}
          {fields.map((field, index) => (
            <PhaseCard key={field.id} index={index} view={view} onRemove={() => remove(index)} />
          ))}
          <HStack justify="end">
            <Button type="submit" size="sm" colorPalette="brand" loading={initialize.isPending}>
              {lt('pk.initialize')}
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
    </FormProvider>
  );
}
