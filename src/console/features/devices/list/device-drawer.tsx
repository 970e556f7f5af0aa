/**
 * Add/edit drawer of a device (name, type, key, online state). The contract's schema checks before
 * sending and each message shows beside its input; a 400 that names a field (`name: A device with this name already
 * exists`) goes on that field, another failure above the form. After an add, `onCreated` receives the key to show once.
 */
import { Alert, Button, CloseButton, Drawer, Input, NativeSelect, Portal, Stack, Switch, Text, Textarea, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DEVICE_TYPES, type DeviceRow } from '../../../../../streams/contracts/devices';
import { notifySuccess } from '@shared/ui/toaster';
import { useCreateDevice } from '../api/create-device';
import { useUpdateDevice } from '../api/update-device';
import { FormField } from '../common/form-field';
import { badRequestMessage, splitFieldMessage } from '../common/messages';
import { useDvTranslation } from '../i18n/use-dv-translation';
import { deviceDefaults, deviceFormSchema, isDeviceFormField, toDeviceFormValues, type DeviceFormOutput, type DeviceFormValues } from './device-form';

/** What the drawer edits: `null` closed, `'new'` to add, a row to edit. */
export type DeviceDrawerTarget = DeviceRow | 'new' | null;

export interface DeviceDrawerProps {
  target: DeviceDrawerTarget;
  onClose: () => void;
  /** A device was added: its name and key (shown once). */
  onCreated: (name: string, key: string) => void;
}

const FORM_ID = 'device-form';

/** The drawer; its form starts afresh each time it opens. */
export function DeviceDrawer({ target, onClose, onCreated }: DeviceDrawerProps) {
  const { dt } = useDvTranslation();
  const editing = target !== null && target !== 'new' ? target : undefined;
  const title = dt(editing ? 'devices.form.editTitle' : 'devices.form.createTitle');
  return (
    <Drawer.Root open={target !== null} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="end" size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            {target !== null ? (
              <DeviceForm key={editing ? `edit-${editing.id}` : 'new'} title={title} editing={editing} initial={editing ? toDeviceFormValues(editing) : deviceDefaults()} onClose={onClose} onCreated={onCreated} />
            ) : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={dt('common.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

interface DeviceFormProps {
  title: string;
  editing: DeviceRow | undefined;
  initial: DeviceFormValues;
  onClose: () => void;
  onCreated: (name: string, key: string) => void;
}

function DeviceForm({ title, editing, initial, onClose, onCreated }: DeviceFormProps) {
  const { t, dt, rule, failure } = useDvTranslation();
  const create = useCreateDevice();
  const update = useUpdateDevice();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<DeviceFormValues, unknown, DeviceFormOutput>({ resolver: zodResolver(deviceFormSchema), defaultValues: initial });
  const { register, handleSubmit, setError, control, formState } = form;
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      if (editing === undefined) {
        const created = await create.mutateAsync(body);
        notifySuccess(t('common.addSuccess'));
        onClose();
        onCreated(body.name, created.key);
        return;
      }
      await update.mutateAsync({ id: editing.id, body });
      notifySuccess(t('common.editSuccess'));
      onClose();
    } catch (error) {
      const refusal = badRequestMessage(error);
      const { path, text } = splitFieldMessage(refusal ?? '');
      if (refusal && isDeviceFormField(path)) {
        setError(path, { type: 'server', message: text }, { shouldFocus: true });
        return;
      }
      setFormError(refusal ? rule(text) : failure(error));
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
            <FormField label={dt('devices.form.name')} error={errors.name} helper={dt('devices.form.nameHint')} required>
              <Input size="sm" autoComplete="off" maxLength={64} {...register('name')} />
            </FormField>
            <FormField label={dt('devices.form.type')} error={errors.type} required>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field {...register('type')}>
                  {DEVICE_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {dt(`types.${type}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={dt('devices.form.note')} error={errors.note}>
              <Textarea size="sm" rows={3} maxLength={500} autoresize {...register('note')} />
            </FormField>
            <Controller
              control={control}
              name="enabled"
              render={({ field }) => (
                <Stack gap="1">
                  <Switch.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked)} colorPalette="brand" size="sm">
                    <Switch.HiddenInput name={field.name} onBlur={field.onBlur} />
                    <Switch.Control />
                    <Switch.Label>{dt('devices.form.enabled')}</Switch.Label>
                  </Switch.Root>
                  <Text fontSize="xs" color="fg.muted">
                    {dt('devices.form.enabledHint')}
                  </Text>
                </Stack>
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
          {dt('common.save')}
        </Button>
      </Drawer.Footer>
    </>
  );
}
