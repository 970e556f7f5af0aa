/**
 * Normalizer for TikTok's webcast messages as protobuf-JSON: the fixture timelines
 * (`server/live/replays/*.timeline.jsonl`, one `{ ts, type, data }` per line) and the inner messages of
 * Euler envelopes (which are the same webcast messages decoded with newer .proto field names).
 *
 * Facts it relies on (tests/fixtures/tiktok/README.md, "Decoding"):
 * - proto3 JSON: int64 are decimal strings, int32 numbers, enums names; **default values are omitted** (absent
 *   `repeatEnd` = 0, absent `groupId` = 0, absent user fields are empty).
 * - `common.createTime` is in ms for most messages and in seconds for some (converted by `toEpochMs`).
 * - The message type is the capture key (`type`); `data.common.method` says the same when present.
 * - Field names differ between the TikTokLiveJava .proto of the captures (`user.id`, `displayId`,
 *   `avatarThumb.urlList`, chat `content`, like `total`, `gift.type`) and the newer protos Euler decodes with
 *   (`user.userId`, `uniqueId`, chat `comment`, like `totalLikeCount`, `giftDetails.giftType`): both are read.
 *
 * Types used: WebcastGiftMessage, WebcastLikeMessage, WebcastChatMessage, WebcastMemberMessage (JOINED),
 * WebcastSocialMessage (action 1 follow, 3 share), WebcastRoomUserSeqMessage, WebcastLinkMicBattle,
 * WebcastLinkMicArmies, WebcastControlMessage. Every other type is `ignored` (counted by type, not an error).
 * Pure: zod only.
 */
import { z } from 'zod';
import type { ArmyScore, BattlePhase, BattleTeam, LiveUser } from '../live-event';
import {
  boolLike,
  describeZodError,
  firstUrl,
  idLike,
  ignored,
  intLike,
  parseJson,
  rejected,
  toEpochMs,
  validated,
  type NormalizeContext,
  type NormalizeResult,
} from './normalize-result';

/**
 * Context for one webcast message. Besides `NormalizeContext`:
 * - `fallbackMsgId`: used when `common.msgId` is absent (Euler envelopes often omit `common`; euler.ts derives
 *   a deterministic id). Without it such a message is rejected: exactly-once counting needs a msgId.
 */
export interface WebcastContext extends NormalizeContext {
  readonly fallbackMsgId?: string;
  /** Used when `common.createTime` is absent (e.g. the Euler envelope's `timestamp`); else `receivedAt`. */
  readonly fallbackCreateTime?: number;
}

// ---- raw shapes (lenient: only what we read) ------------------------------------------------------------

const urlHolderSchema = z
  .object({ urlList: z.array(z.string()).optional(), url: z.array(z.string()).optional(), urls: z.array(z.string()).optional() })
  .optional();

/** A webcast user in either naming family. */
const rawUserSchema = z.object({
  id: idLike.optional(),
  userId: idLike.optional(),
  idStr: idLike.optional(),
  nickname: z.string().optional(),
  nickName: z.string().optional(),
  displayId: z.string().optional(),
  uniqueId: z.string().optional(),
  avatarThumb: urlHolderSchema,
  avatarMedium: urlHolderSchema,
  profilePicture: urlHolderSchema,
  profilePictureUrl: z.string().optional(),
  avatarUrl: z.string().optional(),
});
type RawUser = z.infer<typeof rawUserSchema>;

const rawCommonSchema = z
  .object({ method: z.string().optional(), msgId: idLike.optional(), roomId: idLike.optional(), createTime: intLike.optional() })
  .optional();

/** Maps a raw webcast user to `LiveUser`; an absent id becomes `''`, which the event schema rejects. */
export function toLiveUser(raw: RawUser | undefined): LiveUser {
  const u = raw ?? {};
  const urlLists = [u.avatarThumb, u.avatarMedium, u.profilePicture].flatMap((h) => (h ? [h.urlList, h.url, h.urls] : []));
  return {
    userId: u.id ?? u.userId ?? u.idStr ?? '',
    uniqueId: u.displayId ?? u.uniqueId ?? '',
    nickname: u.nickname ?? u.nickName ?? '',
    avatarUrl: u.profilePictureUrl ?? u.avatarUrl ?? firstUrl(...urlLists),
  };
}

const giftSchema = z.object({
  common: rawCommonSchema,
  user: rawUserSchema.optional(),
  giftId: idLike.optional(),
  repeatCount: intLike.optional(),
  repeatEnd: z.union([boolLike, intLike.transform((n) => n === 1)]).optional(),
  groupId: idLike.optional(),
  gift: z
    .object({ id: idLike.optional(), name: z.string().optional(), diamondCount: intLike.optional(), type: intLike.optional() })
    .optional(),
  giftDetails: z
    .object({
      id: idLike.optional(),
      giftId: idLike.optional(),
      giftName: z.string().optional(),
      name: z.string().optional(),
      diamondCount: intLike.optional(),
      giftType: intLike.optional(),
      type: intLike.optional(),
    })
    .optional(),
  userGiftReciever: z.object({ userId: idLike.optional() }).optional(),
  toUser: rawUserSchema.optional(),
  toUserId: idLike.optional(),
});

const likeSchema = z.object({
  common: rawCommonSchema,
  user: rawUserSchema.optional(),
  count: intLike.optional(),
  /** tiktok-live-connector 2.x decodes the per-event count under this name. */
  likeCount: intLike.optional(),
  total: intLike.optional(),
  totalLikeCount: intLike.optional(),
});

const chatSchema = z.object({
  common: rawCommonSchema,
  user: rawUserSchema.optional(),
  content: z.string().optional(),
  comment: z.string().optional(),
});

const memberSchema = z.object({
  common: rawCommonSchema,
  user: rawUserSchema.optional(),
  memberCount: intLike.optional(),
  action: z.union([z.string(), z.number()]).optional(),
});

const socialSchema = z.object({ common: rawCommonSchema, user: rawUserSchema.optional(), action: intLike.optional() });

const roomUserSeqSchema = z.object({
  common: rawCommonSchema,
  total: intLike.optional(),
  viewerCount: intLike.optional(),
});

const controlSchema = z.object({ common: rawCommonSchema, action: z.union([z.string(), z.number()]).optional() });

const battleSchema = z.object({
  common: rawCommonSchema,
  id: idLike.optional(),
  battleId: idLike.optional(),
  // TikTokLiveJava proto (captures): battleConfig = { id1 battle id, timestamp start ms, data1 duration s, data2 status }.
  battleConfig: z
    .object({ id1: idLike.optional(), timestamp: intLike.optional(), data1: intLike.optional(), data2: intLike.optional() })
    .optional(),
  // Newer proto (Euler): the same fields with their real names.
  battleSetting: z
    .object({ battleId: idLike.optional(), startTimeMs: intLike.optional(), duration: intLike.optional(), status: intLike.optional() })
    .optional(),
  details: z.array(z.object({ id: idLike.optional() })).optional(),
  teamData: z.array(z.object({ teamId: idLike.optional() })).optional(),
  anchorInfo: z.record(z.string(), z.unknown()).optional(),
});

const armyUserSchema = z.object({ id: idLike.optional(), userId: idLike.optional(), nickname: z.string().optional() });
const armiesSchema = z.object({
  common: rawCommonSchema,
  id: idLike.optional(),
  battleId: idLike.optional(),
  battleItems: z
    .union([
      // Captures: [{ hostUserId, battleGroups: [{ users, points }] }] (points = host score).
      z.array(
        z.object({
          hostUserId: idLike.optional(),
          battleGroups: z.array(z.object({ users: z.array(armyUserSchema).optional(), points: intLike.optional() })).optional(),
        }),
      ),
      // Euler: { [hostId]: { hostScore, userArmy: [{ userId, nickname, score }] } }.
      z.record(z.string(), z.object({ hostScore: intLike.optional(), userArmy: z.array(armyUserSchema).optional() })),
    ])
    .optional(),
});

// ---- per type ---------------------------------------------------------------------------------------------

type Base = { roomId: string; msgId: string; createTime: number; receivedAt: number };
type Common = z.infer<typeof rawCommonSchema>;

function baseOf(common: Common, ctx: WebcastContext): Base | string {
  const roomId = common?.roomId ?? ctx.roomId;
  if (roomId === undefined) return 'common.roomId: missing and no room in context';
  const msgId = common?.msgId ?? ctx.fallbackMsgId;
  if (msgId === undefined) return 'common.msgId: missing';
  // A message without createTime keeps the best time we have: it is only used for ordering and display.
  const createTime =
    common?.createTime !== undefined && common.createTime > 0 ? toEpochMs(common.createTime) : (ctx.fallbackCreateTime ?? ctx.receivedAt);
  return { roomId, msgId, createTime, receivedAt: ctx.receivedAt };
}

type Handler = (data: unknown, ctx: WebcastContext, type: string) => NormalizeResult;

/** Parses `data` with `schema`, builds the base fields, then lets `build` make the event candidate. */
function handle<S extends z.ZodType<{ common?: Common }>>(
  schema: S,
  build: (raw: z.output<S>, base: Base, type: string) => NormalizeResult | object,
): Handler {
  return (data, ctx, type) => {
    const parsed = schema.safeParse(data);
    if (!parsed.success) return rejected(`${type}: ${describeZodError(parsed.error)}`, type);
    const base = baseOf(parsed.data.common, ctx);
    if (typeof base === 'string') return rejected(`${type}: ${base}`, type);
    const built = build(parsed.data, base, type);
    return 'ok' in built ? (built as NormalizeResult) : validated(built, type);
  };
}

/** Webcast `battleConfig.data2` / `battleSetting.status`: 1 = started, 3 = ended (see live-event.ts). */
function phaseOf(status: number | undefined): BattlePhase {
  if (status === 1) return 'started';
  if (status === 3) return 'ended';
  return 'unknown';
}

/** ControlMessage action: enum names in the captures; TikTok's numeric codes 1/2/3 as sent by other decoders. */
const CONTROL_ACTIONS: Record<string, 'paused' | 'resumed' | 'ended'> = {
  STREAM_PAUSED: 'paused',
  STREAM_UNPAUSED: 'resumed',
  STREAM_ENDED: 'ended',
  '1': 'paused',
  '2': 'resumed',
  '3': 'ended',
};

const handlers: Record<string, Handler> = {
  WebcastGiftMessage: handle(giftSchema, (raw, base) => {
    const details = raw.giftDetails;
    const giftType = raw.gift?.type ?? details?.giftType ?? details?.type;
    return {
      type: 'gift',
      ...base,
      user: toLiveUser(raw.user),
      giftId: raw.giftId ?? raw.gift?.id ?? details?.id ?? details?.giftId ?? '',
      giftName: raw.gift?.name ?? details?.giftName ?? details?.name ?? '',
      // proto3 omits 0, but a gift message without its gift block says nothing about price: reject then.
      diamondCount: raw.gift?.diamondCount ?? details?.diamondCount ?? (raw.gift ? 0 : undefined),
      repeatCount: raw.repeatCount ?? 0,
      repeatEnd: raw.repeatEnd ?? false,
      groupId: raw.groupId ?? '0',
      // README: "Streakable = data.gift.type = 1 (the catalogue agrees for every gift seen)".
      streakable: giftType === 1,
      toUserId: raw.userGiftReciever?.userId ?? raw.toUser?.id ?? raw.toUser?.userId ?? raw.toUserId ?? null,
    };
  }),
  WebcastLikeMessage: handle(likeSchema, (raw, base) => ({
    type: 'like',
    ...base,
    user: toLiveUser(raw.user),
    count: raw.count ?? raw.likeCount ?? 0,
    likeTotal: raw.total ?? raw.totalLikeCount ?? null,
  })),
  WebcastChatMessage: handle(chatSchema, (raw, base) => ({
    type: 'chat',
    ...base,
    user: toLiveUser(raw.user),
    content: raw.content ?? raw.comment ?? '',
  })),
  WebcastMemberMessage: handle(memberSchema, (raw, base, type) => {
    // Captures only hold action JOINED; Euler's member messages carry no action and are joins.
    if (raw.action !== undefined && raw.action !== 'JOINED' && raw.action !== 1) return ignored(`${type} action ${raw.action}`, type);
    return { type: 'member', ...base, user: toLiveUser(raw.user), memberCount: raw.memberCount ?? null };
  }),
  WebcastSocialMessage: handle(socialSchema, (raw, base, type) => {
    // Captures and Euler: action 1 = follow (display key pm_main_follow_message…), 3 = share (pm_mt_guidance_share);
    // 4 is a repost, which the product does not count.
    const action = raw.action === 1 ? 'follow' : raw.action === 3 ? 'share' : undefined;
    if (action === undefined) return ignored(`${type} action ${raw.action ?? 0}`, type);
    return { type: 'social', ...base, user: toLiveUser(raw.user), action };
  }),
  WebcastRoomUserSeqMessage: handle(roomUserSeqSchema, (raw, base) => ({
    type: 'roomStats',
    ...base,
    // Captures: `total` (int64 string) is the current viewer count; Euler names it `viewerCount`.
    viewerCount: raw.total ?? raw.viewerCount ?? 0,
  })),
  WebcastControlMessage: handle(controlSchema, (raw, base, type) => {
    const action = raw.action === undefined ? undefined : CONTROL_ACTIONS[String(raw.action)];
    if (action === undefined) return ignored(`${type} action ${String(raw.action ?? 0)}`, type);
    return { type: 'control', ...base, action };
  }),
  WebcastLinkMicBattle: handle(battleSchema, (raw, base) => {
    const config = raw.battleConfig;
    const setting = raw.battleSetting;
    const status = setting?.status ?? config?.data2;
    const durationS = setting?.duration ?? config?.data1;
    const start = setting?.startTimeMs ?? config?.timestamp;
    const hostIds = raw.anchorInfo
      ? Object.keys(raw.anchorInfo)
      : (raw.details ?? raw.teamData?.map((t) => ({ id: t.teamId })) ?? []).flatMap((d) => (d.id === undefined ? [] : [d.id]));
    const teams: BattleTeam[] = hostIds.map((id) => ({ teamId: id, hostUserIds: [id] }));
    return {
      type: 'battle',
      ...base,
      battleId: raw.battleId ?? setting?.battleId ?? config?.id1 ?? raw.id ?? '',
      phase: phaseOf(status),
      statusCode: status ?? null,
      startTime: start !== undefined && start > 0 ? toEpochMs(start) : null,
      durationMs: durationS !== undefined ? durationS * 1000 : null,
      teams,
    };
  }),
  WebcastLinkMicArmies: handle(armiesSchema, (raw, base) => {
    const items = raw.battleItems;
    let scores: ArmyScore[] = [];
    if (Array.isArray(items)) {
      scores = items.map((item) => ({
        hostUserId: item.hostUserId ?? '',
        teamId: null,
        points: (item.battleGroups ?? []).reduce((sum, g) => sum + (g.points ?? 0), 0),
        contributors: (item.battleGroups ?? []).flatMap((g) =>
          (g.users ?? []).map((u) => ({ userId: u.id ?? u.userId ?? '', nickname: u.nickname ?? '' })),
        ),
      }));
    } else if (items) {
      scores = Object.entries(items).map(([hostUserId, item]) => ({
        hostUserId,
        teamId: null,
        points: item.hostScore ?? 0,
        contributors: (item.userArmy ?? []).map((u) => ({ userId: u.userId ?? u.id ?? '', nickname: u.nickname ?? '' })),
      }));
    }
    return { type: 'armies', ...base, battleId: raw.battleId ?? raw.id ?? '', scores };
  }),
};

/** The webcast message types this normalizer turns into events; every other type is ignored. */
export const WEBCAST_HANDLED_TYPES: readonly string[] = Object.keys(handlers);

/**
 * Normalizes one decoded webcast message.
 * @param type the message type (capture key or `common.method`), e.g. `WebcastGiftMessage`.
 * @param data the decoded message (proto3 JSON object).
 * @returns one event, `ignored` for types the product does not use, or a reject with its reason. Never throws.
 */
export function normalizeWebcastMessage(type: string, data: unknown, ctx: WebcastContext): NormalizeResult {
  const handler = handlers[type];
  if (handler === undefined) return ignored(type, type);
  return handler(data, ctx, type);
}

const lineSchema = z.object({ ts: intLike, type: z.string().min(1), data: z.unknown() });

/**
 * Normalizes one line of a fixture timeline / replay file: `{"ts": <capture epoch ms>, "type": "<capture key>",
 * "data": {…}}` (tests/fixtures/tiktok/README.md, "Shapes"). `ts` becomes `receivedAt`.
 * @param line the JSON text of the line, or the already parsed object.
 * @param ctx optional room id for messages without `common.roomId` (a few per timeline have none).
 */
export function normalizeWebcastLine(line: string | unknown, ctx: { readonly roomId?: string } = {}): NormalizeResult {
  let value: unknown = line;
  if (typeof line === 'string') {
    const parsed = parseJson(line);
    if (!parsed.ok) return rejected(`line: ${parsed.reason}`);
    value = parsed.value;
  }
  const shaped = lineSchema.safeParse(value);
  if (!shaped.success) return rejected(`line: ${describeZodError(shaped.error)}`);
  const { ts, type, data } = shaped.data;
  return normalizeWebcastMessage(type, data, { ...ctx, receivedAt: ts });
}
