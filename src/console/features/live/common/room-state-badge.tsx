/**
 * A room's connection state (room-connection.machine.ts) as a coloured badge: green when events flow, amber
 * while (re)connecting, red when it failed, grey when it is not (or no longer) live.
 */
import { Badge } from '@chakra-ui/react';
import type { RoomState } from '../api/live-rooms-query';
import { useLiveT } from '../i18n/use-live-t';

const PALETTE: Record<RoomState, string> = {
  idle: 'gray',
  connecting: 'yellow',
  connected: 'green',
  reconnecting: 'orange',
  notLive: 'gray',
  ended: 'purple',
  failed: 'red',
};

/** The translated state in a badge of its colour. */
export function RoomStateBadge({ state }: { state: RoomState }) {
  const { ft } = useLiveT();
  return (
    <Badge colorPalette={PALETTE[state]} variant="subtle" data-room-state={state}>
      {ft(`states.${state}`)}
    </Badge>
  );
}
