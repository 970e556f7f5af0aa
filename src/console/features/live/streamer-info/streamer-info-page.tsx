/**
 * Streamer info (Live assistant → Streamer info, component name 'LiveStreamerInfo'; one room's live
 * figures: viewers, likes, diamonds, top gifters): pick a room (`?roomId=`), see its figures move with the
 * websocket (summary + topic, see room-figures.ts), its top gifters, and its connection log.
 */
import { Alert, Heading, Stack } from '@chakra-ui/react';
import { useRealtimeClient } from '@shared/realtime/realtime-context';
import { useRoomSummary } from '../api/get-room-summary';
import { MessageServerAlert } from '@shared/ui/message-server-alert';
import { RoomPicker } from '../common/room-picker';
import { useSelectedRoomId } from '../common/use-selected-room';
import { ConnectionLogPanel } from './connection-log-panel';
import { FiguresGrid } from './figures-grid';
import { mergeFigures } from './room-figures';
import { TopGiftersSection } from './top-gifters-table';
import { useRoomLive } from './use-room-live';
import { useLiveT } from '../i18n/use-live-t';

/** Everything about one room; keyed by room so its live state starts fresh on a room change. */
function RoomStreamerInfo({ roomId }: { roomId: string }) {
  const { ft } = useLiveT();
  const summary = useRoomSummary(roomId);
  const topic = useRoomLive(roomId);
  const figures = summary.data ? mergeFigures(summary.data, summary.dataUpdatedAt, topic) : undefined;
  return (
    <Stack gap="5">
      {summary.isError ? (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Title>{ft('streamer.viewersFailed')}</Alert.Title>
        </Alert.Root>
      ) : null}
      <FiguresGrid figures={figures} loading={summary.isPending} />
      <TopGiftersSection roomId={roomId} />
      <ConnectionLogPanel roomId={roomId} />
    </Stack>
  );
}

/** The page. */
export function StreamerInfoPage() {
  const { ft } = useLiveT();
  const client = useRealtimeClient();
  const [roomId, selectRoom] = useSelectedRoomId();
  return (
    <Stack gap="4" bg="bg" p="5" borderRadius="md" boxShadow="xs">
      <Heading as="h2" size="md">
        {ft('streamer.title')}
      </Heading>
      <RoomPicker roomId={roomId} onSelect={selectRoom} />
      <MessageServerAlert client={client} />
      {roomId ? <RoomStreamerInfo key={roomId} roomId={roomId} /> : null}
    </Stack>
  );
}
