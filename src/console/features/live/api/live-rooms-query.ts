/** The rooms list's query as the console holds it (contract: streams/contracts/live-rooms.ts). */
import type { z } from 'zod';
import type { LIVE_ROOM_SORTS, LiveSourceKind } from '../../../../../streams/contracts/live-rooms';
import type { roomConnectionStatusSchema } from '../../../../../streams/live/room-topic';

export type LiveRoomSortField = (typeof LIVE_ROOM_SORTS)[number];

/** A room's connection state (room-connection.machine.ts). */
export type RoomState = z.infer<typeof roomConnectionStatusSchema>;

/** A sort of the rooms table: one field, one direction. */
export interface LiveRoomSort {
  field: LiveRoomSortField;
  direction: 'asc' | 'desc';
}

export interface LiveRoomsQuery {
  page: number;
  size: number;
  sort: LiveRoomSort;
  /** Free-text search over label and room id; '' = none. */
  q: string;
  /** '' = every source / state. */
  source: LiveSourceKind | '';
  state: RoomState | '';
}
