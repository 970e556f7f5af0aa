/** Passwords shown once (a generated one after an add, fresh ones after a reset): each with a copy button. */
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { LuCopy } from 'react-icons/lu';
import { InfoDialog } from '@shared/ui/info-dialog';
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
    <InfoDialog open={shown !== null} onClose={onClose} title={ft('users.passwords.title')} closeLabel={ft('users.passwords.done')} size="md" closeOnInteractOutside={false}>
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
    </InfoDialog>
  );
}
