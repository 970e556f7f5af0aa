/**
 * Add/edit drawer of a device (name, type, note, switch), on the kit's form drawer: the contract's schema checks before
 * sending and each message shows beside its input, a 400 naming a field (`name: A device with this name already
 * exists`) on that field. After an add, `onCreated` receives the key to show once.
 */
import { Stack, Text, Textarea } from '@chakra-ui/react';
import { DEVICE_TYPES, type DeviceRow } from '../../../../../streams/contracts/devices';
import { ResourceDrawer } from '@shared/crud/resource-drawer';
import { BoundField, SelectField, SwitchField, TextField } from '@shared/crud/form-fields';
import { devicesApi } from '../api/devices-api';
import { useDevicesT } from '../i18n/devices-locale';
import { deviceDefaults, deviceFormSchema, toDeviceFormValues } from './device-form';

export interface DeviceDrawerProps {
  /** `'new'` to add, a row to edit. */
  target: DeviceRow | 'new';
  onClose: () => void;
  /** A device was added: its name and key (shown once). */
  onCreated: (name: string, key: string) => void;
}

/** The drawer; mount it only while it is open. */
export function DeviceDrawer({ target, onClose, onCreated }: DeviceDrawerProps) {
  const { ft } = useDevicesT();
  return (
    <ResourceDrawer api={devicesApi} target={target} onClose={onClose}
      titles={{ create: ft('devices.form.createTitle'), edit: ft('devices.form.editTitle') }}
      schema={deviceFormSchema}
      defaultValues={(row) => (row ? toDeviceFormValues(row) : deviceDefaults())}
      onCreated={({ key }, body) => onCreated(body.name, key)}
    >
      {(form) => (
        <>
          <TextField form={form} name="name" label={ft('devices.form.name')} helper={ft('devices.form.nameHint')} required input={{ maxLength: 64 }} />
          <SelectField form={form} name="type" label={ft('devices.form.type')} required>
            {DEVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {ft(`types.${type}`)}
              </option>
            ))}
          </SelectField>
          <BoundField form={form} name="note" label={ft('devices.form.note')}>
            <Textarea size="sm" rows={3} maxLength={500} autoresize {...form.register('note')} />
          </BoundField>
          <Stack gap="1">
            <SwitchField form={form} name="enabled" label={ft('devices.form.enabled')} />
            <Text fontSize="xs" color="fg.muted">
              {ft('devices.form.enabledHint')}
            </Text>
          </Stack>
        </>
      )}
    </ResourceDrawer>
  );
}
