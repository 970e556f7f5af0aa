/**
 * The key of a device, shown once after an add or a regeneration (the server keeps only its hash): the key to copy,
 * and the demo client's command line with it, so staff can try the device at once.
 */
import { Button, Code, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { LuCopy } from 'react-icons/lu';
import { InfoDialog } from '@shared/ui/info-dialog';
import { useCopy } from '@shared/ui/use-copy';
import { useDevicesT } from '../i18n/devices-locale';

/** A key to show: the device's name, the key, and whether it replaces an older one. */
export interface ShownKey {
  name: string;
  key: string;
  regenerated: boolean;
}

/** `ws(s)://<this host>/device`: where devices connect (the console and the API share one origin). */
export function deviceSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/device`;
}

export function KeyDialog({ shown, onClose }: { shown: ShownKey | null; onClose: () => void }) {
  const { ft } = useDevicesT();
  const demo = shown ? `npm run device:demo -- --url=${deviceSocketUrl()} --key=${shown.key}` : '';
  const copy = useCopy();
  return (
    <InfoDialog open={shown !== null} onClose={onClose} title={ft('devices.key.title')} closeLabel={ft('devices.key.done')} closeOnInteractOutside={false}>
      {shown ? (
        <Stack gap="4">
          <Text fontSize="sm">{ft(shown.regenerated ? 'devices.key.regenerated' : 'devices.key.created', { name: shown.name })}</Text>
          <HStack gap="2">
            <Input size="sm" readOnly value={shown.key} aria-label={ft('devices.key.label')} fontFamily="mono" dir="ltr" onFocus={(e) => e.currentTarget.select()} data-testid="device-key" />
            <Button size="sm" colorPalette="brand" onClick={() => void copy(shown.key)}>
              <LuCopy aria-hidden="true" /> {ft('devices.key.copy')}
            </Button>
          </HStack>
          <Stack gap="1">
            <Text fontSize="xs" color="fg.muted">
              {ft('devices.key.howTo')}
            </Text>
            <Code dir="ltr" display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="2" fontSize="xs">
              {demo}
            </Code>
          </Stack>
        </Stack>
      ) : null}
    </InfoDialog>
  );
}
