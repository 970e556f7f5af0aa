/**
 * The streamer CRM (recruiting streamers to the guild): the product's entities "Streamer (anchor)", "Service log" and
 * "Order", its states (progress, guild streamer status, availability, invite types, reject reasons, check result,
 * live), the target streamer form's rules and the constants "an order must be accepted within 3 minutes of the
 * streamer going live" and "private messages at most 3 if unanswered". Shared by the server's CRM module and the
 * console's CRM pages. Times on the HTTP wire are `yyyy-MM-dd HH:mm:ss` in the server's zone
 * (eladmin pages); durations are ms. Body validation answers `field: message` with the messages of
 * {@link ANCHOR_MESSAGES}. How progress may move is machines/streamer-progress.machine.ts. Lists, filters and the small
 * writes are in ./anchor-lists.ts, orders' filters and statistics in ./anchor-orders.ts. Pure: zod only.
 */
import { z } from 'zod';
import { httpUrl, idSchema, int32, pastedTikTokId, PG_INT_MAX, text } from './common';
import { WIRE_DATE_PATTERN } from './logs';
import { commonMessage } from './refusals/common';
import { anchorMessage } from './refusals/anchors';
import { UPLOAD_RULES } from './animations';

// ---- enumerations ----

/**
 * Where a streamer is in recruiting (the product's "Streamer progress"), in pipeline order:
 * - `new`: just recorded, nobody has reached out yet (the starting value; the spec names none);
 * - `contacted`: the recruiter has reached out to the streamer;
 * - `enteredLiveRoom`: the recruiter entered the streamer's live room and interacted ("entered live room and
 *   interaction");
 * - `addedWhatsApp`: the streamer's WhatsApp was added;
 * - `gotInvitationCode`: the streamer got the guild's invitation code;
 * - `guildJoined`: the streamer joined the guild;
 * - `invalid`: not a lead after all (cannot or may not be recruited), with a reason;
 * - `givenUp`: the recruiter (or the streamer) gave up, with a reason and time ("give up").
 */
export const ANCHOR_PROGRESSES = ['new', 'contacted', 'enteredLiveRoom', 'addedWhatsApp', 'gotInvitationCode', 'guildJoined', 'invalid', 'givenUp'] as const;
export type AnchorProgress = (typeof ANCHOR_PROGRESSES)[number];

/**
 * What the guild does with a streamer who joined (the product's "Guild streamer status"):
 * - `removeAgency`: the streamer is removed from the agency;
 * - `giveUpService`: the guild stops serving the streamer;
 * - `continueFollowUp`: the operator keeps following up;
 * - `completeService`: the service is complete.
 */
export const GUILD_STREAMER_STATUSES = ['removeAgency', 'giveUpService', 'continueFollowUp', 'completeService'] as const;
export type GuildStreamerStatus = (typeof GUILD_STREAMER_STATUSES)[number];

/**
 * Whether the platform lets the guild invite the streamer (the product's "Anchor availability", spelt as the spec
 * spells them):
 * - `available`: can be invited;
 * - `unavailable`: cannot be invited, no reason given;
 * - `region_not_match`: the streamer's region is not the guild's;
 * - `other_reason`: cannot be invited for another reason;
 * - `not_meet_conditions`: does not meet the platform's conditions;
 * - `joined_another_guild`: already in another guild;
 * - `multiple_account_risk`: flagged as one person with several accounts;
 * - `over_follower_limit`: has more followers than an invitation allows;
 * - `invited`: already invited;
 * - `notFound`: the platform does not know the account.
 */
export const ANCHOR_AVAILABILITIES = [
  'available',
  'unavailable',
  'region_not_match',
  'other_reason',
  'not_meet_conditions',
  'joined_another_guild',
  'multiple_account_risk',
  'over_follower_limit',
  'invited',
  'notFound',
] as const;
export type AnchorAvailability = (typeof ANCHOR_AVAILABILITIES)[number];

/** The guild's invitation: `basic` or `senior` (the weekly data call them regular and elite). */
export const INVITE_TYPES = ['basic', 'senior'] as const;
export type InviteType = (typeof INVITE_TYPES)[number];

/**
 * Why a review did not approve a streamer (the product's "Reject reasons"):
 * - `man`: the guild recruits women only;
 * - `notShowFace`: the streamer does not show their face;
 * - `multipleAccountRisk`: one person with several accounts;
 * - `unsupportedRegion`: the region is not supported;
 * - `nonBasicInvitation`: the invitation was not a basic one;
 * - `systemDetection`: the platform's system flagged the streamer;
 * - `giveUpBySelf`: the streamer gave up;
 * - `giveUpByManager`: the manager gave up.
 */
export const REJECT_REASONS = ['man', 'notShowFace', 'multipleAccountRisk', 'unsupportedRegion', 'nonBasicInvitation', 'systemDetection', 'giveUpBySelf', 'giveUpByManager'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/**
 * The review of a recruited streamer (the product's "Check result"):
 * - `pendingReview`: submitted, waiting for a reviewer;
 * - `approved` / `notApproved`: the reviewer's decision (not approved comes with a {@link RejectReason});
 * - `pending`: decided here, waiting for the platform.
 */
export const CHECK_RESULTS = ['pendingReview', 'approved', 'notApproved', 'pending'] as const;
export type CheckResult = (typeof CHECK_RESULTS)[number];

/** What a reviewer decides (`PUT api/anchorChecks/review`): approve, reject, or leave pending (waiting for the platform). */
export const REVIEW_RESULTS = ['approved', 'notApproved', 'pending'] as const satisfies readonly CheckResult[];
export type ReviewResult = (typeof REVIEW_RESULTS)[number];

/** Whether the streamer is live now (the product's "Live: living or not living"). */
export const LIVE_STATUSES = ['living', 'notLiving'] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

/** The streamer's gender (the product's "gender (man/woman)"). */
export const GENDERS = ['man', 'woman'] as const;
export type Gender = (typeof GENDERS)[number];

/**
 * What the operator does next, written with a service log (the product's "next action"):
 * - `continueFollowUp`: keep following up;
 * - `inviteToGuild`: invite the streamer to the guild;
 * - `giveUp`: give the streamer up.
 */
export const NEXT_ACTIONS = ['continueFollowUp', 'inviteToGuild', 'giveUp'] as const;
export type NextAction = (typeof NEXT_ACTIONS)[number];

/**
 * An order (a live start handed to an operator to act on), the product's "Order: unconfirmed to confirmed by
 * confirmation; may be expired":
 * - `unconfirmed`: created when the platform reports the live start, not taken yet;
 * - `confirmed`: an operator took it within {@link ORDER_ACCEPT_MS} of the live start;
 * - `expired`: nobody took it in time ("order expired").
 */
export const ORDER_STATUSES = ['unconfirmed', 'confirmed', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * How much the streamer gifted (the service log's "gifted more or less than 10 coins"): `none`, `under10` (1 to 9
 * coins) or `tenOrMore`.
 */
export const GIFTED_COINS = ['none', 'under10', 'tenOrMore'] as const;
export type GiftedCoins = (typeof GIFTED_COINS)[number];

// ---- constants ----

/** An order must be taken within 3 minutes of the live start the platform reports, ms (the product rule). */
export const ORDER_ACCEPT_MS = 180_000;

/** Private messages a streamer may be sent while they have not replied (the product rule "at most 3 if unanswered"). */
export const PRIVATE_MESSAGE_LIMIT = 3;

/**
 * A screenshot upload (contact, WhatsApp, after a message): the product rule "Image upload: one at a time, jpg, png
 * or jpeg, at most 10 MB" (the same rule as an animation's picture, with its refusals PICTURE_TYPE and PICTURE_SIZE).
 */
export const SCREENSHOT_UPLOAD = UPLOAD_RULES.picture;

/** Whether an order created for a live start at `liveStartMs` (epoch ms) can still be taken at `nowMs`. */
export const orderOpen = (liveStartMs: number, nowMs: number): boolean => nowMs - liveStartMs <= ORDER_ACCEPT_MS;

// ---- messages ----

/** Messages of the CRM bodies, `field: text`, from the refusal catalog. */
export const ANCHOR_MESSAGES = {
  anchorIdRequired: `anchorId: ${commonMessage('ANCHOR_ID_REQUIRED')}`,
  genderRequired: `gender: ${anchorMessage('ANCHOR_GENDER_REQUIRED')}`,
  showFaceRequired: `showFace: ${anchorMessage('ANCHOR_SHOW_FACE_REQUIRED')}`,
  gameStreamerRequired: `gameStreamer: ${anchorMessage('ANCHOR_GAME_STREAMER_REQUIRED')}`,
  shoppingStreamerRequired: `shoppingStreamer: ${anchorMessage('ANCHOR_SHOPPING_STREAMER_REQUIRED')}`,
  highLevelRequired: `highLevel: ${anchorMessage('ANCHOR_HIGH_LEVEL_REQUIRED')}`,
  agePositive: `age: ${anchorMessage('ANCHOR_AGE_POSITIVE')}`,
  whatsAppRequired: `whatsAppNumber: ${anchorMessage('ANCHOR_WHATSAPP_REQUIRED')}`,
  contactScreenshotRequired: `contactScreenshot: ${anchorMessage('ANCHOR_CONTACT_SCREENSHOT_REQUIRED')}`,
  whatsAppScreenshotRequired: `whatsAppScreenshot: ${anchorMessage('ANCHOR_WHATSAPP_SCREENSHOT_REQUIRED')}`,
  reasonRequired: `reason: ${anchorMessage('ANCHOR_REASON_REQUIRED')}`,
  giveUpReasonRequired: `recruitmentStrategy: ${anchorMessage('ANCHOR_REASON_REQUIRED')}`,
  progressRequired: `to: ${anchorMessage('PROGRESS_REQUIRED')}`,
  operatorRequired: `operatorId: ${anchorMessage('ANCHOR_OPERATOR_REQUIRED')}`,
  idsRequired: `ids: ${commonMessage('IDS_REQUIRED')}`,
  reviewResultRequired: `result: ${anchorMessage('ANCHOR_REVIEW_RESULT_REQUIRED')}`,
  rejectReasonRequired: `rejectReason: ${anchorMessage('ANCHOR_REJECT_REASON_REQUIRED')}`,
  nextActionRequired: `nextAction: ${anchorMessage('ANCHOR_NEXT_ACTION_REQUIRED')}`,
  privateMessageLimit: `privateMessageCount: ${anchorMessage('PRIVATE_MESSAGE_LIMIT', { maximum: PRIVATE_MESSAGE_LIMIT })}`,
  noticeTimeFormat: `noticeTime: ${commonMessage('WIRE_DATE_FORMAT')}`,
} as const;

// ---- shared field schemas ----

/** A wire date or time (`yyyy-MM-dd HH:mm:ss`, server zone); null when not set. */
const wireTime = z.string().nullable();
/** Optional free text of at most `max` characters, trimmed. */
const optionalText = (max: number) => text(max).trim().nullable().optional();
/** A yes/no choice the target form requires. */
const choice = (message: string) => z.boolean({ error: message });
/** A stored file's link (an upload of {@link SCREENSHOT_UPLOAD}), required with `message`. */
const screenshot = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .pipe(httpUrl(500, { sitePaths: true }));

/** Who works a streamer: a staff user's id and name. */
export const operatorSchema = z.object({ id: z.number().int(), name: z.string() });
export type Operator = z.infer<typeof operatorSchema>;

// ---- the streamer (anchor) ----

/** A row of `GET api/anchors`: every field of the product's "Streamer (anchor)", plus the target form's screenshots. */
export const anchorRowSchema = z.object({
  id: z.number().int(),
  /** TikTok's user id of the streamer (unique here). */
  anchorId: z.string(),
  /** The TikTok handle (`@uniqueId`, without the `@`). */
  uniqueId: z.string(),
  nickname: z.string(),
  /** Link of the avatar; null when unknown. */
  avatar: z.string().nullable(),
  /** Followers. */
  fans: z.number().int(),
  /** The most diamonds the streamer received in one live. */
  highestDiamonds: z.number().int(),
  liveTag: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  note: z.string().nullable(),
  /** The country TikTok reports. */
  systemCountry: z.string().nullable(),
  /** The country a recruiter noted ("note country"). */
  remarkCountry: z.string().nullable(),
  invitationCode: z.string().nullable(),
  whatsAppNumber: z.string().nullable(),
  liveStatus: z.enum(LIVE_STATUSES),
  progress: z.enum(ANCHOR_PROGRESSES),
  progressNotes: z.string().nullable(),
  checkResult: z.enum(CHECK_RESULTS).nullable(),
  /** Set when the check result is `notApproved`. */
  rejectReason: z.enum(REJECT_REASONS).nullable(),
  customLabels: z.array(z.string()),
  showFace: z.boolean().nullable(),
  /** Whether the signed-in user marked the streamer a favourite (per user, not shared). */
  favourite: z.boolean(),
  job: z.string().nullable(),
  age: z.number().int().nullable(),
  hobby: z.string().nullable(),
  /** Why the streamer is a target (the target form's reason). */
  reason: z.string().nullable(),
  /** Set while the progress is `givenUp`, null otherwise. */
  giveUpReason: z.string().nullable(),
  giveUpTime: wireTime,
  gameStreamer: z.boolean().nullable(),
  shoppingStreamer: z.boolean().nullable(),
  /** High level (high quality) streamer. */
  highLevel: z.boolean().nullable(),
  insAccount: z.string().nullable(),
  operator: operatorSchema.nullable(),
  /** The guild streamer status, once the streamer joined. */
  status: z.enum(GUILD_STREAMER_STATUSES).nullable(),
  availability: z.enum(ANCHOR_AVAILABILITIES).nullable(),
  inviteType: z.enum(INVITE_TYPES).nullable(),
  /** When the streamer was allocated to the operator. */
  allocatedTime: wireTime,
  /** Whether the guild's invitation was sent. */
  invited: z.boolean(),
  recruitmentStrategy: z.string().nullable(),
  nextAction: z.enum(NEXT_ACTIONS).nullable(),
  /** When the platform reported the current (or last) live start. */
  liveStartTime: wireTime,
  /** When the operator is to be reminded (the last service log's notice time). */
  noticeTime: wireTime,
  /** When the last order of this streamer was taken. */
  orderAcceptanceTime: wireTime,
  contactScreenshot: z.string().nullable(),
  whatsAppScreenshot: z.string().nullable(),
  createBy: z.string().nullable(),
  updateBy: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type AnchorRow = z.infer<typeof anchorRowSchema>;

/** Sortable fields of `GET api/anchors` (`sort=field,asc|desc`). */
export const ANCHOR_SORTS = [
  'id',
  'anchorId',
  'nickname',
  'fans',
  'highestDiamonds',
  'age',
  'progress',
  'checkResult',
  'liveStatus',
  'allocatedTime',
  'liveStartTime',
  'noticeTime',
  'orderAcceptanceTime',
  'createTime',
  'updateTime',
] as const;
export type AnchorSortField = (typeof ANCHOR_SORTS)[number];

/**
 * `POST api/anchors/target` body: a target streamer. The product rule: "gender, show-face, game streamer, shopping
 * streamer, high level choices required; age a number greater than zero; WhatsApp number, contact screenshot,
 * WhatsApp screenshot and reason required". The streamer ID is required too (a leading `@` is dropped).
 */
export const targetAnchorBodySchema = z.object({
  anchorId: pastedTikTokId(ANCHOR_MESSAGES.anchorIdRequired, z.string().min(1, ANCHOR_MESSAGES.anchorIdRequired).max(64)),
  nickname: optionalText(64),
  gender: z.enum(GENDERS, { error: ANCHOR_MESSAGES.genderRequired }),
  showFace: choice(ANCHOR_MESSAGES.showFaceRequired),
  gameStreamer: choice(ANCHOR_MESSAGES.gameStreamerRequired),
  shoppingStreamer: choice(ANCHOR_MESSAGES.shoppingStreamerRequired),
  highLevel: choice(ANCHOR_MESSAGES.highLevelRequired),
  /** Years, a whole number above 0. */
  age: z.number({ error: ANCHOR_MESSAGES.agePositive }).int(ANCHOR_MESSAGES.agePositive).positive(ANCHOR_MESSAGES.agePositive).max(150, `age: ${commonMessage('TOO_BIG', { maximum: 150 })}`),
  whatsAppNumber: z.string({ error: ANCHOR_MESSAGES.whatsAppRequired }).trim().min(1, ANCHOR_MESSAGES.whatsAppRequired).max(32),
  contactScreenshot: screenshot(ANCHOR_MESSAGES.contactScreenshotRequired),
  whatsAppScreenshot: screenshot(ANCHOR_MESSAGES.whatsAppScreenshotRequired),
  reason: z.string({ error: ANCHOR_MESSAGES.reasonRequired }).trim().min(1, ANCHOR_MESSAGES.reasonRequired).max(500),
  job: optionalText(64),
  hobby: optionalText(255),
  insAccount: optionalText(64),
  remarkCountry: optionalText(64),
  note: optionalText(500),
  customLabels: z.array(z.string().trim().min(1).max(32)).max(20).default([]),
});
export type TargetAnchorBody = z.input<typeof targetAnchorBodySchema>;
export type TargetAnchorValues = z.output<typeof targetAnchorBodySchema>;

/** `PUT api/anchors/progress` body: move one streamer's progress (rules: machines/streamer-progress.machine.ts). */
export const progressMoveBodySchema = z.object({
  id: idSchema,
  to: z.enum(ANCHOR_PROGRESSES, { error: ANCHOR_MESSAGES.progressRequired }),
  /** Required to give up or mark invalid; kept as the progress notes. */
  reason: optionalText(500),
});
export type ProgressMoveBody = z.input<typeof progressMoveBodySchema>;

/** `PUT api/anchors/allocate` body: hand streamers to an operator (sets their allocated time). */
export const allocateBodySchema = z.object({
  ids: z.array(idSchema).min(1, ANCHOR_MESSAGES.idsRequired).max(1_000),
  operatorId: z.number({ error: ANCHOR_MESSAGES.operatorRequired }).int(ANCHOR_MESSAGES.operatorRequired).positive(ANCHOR_MESSAGES.operatorRequired).max(PG_INT_MAX),
});
export type AllocateBody = z.input<typeof allocateBodySchema>;

/**
 * `PUT api/anchorChecks/review` body: the reviewer's decision; a reject reason is required when not approved (and
 * dropped otherwise); an approved streamer may get its invite type (basic or senior) at once.
 */
export const reviewBodySchema = z
  .object({
    id: idSchema,
    result: z.enum(REVIEW_RESULTS, { error: ANCHOR_MESSAGES.reviewResultRequired }),
    rejectReason: z.enum(REJECT_REASONS, { error: ANCHOR_MESSAGES.rejectReasonRequired }).nullable().optional(),
    inviteType: z.enum(INVITE_TYPES).nullable().optional(),
  })
  .refine((body) => body.result !== 'notApproved' || Boolean(body.rejectReason), { path: ['rejectReason'], message: ANCHOR_MESSAGES.rejectReasonRequired })
  .transform((body) => ({
    ...body,
    rejectReason: body.result === 'notApproved' ? (body.rejectReason ?? null) : null,
    inviteType: body.result === 'approved' ? (body.inviteType ?? null) : null,
  }));
export type ReviewBody = z.input<typeof reviewBodySchema>;
/** The review after parsing: `rejectReason` is null unless not approved. */
export type ReviewValues = z.output<typeof reviewBodySchema>;

// ---- service log ----

/**
 * `POST api/anchorServiceLogs` body: one contact of an operator with a streamer (the product's "Service log"). The
 * yes/no fields default to false. While the streamer has not replied (`replyPrivateMessage` false), at most
 * {@link PRIVATE_MESSAGE_LIMIT} private messages may have been sent (the product rule "private messages at most 3 if
 * unanswered"); the server also counts the messages of the logs since the streamer last replied. Giving up needs
 * the reason, written in the strategy field. The next action moves the streamer: give up → given up with that
 * reason; invite to guild → waiting for review (the invite flow); a first log moves a new streamer to contacted.
 */
export const serviceLogBodySchema = z
  .object({
    /** The streamer's row id ({@link AnchorRow.id}). */
    anchorRowId: idSchema,
    follow: z.boolean().default(false),
    followBack: z.boolean().default(false),
    collect: z.boolean().default(false),
    earning: z.boolean().default(false),
    receiveMessage: z.boolean().default(false),
    privateMessageCount: int32().default(0),
    insFollowBack: z.boolean().default(false),
    insReply: z.boolean().default(false),
    pk: z.boolean().default(false),
    interact: z.boolean().default(false),
    friendly: z.boolean().default(false),
    giftedCoins: z.enum(GIFTED_COINS).default('none'),
    invited: z.boolean().default(false),
    fansGroupJoined: z.boolean().default(false),
    noMessageLimit: z.boolean().default(false),
    replyPrivateMessage: z.boolean().default(false),
    recruitmentStrategy: optionalText(500),
    nextAction: z.enum(NEXT_ACTIONS, { error: ANCHOR_MESSAGES.nextActionRequired }),
    /** When to remind the operator, `yyyy-MM-dd HH:mm:ss` (server zone). */
    noticeTime: z.string().regex(WIRE_DATE_PATTERN, ANCHOR_MESSAGES.noticeTimeFormat).nullable().optional(),
    /** The screenshot after the message (an upload of {@link SCREENSHOT_UPLOAD}). */
    screenshot: httpUrl(500, { sitePaths: true }).nullable().optional(),
  })
  .refine((body) => body.replyPrivateMessage || body.privateMessageCount <= PRIVATE_MESSAGE_LIMIT, {
    path: ['privateMessageCount'],
    message: ANCHOR_MESSAGES.privateMessageLimit,
  })
  // Giving up writes the streamer's give-up reason: the strategy field says why.
  .refine((body) => body.nextAction !== 'giveUp' || Boolean(body.recruitmentStrategy?.trim()), {
    path: ['recruitmentStrategy'],
    message: ANCHOR_MESSAGES.giveUpReasonRequired,
  });
export type ServiceLogBody = z.input<typeof serviceLogBodySchema>;
export type ServiceLogValues = z.output<typeof serviceLogBodySchema>;

// ---- orders ----

/** A row of `GET api/anchorOrders`: a live start to act on ({@link ORDER_STATUSES}). */
export const orderRowSchema = z.object({
  id: z.number().int(),
  /** The streamer's row id ({@link AnchorRow.id}). */
  anchorRowId: z.number().int(),
  uniqueId: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  /** Whether the streamer already joined the guild (their orders are the guild-joined order list's). */
  guildJoined: z.boolean(),
  operator: operatorSchema.nullable(),
  status: z.enum(ORDER_STATUSES),
  /** When the platform reported the live start; the order can be taken until {@link ORDER_ACCEPT_MS} after it. */
  liveStartTime: z.string(),
  /** Creation time. */
  createTime: z.string(),
  /** When an operator took it (receiving time); null while unconfirmed or expired. */
  receiveTime: wireTime,
  /**
   * Ms left to take it when the server answered (0 once taken or expired): a countdown started from the answer's
   * arrival needs neither the phone's clock nor its time zone to agree with the server's.
   */
  remainingMs: z.number().int(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;
