/**
 * Streamer room (Live monitoring → Streamer room, component 'MonitorStreamerRoom'; one room
 * live): the host list on the side, the chosen streamer's room beside it. The choice is in the URL
 * (`?streamer=<id>`), so the wall and other pages link straight to a room. A live focus or PK streamer's room moves
 * with its websocket topic (chat, gifts with streaks, joins, viewers, PK, top gifters); a regular monitor shows the
 * figures of its last check, an offline streamer its last session; every streamer its sessions and connection log.
 * Every failed request says what failed ('Failed to check …') with a Retry button.
 */
import { Grid, Text } from '@chakra-ui/react';
import { useRealtimeClient } from '@shared/realtime/realtime-context';
import { MessageServerAlert } from '@shared/ui/message-server-alert';
import { PageCard } from '@shared/ui/page-card';
import { useSelectedStreamer } from './common/use-selected-streamer';
import { HostList } from './hosts/host-list';
import { useRoomTranslation } from './i18n/use-room-translation';
import { RoomView } from './view/room-view';

/** The page. */
export function StreamerRoomPage() {
  const { rt } = useRoomTranslation();
  const client = useRealtimeClient();
  const [streamerId, select] = useSelectedStreamer();
  return (
    <PageCard title={rt('page.title')} help={rt('page.help')}>
      <MessageServerAlert client={client} />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: '18rem minmax(0, 1fr)' }} gap="5" alignItems="start">
        <HostList selectedId={streamerId} onSelect={select} />
        {streamerId !== null ? (
          <RoomView key={streamerId} streamerId={streamerId} />
        ) : (
          <Text color="fg.muted" py="10" textAlign="center" borderWidth="1px" borderStyle="dashed" borderRadius="md" data-testid="room-choose">
            {rt('page.choose')}
          </Text>
        )}
      </Grid>
    </PageCard>
  );
}
