/** A viewer as the room's lists show one: small avatar (initials when there is no picture), nickname, @uniqueId. */
import { Avatar, HStack, Stack, Text } from '@chakra-ui/react';
import type { LiveUser } from '../../../../../../streams/live/live-event';
import { useRoomTranslation } from '../i18n/use-room-translation';

export const userName = (user: LiveUser): string => user.nickname || user.uniqueId || user.userId;

/** Avatar and names; `compact` keeps it to one line (the handle on hover). */
export function LiveUserCell({ user, compact = false }: { user: LiveUser; compact?: boolean }) {
  const { rt } = useRoomTranslation();
  const name = userName(user);
  return (
    <HStack gap="2" minW="0">
      <Avatar.Root size="2xs" flexShrink={0}>
        <Avatar.Fallback name={name} />
        {user.avatarUrl ? <Avatar.Image src={user.avatarUrl} alt={rt('room.avatarOf', { name })} referrerPolicy="no-referrer" /> : null}
      </Avatar.Root>
      <Stack gap="0" minW="0">
        <Text fontSize="sm" fontWeight="medium" truncate title={user.uniqueId ? `${name} @${user.uniqueId}` : name}>
          <bdi>{name}</bdi>
        </Text>
        {!compact && user.uniqueId ? (
          <Text fontSize="xs" color="fg.muted" truncate dir="ltr">
            @{user.uniqueId}
          </Text>
        ) : null}
      </Stack>
    </HStack>
  );
}
