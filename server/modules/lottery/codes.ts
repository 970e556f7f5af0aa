/**
 * Lottery codes (`api/lottery/codes`): one code per streamer and activity, which is also the streamer's personal link
 * (`/whiteListPages/luckLottery?code=…`). Codes are 10 characters of an alphabet without look-alikes (no 0/O, 1/I/L),
 * drawn from the operating system's generator: about 2^49 codes, so guessing one is hopeless. They are stored as they
 * are, because staff resend them. Revoking a code makes its link "no longer valid"; restoring it opens it again.
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Page } from '../../../streams/contracts/common';
import type { LotteryCode } from '../../../streams/contracts/lottery';
import { refusal } from '../../../streams/contracts/refusals';
import type { Db, DbOrTx } from '../../db/database';
import { lotteryActivities, lotteryCodes } from '../../db/schema/lottery';
import { badRequest, notFound } from '../../http/http-error';
import { blurryOver, defineList, type ListQuery } from '../../http/list-query';
import { formatWireDate } from '../../http/wire-date';
import { activityOrThrow } from './activities';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

/** A new random code. */
export function newLotteryCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

const codeRow = (db: DbOrTx) => db.select({ code: lotteryCodes, activityName: lotteryActivities.name }).from(lotteryCodes).innerJoin(lotteryActivities, eq(lotteryActivities.id, lotteryCodes.activityId));
type CodeRow = Awaited<ReturnType<typeof codeRow>>[number];

const codeList = defineList({
  table: lotteryCodes,
  sorts: { id: lotteryCodes.id, code: lotteryCodes.code, uniqueId: lotteryCodes.uniqueId, lastDrawDay: lotteryCodes.lastDrawDay, createTime: lotteryCodes.createTime },
  order: [desc(lotteryCodes.createTime)],
  tieBreak: desc(lotteryCodes.id),
  select: codeRow,
});

const toCode = ({ code, activityName }: CodeRow, zone: string): LotteryCode => ({
  id: code.id,
  activityId: code.activityId,
  activityName,
  code: code.code,
  uniqueId: code.uniqueId,
  nickname: code.nickname,
  revoked: code.revoked,
  lastDrawDay: code.lastDrawDay,
  draws: code.draws,
  createTime: formatWireDate(code.createTime, zone),
});

/** `GET api/lottery/codes`: newest first; filters activity and revoked; `blurry` searches code, TikTok ID, nickname. */
export async function listCodes(db: Db, query: ListQuery & { activityId?: number | undefined; revoked?: 'true' | 'false' | undefined; blurry?: string | undefined }, zone: string): Promise<Page<LotteryCode>> {
  const conditions = [
    query.activityId === undefined ? undefined : eq(lotteryCodes.activityId, query.activityId),
    query.revoked === undefined ? undefined : eq(lotteryCodes.revoked, query.revoked === 'true'),
    blurryOver(query.blurry, lotteryCodes.code, lotteryCodes.uniqueId, lotteryCodes.nickname),
  ];
  return codeList.page(db, query, conditions, (rows) => rows.map((row) => toCode(row, zone)));
}

/**
 * `POST api/lottery/codes/issue`: a code for each streamer (a TikTok ID given twice gets one code; a streamer who
 * already has a code for the activity gets that one back rather than a second). @throws 404 unknown activity.
 */
export async function issueCodes(db: Db, body: { activityId: number; streamers: { uniqueId: string; nickname: string | null }[] }, by: string, zone: string): Promise<LotteryCode[]> {
  return db.transaction(async (tx) => {
    await activityOrThrow(tx, body.activityId);
    // One entry per TikTok ID (without '@', any case); a nickname given on any of its lines is kept.
    const wanted = new Map<string, { nickname: string | null }>();
    for (const streamer of body.streamers) {
      const key = streamer.uniqueId.replace(/^@/, '').toLowerCase();
      wanted.set(key, { nickname: wanted.get(key)?.nickname ?? streamer.nickname });
    }
    const existing = await tx.select({ id: lotteryCodes.id, uniqueId: lotteryCodes.uniqueId }).from(lotteryCodes).where(eq(lotteryCodes.activityId, body.activityId));
    const have = new Map(existing.map((row) => [row.uniqueId.toLowerCase(), row.id]));
    const fresh = [...wanted].filter(([key]) => !have.has(key));
    const ids = [...wanted.keys()].flatMap((key) => (have.has(key) ? [have.get(key)!] : []));
    if (fresh.length > 0) {
      const inserted = await tx
        .insert(lotteryCodes)
        .values(fresh.map(([key, streamer]) => ({ activityId: body.activityId, code: newLotteryCode(), uniqueId: key, nickname: streamer.nickname, createBy: by, updateBy: by })))
        .returning({ id: lotteryCodes.id });
      ids.push(...inserted.map((row) => row.id));
    }
    const rows = await codeRow(tx).where(inArray(lotteryCodes.id, ids)).orderBy(lotteryCodes.id);
    return rows.map((row) => toCode(row, zone));
  });
}

/** `PUT api/lottery/codes/revoke`: revokes (or restores) codes. @throws 404 naming an unknown id (nothing changed). */
export async function revokeCodes(db: Db, body: { ids: number[]; revoked: boolean }, by: string): Promise<void> {
  await db.transaction(async (tx) => {
    const done = await tx.update(lotteryCodes).set({ revoked: body.revoked, updateBy: by, updateTime: new Date() }).where(inArray(lotteryCodes.id, body.ids)).returning({ id: lotteryCodes.id });
    const missing = body.ids.find((id) => !done.some((row) => row.id === id));
    if (missing !== undefined) throw notFound(refusal('LOTTERY_CODE_NOT_FOUND', { id: missing }));
  });
}

/**
 * `DELETE api/lottery/codes [ids]`. @throws 404 naming an unknown id; 400 `LOTTERY_CODE_DRAWN` when one has draws on
 * record (revoke it instead: the records are the prizes' history). Nothing is deleted then.
 */
export async function deleteCodes(db: Db, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const [drawn] = await tx.select({ code: lotteryCodes.code }).from(lotteryCodes).where(and(inArray(lotteryCodes.id, ids), gt(lotteryCodes.draws, 0))).limit(1);
    if (drawn) throw badRequest(refusal('LOTTERY_CODE_DRAWN', { code: drawn.code }));
    const done = await tx.delete(lotteryCodes).where(inArray(lotteryCodes.id, ids)).returning({ id: lotteryCodes.id });
    const missing = ids.find((id) => !done.some((row) => row.id === id));
    if (missing !== undefined) throw notFound(refusal('LOTTERY_CODE_NOT_FOUND', { id: missing }));
  });
}
