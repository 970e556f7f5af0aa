/**
 * The start-room form's logic, apart from its view so it is tested on its own:
 * - the form holds strings (what inputs give); {@link startRoomFormSchema} turns them into the request and
 *   validates it with the contract's own `liveRoomRequestSchema`, so the console refuses exactly what the
 *   server would (`POST api/live/rooms`);
 * - contract messages are English; {@link fieldErrorKey} maps each issue to a locale key (no
 *   user-visible string outside the locale files);
 * - the server's 400 body is `field: message` (server/plugins/errors.ts); {@link serverFieldError} finds the
 *   field so the message is shown beside it;
 * - a replay's file is picked from the recordings the server lists (`recording`), or typed (`file`) when
 *   {@link TYPED_FILE} is picked.
 */
import type { LeafKey } from '@shared/i18n/feature-locale';
import { z } from 'zod';
import { LIVE_SOURCE_KINDS, liveRoomRequestSchema, type LiveSourceKind, type ReplayFile } from '../../../../../streams/contracts/live-rooms';
import type { LiveLocale } from '../i18n/en';

/** The inputs of the dialog. */
export interface StartRoomFormValues {
  source: LiveSourceKind;
  uniqueId: string;
  /** A listed recording's `file`, or {@link TYPED_FILE} to type a path in `file`. */
  recording: string;
  file: string;
  speed: string;
  seed: string;
}

export type StartRoomField = keyof StartRoomFormValues;

/** The recording choice "another file: type its path" (no listed file has an empty name). */
export const TYPED_FILE = '';

/** A simulator at real-time speed: what most people start. */
export const START_ROOM_DEFAULTS: StartRoomFormValues = { source: 'simulator', uniqueId: '', recording: TYPED_FILE, file: '', speed: '1', seed: '' };

/** Which inputs a source uses (the others are hidden and not sent). */
export function fieldsOf(source: LiveSourceKind): ReadonlySet<StartRoomField> {
  switch (source) {
    case 'simulator':
      return new Set(['source', 'uniqueId', 'speed', 'seed']);
    case 'replay':
      return new Set(['source', 'recording', 'file', 'speed']);
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
    file: used.has('file') ? textOrUndefined(values.recording !== TYPED_FILE ? values.recording : values.file) : undefined,
    speed: used.has('speed') ? numberOrUndefined(values.speed) : undefined,
    seed: used.has('seed') ? numberOrUndefined(values.seed) : undefined,
  };
}

/** Strings in, `LiveRoomRequest` out; issues keep the field names as paths. */
export const startRoomFormSchema = z
  .object({
    source: z.enum(LIVE_SOURCE_KINDS),
    uniqueId: z.string(),
    recording: z.string(),
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
export function fieldErrorKey(field: StartRoomField, code: string | undefined): LeafKey<LiveLocale> | null {
  switch (field) {
    case 'uniqueId':
      return code === 'custom' ? 'start.errors.uniqueIdRequired' : 'start.errors.uniqueIdInvalid';
    case 'file':
    case 'recording':
      return code === 'too_big' ? 'start.errors.fileTooLong' : 'start.errors.fileRequired';
    case 'speed':
      return code === 'too_small' || code === 'too_big' ? 'start.errors.speedRange' : 'start.errors.speedNumber';
    case 'seed':
      return code === 'too_small' || code === 'too_big' ? 'start.errors.seedRange' : 'start.errors.seedWhole';
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

/** Bytes as people read file sizes: kB below one megabyte, MB above, in the console's language. */
export function formatFileSize(bytes: number, language: string): string {
  const mega = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(language, { style: 'unit', unit: mega ? 'megabyte' : 'kilobyte', maximumFractionDigits: mega ? 1 : 0 }).format(
    bytes / (mega ? 1024 * 1024 : 1024),
  );
}

/** A recording's span as `m:ss` (`h:mm:ss` from one hour), to the nearest second. */
export function formatSpan(ms: number): string {
  const total = Math.round(ms / 1_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(total / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(total % 60)}` : `${minutes}:${pad(total % 60)}`;
}

/** The recordings of one folder, in the order listed, for an option group. */
export function recordingsIn(files: readonly ReplayFile[] | undefined, folder: ReplayFile['folder']): ReplayFile[] {
  return (files ?? []).filter((file) => file.folder === folder);
}
