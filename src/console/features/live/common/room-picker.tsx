/**
 * Room selection of the streamer info and gift messages pages: a select of the active rooms (newest first,
 * refreshed every few seconds). With no room in the URL the newest active room is chosen, so opening the page
 * from the menu shows something at once. A room in the URL that is no longer active stays selectable (its
 * figures and history can still be read) and is marked so.
 */
import { useActiveRooms } from '../api/live-rooms-api';
import { RoomStateBadge } from './room-state-badge';
import { useLiveT } from '../i18n/use-live-t';
import { InlineAlert } from '@shared/ui/inline-alert';
import { PickerSelect } from '@shared/ui/picker-select';

const REFRESH_MS = 5_000;

export interface RoomPickerProps {
  roomId: string | undefined;
  onSelect: (roomId: string) => void;
}

/** The select, the chosen room's state badge, and the 'no active room' / 'room list failed' notices. */
export function RoomPicker({ roomId, onSelect }: RoomPickerProps) {
  const { t, ft } = useLiveT();
  const rooms = useActiveRooms(REFRESH_MS);
  const rows = rooms.data?.content ?? [];
  const current = rows.find((row) => row.roomId === roomId);
  const options = rows.map((row) => ({ value: row.roomId, label: `${row.label} · ${t(`live.sources.${row.source}`)} · ${row.roomId}` }));
  return (
    <>
      <PickerSelect
        label={ft('room')}
        value={roomId}
        options={options}
        pending={rooms.isPending}
        chooseText={ft('chooseRoom')}
        unlistedText={roomId === undefined ? '' : ft('roomNotActive', { room: roomId })}
        onSelect={onSelect}
        maxW="sm"
        badge={current ? <RoomStateBadge state={current.state} /> : null}
      />
      {rooms.isError ? <InlineAlert text={t('live.roomListFailed')} /> : null}
      {rooms.isSuccess && rows.length === 0 && roomId === undefined ? <InlineAlert text={ft('noActiveRooms')} status="info" /> : null}
    </>
  );
}
