/**
 * Add/edit drawer of a control rule (room + gift + minimum count or diamonds → command on a
 * device, with a cooldown): the streamer's TikTok ID, the gift (any, or one of the catalogue found by name or id),
 * the minimums, the command, the device, the cooldown in seconds and the switch. The contract's messages show beside
 * their inputs, the server's too.
 */
import { Alert, Button, CloseButton, Drawer, Grid, Input, NativeSelect, Portal, Stack, Switch, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDeferredValue, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { DeviceRuleRow } from '../../../../../streams/contracts/devices';
import { notifySuccess } from '@shared/ui/toaster';
import { useCreateRule } from '../api/create-rule';
import { useCommandOptions } from '../api/get-command-options';
import { useDeviceOptions } from '../api/get-device-options';
import { useRuleGifts } from '../api/get-rule-gifts';
import { useUpdateRule } from '../api/update-rule';
import { FormField } from '../common/form-field';
import { badRequestMessage, splitFieldMessage } from '../common/messages';
import { useDevicesT } from '../i18n/devices-locale';
import { ruleDefaults, ruleFormField, ruleFormSchema, toRuleFormValues, type RuleFormOutput, type RuleFormValues } from './rule-form';

export type RuleDrawerTarget = DeviceRuleRow | 'new' | null;

const FORM_ID = 'device-rule-form';

export function RuleDrawer({ target, onClose }: { target: RuleDrawerTarget; onClose: () => void }) {
  const { ft } = useDevicesT();
  const editing = target !== null && target !== 'new' ? target : undefined;
  const title = ft(editing ? 'rules.form.editTitle' : 'rules.form.createTitle');
  return (
    <Drawer.Root open={target !== null} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="end" size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            {target !== null ? <RuleForm key={editing ? `edit-${editing.id}` : 'new'} title={title} editing={editing} initial={editing ? toRuleFormValues(editing) : ruleDefaults()} onClose={onClose} /> : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={ft('common.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

interface RuleFormProps {
  title: string;
  editing: DeviceRuleRow | undefined;
  initial: RuleFormValues;
  onClose: () => void;
}

function RuleForm({ title, editing, initial, onClose }: RuleFormProps) {
  const { t, ft, rule, failure } = useDevicesT();
  const create = useCreateRule();
  const update = useUpdateRule();
  const commands = useCommandOptions();
  const devices = useDeviceOptions();
  const [giftSearch, setGiftSearch] = useState('');
  const gifts = useRuleGifts(useDeferredValue(giftSearch.trim()));
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RuleFormValues, unknown, RuleFormOutput>({ resolver: zodResolver(ruleFormSchema), defaultValues: initial });
  const { register, handleSubmit, setError, setValue, control, formState } = form;
  const errors = formState.errors;
  const giftId = useWatch({ control, name: 'giftId' });
  const giftName = useWatch({ control, name: 'giftName' });

  // The chosen gift stays a choice even when the search does not find it.
  const giftOptions = gifts.data ?? [];
  const chosenMissing = giftId !== '' && !giftOptions.some((gift) => gift.giftId === giftId);

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      if (editing === undefined) {
        await create.mutateAsync(body);
        notifySuccess(t('common.addSuccess'));
      } else {
        await update.mutateAsync({ id: editing.id, body });
        notifySuccess(t('common.editSuccess'));
      }
      onClose();
    } catch (error) {
      const refusal = badRequestMessage(error);
      const { path, text } = splitFieldMessage(refusal ?? '');
      const field = refusal ? ruleFormField(path) : null;
      if (field) {
        setError(field, { type: 'server', message: text }, { shouldFocus: true });
        return;
      }
      setFormError(refusal ? rule(text) : failure(error));
    }
  });

  const giftField = register('giftId');
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
            <FormField label={ft('rules.form.name')} error={errors.name} required>
              <Input size="sm" autoComplete="off" maxLength={64} {...register('name')} />
            </FormField>
            <FormField label={ft('rules.form.uniqueId')} error={errors.uniqueId} helper={ft('rules.form.uniqueIdHint')} required>
              <Input size="sm" autoComplete="off" spellCheck={false} maxLength={25} dir="ltr" {...register('uniqueId')} />
            </FormField>
            <Stack gap="2">
              <FormField label={ft('rules.form.giftSearch')}>
                <Input size="sm" type="search" autoComplete="off" placeholder={ft('rules.form.giftSearchPlaceholder')} value={giftSearch} onChange={(e) => setGiftSearch(e.target.value)} />
              </FormField>
              <FormField label={ft('rules.form.gift')} error={errors.giftId}>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    {...giftField}
                    onChange={(e) => {
                      void giftField.onChange(e);
                      const gift = giftOptions.find((option) => option.giftId === e.target.value);
                      setValue('giftName', gift?.name ?? '');
                    }}
                  >
                    <option value="">{ft('rules.anyGift')}</option>
                    {chosenMissing ? <option value={giftId}>{giftName || giftId}</option> : null}
                    {giftOptions.map((gift) => (
                      <option key={gift.giftId} value={gift.giftId}>
                        {ft('rules.giftOption', { name: gift.name, diamonds: gift.diamondCount })}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </Stack>
            <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
              <FormField label={ft('rules.form.minCount')} error={errors.minCount} helper={ft('rules.form.minCountHint')}>
                <Input size="sm" inputMode="numeric" autoComplete="off" dir="ltr" {...register('minCount')} />
              </FormField>
              <FormField label={ft('rules.form.minDiamonds')} error={errors.minDiamonds} helper={ft('rules.form.minDiamondsHint')}>
                <Input size="sm" inputMode="numeric" autoComplete="off" dir="ltr" {...register('minDiamonds')} />
              </FormField>
            </Grid>
            <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
              <FormField label={ft('rules.form.command')} error={errors.commandId} helper={commands.data?.length === 0 ? ft('rules.form.noCommands') : undefined} required>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field {...register('commandId')}>
                    <option value="">{ft('rules.form.choose')}</option>
                    {(commands.data ?? []).map((command) => (
                      <option key={command.id} value={String(command.id)}>
                        {command.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label={ft('rules.form.device')} error={errors.deviceId} helper={devices.data?.length === 0 ? ft('rules.form.noDevices') : undefined} required>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field {...register('deviceId')}>
                    <option value="">{ft('rules.form.choose')}</option>
                    {(devices.data ?? []).map((device) => (
                      <option key={device.id} value={String(device.id)}>
                        {device.enabled ? device.name : `${device.name} (${ft('rules.deviceDisabled')})`}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </Grid>
            <FormField label={ft('rules.form.cooldown')} error={errors.cooldownSeconds} helper={ft('rules.form.cooldownHint')}>
              <Input size="sm" inputMode="numeric" autoComplete="off" dir="ltr" maxW="40" {...register('cooldownSeconds')} />
            </FormField>
            {commands.isError || devices.isError ? (
              <Text fontSize="xs" color="fg.error">
                {failure(commands.error ?? devices.error)}
              </Text>
            ) : null}
            <Controller
              control={control}
              name="enabled"
              render={({ field }) => (
                <Switch.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked)} colorPalette="brand" size="sm">
                  <Switch.HiddenInput name={field.name} onBlur={field.onBlur} />
                  <Switch.Control />
                  <Switch.Label>{ft('rules.form.enabled')}</Switch.Label>
                </Switch.Root>
              )}
            />
          </Stack>
        </chakra.form>
      </Drawer.Body>
      <Drawer.Footer>
        <Button variant="outline" size="sm" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form={FORM_ID} colorPalette="brand" size="sm" loading={create.isPending || update.isPending}>
          {ft('common.save')}
        </Button>
      </Drawer.Footer>
    </>
  );
}
