/**
 * Streamer info (Live assistant → Streamer info, component name 'LiveStreamerInfo'; one room's live
 * figures: viewers, likes, diamonds, top gifters): pick a room (`?roomId=`), see its figures move with the
 * websocket (the summary followed on the topic while the socket is up, else REST summary + topic, see
 * room-figures.ts), its top gifters, and its connection log.
 */
import { Stack } from '@chakra-ui/react';
import { useRoomSummary } from '../api/get-room-summary';
import { RoomPage } from '../common/room-page';
import { ConnectionLogPanel } from './connection-log-panel';
import { FiguresGrid } from './figures-grid';
import { followedFigures, mergeFigures } from './room-figures';
import { TopGiftersSection } from './top-gifters-table';
import { useRoomLive } from './use-room-live';
import { useLiveT } from '../i18n/use-live-t';
import { liveSummaryOf } from '@shared/live/room-summary-topic';
import { useRealtimeClient } from '@shared/realtime/realtime-context';
import { useConnectionState } from '@shared/realtime/use-connection-state';
import { InlineAlert } from '@shared/ui/inline-alert';

/** Everything about one room; keyed by room so its live state starts fresh on a room change. */
function RoomStreamerInfo({ roomId }: { roomId: string }) {
  const { ft } = useLiveT();
  const connection = useConnectionState(useRealtimeClient());
  const { figures: topic, followed } = useRoomLive(roomId);
  const live = liveSummaryOf(followed, connection);
  const summary = useRoomSummary(roomId, { followed: live !== null, socketDown: connection.status !== 'open' });
  const figures = live ? followedFigures(live, topic) : summary.data ? mergeFigures(summary.data, summary.dataUpdatedAt, topic) : undefined;
  return (
    <Stack gap="5">
      {summary.isError && !live ? <InlineAlert text={ft('streamer.viewersFailed')} /> : null}
      <FiguresGrid figures={figures} loading={figures === undefined && summary.isPending} />
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
