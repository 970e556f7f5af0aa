/**
 * A live assistant configuration (name, streamers with their gifts, selected gifts with prices, PK time, auto end
 * time, plugin style, ice-fire gifts and effect duration) and the product's validation rules for it:
 * the group-live game a group host runs on one host room. Shared by the server (400 answers) and the console
 * form (messages beside the field), so both give the same words.
 *
 * Units: prices and scores in diamonds; `pkTime` in its `unit`; `autoEndSeconds` and `effectSeconds` in s.
 * Pure: zod only.
 */
import { z } from 'zod';
import { HTTP_URL_MESSAGE, httpUrl, idSchema } from '../contracts/common';
import { LIVE_SOURCE_KINDS } from '../contracts/live-rooms';
import { liveConfigMessage as m } from '../contracts/refusals/live-configs';
import { checkKoreaRules, KOREA_MESSAGES, koreaSettingsSchema } from './korea-pk';
import { turntableOptionsSchema } from './turntable';

/** Validation messages (the spec quotes only 'Keep at least 2 streamers'; the others say what it asks in its words). */
export const LIVE_CONFIG_MESSAGES = {
  nameRequired: m('CONFIG_NAME_REQUIRED'),
  streamerIdRequired: m('CONFIG_STREAMER_ID_REQUIRED'),
  nicknameRequired: m('CONFIG_NICKNAME_REQUIRED'),
  nicknamesUnique: m('CONFIG_NICKNAMES_UNIQUE'),
  streamerNeedsGifts: m('CONFIG_STREAMER_NEEDS_GIFTS'),
  giftTwice: m('CONFIG_GIFT_TWICE'),
  giftNotSelected: m('CONFIG_GIFT_NOT_SELECTED'),
  atLeastTwo: m('CONFIG_AT_LEAST_TWO'),
  exactlyTwo: m('CONFIG_EXACTLY_TWO'),
  triggerGiftRequired: m('CONFIG_TRIGGER_GIFT_REQUIRED'),
  minGiftValueNumber: m('CONFIG_MIN_GIFT_VALUE'),
  pkTimeNumber: m('CONFIG_PK_TIME'),
  autoEndNumber: m('CONFIG_AUTO_END'),
  effectSecondsNumber: m('CONFIG_EFFECT_SECONDS'),
  hostSourceRequired: m('CONFIG_HOST_SOURCE_REQUIRED'),
  hostUniqueIdRequired: m('CONFIG_HOST_ID_REQUIRED'),
  hostUniqueIdFormat: m('CONFIG_HOST_ID_FORMAT'),
  /** A streamer's avatar or a gift's picture that is not an http(s) link. */
  linkUrl: HTTP_URL_MESSAGE,
} as const;

/** The product rule: "minimum streamers 2". */
export const MIN_STREAMERS = 2;
/** Upper bound of streamers on one scoreboard (a group live rarely has more than a dozen guests). */
export const MAX_STREAMERS = 20;

/** `korea`: a Korea group PK event (streams/games/korea-pk.ts), run from its own pages under Korea group PK. */
export const PLUGIN_STYLES = ['default', 'battle', 'ramadan', 'iceFire', 'korea'] as const;
export type PluginStyle = (typeof PLUGIN_STYLES)[number];

/** Styles that put two streamers face to face. */
export const TWO_STREAMER_STYLES: readonly PluginStyle[] = ['battle', 'iceFire'];

/**
 * Who a gift scores for:
 * - `gift`: the streamer the gift is assigned to in this configuration (each gift belongs to one streamer);
 * - `receiver`: the guest who received it (`toUserId` of multi-guest rooms), matched on the streamer ID.
 */
export const ATTRIBUTIONS = ['gift', 'receiver'] as const;
export type Attribution = (typeof ATTRIBUTIONS)[number];

const wholeNumber = (message: string) => z.number({ message }).int(message);

/** A gift picked from the catalogue, with the price (diamonds per gift) this game scores it at. */
export const selectedGiftSchema = z.object({
  giftId: z.string().trim().min(1, m('CONFIG_CHOOSE_GIFT')).max(64),
  giftName: z.string().trim().min(1).max(64),
  imageUrl: httpUrl(500).optional(),
  price: wholeNumber(m('GIFT_PRICE_WHOLE')).min(0, m('GIFT_PRICE_NEGATIVE')).max(1_000_000, m('GIFT_PRICE_TOO_LARGE')),
});
export type SelectedGift = z.infer<typeof selectedGiftSchema>;

export const configStreamerSchema = z.object({
  /** The streamer's TikTok ID (anchor ID). */
  anchorId: z.string({ message: LIVE_CONFIG_MESSAGES.streamerIdRequired }).trim().min(1, LIVE_CONFIG_MESSAGES.streamerIdRequired).max(64),
  nickname: z.string({ message: LIVE_CONFIG_MESSAGES.nicknameRequired }).trim().min(1, LIVE_CONFIG_MESSAGES.nicknameRequired).max(32),
  avatarUrl: httpUrl(500).optional(),
  /** Gift ids (of the selected gifts) that score for this streamer. */
  gifts: z.array(z.string().trim().min(1).max(64)).max(50),
  /** Ice-fire style: the gift that starts this side's effect. */
  triggerGiftId: z.string().trim().min(1).max(64).optional(),
  /** Korea group PK: the streamer's team (an id of `korea.teams`). */
  teamId: z.string().trim().max(32).optional(),
});
export type ConfigStreamer = z.infer<typeof configStreamerSchema>;

/**
 * The host of the game: the streamer (where their rooms come from, and their TikTok @uniqueId), not a room. Room ids
 * change with every room the server starts (a restart, a stream that ends and comes back), so the game follows "the
 * current room of this streamer" (server/live/games/game-runtime.ts). A leading `@` is dropped.
 */
export const hostRoomSchema = z.object({
  source: z.enum(LIVE_SOURCE_KINDS, { message: LIVE_CONFIG_MESSAGES.hostSourceRequired }),
  uniqueId: z
    .string({ message: LIVE_CONFIG_MESSAGES.hostUniqueIdRequired })
    .trim()
    .min(1, { message: LIVE_CONFIG_MESSAGES.hostUniqueIdRequired, abort: true })
    // The same handle grammar as `POST api/live/rooms` (streams/contracts/live-rooms.ts), so the game can start the room.
    .regex(/^@?[A-Za-z0-9._]{2,24}$/, LIVE_CONFIG_MESSAGES.hostUniqueIdFormat)
    .transform((id) => id.replace(/^@/, '')),
});
/** A host streamer: `{ source, uniqueId }` (uniqueId without `@`). */
export type HostStreamer = z.output<typeof hostRoomSchema>;

/**
 * A host room as configurations stored it before they named the streamer: a room id (which a restart made
 * meaningless), sometimes with the source and uniqueId. Read only, so the live-configs module can migrate it
 * (server/modules/live-configs/host-room-migration.ts); the API refuses it in new writes.
 */
export const legacyHostRoomSchema = z.object({
  roomId: z.string().trim().min(1).max(128),
  source: z.enum(LIVE_SOURCE_KINDS).optional(),
  uniqueId: z.string().trim().max(64).optional(),
});
export type LegacyHostRoom = z.output<typeof legacyHostRoomSchema>;

/**
 * A stored host: the streamer, or a legacy room id the migration could not resolve. A stored streamer is read
 * leniently (any 1–64 characters), so a body saved under older rules still loads.
 */
export const storedHostRoomSchema = z.union([
  z.object({ source: z.enum(LIVE_SOURCE_KINDS), uniqueId: z.string().trim().min(1).max(64) }),
  legacyHostRoomSchema,
]);
export type StoredHostRoom = z.output<typeof storedHostRoomSchema>;

/** The streamer of a stored host, or null for a legacy room id nobody resolved yet. */
export function hostStreamerOf(room: StoredHostRoom): HostStreamer | null {
  return 'roomId' in room ? null : { source: room.source, uniqueId: room.uniqueId };
}

/** Whether a room of `source`/`uniqueId` is one of `host`'s (TikTok handles are case-insensitive). */
export function isHostsRoom(host: HostStreamer, room: { source: string; uniqueId: string | null | undefined }): boolean {
  return room.source === host.source && typeof room.uniqueId === 'string' && room.uniqueId.toLowerCase() === host.uniqueId.toLowerCase();
}

/** The fields of a configuration body, without the cross-field rules (for bodies that pick some, like the Korea event's). */
export const liveConfigFieldsSchema = z.object({
  name: z.string({ message: LIVE_CONFIG_MESSAGES.nameRequired }).trim().min(1, LIVE_CONFIG_MESSAGES.nameRequired).max(64, m('CONFIG_NAME_TOO_LONG')),
  room: hostRoomSchema,
  streamers: z.array(configStreamerSchema).max(MAX_STREAMERS, m('CONFIG_TOO_MANY_STREAMERS', { maximum: MAX_STREAMERS })),
  gifts: z.array(selectedGiftSchema).max(100, m('CONFIG_TOO_MANY_GIFTS', { maximum: 100 })),
  pkTime: z.object({
    value: wholeNumber(LIVE_CONFIG_MESSAGES.pkTimeNumber).min(1, LIVE_CONFIG_MESSAGES.pkTimeNumber).max(24 * 60 * 60, m('CONFIG_PK_TIME_TOO_LONG')),
    unit: z.enum(['seconds', 'minutes']),
  }),
  /** Seconds after the PK time is up before the round ends by itself; 0 means manual end (the host ends it). */
  autoEndSeconds: wholeNumber(LIVE_CONFIG_MESSAGES.autoEndNumber).min(0, LIVE_CONFIG_MESSAGES.autoEndNumber).max(24 * 60 * 60, m('CONFIG_AUTO_END_TOO_LONG')),
  pluginStyle: z.enum(PLUGIN_STYLES),
  attribution: z.enum(ATTRIBUTIONS).default('gift'),
  /** Ice-fire: how long a side's effect lasts. */
  effectSeconds: wholeNumber(LIVE_CONFIG_MESSAGES.effectSecondsNumber).min(1, LIVE_CONFIG_MESSAGES.effectSecondsNumber).max(3_600, m('CONFIG_EFFECT_TOO_LONG')).default(30),
  /** Record scores: a manual scoreboard, kept with adjustments only (gifts do not score). */
  recordOnly: z.boolean().default(false),
  /** Flower game: the points at which a streamer's flower is in full bloom. */
  flowerTarget: wholeNumber(m('FLOWER_TARGET')).min(1, m('FLOWER_TARGET')).max(100_000_000).default(1_000),
  /** Lottery turntable of this configuration: its options, the gift that spins it, how long the wheel turns. */
  turntable: z
    .object({
      options: turntableOptionsSchema,
      triggerGiftId: z.string().trim().min(1).max(64).optional(),
      spinSeconds: wholeNumber(m('SPIN_SECONDS')).min(2, m('SPIN_SECONDS')).max(30, m('SPIN_SECONDS')).default(6),
    })
    .optional(),
  /** Gifts worth less than this (diamonds per gift) do not score; 0 = all. */
  minGiftValue: z.number({ message: LIVE_CONFIG_MESSAGES.minGiftValueNumber }).min(0, LIVE_CONFIG_MESSAGES.minGiftValueNumber).default(0),
  /** Korea group PK (`pluginStyle: 'korea'`): teams, stages and weights. */
  korea: koreaSettingsSchema.optional(),
});
const liveConfigFields = liveConfigFieldsSchema;

type LiveConfigFields = z.output<typeof liveConfigFields>;

/**
 * The cross-field rules (unique nicknames, no gift twice, exactly 2 streamers in battle and ice-fire styles, a trigger
 * gift per streamer in ice-fire style…), each reported on the field a person fixes.
 * Exported for the console form, which shows them beside the field.
 */
export function checkLiveConfigRules(config: LiveConfigFields, ctx: z.RefinementCtx): void {
  const m = LIVE_CONFIG_MESSAGES;
  const { streamers, gifts, pluginStyle } = config;
  if (streamers.length < MIN_STREAMERS) ctx.addIssue({ code: 'custom', path: ['streamers'], message: m.atLeastTwo });
  if (TWO_STREAMER_STYLES.includes(pluginStyle) && streamers.length !== 2) {
    ctx.addIssue({ code: 'custom', path: ['streamers'], message: m.exactlyTwo });
  }
  if (pluginStyle === 'korea') {
    if (!config.korea) ctx.addIssue({ code: 'custom', path: ['korea'], message: KOREA_MESSAGES.settingsRequired });
    else checkKoreaRules(config.korea, streamers, ctx);
  }
  const seenGiftIds = new Set<string>();
  gifts.forEach((gift, index) => {
    if (seenGiftIds.has(gift.giftId)) ctx.addIssue({ code: 'custom', path: ['gifts', index, 'giftId'], message: m.giftTwice });
    seenGiftIds.add(gift.giftId);
  });
  const nicknames = new Set<string>();
  const assigned = new Set<string>();
  const needsGifts = config.attribution === 'gift';
  streamers.forEach((streamer, index) => {
    const nick = streamer.nickname.toLowerCase();
    if (nicknames.has(nick)) ctx.addIssue({ code: 'custom', path: ['streamers', index, 'nickname'], message: m.nicknamesUnique });
    nicknames.add(nick);
    if (needsGifts && streamer.gifts.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['streamers', index, 'gifts'], message: m.streamerNeedsGifts });
    }
    streamer.gifts.forEach((giftId, giftIndex) => {
      if (!seenGiftIds.has(giftId)) ctx.addIssue({ code: 'custom', path: ['streamers', index, 'gifts', giftIndex], message: m.giftNotSelected });
      if (assigned.has(giftId)) ctx.addIssue({ code: 'custom', path: ['streamers', index, 'gifts', giftIndex], message: m.giftTwice });
      assigned.add(giftId);
    });
    if (pluginStyle === 'iceFire') {
      if (!streamer.triggerGiftId) ctx.addIssue({ code: 'custom', path: ['streamers', index, 'triggerGiftId'], message: m.triggerGiftRequired });
      else if (!seenGiftIds.has(streamer.triggerGiftId)) {
        ctx.addIssue({ code: 'custom', path: ['streamers', index, 'triggerGiftId'], message: m.giftNotSelected });
      }
    }
  });
}

/** Body of `POST api/liveConfigs` (and, with `id`, of `PUT`). */
export const liveConfigBodySchema = liveConfigFields.superRefine(checkLiveConfigRules);
export type LiveConfigBody = z.output<typeof liveConfigBodySchema>;
export type LiveConfigInput = z.input<typeof liveConfigBodySchema>;

/**
 * A stored body: the fields without the cross-field rules, and a host that may still be a legacy room id (see
 * {@link storedHostRoomSchema}). What the game store and `GET api/liveConfigs/{id}` read back.
 */
export const storedLiveConfigSchema = liveConfigFields.extend({ room: storedHostRoomSchema });
export type StoredLiveConfig = z.output<typeof storedLiveConfigSchema>;

export const liveConfigUpdateBodySchema = liveConfigFields.extend({ id: idSchema }).superRefine(checkLiveConfigRules);

/** The round length in ms. */
export function pkTimeMs(pkTime: LiveConfigBody['pkTime']): number {
  return pkTime.value * (pkTime.unit === 'minutes' ? 60_000 : 1_000);
}
