/**
 * The head of the room page: who (avatar or initials, nickname, handle, monitor type), their status with
 * the scanner's reason, and the figures: live time (ticking), viewers now, diamonds this session, likes. Each mode
 * passes the figures it has (the live room's, or the last check's); null shows "—".
 */
import { Avatar, Badge, Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { MonitorRoomRow } from '../../../../../../streams/contracts/monitor-room';
import { formatTime } from '@shared/utils/format-time';
import { formatDuration } from '../common/format-duration';
import { Figure } from '../common/panel';
import { StatusBadge } from '../../common/status-badge';
import { reasonText } from '../../common/reason-text';
import { useNow } from '../common/use-now';
import { useRoomTranslation } from '../i18n/use-room-translation';

/** The numbers the header shows. */
export interface HeaderFigures {
  viewers: number | null;
  diamonds: number | null;
  likes: number | null;
}

/** Props of {@link RoomHeader}. */
export interface RoomHeaderProps {
  streamer: MonitorRoomRow;
  figures: HeaderFigures;
  /** Server clock minus the browser's, ms (live time is measured on the server's clock). */
  clockOffset: number;
  /** Extra line under the status (the live connection's state). */
  connection?: ReactNode;
}

export function RoomHeader({ streamer, figures, clockOffset, connection }: RoomHeaderProps) {
  const { rt, mt } = useRoomTranslation();
  const now = useNow(1_000) + clockOffset;
  return (
    <Stack gap="4" borderWidth="1px" borderRadius="md" p="4" bg="bg" data-testid="room-header">
      <HStack gap="3" align="start" wrap="wrap">
        <Avatar.Root size="lg" flexShrink={0}>
          <Avatar.Fallback name={streamer.nickname} />
          {streamer.avatarUrl ? <Avatar.Image src={streamer.avatarUrl} alt={rt('room.avatarOf', { name: streamer.nickname })} referrerPolicy="no-referrer" /> : null}
        </Avatar.Root>
        <Stack gap="1" minW="0" flex="1">
          <HStack gap="2" wrap="wrap">
            <Text as="h3" fontSize="lg" fontWeight="semibold" truncate maxW="full">
              <bdi>{streamer.nickname}</bdi>
            </Text>
            <Badge variant="outline" colorPalette="gray">
              {mt(`types.${streamer.type}`)}
            </Badge>
            <StatusBadge status={streamer.status} reason={streamer.statusReason} />
          </HStack>
          <Text fontSize="sm" color="fg.muted" dir="ltr" textAlign="start">
            @{streamer.uniqueId}
          </Text>
          {streamer.statusReason ? (
            <Text fontSize="sm" color="fg.muted" data-testid="status-reason">
              {rt('room.reason')}: <bdi>{reasonText(mt, streamer.statusReason)}</bdi>
            </Text>
          ) : null}
          {connection}
        </Stack>
        <Box fontSize="xs" color="fg.muted" textAlign="end">
          {rt('room.lastChecked')}:{' '}
          <bdi dir="ltr">{streamer.lastCheckedAt !== null ? formatTime(streamer.lastCheckedAt) : rt('room.never')}</bdi>
        </Box>
      </HStack>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        <Figure label={rt('room.liveTime')} value={streamer.liveSince !== null ? formatDuration(now - streamer.liveSince) : rt('room.notLive')} testId="figure-live-time" />
        <Figure label={rt('room.viewersNow')} value={figures.viewers} testId="figure-viewers" />
        <Figure label={rt('room.diamonds')} value={figures.diamonds} testId="figure-diamonds" />
        <Figure label={rt('room.likes')} value={figures.likes} testId="figure-likes" />
      </SimpleGrid>
    </Stack>
  );
}
