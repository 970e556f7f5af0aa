/**
 * Room ids people can read in the console, logs and hub topics (`room:<roomId>`): where the room comes from
 * plus a random suffix, so two rooms of one streamer or one file never share a topic (their events and seqs
 * would mix). Every id matches `roomIdSchema` (streams/contracts/live-rooms.ts).
 */
import { randomBytes } from 'node:crypto';
import { basename } from 'node:path';
import type { LiveRoomRequest } from '../../../streams/contracts/live-rooms';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `length` random lowercase letters and digits. */
export function randomSuffix(length: number): string {
  const bytes = randomBytes(length);
  // 256 % 36 leaves a slight bias towards the first letters; irrelevant for uniqueness within one server.
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** A replay file's name without folders and timeline suffixes, reduced to id characters (at most 40). */
export function replayStem(file: string): string {
  const stem = basename(file)
    .replace(/(\.timeline)?\.jsonl$/i, '')
    .replace(/[^A-Za-z0-9_.-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 40);
  return stem === '' ? 'file' : stem;
}

/**
 * A new room id for `request`: `sim-<6>` for the simulator, `replay-<file stem>-<4>` for a replay, and
 * `<uniqueId>-<4>` for platform sources (the handle is what staff recognise).
 * @param taken whether an id is already in use; a taken id is drawn again.
 */
export function newRoomId(request: LiveRoomRequest, taken: (roomId: string) => boolean): string {
  for (;;) {
    let id: string;
    switch (request.source) {
      case 'simulator':
        id = `sim-${randomSuffix(6)}`;
        break;
      case 'replay':
        id = `replay-${replayStem(request.file ?? '')}-${randomSuffix(4)}`;
        break;
      default:
        id = `${request.uniqueId ?? request.source}-${randomSuffix(4)}`;
        break;
    }
    if (!taken(id)) return id;
  }
}
