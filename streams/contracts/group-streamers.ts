/**
 * HTTP contract of the group host streamer config (the page "Live assistant / group host config: … streamer config"),
 * shared by server/modules/group-streamers and the console page 'GroupStreamers'. The configuration form offers these
 * streamers (with their usual gifts) when adding a streamer to a configuration. Pure: zod only.
 *
 * Read `liveConfig:list`; write `liveConfig:add|edit|del`:
 * - `GET api/groupStreamers?page&size&sort&blurry` → Page<{@link GroupStreamerRow}> (blurry: streamer id or nickname;
 *   sort: id, anchorId, nickname, createTime)
 * - `POST api/groupStreamers` {@link groupStreamerBodySchema} → 201 `{ id }`; 400 {@link GROUP_STREAMER_MESSAGES.exists}
 *   for a streamer id already kept (the product's user message 'the streamer already exists')
 * - `PUT api/groupStreamers` `{ id, … }` → 204 (same refusal when the new id is another row's); 404 unknown id
 * - `DELETE api/groupStreamers` `[id, …]` → 200 (configurations keep their own copy of a streamer); 404 when an id
 *   is unknown (nothing deleted)
 *
 * The duplicate refusal names its field like a validation message: `anchorId: The streamer already exists`, so the
 * console shows it beside the streamer ID. Concurrent adds of one id are refused by the table's unique constraint.
 */
import { z } from 'zod';
import { HTTP_URL_MESSAGE, httpUrl, idSchema, pastedTikTokId } from './common';
import { commonMessage } from './refusals/common';
import { liveConfigMessage } from './refusals/live-configs';

export const GROUP_STREAMER_MESSAGES = {
  /** The product's user message. */
  exists: commonMessage('STREAMER_EXISTS'),
  /** The product's user message, shown by the page when the add request fails for any other reason. */
  addFailed: commonMessage('STREAMER_ADD_FAILED'),
  anchorRequired: commonMessage('ANCHOR_ID_REQUIRED'),
  nicknameRequired: liveConfigMessage('GROUP_NICKNAME_REQUIRED'),
  /** An avatar link that is not http(s) (`javascript:` would run when opened). */
  avatarUrl: HTTP_URL_MESSAGE,
} as const;

export const groupStreamerBodySchema = z.object({
  anchorId: pastedTikTokId(GROUP_STREAMER_MESSAGES.anchorRequired, z.string().min(1, GROUP_STREAMER_MESSAGES.anchorRequired).max(64)),
  nickname: z.string({ error: GROUP_STREAMER_MESSAGES.nicknameRequired }).trim().min(1, GROUP_STREAMER_MESSAGES.nicknameRequired).max(64),
  avatarUrl: httpUrl(500).nullable().optional(),
  /** Gift ids of the catalogue (`api/gifts`); a repeated id is kept once. */
  giftIds: z
    .array(z.string().trim().min(1).max(32))
    .max(50)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  remark: z.string().trim().max(255).nullable().optional(),
});
export type GroupStreamerBody = z.input<typeof groupStreamerBodySchema>;
/** The body after parsing (trimmed, `@` dropped from the id, gift ids once each). */
export type GroupStreamerValues = z.output<typeof groupStreamerBodySchema>;

/** Body of `PUT api/groupStreamers`. */
export const groupStreamerUpdateBodySchema = groupStreamerBodySchema.extend({ id: idSchema });
export type GroupStreamerUpdateBody = z.input<typeof groupStreamerUpdateBodySchema>;

/** Sortable columns of the list (`sort=field,asc|desc`). */
export const GROUP_STREAMER_SORTS = ['id', 'anchorId', 'nickname', 'createTime'] as const;
export type GroupStreamerSortField = (typeof GROUP_STREAMER_SORTS)[number];

/** Answer of `POST api/groupStreamers`. */
export const createdGroupStreamerSchema = z.object({ id: z.number().int() });

export const groupStreamerRowSchema = z.object({
  id: z.number().int(),
  anchorId: z.string(),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
  giftIds: z.array(z.string()),
  remark: z.string().nullable(),
  /** User name of who added it. */
  createBy: z.string().nullable(),
  /** `yyyy-MM-dd HH:mm:ss` in the server's zone. */
  createTime: z.string(),
  updateTime: z.string(),
});
export type GroupStreamerRow = z.infer<typeof groupStreamerRowSchema>;
