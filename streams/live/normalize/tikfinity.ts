/**
 * Normalizer for TikFinity's local Events API (a websocket on the streamer's PC, `ws://localhost:21213/`).
 * TikFinity forwards the event data of `tiktok-live-connector` (v1) as flat JSON: `{ "event": "<name>",
 * "data": { … } }`, where `data` is the connector's `simplifyObject` output: the user's fields are lifted to
 * the top (`userId`, `uniqueId`, `nickname`, `profilePictureUrl`), the message's `msgId` and `createTime` (ms,
 * as a string) too, and for gifts `giftDetails` is flattened (`giftName`, `diamondCount`, `giftType`),
 * `repeatEnd` is a boolean and `receiverUserId` the receiving host (zerodytrash/TikTok-Live-Connector,
 * `src/lib/webcastDataConverter.js`). There is no recorded fixture: the tests use the samples in `__samples__/`.
 *
 * Events used: gift, like, chat, member, follow, share, social (follow or share by `displayType`), roomUser,
 * streamEnd, linkMicBattle, linkMicArmies. Others are ignored. Pure: zod only.
 */
import { z } from 'zod';
import type { ArmyScore, LiveUser } from '../live-event';
import {
  boolLike,
  describeZodError,
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

const envelopeSchema = z.object({ event: z.string().min(1), data: z.record(z.string(), z.unknown()).optional() });

/** The flat fields every connector event may carry. */
const flatSchema = z.object({
  msgId: idLike.optional(),
  roomId: idLike.optional(),
  createTime: intLike.optional(),
  userId: idLike.optional(),
  uniqueId: z.string().optional(),
  nickname: z.string().optional(),
  profilePictureUrl: z.string().optional(),
});
type Flat = z.infer<typeof flatSchema>;

const giftSchema = flatSchema.extend({
  giftId: idLike.optional(),
  giftName: z.string().optional(),
  diamondCount: intLike.optional(),
  giftType: intLike.optional(),
  repeatCount: intLike.optional(),
  repeatEnd: boolLike.optional(),
  groupId: idLike.optional(),
  receiverUserId: idLike.optional(),
});
const likeSchema = flatSchema.extend({ likeCount: intLike.optional(), totalLikeCount: intLike.optional() });
const chatSchema = flatSchema.extend({ comment: z.string().optional() });
const memberSchema = flatSchema.extend({ memberCount: intLike.optional() });
const socialSchema = flatSchema.extend({ displayType: z.string().optional() });
const roomUserSchema = flatSchema.extend({ viewerCount: intLike.optional() });
const battleSchema = flatSchema.extend({
  battleId: idLike.optional(),
  battleUsers: z.array(z.object({ userId: idLike.optional() })).optional(),
});
const armiesSchema = flatSchema.extend({
  battleId: idLike.optional(),
  battleArmies: z
    .array(
      z.object({
        hostUserId: idLike.optional(),
        points: intLike.optional(),
        participants: z.array(z.object({ userId: idLike.optional(), nickname: z.string().optional() })).optional(),
      }),
    )
    .optional(),
});

function userOf(d: Flat): LiveUser {
  return {
    userId: d.userId ?? '',
    uniqueId: d.uniqueId ?? '',
    nickname: d.nickname ?? '',
    avatarUrl: d.profilePictureUrl !== undefined && d.profilePictureUrl !== '' ? d.profilePictureUrl : null,
  };
}

type Base = { roomId: string; msgId: string; createTime: number; receivedAt: number };

/**
 * Base fields. Gifts must carry their own `msgId` (exactly-once counting dedupes on it); for the other events a
 * missing msgId is derived from event, time and user, which is enough for display and counting likes/chat.
 */
function baseOf(event: string, d: Flat, ctx: NormalizeContext): Base | string {
  const roomId = d.roomId ?? ctx.roomId;
  if (roomId === undefined) return 'roomId: missing and no room in context';
  const createTime = d.createTime !== undefined && d.createTime > 0 ? toEpochMs(d.createTime) : ctx.receivedAt;
  const msgId = d.msgId ?? (event === 'gift' ? undefined : `tikfinity:${event}:${createTime}:${d.userId ?? ''}`);
  if (msgId === undefined) return 'msgId: missing';
  return { roomId, msgId, createTime, receivedAt: ctx.receivedAt };
}

type Handler = (event: string, data: unknown, ctx: NormalizeContext) => NormalizeResult;

function handle<S extends z.ZodType<Flat>>(schema: S, build: (d: z.output<S>, base: Base) => NormalizeResult | object): Handler {
  return (event, data, ctx) => {
    const type = `tikfinity:${event}`;
    const parsed = schema.safeParse(data);
    if (!parsed.success) return rejected(`${type}: ${describeZodError(parsed.error)}`, type);
    const base = baseOf(event, parsed.data, ctx);
    if (typeof base === 'string') return rejected(`${type}: ${base}`, type);
    const built = build(parsed.data, base);
    return 'ok' in built ? (built as NormalizeResult) : validated(built, type);
  };
}

/**
 * The connector's v1 battle and armies events carry no battle id (its .proto has none for them): they are
 * attributed to "the room's current battle", `current:<roomId>`, since a room holds one PK at a time.
 */
function currentBattleOf(roomId: string): string {
  return `current:${roomId}`;
}

const social = (action: 'follow' | 'share') =>
  handle(flatSchema, (d, base) => ({ type: 'social', ...base, user: userOf(d), action }));

const handlers: Record<string, Handler> = {
  gift: handle(giftSchema, (d, base) => ({
    type: 'gift',
    ...base,
    user: userOf(d),
    giftId: d.giftId ?? '',
    giftName: d.giftName ?? '',
    diamondCount: d.diamondCount,
    repeatCount: d.repeatCount ?? 0,
    repeatEnd: d.repeatEnd ?? false,
    groupId: d.groupId ?? '0',
    // Connector README: streaks apply "only to gifts with giftType 1".
    streakable: d.giftType === 1,
    toUserId: d.receiverUserId ?? null,
  })),
  like: handle(likeSchema, (d, base) => ({
    type: 'like',
    ...base,
    user: userOf(d),
    count: d.likeCount ?? 0,
    likeTotal: d.totalLikeCount ?? null,
  })),
  chat: handle(chatSchema, (d, base) => ({ type: 'chat', ...base, user: userOf(d), content: d.comment ?? '' })),
  member: handle(memberSchema, (d, base) => ({ type: 'member', ...base, user: userOf(d), memberCount: d.memberCount ?? null })),
  follow: social('follow'),
  share: social('share'),
  social: handle(socialSchema, (d, base) => {
    // The connector's social event: displayType `pm_main_follow_message_viewer_2` (follow) or
    // `pm_mt_guidance_share` (share), the same display keys as the webcast captures.
    const kind = d.displayType ?? '';
    const action = kind.includes('follow') ? 'follow' : kind.includes('share') ? 'share' : undefined;
    if (action === undefined) return ignored(`tikfinity:social ${kind}`, 'tikfinity:social');
    return { type: 'social', ...base, user: userOf(d), action };
  }),
  roomUser: handle(roomUserSchema, (d, base) => ({ type: 'roomStats', ...base, viewerCount: d.viewerCount ?? 0 })),
  streamEnd: handle(flatSchema, (_d, base) => ({ type: 'control', ...base, action: 'ended' })),
  linkMicBattle: handle(battleSchema, (d, base) => {
    const hosts = (d.battleUsers ?? []).flatMap((u) => (u.userId === undefined ? [] : [u.userId]));
    return {
      type: 'battle',
      ...base,
      battleId: d.battleId ?? currentBattleOf(base.roomId),
      // The connector's battle event says who fights, not the phase or timing.
      phase: 'unknown',
      statusCode: null,
      startTime: null,
      durationMs: null,
      teams: hosts.map((id) => ({ teamId: id, hostUserIds: [id] })),
    };
  }),
  linkMicArmies: handle(armiesSchema, (d, base) => {
    const scores: ArmyScore[] = (d.battleArmies ?? []).map((a) => ({
      hostUserId: a.hostUserId ?? '',
      teamId: null,
      points: a.points ?? 0,
      contributors: (a.participants ?? []).map((p) => ({ userId: p.userId ?? '', nickname: p.nickname ?? '' })),
    }));
    return { type: 'armies', ...base, battleId: d.battleId ?? currentBattleOf(base.roomId), scores };
  }),
};

/**
 * Normalizes one TikFinity Events API message.
 * @param message `{ event, data }` as JSON text or parsed value.
 * @param ctx `receivedAt` (ms) and the room TikFinity is connected to (its events carry no room id).
 * @returns one event, `ignored` for events the product does not use, or a reject with its reason. Never throws.
 */
export function normalizeTikfinityEvent(message: string | unknown, ctx: NormalizeContext): NormalizeResult {
  let value: unknown = message;
  if (typeof message === 'string') {
    const parsed = parseJson(message);
    if (!parsed.ok) return rejected(`tikfinity: ${parsed.reason}`);
    value = parsed.value;
  }
  const envelope = envelopeSchema.safeParse(value);
  if (!envelope.success) return rejected(`tikfinity: ${describeZodError(envelope.error)}`);
  const { event, data } = envelope.data;
  const handler = handlers[event];
  if (handler === undefined) return ignored(`tikfinity:${event}`, `tikfinity:${event}`);
  return handler(event, data ?? {}, ctx);
}
