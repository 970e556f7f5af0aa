/**
 * The frame of the live pages that show one active room (streamer info, gift messages): the card with the
 * title, the room picker, the message server banner, and the room's content below once a room is chosen.
 */
import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useRealtimeClient } from '@shared/realtime/realtime-context';
import { MessageServerAlert } from '@shared/ui/message-server-alert';
import { RoomPicker } from './room-picker';
import { useSelectedRoomId } from './use-selected-room';

/** Props of {@link RoomPage}. */
export interface RoomPageProps {
  /** The page's heading, already translated. */
  title: string;
  /** The chosen room's content (keyed by the room id by the caller, so its state starts fresh on a change). */
  children: (roomId: string) => ReactNode;
}

/** The card with the heading, the room picker (room id in the URL), the connection banner and `children(roomId)`. */
export function RoomPage({ title, children }: RoomPageProps) {
  const client = useRealtimeClient();
  const [roomId, selectRoom] = useSelectedRoomId();
  return (
    <Stack gap="4" bg="bg" p="5" borderRadius="md" boxShadow="xs">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      <RoomPicker roomId={roomId} onSelect={selectRoom} />
      <MessageServerAlert client={client} />
      {roomId ? children(roomId) : null}
    </Stack>
  );
}
