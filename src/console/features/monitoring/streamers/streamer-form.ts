/**
 * The monitored streamer form's logic, apart from its view so it is tested on its own (monitored streamer:
 * uniqueId, nickname, avatar, monitor type, assigned staff, notes, enabled):
 * - the form holds what inputs give ('' for an empty text, an unchosen type or nobody assigned);
 * - {@link streamerFormSchema} turns them into the body of `POST/PUT api/monitor/streamers` (empty optional texts
 *   become null) and validates it with the contract's own `monitorStreamerBodySchema`, so the messages are the
 *   server's words and every issue lands on the input of the same name;
 * - {@link toStreamerFormValues} reads a row of the list back into the form (the list has every field).
 */
import { z } from 'zod';
import {
  MONITOR_TYPES,
  monitorStreamerBodySchema,
  type MonitorStreamerBody,
  type MonitorStreamerRow,
  type MonitorType,
} from '../../../../../streams/contracts/monitor';

/** The form's values (see the module comment). */
export interface StreamerFormValues {
  uniqueId: string;
  nickname: string;
  avatarUrl: string;
  /** '' until chosen. */
  type: MonitorType | '';
  /** The assigned user's id as the select gives it; '' for nobody. */
  staffId: string;
  notes: string;
  enabled: boolean;
}

/** The body the form sends (the contract schema's output). */
export type StreamerFormOutput = z.output<typeof monitorStreamerBodySchema>;

/** A new streamer: monitored, regular (the cheapest scan), nobody assigned. */
export function streamerDefaults(): StreamerFormValues {
  return { uniqueId: '', nickname: '', avatarUrl: '', type: 'regular', staffId: '', notes: '', enabled: true };
}

/** A row of the list as form values. */
export function toStreamerFormValues(row: MonitorStreamerRow): StreamerFormValues {
  return {
    uniqueId: row.uniqueId,
    // A nickname that is only the TikTok ID is the server's default: leave the input empty so it stays one.
    nickname: row.nickname === row.uniqueId ? '' : row.nickname,
    avatarUrl: row.avatarUrl ?? '',
    type: row.type,
    staffId: row.staff ? String(row.staff.id) : '',
    notes: row.notes ?? '',
    enabled: row.enabled,
  };
}

/** '' (or spaces) → null: the contract stores "none" as null. */
const orNull = (text: string): string | null => (text.trim() === '' ? null : text);

const formShape = z.object({
  uniqueId: z.string(),
  nickname: z.string(),
  avatarUrl: z.string(),
  type: z.union([z.enum(MONITOR_TYPES), z.literal('')]),
  staffId: z.string(),
  notes: z.string(),
  enabled: z.boolean(),
});

/** Form values in, the request body out, checked by the contract (see the module comment). */
export const streamerFormSchema = formShape
  .transform(
    (values): MonitorStreamerBody => ({
      uniqueId: values.uniqueId,
      nickname: orNull(values.nickname),
      avatarUrl: orNull(values.avatarUrl),
      // An unchosen type reaches the contract as missing, which answers with its 'Please choose the monitor type'
      // (the contract's schema checks it at run time; the cast only tells the types so).
      type: (values.type === '' ? undefined : values.type) as MonitorType,
      staffId: values.staffId === '' ? null : Number(values.staffId),
      notes: orNull(values.notes),
      enabled: values.enabled,
    }),
  )
  .pipe(monitorStreamerBodySchema);
