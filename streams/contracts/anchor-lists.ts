/**
 * The streamer CRM's lists and small writes (`api/anchors`): the list filters and views, the plain create and edit
 * bodies, favourite, availability marking, the import answer and the streamer's timeline and data log. The streamer
 * row, the target form and the enumerations are in ./anchors.ts. Query values arrive as strings; repeated keys
 * (`progress=a&progress=b`) are arrays. Times on the wire are `yyyy-MM-dd HH:mm:ss` in the server's zone. Pure: zod only.
 */
import { z } from 'zod';
import { idSchema, int32, PG_INT_MAX, pastedTikTokId, text } from './common';
import { queryBooleanSchema } from './depts';
import { commonMessage } from './refusals/common';
import {
  ANCHOR_AVAILABILITIES,
  ANCHOR_MESSAGES,
  ANCHOR_PROGRESSES,
  CHECK_RESULTS,
  GENDERS,
  GUILD_STREAMER_STATUSES,
  INVITE_TYPES,
  LIVE_STATUSES,
  NEXT_ACTIONS,
} from './anchors';

/**
 * Which list of streamers a page shows (each view is a fixed condition the filters narrow):
 * - `all`: every streamer the caller's scope sees;
 * - `targets`: streamers being recruited (progress new to got invitation code);
 * - `givenUp`: progress given up (with reason and time; they can be restored);
 * - `favourites`: the caller's starred streamers;
 * - `internal`: guild members (progress guild joined);
 * - `pendingMarking`: availability not marked yet (the marking queue);
 * - `pendingReview`: check result pending review (the reviewers' queue).
 */
export const ANCHOR_VIEWS = ['all', 'targets', 'givenUp', 'favourites', 'internal', 'pendingMarking', 'pendingReview'] as const;
export type AnchorView = (typeof ANCHOR_VIEWS)[number];

/** One value or several of an enumeration in a query string (`progress=new` or `progress=new&progress=contacted`). */
const queryEnumList = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (typeof value === 'string' ? [value] : value), z.array(z.enum(values)).max(values.length));

/** A whole number ≥ 0 in a query string. */
/** A bound of a fans or diamonds range: the columns are 32-bit, so a larger bound is refused, not sent to the database. */
const queryCount = z.coerce.number().int().min(0).max(PG_INT_MAX);

/** Two wire dates (from, to), repeated like `createTime=a&createTime=b`. */
const queryRange = (field: string) => z.array(z.string().max(32)).length(2, `${field}: ${commonMessage('TWO_DATES')}`);

/**
 * Filters of `GET api/anchors` and its download (besides page/size/sort): `view` (default `all`); `blurry` matches
 * the TikTok ID, handle, nickname and WhatsApp number; the enumerations take one value or several; `country`
 * matches the system or the note country; `label` a custom label; `operatorId` 0 = not allocated; `fans*` and
 * `diamonds*` inclusive ranges; `createTime` two wire dates; `due` only streamers whose notice time has come.
 */
export const anchorFilterSchema = z.object({
  view: z.enum(ANCHOR_VIEWS).default('all'),
  blurry: z.string().trim().max(100).optional(),
  progress: queryEnumList(ANCHOR_PROGRESSES).optional(),
  availability: queryEnumList(ANCHOR_AVAILABILITIES).optional(),
  checkResult: queryEnumList(CHECK_RESULTS).optional(),
  status: queryEnumList(GUILD_STREAMER_STATUSES).optional(),
  liveStatus: z.enum(LIVE_STATUSES).optional(),
  gender: z.enum(GENDERS).optional(),
  country: z.string().trim().max(64).optional(),
  label: z.string().trim().max(32).optional(),
  operatorId: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  fansMin: queryCount.optional(),
  fansMax: queryCount.optional(),
  diamondsMin: queryCount.optional(),
  diamondsMax: queryCount.optional(),
  createTime: queryRange('createTime').optional(),
  due: queryBooleanSchema.optional(),
});
export type AnchorFilter = z.output<typeof anchorFilterSchema>;
export type AnchorFilterQuery = z.input<typeof anchorFilterSchema>;

/** Fields a recruiter may write on any streamer (create and edit); the target form has stricter rules. */
const anchorFields = {
  uniqueId: text(64).trim().nullable().optional(),
  nickname: text(64).trim().nullable().optional(),
  avatar: text(500).trim().nullable().optional(),
  fans: int32().default(0),
  highestDiamonds: int32().default(0),
  liveTag: text(64).trim().nullable().optional(),
  gender: z.enum(GENDERS).nullable().optional(),
  note: text(500).trim().nullable().optional(),
  systemCountry: text(64).trim().nullable().optional(),
  remarkCountry: text(64).trim().nullable().optional(),
  invitationCode: text(64).trim().nullable().optional(),
  whatsAppNumber: text(32).trim().nullable().optional(),
  customLabels: z.array(z.string().trim().min(1).max(32)).max(20).default([]),
  showFace: z.boolean().nullable().optional(),
  job: text(64).trim().nullable().optional(),
  age: z.number().int().positive(ANCHOR_MESSAGES.agePositive).max(150).nullable().optional(),
  hobby: text(255).trim().nullable().optional(),
  reason: text(500).trim().nullable().optional(),
  gameStreamer: z.boolean().nullable().optional(),
  shoppingStreamer: z.boolean().nullable().optional(),
  highLevel: z.boolean().nullable().optional(),
  insAccount: text(64).trim().nullable().optional(),
  status: z.enum(GUILD_STREAMER_STATUSES).nullable().optional(),
  availability: z.enum(ANCHOR_AVAILABILITIES).nullable().optional(),
  inviteType: z.enum(INVITE_TYPES).nullable().optional(),
  invited: z.boolean().default(false),
  recruitmentStrategy: text(500).trim().nullable().optional(),
  nextAction: z.enum(NEXT_ACTIONS).nullable().optional(),
};

/** The TikTok ID of a body: required, a pasted `@` and spaces dropped. */
const anchorIdField = pastedTikTokId(ANCHOR_MESSAGES.anchorIdRequired, z.string().min(1, ANCHOR_MESSAGES.anchorIdRequired).max(64));

/**
 * `POST api/anchors` body (anchor:add → 201 with the row): a streamer recorded without the target form's rules (a
 * lead from a list or a scan). Progress starts at `new`; a caller without `anchor:allocate` becomes its operator.
 * 400 `anchorId: the streamer already exists` when the TikTok ID is taken.
 */
export const anchorCreateBodySchema = z.strictObject({ anchorId: anchorIdField, ...anchorFields });
export type AnchorCreateBody = z.input<typeof anchorCreateBodySchema>;
export type AnchorCreateValues = z.output<typeof anchorCreateBodySchema>;

/**
 * `PUT api/anchors` body (anchor:edit → 204): every writable field. Progress, operator, favourite, check result and
 * the times are written by their own routes, never here.
 */
export const anchorUpdateBodySchema = z.strictObject({ id: idSchema, anchorId: anchorIdField, ...anchorFields });
export type AnchorUpdateBody = z.input<typeof anchorUpdateBodySchema>;
export type AnchorUpdateValues = z.output<typeof anchorUpdateBodySchema>;

/** `PUT api/anchors/favourite` body: star (or unstar) streamers for the signed-in user only. */
export const favouriteBodySchema = z.strictObject({
  ids: z.array(idSchema).min(1, ANCHOR_MESSAGES.idsRequired).max(1_000),
  favourite: z.boolean(),
});
export type FavouriteBody = z.infer<typeof favouriteBodySchema>;

/** `PUT api/anchors/availability` body: the marking queue's one keystroke (or a batch). */
export const availabilityBodySchema = z.strictObject({
  ids: z.array(idSchema).min(1, ANCHOR_MESSAGES.idsRequired).max(1_000),
  availability: z.enum(ANCHOR_AVAILABILITIES, { error: `availability: ${commonMessage('REQUIRED')}` }),
});
export type AvailabilityBody = z.infer<typeof availabilityBodySchema>;

/** `PUT api/anchors/invited` body: mark approved streamers as invited (anchor:check). */
export const invitedBodySchema = z.strictObject({ ids: z.array(idSchema).min(1, ANCHOR_MESSAGES.idsRequired).max(1_000), invited: z.boolean() });
export type InvitedBody = z.infer<typeof invitedBodySchema>;

/** One refused row of an import: the sheet's row number (1 = the header), the column and the message. */
export const importProblemSchema = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type ImportProblem = z.infer<typeof importProblemSchema>;

/**
 * `POST api/anchors/import` (multipart, one xlsx or csv file; anchor:add). Every row is checked first and nothing is
 * written when any row is refused: 400 `IMPORT_REFUSED` with the problems (as the monitored streamers' import), duplicates of
 * a TikTok ID inside the file or already stored among them. On success: how many rows were added.
 */
export const importAnswerSchema = z.object({ imported: z.number().int() });
export type ImportAnswer = z.infer<typeof importAnswerSchema>;

/** Columns an import sheet may carry (header row, any order, case ignored); `anchorId` is required. */
export const IMPORT_COLUMNS = [
  'anchorId',
  'uniqueId',
  'nickname',
  'fans',
  'highestDiamonds',
  'gender',
  'systemCountry',
  'remarkCountry',
  'whatsAppNumber',
  'insAccount',
  'customLabels',
  'note',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Rows an import may hold. */
export const IMPORT_MAX_ROWS = 10_000;

/**
 * What can happen to a streamer, as its timeline shows it:
 * created, edited, progress (from → to, reason), allocated (operator), availability, review (result, reason),
 * serviceLog (next action), order (dispatched, confirmed, expired), invited, favourite is not logged (it is private).
 */
export const ANCHOR_EVENT_KINDS = ['created', 'edited', 'progress', 'allocated', 'availability', 'review', 'serviceLog', 'order', 'invited', 'imported'] as const;
export type AnchorEventKind = (typeof ANCHOR_EVENT_KINDS)[number];

/** One entry of `GET api/anchors/{id}/timeline`, newest first: the kind, who, when and the kind's details. */
export const anchorEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ANCHOR_EVENT_KINDS),
  /** Username of who did it; null for the system (scanner, expiry). */
  by: z.string().nullable(),
  time: z.string(),
  /** The kind's values: `from`/`to`/`reason` for progress, `operator` for allocated, `result`/`rejectReason` for review, … */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type AnchorEvent = z.infer<typeof anchorEventSchema>;

/** One point of `GET api/anchors/{id}/dataLog`, oldest first: the streamer's figures at a scan or a live session. */
export const anchorDataPointSchema = z.object({
  time: z.string(),
  fans: z.number().int(),
  highestDiamonds: z.number().int(),
  liveStatus: z.enum(LIVE_STATUSES),
  /** Length of the live session that ended here, ms; null for a scan. */
  liveMs: z.number().int().nullable(),
});
export type AnchorDataPoint = z.infer<typeof anchorDataPointSchema>;

/** A follow-up is overdue once its notice time is this long past, ms (a day). */
export const FOLLOW_UP_OVERDUE_MS = 86_400_000;

/**
 * One row of `GET api/anchors/followUps` (anchor:allocate): per operator of the caller's reach, the streamers being
 * recruited whose notice time has come (`due`), those of them a day or more past it (`overdue`), and the oldest
 * notice time waiting; the managers' "who is behind". Most overdue first.
 */
export const followUpRowSchema = z.object({
  operator: z.object({ id: z.number().int(), name: z.string() }),
  due: z.number().int(),
  overdue: z.number().int(),
  oldestNoticeTime: z.string().nullable(),
});
export type FollowUpRow = z.infer<typeof followUpRowSchema>;
