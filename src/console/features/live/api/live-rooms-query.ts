/** A room's connection state as the live pages name it (contract: streams/live/room-topic.ts). */
import type { z } from 'zod';
import type { roomConnectionStatusSchema } from '../../../../../streams/live/room-topic';

/** A room's connection state (room-connection.machine.ts). */
export type RoomState = z.infer<typeof roomConnectionStatusSchema>;
