/** A viewer as the live pages show one: avatar, nickname and @uniqueId (fixed layout so rows do not jump). */
import { Avatar, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LiveUser } from '../../../../../streams/live/live-event';

/** Avatar plus names; `size` follows Chakra's avatar sizes. */
export function LiveUserCell({ user, size = 'xs' }: { user: LiveUser; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const name = user.nickname || user.uniqueId || user.userId;
  return (
    <HStack gap="2" minW="0">
      <Avatar.Root size={size} flexShrink={0}>
        <Avatar.Fallback name={name} />
        {user.avatarUrl ? <Avatar.Image src={user.avatarUrl} alt={t('live.avatarOf', { name })} referrerPolicy="no-referrer" /> : null}
      </Avatar.Root>
      <Stack gap="0" minW="0">
        <Text fontSize="sm" fontWeight="medium" truncate title={name}>
          {name}
        </Text>
        {user.uniqueId ? (
          <Text fontSize="xs" color="fg.muted" truncate>
            @{user.uniqueId}
          </Text>
        ) : null}
      </Stack>
    </HStack>
  );
}
