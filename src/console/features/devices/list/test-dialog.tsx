/**
 * "Send a test command" (handy for staff): a command of the list, filled in with the sample gift, or a
 * plain `{"test":true}`. The answer says whether the device got it at once or it waits in the device's queue.
 */
import { Alert, Button, Dialog, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { DeviceRow } from '../../../../../streams/contracts/devices';
import { notifySuccess, notifyWarning } from '@shared/ui/toaster';
import { FormField } from '@shared/ui/form-field';
import { Modal } from '@shared/ui/modal';
import { testDevice } from '../api/device-actions';
import { useCommandOptions } from '../api/device-options';
import { devicesApi } from '../api/devices-api';
import { useDevicesT } from '../i18n/devices-locale';

export function TestDialog({ device, onClose }: { device: DeviceRow | null; onClose: () => void }) {
  const { ft } = useDevicesT();
  return (
    <Modal open={device !== null} onClose={onClose} title={device ? ft('devices.testDialog.title', { name: device.name }) : null} bare>
      {device ? <TestForm key={device.id} device={device} onClose={onClose} /> : null}
    </Modal>
  );
}

function TestForm({ device, onClose }: { device: DeviceRow; onClose: () => void }) {
  const { t, ft, failure } = useDevicesT();
  const commands = useCommandOptions();
  const send = devicesApi.useAction(testDevice);
  const [commandId, setCommandId] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    try {
      const result = await send.mutateAsync({ id: device.id, commandId: commandId === '' ? null : Number(commandId) });
      if (result.online) notifySuccess(ft('devices.testDialog.sentOnline', { name: device.name }));
      else notifyWarning(ft('devices.testDialog.queuedOffline', { name: device.name }));
      onClose();
    } catch (caught) {
      setError(failure(caught));
    }
  };

  return (
    <>
      <Dialog.Body>
        <Stack gap="3">
          {error ? (
            <Alert.Root status="error" role="alert" size="sm">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{ft('devices.testDialog.failed')}</Alert.Title>
                <Alert.Description>{error}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <FormField label={ft('devices.testDialog.command')} helper={ft('devices.testDialog.hint')}>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={commandId} onChange={(e) => setCommandId(e.target.value)}>
                <option value="">{ft('devices.testDialog.plain')}</option>
                {(commands.data ?? []).map((command) => (
                  <option key={command.id} value={String(command.id)}>
                    {command.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          {commands.isError ? (
            <Text fontSize="xs" color="fg.error">
              {failure(commands.error)}
            </Text>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button size="sm" variant="outline" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button size="sm" colorPalette="brand" loading={send.isPending} onClick={() => void submit()}>
          {ft('devices.testDialog.send')}
        </Button>
      </Dialog.Footer>
    </>
  );
}
