/**
 * A viewer of a live room as the console's lists show one: avatar (initials without a picture), nickname and
 * @uniqueId, in a layout that does not jump between rows. `compact` keeps it to one line (the handle on hover).
 */
import { Avatar, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LiveUser } from '../../../streams/live/live-event';

/** The name a viewer is shown by: nickname, else @uniqueId, else the platform's user id. */
export const liveUserName = (user: LiveUser): string => user.nickname || user.uniqueId || user.userId;

/** Avatar and names; `size` follows Chakra's avatar sizes. */
export function LiveUserCell({ user, size = 'xs', compact = false }: { user: LiveUser; size?: '2xs' | 'xs' | 'sm'; compact?: boolean }) {
  const { t } = useTranslation();
  const name = liveUserName(user);
  return (
    <HStack gap="2" minW="0">
      <Avatar.Root size={size} flexShrink={0}>
        <Avatar.Fallback name={name} />
        {user.avatarUrl ? <Avatar.Image src={user.avatarUrl} alt={t('live.avatarOf', { name })} referrerPolicy="no-referrer" /> : null}
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
