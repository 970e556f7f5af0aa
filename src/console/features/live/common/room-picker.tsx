/**
 * Room selection of the streamer info and gift messages pages: a select of the active rooms (newest first,
 * refreshed every few seconds). With no room in the URL the newest active room is chosen, so opening the page
 * from the menu shows something at once. A room in the URL that is no longer active stays selectable (its
 * figures and history can still be read) and is marked so.
 */
import { Field, HStack, NativeSelect } from '@chakra-ui/react';
import { useEffect, useId } from 'react';
import { useActiveRooms } from '../api/live-rooms-api';
import { RoomStateBadge } from './room-state-badge';
import { useLiveT } from '../i18n/use-live-t';
import { InlineAlert } from '@shared/ui/inline-alert';

const REFRESH_MS = 5_000;

export interface RoomPickerProps {
  roomId: string | undefined;
  onSelect: (roomId: string) => void;
}

/** The select, the chosen room's state badge, and the 'no active room' / 'room list failed' notices. */
export function RoomPicker({ roomId, onSelect }: RoomPickerProps) {
  const { t, ft } = useLiveT();
  const id = useId();
  const rooms = useActiveRooms(REFRESH_MS);
  const rows = rooms.data?.content ?? [];
  const current = rows.find((row) => row.roomId === roomId);
  const newest = rows[0]?.roomId;

  useEffect(() => {
    if (roomId === undefined && newest !== undefined) onSelect(newest);
  }, [roomId, newest, onSelect]);

  return (
    <>
      <HStack gap="3" wrap="wrap" align="end">
        <Field.Root maxW="sm" flex="1" minW="60">
          <Field.Label htmlFor={id}>{ft('room')}</Field.Label>
          <NativeSelect.Root size="sm" disabled={rooms.isPending && roomId === undefined}>
            <NativeSelect.Field
              id={id}
              value={roomId ?? ''}
              onChange={(e) => {
                if (e.currentTarget.value !== '') onSelect(e.currentTarget.value);
              }}
            >
              {roomId === undefined ? (
                <option value="" disabled>
                  {ft('chooseRoom')}
                </option>
              ) : null}
              {roomId !== undefined && !current ? <option value={roomId}>{ft('roomNotActive', { room: roomId })}</option> : null}
              {rows.map((row) => (
                <option key={row.roomId} value={row.roomId}>
                  {`${row.label} · ${t(`live.sources.${row.source}`)} · ${row.roomId}`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {current ? <RoomStateBadge state={current.state} /> : null}
      </HStack>
      {rooms.isError ? <InlineAlert text={t('live.roomListFailed')} /> : null}
      {rooms.isSuccess && rows.length === 0 && roomId === undefined ? <InlineAlert text={ft('noActiveRooms')} status="info" /> : null}
    </>
  );
}
