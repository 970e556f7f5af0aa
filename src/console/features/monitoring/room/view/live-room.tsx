/**
 * A live focus or PK streamer's room: the header with the room's own figures, the PK, the viewers sparkline,
 * the chat, the gifts with their streaks, the joins and the top gifters, all moving with the room's topic, then the
 * recent sessions and the connection log. Mounted under `key={roomId}`: a new room starts empty.
 */
import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { MonitorRoomDetail } from '../../../../../../streams/contracts/monitor-room';
import { liveSummaryOf } from '@shared/live/room-summary-topic';
import { useRealtimeClient } from '@shared/realtime/realtime-context';
import { useConnectionState } from '@shared/realtime/use-connection-state';
import { useLiveRoomSummary } from '../api/get-live-room-summary';
import { useRoomTranslation } from '../i18n/use-room-translation';
import { viewersNow } from '../live/room-feed';
import { useRoomFeed } from '../live/use-room-feed';
import { ChatPanel } from './chat-panel';
import { ConnectionLogTable } from './connection-log-table';
import { GiftsPanel } from './gifts-panel';
import { JoinsPanel } from './joins-panel';
import { PkPanel } from './pk-panel';
import { RoomHeader } from './room-header';
import { SessionsTable } from './sessions-table';
import { TopGiftersPanel } from './top-gifters-panel';
import { ViewersPanel } from './viewers-panel';

const larger = (a: number | null | undefined, b: number | null | undefined): number | null => (a == null ? (b ?? null) : b == null ? a : Math.max(a, b));

/** Props of {@link LiveRoom}. */
export interface LiveRoomProps {
  roomId: string;
  detail: MonitorRoomDetail;
  /** Server clock minus the browser's, ms. */
  clockOffset: number;
  /** The room's connection changed: the page resolves the streamer again. */
  onRoomState: () => void;
}

export function LiveRoom({ roomId, detail, clockOffset, onRoomState }: LiveRoomProps) {
  const { rt } = useRoomTranslation();
  const live = useRoomFeed(roomId, onRoomState);
  const connection = useConnectionState(useRealtimeClient());
  // The summary followed on the topic is exact; REST's (polled) only stands in while it is not followed.
  const followed = liveSummaryOf(live.followed, connection);
  const summary = useLiveRoomSummary(roomId, followed !== null);
  const rest = followed ? undefined : summary.data;
  const { feed } = live;
  const points = useMemo(() => feed.viewers.map((s) => ({ at: s.at, value: s.viewers })), [feed.viewers]);
  const viewers = followed ? followed.viewerCount : (viewersNow(feed) ?? rest?.viewerCount ?? null);
  const state = followed ? followed.state : (feed.roomState?.status ?? rest?.state ?? null);
  const diamonds = followed ? followed.giftDiamonds : larger(rest?.giftDiamonds, feed.countedDiamonds);
  const likes = followed ? followed.likeTotal : larger(rest?.likeTotal, feed.likeTotal);
  const summaryFailed = !followed && summary.isError;
  const retryMessages = () => {
    live.messages.retry();
    if (live.topic.failed) live.topic.retry();
  };
  return (
    <Stack gap="4">
      <RoomHeader
        streamer={detail.streamer}
        clockOffset={clockOffset}
        figures={{ viewers, diamonds, likes }}
        connection={
          <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap" data-testid="room-connection">
            <Text>
              {rt('room.connection')}: {state ? rt(`room.states.${state}`) : '—'}
            </Text>
            <Text dir="ltr">
              {rt('room.roomId')} {roomId}
            </Text>
          </HStack>
        }
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <PkPanel pk={feed.pk} status={live.pk} clockOffset={clockOffset} />
        <ViewersPanel
          title={rt('viewers.title')}
          points={points}
          now={viewers}
          loading={live.viewers.loading || (!followed && summary.isPending)}
          failed={live.viewers.failed || summaryFailed}
          onRetry={() => {
            if (live.viewers.failed) live.viewers.retry();
            if (summaryFailed) void summary.refetch();
          }}
        />
        <ChatPanel lines={feed.chat} loading={live.messages.loading} failed={live.messages.failed || live.topic.failed} onRetry={retryMessages} />
        <GiftsPanel rows={feed.gifts.rows} loading={live.gifts.loading} failed={live.gifts.failed} onRetry={live.gifts.retry} />
        <JoinsPanel lines={feed.joins} failed={live.messages.failed} onRetry={live.messages.retry} />
        <TopGiftersPanel roomId={roomId} />
        <SessionsTable sessions={detail.sessions} now={detail.serverTime} />
        <ConnectionLogTable streamerId={detail.streamer.id} />
      </SimpleGrid>
    </Stack>
  );
}
