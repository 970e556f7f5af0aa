/** A viewer as the live pages show one: avatar, nickname and @uniqueId (fixed layout so rows do not jump). */
import { Avatar, HStack, Stack, Text } from '@chakra-ui/react';
import type { LiveUser } from '../../../../../streams/live/live-event';
import { useLiveT } from '../i18n/use-live-t';

/** Avatar plus names; `size` follows Chakra's avatar sizes. */
export function LiveUserCell({ user, size = 'xs' }: { user: LiveUser; size?: 'xs' | 'sm' }) {
  const { ft } = useLiveT();
  const name = user.nickname || user.uniqueId || user.userId;
  return (
    <HStack gap="2" minW="0">
      <Avatar.Root size={size} flexShrink={0}>
        <Avatar.Fallback name={name} />
        {user.avatarUrl ? <Avatar.Image src={user.avatarUrl} alt={ft('avatarOf', { name })} referrerPolicy="no-referrer" /> : null}
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
