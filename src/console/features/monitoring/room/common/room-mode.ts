/**
 * What the room page shows for a streamer, from the scanner's status (machines/monitor-connection.machine.ts):
 * - `live`: a focus or PK streamer with an ingest room to follow (connected, connecting to it, or dropped and retrying);
 * - `connecting`: live, but the scanner has not given a room yet;
 * - `regular`: live and only tracked (a regular monitor: figures per check, no connection);
 * - `offline`, `unknown` (never checked), `disabled` (not monitored).
 */
import type { MonitorRoomRow } from '../../../../../../streams/contracts/monitor-room';

export type RoomMode = 'live' | 'connecting' | 'regular' | 'offline' | 'unknown' | 'disabled';

export function roomModeOf(streamer: Pick<MonitorRoomRow, 'status' | 'roomId'>): RoomMode {
  switch (streamer.status) {
    case 'connected':
    case 'connecting':
    case 'disconnected':
      return streamer.roomId !== null ? 'live' : 'connecting';
    case 'tracked':
      return 'regular';
    case 'unknown':
      return 'unknown';
    case 'disabled':
      return 'disabled';
    case 'offline':
      return 'offline';
  }
}
