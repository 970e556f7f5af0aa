/** Passwords shown once (a generated one after an add, fresh ones after a reset): each with a copy button. */
import { Button, Dialog, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { LuCopy } from 'react-icons/lu';
import { notifyError, notifySuccess } from '@shared/ui/toaster';
import { copyText } from '@shared/utils/copy-text';
import { useSuT } from '../i18n/use-su-t';

/** What to show: `created` for one new user, `reset` for a batch. */
export interface ShownPasswords {
  kind: 'created' | 'reset';
  items: { username: string; password: string }[];
}

export function PasswordsDialog({ shown, onClose }: { shown: ShownPasswords | null; onClose: () => void }) {
  const { t, ft } = useSuT();
  const copy = async (text: string) => {
    if (await copyText(text)) notifySuccess(t('common.copySuccess'));
    else notifyError(t('common.copyFailed'));
  };
  return (
    <Dialog.Root open={shown !== null} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="center" size="md" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{ft('users.passwords.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {shown ? (
                <Stack gap="3">
                  <Text fontSize="sm">
                    {shown.kind === 'created' ? ft('users.passwords.created', { name: shown.items[0]?.username ?? '' }) : ft('users.passwords.reset')}
                  </Text>
                  {shown.items.map((item) => (
                    <HStack key={item.username} gap="2">
                      <Text fontSize="sm" minW="28" fontWeight="medium">
                        {item.username}
                      </Text>
                      <Input
                        size="sm"
                        readOnly
                        value={item.password}
                        aria-label={ft('users.passwords.label', { name: item.username })}
                        fontFamily="mono"
                        dir="ltr"
                        onFocus={(e) => e.currentTarget.select()}
                        data-testid="shown-password"
                      />
                      <Button size="sm" colorPalette="brand" aria-label={ft('users.passwords.copyLabel', { name: item.username })} onClick={() => void copy(item.password)}>
                        <LuCopy aria-hidden="true" /> {ft('users.passwords.copy')}
                      </Button>
                    </HStack>
                  ))}
                </Stack>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" onClick={onClose}>
                {ft('users.passwords.done')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
