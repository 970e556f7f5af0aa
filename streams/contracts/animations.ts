/**
 * HTTP contract of entry animations (an animation: name, type, description, status, category, picture, resource; a
 * user animation config: user ID, streamer ID, animation, expiry; and their uploads), shared by
 * server/modules/animations and the console pages under 'Animations config'.
 * Times on the wire are `yyyy-MM-dd HH:mm:ss` in the server's zone (eladmin pages). Pure: zod only.
 *
 * Library (read `animation:list`, write `animation:add|edit|del`):
 * - `GET api/vehicleAnimations?page&size&sort&blurry&type&enabled` → Page<{@link VehicleAnimationRow}>
 *   (blurry: name, category or description; sort: id, name, type, category, createTime)
 * - `POST api/vehicleAnimations` {@link vehicleAnimationBodySchema} → 201 `{ id }`; `PUT api/vehicleAnimations`
 *   `{ id, … }` → 204; `DELETE api/vehicleAnimations` `[id, …]` → 200, 400 {@link ANIMATION_MESSAGES.inUse} when a
 *   user animation config uses one (nothing deleted)
 * - `POST api/vehicleAnimations/upload?kind=picture|resource` multipart, one file in field `file` →
 *   {@link UploadedFile}; 400 {@link ANIMATION_MESSAGES} for a wrong type, a too-large file or more than one file
 * - uploaded files are public at `GET /files/animations/<name>` (OBS overlays fetch them without a session)
 * User entry animations (read `animation:list`, write `animation:add|edit|del`):
 * - `GET api/userEntryAnimations?page&size&sort&blurry&anchorId&expired` → Page<{@link UserEntryAnimationRow}>
 *   (blurry: user id or streamer id; sort: id, userId, anchorId, expireTime, createTime)
 * - `POST api/userEntryAnimations` {@link userEntryAnimationBodySchema} → 201 `{ id }`; `PUT` `{ id, … }` → 204;
 *   `DELETE` `[id, …]` → 200; 400 {@link ANIMATION_MESSAGES.duplicateUser} when the user already has an animation
 *   for that streamer, {@link ANIMATION_MESSAGES.unknownAnimation} for a missing or disabled animation.
 * When a configured user joins the streamer's room while the config has not expired, every running game whose host
 * room is that streamer's publishes an `entry` event on `config:<id>` (streams/contracts/game-topic.ts), which the
 * `/vehicleAnimation` overlay queues. "That streamer's room": the game's host room was started for the streamer's
 * @uniqueId, or the streamer is one of the game's streamers (guests of a group live sit in the host's room). User and
 * streamer IDs compare without `@` and case-insensitively; joins more than 60 s old are never published
 * (streams/games/entry-age.ts).
 *
 * Error messages: body validation answers `field: message` (e.g. `name: Please enter the animation name`,
 * `expireTime: Please choose the expiry time`, also for a date that does not exist); the business refusals
 * (inUse, duplicateUser, unknownAnimation) and every upload refusal answer the bare message. Update bodies are the
 * create bodies plus `id`; unknown ids answer 404.
 */
import { z } from 'zod';
import { FILE_URL_MESSAGE, httpUrl, pastedTikTokId, PG_INT_MAX } from './common';
import { animationMessage } from './refusals/animations';
import { commonMessage } from './refusals/common';

export const ANIMATION_TYPES = ['popular', 'normal'] as const;
export type AnimationTypeName = (typeof ANIMATION_TYPES)[number];

/** The product rules: "Image upload: one at a time, jpg, png or jpeg, at most 10 MB"; "zip, pag or mp4 for animation uploads". */
export const UPLOAD_RULES = {
  picture: { extensions: ['jpg', 'jpeg', 'png'], maxBytes: 10 * 1024 * 1024 },
  resource: { extensions: ['pag', 'mp4', 'zip'], maxBytes: 50 * 1024 * 1024 },
} as const;
export type UploadKind = keyof typeof UPLOAD_RULES;

export const ANIMATION_MESSAGES = {
  nameRequired: animationMessage('ANIMATION_NAME_REQUIRED'),
  typeRequired: animationMessage('ANIMATION_TYPE_REQUIRED'),
  pictureType: animationMessage('PICTURE_TYPE'),
  pictureSize: animationMessage('PICTURE_SIZE'),
  resourceType: animationMessage('RESOURCE_TYPE'),
  resourceSize: animationMessage('RESOURCE_SIZE'),
  oneFile: animationMessage('UPLOAD_ONE_FILE'),
  noFile: animationMessage('UPLOAD_NO_FILE'),
  inUse: (names: string) => animationMessage('ANIMATION_IN_USE', { names }),
  userRequired: animationMessage('ANIMATION_USER_REQUIRED'),
  anchorRequired: commonMessage('ANCHOR_ID_REQUIRED'),
  animationRequired: animationMessage('ANIMATION_REQUIRED'),
  expireRequired: animationMessage('EXPIRE_REQUIRED'),
  unknownAnimation: animationMessage('ANIMATION_UNKNOWN'),
  duplicateUser: animationMessage('ANIMATION_DUPLICATE_USER'),
  /** A picture or resource link that is neither http(s) nor an uploaded file (`javascript:` would run when opened). */
  fileUrl: FILE_URL_MESSAGE,
} as const;

/** Strips one leading `@` and spaces: staff paste `@name` from TikTok. */
const handle = (required: string) => pastedTikTokId(required, z.string().min(1, required).max(64));

/** An uploaded file (`/files/animations/…`) or an http(s) link; the column holds 500 characters. */
const fileUrl = httpUrl(500, { sitePaths: true }).nullable().optional();

export const vehicleAnimationBodySchema = z.object({
  name: z.string({ error: ANIMATION_MESSAGES.nameRequired }).trim().min(1, ANIMATION_MESSAGES.nameRequired).max(64),
  type: z.enum(ANIMATION_TYPES, { error: ANIMATION_MESSAGES.typeRequired }),
  description: z.string().trim().max(255).nullable().optional(),
  enabled: z.boolean().default(true),
  category: z.string().trim().max(64).nullable().optional(),
  pictureUrl: fileUrl,
  resourceUrl: fileUrl,
});
export type VehicleAnimationBody = z.input<typeof vehicleAnimationBodySchema>;

export const vehicleAnimationRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(ANIMATION_TYPES),
  description: z.string().nullable(),
  enabled: z.boolean(),
  category: z.string().nullable(),
  pictureUrl: z.string().nullable(),
  resourceUrl: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type VehicleAnimationRow = z.infer<typeof vehicleAnimationRowSchema>;

export const uploadedFileSchema = z.object({
  /** Where the file is served (`/files/animations/<name>`). */
  url: z.string(),
  /** The name as uploaded. */
  originalName: z.string(),
  /** Bytes. */
  size: z.number().int().nonnegative(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const userEntryAnimationBodySchema = z.object({
  userId: handle(ANIMATION_MESSAGES.userRequired),
  anchorId: handle(ANIMATION_MESSAGES.anchorRequired),
  animationId: z
    .number({ error: ANIMATION_MESSAGES.animationRequired })
    .int()
    .positive(ANIMATION_MESSAGES.animationRequired)
    .max(PG_INT_MAX, ANIMATION_MESSAGES.animationRequired),
  /** `yyyy-MM-dd HH:mm:ss` in the server's zone. */
  expireTime: z
    .string({ error: ANIMATION_MESSAGES.expireRequired })
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, ANIMATION_MESSAGES.expireRequired),
});
export type UserEntryAnimationBody = z.input<typeof userEntryAnimationBodySchema>;

export const userEntryAnimationRowSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  anchorId: z.string(),
  animationId: z.number().int(),
  animationName: z.string(),
  animationPictureUrl: z.string().nullable(),
  expireTime: z.string(),
  /** The expiry has passed: the animation no longer plays. */
  expired: z.boolean(),
  createTime: z.string(),
});
export type UserEntryAnimationRow = z.infer<typeof userEntryAnimationRowSchema>;

/** What an `entry` event on `config:<id>` carries: one join to animate. */
export const entryAnimationSchema = z.object({
  /** The member event's msgId: unique per join, so a replayed join is not played twice. */
  id: z.string(),
  userId: z.string(),
  uniqueId: z.string(),
  nickname: z.string(),
  /** The animation's name in the library. */
  name: z.string(),
  resourceUrl: z.string().nullable(),
  pictureUrl: z.string().nullable(),
  /** When the viewer joined, epoch ms. */
  at: z.number(),
});
export type EntryAnimationEvent = z.infer<typeof entryAnimationSchema>;
