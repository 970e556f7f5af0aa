/**
 * The kept-streamer form's logic, apart from its view so it is tested on its own (group host "streamer
 * config"): the form's values, reading a row back into them, and where a failed save's message goes — beside the
 * field it names (`anchorId: The streamer already exists`, a field's validation message), or, for anything else,
 * above the form ('Failure to add the streamer' when adding).
 */
import { z } from 'zod';
import { GROUP_STREAMER_MESSAGES, groupStreamerBodySchema, type GroupStreamerRow } from '../../../../../streams/contracts/group-streamers';
import { badRequestMessage, splitFieldMessage } from '../common/messages';

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
 * Where a failed save's message belongs: `{ field, text }` for a 400 naming a field of this form (a bare 'The
 * streamer already exists' belongs to the streamer ID), else `null` (the caller shows the failure above the form).
 * `text` is the server's English text, to be translated by the caller.
 */
export function fieldRefusal(error: unknown): { field: GroupStreamerField; text: string } | null {
  const refusal = badRequestMessage(error);
  if (refusal === null) return null;
  const { path, text } = splitFieldMessage(refusal);
  const root = path?.split('.')[0];
  const field = FIELDS.find((name) => name === root);
  if (field) return { field, text };
  if (path === null && text === GROUP_STREAMER_MESSAGES.exists) return { field: 'anchorId', text };
  return null;
}
