/**
 * The live rooms resource (`api/live/rooms`, contract streams/contracts/live-rooms.ts; `live:list`, writes
 * `live:edit`): `GET ?page&size&sort&q&source&state` the active rooms (`q` over label and room id), `POST` a
 * {@link LiveRoomRequest} → `{ roomId }` (a refusal names its field: `file: … was not found`), `DELETE [roomId, …]`
 * stops the rooms' sources. A row's id is its room id. Every write also refreshes what the live pages hold of a room.
 */
import { z } from 'zod';
import { liveRoomRequestSchema, liveRoomRowSchema, roomIdSchema, startedRoomSchema, type LiveRoomRequest, type LiveRoomRow } from '../../../../../streams/contracts/live-rooms';
import { createResourceApi, type ListParams } from '@shared/crud/create-resource-api';
import { liveQueryKeys } from './live-query-keys';
import { LIVE_ROOM_SORTS } from '../../../../../streams/contracts/live-rooms';

/** Body of the stop call: at least one valid room id. */
export const stopRoomsBodySchema = z.array(roomIdSchema).min(1);

export const liveRoomsApi = createResourceApi({
  path: 'api/live/rooms',
  rowSchema: liveRoomRowSchema.transform((row) => ({ ...row, id: row.roomId })),
  createSchema: liveRoomRequestSchema,
  createdSchema: startedRoomSchema,
  idsSchema: stopRoomsBodySchema,
  alsoInvalidates: [liveQueryKeys.all],
  sorting: { fields: LIVE_ROOM_SORTS, first: 'startedAt,desc', ascending: ['label'] },
});

/** A room as the list gives it, keyed by its room id. */
export type LiveRoomItem = LiveRoomRow & { id: string };

/** The active rooms of the pickers (the newest 100). */
const ACTIVE_ROOMS: ListParams = { page: 0, size: 100, sort: 'startedAt,desc' };

/** The active rooms, newest first, reloaded every `refreshMs` even without focus (a wall display). */
export function useActiveRooms(refreshMs: number) {
  return liveRoomsApi.useList(ACTIVE_ROOMS, { refresh: refreshMs, refreshInBackground: true });
}

export type { LiveRoomRequest };
