/**
 * Streamer info (Live assistant → Streamer info, component name 'LiveStreamerInfo'; one room's live
 * figures: viewers, likes, diamonds, top gifters): pick a room (`?roomId=`), see its figures move with the
 * websocket (summary + topic, see room-figures.ts), its top gifters, and its connection log.
 */
import { Stack } from '@chakra-ui/react';
import { useRoomSummary } from '../api/get-room-summary';
import { RoomPage } from '../common/room-page';
import { ConnectionLogPanel } from './connection-log-panel';
import { FiguresGrid } from './figures-grid';
import { mergeFigures } from './room-figures';
import { TopGiftersSection } from './top-gifters-table';
import { useRoomLive } from './use-room-live';
import { useLiveT } from '../i18n/use-live-t';
import { InlineAlert } from '@shared/ui/inline-alert';

/** Everything about one room; keyed by room so its live state starts fresh on a room change. */
function RoomStreamerInfo({ roomId }: { roomId: string }) {
  const { ft } = useLiveT();
  const summary = useRoomSummary(roomId);
  const topic = useRoomLive(roomId);
  const figures = summary.data ? mergeFigures(summary.data, summary.dataUpdatedAt, topic) : undefined;
  return (
    <Stack gap="5">
      {summary.isError ? <InlineAlert text={ft('streamer.viewersFailed')} /> : null}
      <FiguresGrid figures={figures} loading={summary.isPending} />
      <TopGiftersSection roomId={roomId} />
      <ConnectionLogPanel roomId={roomId} />
    </Stack>
  );
}

/** The page. */
export function StreamerInfoPage() {
  const { ft } = useLiveT();
  return <RoomPage title={ft('streamer.title')}>{(roomId) => <RoomStreamerInfo key={roomId} roomId={roomId} />}</RoomPage>;
}
