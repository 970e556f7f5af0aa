/**
 * One streamer's side of the room page: resolves which room to follow (`GET api/monitor/rooms/{id}`, every few
 * seconds, so a new room is followed when a stream ends and another starts or the worker reconnects) and shows the
 * live room or the quiet view for the streamer's mode. A failed resolve says 'Failed to check the room list'
 * and keeps what was shown; an unknown streamer (deleted meanwhile) says to choose another one.
 */
import { Alert, Skeleton, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { httpErrorOf } from '@shared/http/http-error';
import { useMonitorRoom } from '../api/get-monitor-room';
import { roomKeys } from '../api/room-keys';
import { PanelFailure } from '../common/panel';
import { roomModeOf } from '../common/room-mode';
import { useRoomTranslation } from '../i18n/use-room-translation';
import { LiveRoom } from './live-room';
import { QuietRoom } from './quiet-room';

const isNotFound = (error: unknown) => {
  const http = httpErrorOf(error);
  return http?.kind === 'http' && http.status === 404;
};

export function RoomView({ streamerId }: { streamerId: number }) {
  const { rt } = useRoomTranslation();
  const queryClient = useQueryClient();
  const room = useMonitorRoom(streamerId);
  const detail = room.data;
  const status = detail?.streamer.status;
  const roomId = detail?.streamer.roomId;

  const resolveAgain = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: roomKeys.detail(streamerId) });
    void queryClient.invalidateQueries({ queryKey: roomKeys.logAll(streamerId) });
  }, [queryClient, streamerId]);

  // A status or room change is a new log entry: read the log now rather than at its next poll.
  useEffect(() => {
    if (status !== undefined) void queryClient.invalidateQueries({ queryKey: roomKeys.logAll(streamerId) });
  }, [queryClient, streamerId, status, roomId]);

  if (room.isPending) {
    return (
      <Stack gap="4" aria-busy="true">
        <Skeleton h="32" />
        <Skeleton h="64" />
      </Stack>
    );
  }
  if (!detail) {
    return isNotFound(room.error) ? (
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Title>{rt('room.notFound')}</Alert.Title>
      </Alert.Root>
    ) : (
      <PanelFailure message={rt('room.failed')} onRetry={() => void room.refetch()} />
    );
  }
  // The server's clock against the browser's at the answer (network time is small next to what is shown: seconds).
  const clockOffset = detail.serverTime - room.dataUpdatedAt;
  const mode = roomModeOf(detail.streamer);
  return (
    <Stack gap="4" minW="0">
      {room.isError ? <PanelFailure message={rt('room.failed')} onRetry={() => void room.refetch()} /> : null}
      {mode === 'live' && roomId ? (
        <LiveRoom key={roomId} roomId={roomId} detail={detail} clockOffset={clockOffset} onRoomState={resolveAgain} />
      ) : (
        <QuietRoom mode={mode === 'live' ? 'connecting' : mode} detail={detail} clockOffset={clockOffset} />
      )}
    </Stack>
  );
}
