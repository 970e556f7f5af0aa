/**
 * HTTP contract of the group host streamer config (SPEC §2 "Live assistant / group host config: … streamer config"),
 * shared by server/modules/group-streamers and the console page 'GroupStreamers'. The configuration form offers these
 * streamers (with their usual gifts) when adding a streamer to a configuration. Pure: zod only.
 *
 * Read `liveConfig:list`; write `liveConfig:add|edit|del`:
 * - `GET api/groupStreamers?page&size&sort&blurry` → Page<{@link GroupStreamerRow}> (blurry: streamer id or nickname;
 *   sort: id, anchorId, nickname, createTime)
 * - `POST api/groupStreamers` {@link groupStreamerBodySchema} → 201 `{ id }`; 400 {@link GROUP_STREAMER_MESSAGES.exists}
 *   for a streamer id already kept (SPEC user messages: 'the streamer already exists')
 * - `PUT api/groupStreamers` `{ id, … }` → 204 (same refusal when the new id is another row's)
 * - `DELETE api/groupStreamers` `[id, …]` → 200 (configurations keep their own copy of a streamer)
 */
import { z } from 'zod';

export const GROUP_STREAMER_MESSAGES = {
  /** SPEC user messages. */
  exists: 'The streamer already exists',
  /** SPEC user messages, shown by the page when the add request fails for any other reason. */
  addFailed: 'Failure to add the streamer',
  anchorRequired: 'Please enter the streamer ID',
  nicknameRequired: 'Please enter the nickname',
} as const;

export const groupStreamerBodySchema = z.object({
  anchorId: z
    .string({ error: GROUP_STREAMER_MESSAGES.anchorRequired })
    .trim()
    .transform((v) => v.replace(/^@/, ''))
    .pipe(z.string().min(1, GROUP_STREAMER_MESSAGES.anchorRequired).max(64)),
  nickname: z.string({ error: GROUP_STREAMER_MESSAGES.nicknameRequired }).trim().min(1, GROUP_STREAMER_MESSAGES.nicknameRequired).max(64),
  avatarUrl: z.string().trim().max(500).nullable().optional(),
  /** Gift ids of the catalogue (`api/gifts`). */
  giftIds: z.array(z.string().min(1).max(32)).max(50).default([]),
  remark: z.string().trim().max(255).nullable().optional(),
});
export type GroupStreamerBody = z.input<typeof groupStreamerBodySchema>;

export const groupStreamerRowSchema = z.object({
  id: z.number().int(),
  anchorId: z.string(),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
  giftIds: z.array(z.string()),
  remark: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type GroupStreamerRow = z.infer<typeof groupStreamerRowSchema>;
