/**
 * What the Devices page says while there is no device: what a device is, and the device protocol
 * (docs/device-protocol.md, bundled with this lazy page) in a dialog for whoever sets a device up.
 */
import { Box, Button, Code, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuBookOpen } from 'react-icons/lu';
import { InfoDialog } from '@shared/ui/info-dialog';
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
    <InfoDialog open={open} onClose={onClose} title={ft('devices.protocol.title')} closeLabel={ft('devices.protocol.close')} size="xl" scrollBehavior="inside">
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {ft('devices.protocol.note')}
        </Text>
        {/* The document is English for device developers: kept left to right whatever the console's direction. */}
        <Code as="pre" dir="ltr" lang="en" display="block" whiteSpace="pre-wrap" p="3" fontSize="xs" data-testid="device-protocol">
          {protocol}
        </Code>
      </Stack>
    </InfoDialog>
  );
}
