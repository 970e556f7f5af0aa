/**
 * The start-room form's logic, apart from its view so it is tested on its own:
 * - the form holds strings (what inputs give); {@link startRoomFormSchema} turns them into the request and
 *   validates it with the contract's own `liveRoomRequestSchema`, so the console refuses exactly what the
 *   server would (`POST api/live/rooms`);
 * - contract messages are English; {@link fieldErrorKey} maps each issue to a locale key (no
 *   user-visible string outside the locale files);
 * - the server's 400 body is `field: message` (server/plugins/errors.ts); {@link serverFieldError} finds the
 *   field so the message is shown beside it.
 */
import type { ParseKeys } from 'i18next';
import { z } from 'zod';
import { LIVE_SOURCE_KINDS, liveRoomRequestSchema, type LiveSourceKind } from '../../../../../streams/contracts/live-rooms';

/** The inputs of the dialog. */
export interface StartRoomFormValues {
  source: LiveSourceKind;
  uniqueId: string;
  file: string;
  speed: string;
  seed: string;
}

export type StartRoomField = keyof StartRoomFormValues;

/** A simulator at real-time speed: what most people start. */
export const START_ROOM_DEFAULTS: StartRoomFormValues = { source: 'simulator', uniqueId: '', file: '', speed: '1', seed: '' };

/** Which inputs a source uses (the others are hidden and not sent). */
export function fieldsOf(source: LiveSourceKind): ReadonlySet<StartRoomField> {
  switch (source) {
    case 'simulator':
      return new Set(['source', 'uniqueId', 'speed', 'seed']);
    case 'replay':
      return new Set(['source', 'file', 'speed']);
    default:
      return new Set(['source', 'uniqueId']);
  }
}

/** '' → undefined (not sent); anything else → a number (NaN for garbage, which the contract refuses). */
const numberOrUndefined = (value: string) => (value.trim() === '' ? undefined : Number(value));
const textOrUndefined = (value: string) => (value.trim() === '' ? undefined : value);

/** Form values → the request body's input, sending only the fields the chosen source uses. */
export function toRequestInput(values: StartRoomFormValues): z.input<typeof liveRoomRequestSchema> {
  const used = fieldsOf(values.source);
  return {
    source: values.source,
    uniqueId: used.has('uniqueId') ? textOrUndefined(values.uniqueId) : undefined,
    file: used.has('file') ? textOrUndefined(values.file) : undefined,
    speed: used.has('speed') ? numberOrUndefined(values.speed) : undefined,
    seed: used.has('seed') ? numberOrUndefined(values.seed) : undefined,
  };
}

/** Strings in, `LiveRoomRequest` out; issues keep the field names as paths. */
export const startRoomFormSchema = z
  .object({
    source: z.enum(LIVE_SOURCE_KINDS),
    uniqueId: z.string(),
    file: z.string(),
    speed: z.string(),
    seed: z.string(),
  })
  .transform(toRequestInput)
  .pipe(liveRoomRequestSchema);

/**
 * The locale key for a client-side issue of `field` with zod issue code `code`, or null to show the issue's
 * own message (a case the contract may add later).
 */
export function fieldErrorKey(field: StartRoomField, code: string | undefined): ParseKeys | null {
  switch (field) {
    case 'uniqueId':
      return code === 'custom' ? 'live.start.errors.uniqueIdRequired' : 'live.start.errors.uniqueIdInvalid';
    case 'file':
      return code === 'too_big' ? 'live.start.errors.fileTooLong' : 'live.start.errors.fileRequired';
    case 'speed':
      return code === 'too_small' || code === 'too_big' ? 'live.start.errors.speedRange' : 'live.start.errors.speedNumber';
    case 'seed':
      return code === 'too_small' || code === 'too_big' ? 'live.start.errors.seedRange' : 'live.start.errors.seedWhole';
    case 'source':
      return null;
  }
}

const SERVER_FIELD = /^(?:body\.)?(source|uniqueId|file|speed|seed)\s*:\s*([\s\S]+)$/;

/**
 * Splits a server message `field: message` into the form field it names and the text to show there.
 * @returns null when the message names no field of the form (shown above the form instead).
 */
export function serverFieldError(message: string | undefined): { field: StartRoomField; message: string } | null {
  const match = message === undefined ? null : SERVER_FIELD.exec(message.trim());
  if (!match) return null;
  return { field: match[1] as StartRoomField, message: (match[2] ?? '').trim() };
}
