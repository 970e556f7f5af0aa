/**
 * The command log as the delivery queue: a command is never sent twice for one gift and never lost while a device
 * reconnects (queued with a bound and an expiry); contract streams/contracts/devices.ts:
 * - {@link fireRule} writes the log row FIRST, in one transaction holding the rule's row lock: the unique
 *   (rule, room, gift msgId) key makes a second firing for the same gift impossible on any instance, and the lock
 *   orders the cooldown check of concurrent gifts. Delivery comes after, from the stored row only.
 * - a device's waiting commands are its rows `queued` (not handed to a connection yet) or `sent` (handed, not
 *   acknowledged). {@link claimQueued} moves `queued` → `sent` with `FOR UPDATE SKIP LOCKED`, so two instances never
 *   claim one row; {@link takeWaiting} (a connection opens) takes every unexpired waiting row again, so a command
 *   whose ack was lost in a dropped connection is sent once more (devices act once per command id).
 * - at most {@link DEVICE_QUEUE_BOUND} waiting rows per device: a new one fails the oldest with 'queue full'.
 * - a row past `expires_at` is never sent; {@link expireWaiting} marks such rows `expired`.
 * - acks are idempotent: only a waiting (or just expired) row of that device becomes `acked`, once.
 */
import { and, asc, count, desc, eq, inArray, lte, gt, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { CountedGift } from '../../../streams/live/gift-streak';
import { DEVICE_QUEUE_BOUND, fillTemplate, isJsonTemplate, SAMPLE_TEMPLATE_CONTEXT, type TemplateContext } from '../../../streams/contracts/devices';
import type { Db, DbOrTx } from '../../db/database';
import { deviceCommandLog, deviceGiftMessages, deviceRules } from '../../db/schema/devices';
import { cooldownDecision } from './rule-match';

export type LogRow = typeof deviceCommandLog.$inferSelect;

/** Statuses of a waiting command. */
export const WAITING = ['queued', 'sent'] as const;

/** Reasons the server writes (the log page shows them as written). */
export const REASONS = {
  queueFull: 'queue full: the device had 100 commands waiting; the oldest was dropped',
  deviceDisabled: 'the device is disabled',
  expiredQueued: 'expired before the device connected',
  expiredSent: 'expired before the device acknowledged it',
  deviceDeleted: 'the device was deleted',
  nack: 'refused by the device',
} as const;

/** What a firing needs of a rule (loaded with its command and device, server/modules/devices/rule-engine.ts). */
export interface FiringRule {
  id: number;
  name: string;
  cooldownMs: number;
  command: { id: number; name: string; payloadTemplate: string; ttlMs: number };
  device: { id: number; name: string; enabled: boolean };
}

/**
 * The stored payload of `template` for `context`: the filled text, and whether it is JSON. A JSON template that does
 * not parse once filled in (saved before a fix of the check) goes as text rather than not at all.
 */
export function payloadOf(template: string, context: TemplateContext): { payload: string; payloadIsJson: boolean } {
  const payload = fillTemplate(template, context);
  if (!isJsonTemplate(template)) return { payload, payloadIsJson: false };
  try {
    JSON.parse(payload);
    return { payload, payloadIsJson: true };
  } catch {
    return { payload, payloadIsJson: false };
  }
}

/** The payload a device receives for a log row: the JSON value of a JSON payload, the text otherwise. */
export const payloadValue = (row: { payload: string; payloadIsJson: boolean }): unknown => (row.payloadIsJson ? (JSON.parse(row.payload) as unknown) : row.payload);

/** What a template is filled in with for a counted gift. */
export function contextOf(roomId: string, gift: CountedGift, handle: string, rule: FiringRule): TemplateContext {
  return {
    user: { userId: gift.user.userId, uniqueId: gift.user.uniqueId, nickname: gift.user.nickname },
    gift: { id: gift.giftId, name: gift.giftName, repeatCount: gift.repeatCount, diamondCount: gift.diamondCount, diamonds: gift.diamonds },
    room: { id: roomId, uniqueId: handle },
    rule: { name: rule.name },
    device: { name: rule.device.name },
  };
}

/**
 * Fails the oldest waiting commands of `deviceId` beyond {@link DEVICE_QUEUE_BOUND}.
 * @returns how many were failed.
 */
async function enforceBound(tx: DbOrTx, deviceId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(deviceCommandLog)
    .where(and(eq(deviceCommandLog.deviceId, deviceId), inArray(deviceCommandLog.status, [...WAITING])));
  const excess = (row?.n ?? 0) - DEVICE_QUEUE_BOUND;
  if (excess <= 0) return 0;
  const oldest = tx
    .select({ id: deviceCommandLog.id })
    .from(deviceCommandLog)
    .where(and(eq(deviceCommandLog.deviceId, deviceId), inArray(deviceCommandLog.status, [...WAITING])))
    .orderBy(asc(deviceCommandLog.id))
    .limit(excess);
  const failed = await tx
    .update(deviceCommandLog)
    .set({ status: 'failed', reason: REASONS.queueFull })
    .where(inArray(deviceCommandLog.id, oldest))
    .returning({ id: deviceCommandLog.id });
  return failed.length;
}

/** The outcome of {@link fireRule}: the new row, or null when this gift had fired the rule already (or the rule is gone). */
export type FireResult = { logId: number; status: 'queued' | 'skipped'; deviceId: number } | null;

/**
 * Fires `rule` for a counted gift of the hub room `roomId` (counted at `giftAt`, ms): writes its log row (status
 * `queued`, or `skipped` inside the cooldown or for a disabled device) unless the gift fired the rule before. The hub's
 * room id is the key, not the gift's own `roomId` (a platform's id, the same for two replays of one recording).
 * @throws on database errors (nothing is written then; the caller retries).
 */
export async function fireRule(db: Db, rule: FiringRule, roomId: string, gift: CountedGift, handle: string, giftAt: number, now: number): Promise<FireResult> {
  return db.transaction(async (tx) => {
    // The rule's row lock: concurrent gifts of one rule (other rooms, other instances) decide their cooldown in turn.
    const locked = await tx.select({ id: deviceRules.id }).from(deviceRules).where(eq(deviceRules.id, rule.id)).for('update');
    if (locked.length === 0) return null;
    const [seen] = await tx
      .select({ id: deviceCommandLog.id })
      .from(deviceCommandLog)
      .where(and(eq(deviceCommandLog.ruleId, rule.id), eq(deviceCommandLog.roomId, roomId), eq(deviceCommandLog.giftMsgId, gift.msgId)));
    if (seen) return null;
    const [last] = await tx
      .select({ giftAt: deviceCommandLog.giftAt })
      .from(deviceCommandLog)
      .where(and(eq(deviceCommandLog.ruleId, rule.id), ne(deviceCommandLog.status, 'skipped')))
      .orderBy(desc(deviceCommandLog.id))
      .limit(1);
    const verdict = rule.device.enabled ? cooldownDecision(rule.cooldownMs, last ? last.giftAt.getTime() : null, giftAt) : { send: false as const, reason: REASONS.deviceDisabled };
    const status = verdict.send ? 'queued' : 'skipped';
    const inserted = await tx
      .insert(deviceCommandLog)
      .values({
        ruleId: rule.id,
        ruleName: rule.name,
        deviceId: rule.device.id,
        deviceName: rule.device.name,
        commandId: rule.command.id,
        commandName: rule.command.name,
        roomId,
        giftMsgId: gift.msgId,
        gift: { name: gift.giftName, repeatCount: gift.repeatCount, diamonds: gift.diamonds, userUniqueId: gift.user.uniqueId, userNickname: gift.user.nickname },
        giftAt: new Date(giftAt),
        ...payloadOf(rule.command.payloadTemplate, contextOf(roomId, gift, handle, rule)),
        status,
        reason: verdict.send ? null : verdict.reason,
        createdAt: new Date(now),
        expiresAt: new Date(now + rule.command.ttlMs),
      })
      .onConflictDoNothing()
      .returning({ id: deviceCommandLog.id });
    const logId = inserted[0]?.id;
    if (logId === undefined) return null;
    if (status === 'queued') await enforceBound(tx, rule.device.id);
    return { logId, status, deviceId: rule.device.id };
  });
}

/**
 * Queues a test command for a device: `command` rendered with the sample gift, or `{"test":true}` without one.
 * @returns the log row's id.
 */
export async function enqueueTest(
  db: Db,
  device: { id: number; name: string },
  command: { id: number; name: string; payloadTemplate: string; ttlMs: number } | null,
  ttlMs: number,
  now: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const context: TemplateContext = { ...SAMPLE_TEMPLATE_CONTEXT, device: { name: device.name } };
    const [row] = await tx
      .insert(deviceCommandLog)
      .values({
        deviceId: device.id,
        deviceName: device.name,
        commandId: command?.id ?? null,
        commandName: command?.name ?? 'test',
        giftAt: new Date(now),
        ...(command ? payloadOf(command.payloadTemplate, context) : { payload: '{"test":true}', payloadIsJson: true }),
        status: 'queued',
        createdAt: new Date(now),
        expiresAt: new Date(now + (command?.ttlMs ?? ttlMs)),
      })
      .returning({ id: deviceCommandLog.id });
    await enforceBound(tx, device.id);
    return row!.id;
  });
}

/** Claims up to `limit` unexpired `queued` rows of `deviceIds` (→ `sent`), oldest first. */
export async function claimQueued(db: Db, deviceIds: readonly number[], now: number, limit = DEVICE_QUEUE_BOUND): Promise<LogRow[]> {
  if (deviceIds.length === 0) return [];
  const at = new Date(now);
  const ids = db
    .select({ id: deviceCommandLog.id })
    .from(deviceCommandLog)
    .where(and(inArray(deviceCommandLog.deviceId, [...deviceIds]), eq(deviceCommandLog.status, 'queued'), gt(deviceCommandLog.expiresAt, at)))
    .orderBy(asc(deviceCommandLog.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db.update(deviceCommandLog).set({ status: 'sent', sentAt: at }).where(inArray(deviceCommandLog.id, ids)).returning();
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Every unexpired waiting row of `deviceId` (→ `sent`), oldest first: what a connection that just opened receives,
 * including commands sent to an earlier connection and never acknowledged.
 */
export async function takeWaiting(db: Db, deviceId: number, now: number): Promise<LogRow[]> {
  const at = new Date(now);
  const ids = db
    .select({ id: deviceCommandLog.id })
    .from(deviceCommandLog)
    .where(and(eq(deviceCommandLog.deviceId, deviceId), inArray(deviceCommandLog.status, [...WAITING]), gt(deviceCommandLog.expiresAt, at)))
    .orderBy(asc(deviceCommandLog.id))
    .limit(DEVICE_QUEUE_BOUND)
    .for('update', { skipLocked: true });
  const rows = await db.update(deviceCommandLog).set({ status: 'sent', sentAt: at }).where(inArray(deviceCommandLog.id, ids)).returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** What an ack or a nack did. */
export type AckOutcome = 'done' | 'already' | 'unknown';

/** Statuses an ack or nack may still change: waiting, or expired after it was sent (the device did act on it). */
const ANSWERABLE = ['queued', 'sent', 'expired'] as const;

async function answer(db: Db, deviceId: number, id: number, set: PgUpdateSetSource<typeof deviceCommandLog>): Promise<AckOutcome> {
  const changed = await db
    .update(deviceCommandLog)
    .set(set)
    .where(and(eq(deviceCommandLog.id, id), eq(deviceCommandLog.deviceId, deviceId), inArray(deviceCommandLog.status, [...ANSWERABLE])))
    .returning({ id: deviceCommandLog.id });
  if (changed.length > 0) return 'done';
  const [row] = await db
    .select({ id: deviceCommandLog.id })
    .from(deviceCommandLog)
    .where(and(eq(deviceCommandLog.id, id), eq(deviceCommandLog.deviceId, deviceId)));
  return row ? 'already' : 'unknown';
}

/** `{type:'ack', id}` from device `deviceId`: the command is done (latency = ack − queued). Idempotent. */
export function ackCommand(db: Db, deviceId: number, id: number, now: number): Promise<AckOutcome> {
  const at = new Date(now);
  return answer(db, deviceId, id, {
    status: 'acked',
    ackedAt: at,
    reason: null,
    latencyMs: sql`greatest(0, round(extract(epoch from (${at.toISOString()}::timestamptz - ${deviceCommandLog.createdAt})) * 1000))::integer`,
  });
}

/** `{type:'nack', id, reason}`: the device refused the command (status `failed` with its reason). */
export function nackCommand(db: Db, deviceId: number, id: number, reason: string | undefined, now: number): Promise<AckOutcome> {
  return answer(db, deviceId, id, { status: 'failed', ackedAt: new Date(now), reason: reason ? `${REASONS.nack}: ${reason}`.slice(0, 500) : REASONS.nack });
}

/** Marks waiting rows past their expiry `expired`. @returns how many. */
export async function expireWaiting(db: Db, now: number): Promise<number> {
  const at = new Date(now);
  const queued = await db
    .update(deviceCommandLog)
    .set({ status: 'expired', reason: REASONS.expiredQueued })
    .where(and(eq(deviceCommandLog.status, 'queued'), lte(deviceCommandLog.expiresAt, at)))
    .returning({ id: deviceCommandLog.id });
  const sent = await db
    .update(deviceCommandLog)
    .set({ status: 'expired', reason: REASONS.expiredSent })
    .where(and(eq(deviceCommandLog.status, 'sent'), lte(deviceCommandLog.expiresAt, at)))
    .returning({ id: deviceCommandLog.id });
  return queued.length + sent.length;
}

/** Records a counted gift of the followed hub room `roomId` for the 'Gift messages' page (once per room and msgId). */
export async function recordGift(db: Db, handle: string, roomId: string, gift: CountedGift, countedAt: number): Promise<void> {
  await db
    .insert(deviceGiftMessages)
    .values({
      handle,
      roomId,
      msgId: gift.msgId,
      userUniqueId: gift.user.uniqueId.slice(0, 128),
      userNickname: gift.user.nickname.slice(0, 128),
      giftId: gift.giftId.slice(0, 32),
      giftName: gift.giftName.slice(0, 128),
      repeatCount: gift.repeatCount,
      diamonds: gift.diamonds,
      countedAt: new Date(countedAt),
    })
    .onConflictDoNothing();
}
