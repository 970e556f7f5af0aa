/**
 * A streamer as the live sessions tables show them: avatar, nickname, and the @TikTok ID below (left to right in every
 * language), plus the monitor type badge where a page wants it.
 */
import { Avatar, Badge, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import type { MonitorType } from '../../../../../streams/contracts/monitor';
import type { SessionStreamer } from '../../../../../streams/contracts/monitor-sessions';
import { useSessionsTranslation } from './i18n/sessions-locale';

const TYPE_PALETTE: Readonly<Record<MonitorType, string>> = { focus: 'purple', pk: 'red', regular: 'gray' };

/** The streamer's avatar, nickname and handle. */
export function StreamerCell({ streamer }: { streamer: SessionStreamer }) {
  return (
    <HStack gap="2" minW="40">
      <Avatar.Root size="xs" colorPalette="brand">
        {streamer.avatarUrl ? <Avatar.Image src={streamer.avatarUrl} alt="" /> : null}
        <Avatar.Fallback name={streamer.nickname} />
      </Avatar.Root>
      <Stack gap="0" minW="0">
        <Text fontWeight="medium" lineClamp={1}>
          {streamer.nickname}
        </Text>
        <chakra.bdi dir="ltr" fontSize="xs" color="fg.muted">
          @{streamer.uniqueId}
        </chakra.bdi>
      </Stack>
    </HStack>
  );
}

/** The monitor type as a coloured badge. */
export function TypeBadge({ type }: { type: MonitorType }) {
  const { mt } = useSessionsTranslation();
  return (
    <Badge colorPalette={TYPE_PALETTE[type]} variant="subtle" title={mt(`typeHints.${type}`)}>
      {mt(`types.${type}`)}
    </Badge>
  );
}
