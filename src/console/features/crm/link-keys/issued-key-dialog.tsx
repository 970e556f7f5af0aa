/**
 * The key just issued, shown this once (the server keeps only its hash), with the two H5 links it opens (the
 * operator's orders and the review list), each with a copy button. The dialog stays open until the user says they
 * copied it.
 */
import { Button, Code, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { LuCopy } from 'react-icons/lu';
import type { IssuedLinkKey } from '../../../../../streams/contracts/link-keys';
import { Modal } from '@shared/ui/modal';
import { useCopy } from '@shared/ui/use-copy';
import { useCrmT } from '../i18n/use-crm-t';

/** The H5 pages a key opens, as links of this console's address. */
export function h5Links(key: string, origin: string): { orders: string; check: string } {
  const query = `?key=${encodeURIComponent(key)}`;
  return { orders: `${origin}/whiteListPages/tiktokOrder${query}`, check: `${origin}/whiteListPages/ttCheckAnchorList${query}` };
}

/** The dialog of `issued`; mount it only while it is open. */
export function IssuedKeyDialog({ issued, onClose }: { issued: IssuedLinkKey; onClose: () => void }) {
  const { ft } = useCrmT();
  const copy = useCopy();
  const links = h5Links(issued.key, window.location.origin);
  const items: ReadonlyArray<[string, string]> = [
    [ft('linkKeys.key'), issued.key],
    [ft('linkKeys.ordersLink'), links.orders],
    [ft('linkKeys.checkLink'), links.check],
  ];
  return (
    <Modal
      open
      onClose={onClose}
      keepOpenOnOutsideClick
      title={ft('linkKeys.issuedTitle')}
      footer={
        <Button colorPalette="brand" size="sm" onClick={onClose}>
          {ft('linkKeys.done')}
        </Button>
      }
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {ft('linkKeys.issuedHelp')}
        </Text>
        {items.map(([label, value]) => (
          <Stack key={label} gap="1">
            <Text fontSize="sm" fontWeight="medium">
              {label}
            </Text>
            <HStack gap="2">
              <Code dir="ltr" fontSize="xs" wordBreak="break-all" flex="1" p="2">
                {value}
              </Code>
              <IconButton size="xs" variant="outline" aria-label={ft('linkKeys.copy', { name: label })} onClick={() => void copy(value)}>
                <LuCopy />
              </IconButton>
            </HStack>
          </Stack>
        ))}
      </Stack>
    </Modal>
  );
}
