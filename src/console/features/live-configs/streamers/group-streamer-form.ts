/**
 * The kept-streamer form's logic, apart from its view so it is tested on its own (group host "streamer
 * config"): the form's values, reading a row back into them, and the field a message's path belongs to.
 */
import { z } from 'zod';
import { groupStreamerBodySchema, type GroupStreamerRow } from '../../../../../streams/contracts/group-streamers';

/** What the inputs hold ('' for "none"); fits the contract's body schema as its input. */
export interface GroupStreamerFormValues {
  anchorId: string;
  nickname: string;
  avatarUrl: string;
  /** Catalogue gift ids, in the order they were picked. */
  giftIds: string[];
  remark: string;
}

/**
 * Form values in, the request body out: the contract's own schema (so the form and the server give the same
 * words, on the same field paths) behind the exact shape of the inputs.
 */
export const groupStreamerFormSchema = z
  .object({ anchorId: z.string(), nickname: z.string(), avatarUrl: z.string(), giftIds: z.array(z.string()), remark: z.string() })
  .transform((values, ctx) => {
    const result = groupStreamerBodySchema.safeParse(values);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)), message: issue.message });
    }
    return z.NEVER;
  });

/** A field of the form a server message may name. */
export type GroupStreamerField = keyof GroupStreamerFormValues;

const FIELDS: readonly GroupStreamerField[] = ['anchorId', 'nickname', 'avatarUrl', 'giftIds', 'remark'];

/** An empty form (adding). */
export const emptyGroupStreamer = (): GroupStreamerFormValues => ({ anchorId: '', nickname: '', avatarUrl: '', giftIds: [], remark: '' });

/** A kept streamer as form values (editing). */
export function toGroupStreamerForm(row: GroupStreamerRow): GroupStreamerFormValues {
  return { anchorId: row.anchorId, nickname: row.nickname, avatarUrl: row.avatarUrl ?? '', giftIds: [...row.giftIds], remark: row.remark ?? '' };
}

/**
 * The form field a message's body path belongs to (`giftIds.3` → `giftIds`), for the schema's messages and the
 * server's 400 alike; null for a path naming no field of this form (the failure shows above the form).
 */
export function groupStreamerFieldOf(path: string): GroupStreamerField | null {
  const root = path.split('.')[0];
  return FIELDS.find((name) => name === root) ?? null;
}
