/**
 * What the Devices page says while there is no device: what a device is, and the device protocol
 * (docs/device-protocol.md, bundled with this lazy page) in a dialog for whoever sets a device up.
 */
import { Box, Button, Code, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuBookOpen } from 'react-icons/lu';
import protocol from '../../../../../docs/device-protocol.md?raw';
import { useDevicesT } from '../i18n/devices-locale';

/** The explanation with its "Device protocol" button. */
export function DeviceIntro() {
  const { ft } = useDevicesT();
  const [open, setOpen] = useState(false);
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="bg.subtle" data-testid="device-intro">
      <Stack gap="3" align="start">
        <Text fontSize="sm">{ft('devices.intro')}</Text>
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          <LuBookOpen aria-hidden="true" /> {ft('devices.protocol.open')}
        </Button>
      </Stack>
      <ProtocolDialog open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}

function ProtocolDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { ft } = useDevicesT();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="center" size="xl" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{ft('devices.protocol.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text fontSize="sm" color="fg.muted">
                  {ft('devices.protocol.note')}
                </Text>
                {/* The document is English for device developers: kept left to right whatever the console's direction. */}
                <Code as="pre" dir="ltr" lang="en" display="block" whiteSpace="pre-wrap" p="3" fontSize="xs" data-testid="device-protocol">
                  {protocol}
                </Code>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" onClick={onClose}>
                {ft('devices.protocol.close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
