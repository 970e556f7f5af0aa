/**
 * "Send a test command" (handy for staff): a command of the list, filled in with the sample gift, or a
 * plain `{"test":true}`. The answer says whether the device got it at once or it waits in the device's queue.
 */
import { Alert, Button, Dialog, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceRow } from '../../../../../streams/contracts/devices';
import { notifySuccess, notifyWarning } from '@shared/ui/toaster';
import { useCommandOptions } from '../api/get-command-options';
import { useTestDevice } from '../api/test-device';
import { FormField } from '../common/form-field';
import { useDvTranslation } from '../i18n/use-dv-translation';

export function TestDialog({ device, onClose }: { device: DeviceRow | null; onClose: () => void }) {
  const { dt } = useDvTranslation();
  return (
    <Dialog.Root open={device !== null} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{device ? dt('devices.testDialog.title', { name: device.name }) : null}</Dialog.Title>
            </Dialog.Header>
            {device ? <TestForm key={device.id} device={device} onClose={onClose} /> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function TestForm({ device, onClose }: { device: DeviceRow; onClose: () => void }) {
  const { dt, failure } = useDvTranslation();
  const { t } = useTranslation();
  const commands = useCommandOptions();
  const send = useTestDevice();
  const [commandId, setCommandId] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    try {
      const result = await send.mutateAsync({ id: device.id, commandId: commandId === '' ? null : Number(commandId) });
      if (result.online) notifySuccess(dt('devices.testDialog.sentOnline', { name: device.name }));
      else notifyWarning(dt('devices.testDialog.queuedOffline', { name: device.name }));
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
                <Alert.Title>{dt('devices.testDialog.failed')}</Alert.Title>
                <Alert.Description>{error}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <FormField label={dt('devices.testDialog.command')} helper={dt('devices.testDialog.hint')}>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={commandId} onChange={(e) => setCommandId(e.target.value)}>
                <option value="">{dt('devices.testDialog.plain')}</option>
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
          {dt('devices.testDialog.send')}
        </Button>
      </Dialog.Footer>
    </>
  );
}
