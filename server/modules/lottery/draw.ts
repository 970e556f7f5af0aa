/**
 * The public lottery (`GET api/h5/lottery?code=`, `POST api/h5/lottery/draw` `{code}`), opened by a streamer's code
 * without a session. The rules are streams/lottery/lottery-rules.ts: one draw per code per Dubai day, 18:00–22:00
 * Dubai time whatever the server's zone, inside the activity's days; a prize out of stock is never drawn.
 *
 * A draw is one transaction: the code is claimed for today by a conditional update (`last_draw_day` set only when it
 * is not today), so of two simultaneous draws with one code exactly one goes on and the other is refused as "already
 * used"; the prize's stock is taken by a conditional update too (never below 0: a prize whose last one went to a
 * simultaneous draw gives no prize); the record is unique per code and day as a second guard. Any failure rolls the
 * whole draw back and answers 503 `LOTTERY_DRAW_FAILED` ("try again"), so a failed draw never uses up the day.
 *
 * Refusals (400 unless said): `LOTTERY_CODE_REQUIRED`; `LOTTERY_CODE_INVALID` (404); `LOTTERY_LINK_INVALID` (410,
 * revoked); `LOTTERY_NOT_STARTED` / `LOTTERY_ENDED` (naming the day); `LOTTERY_OUTSIDE_HOURS` (naming when draws
 * open next); `LOTTERY_CODE_USED` (today's draw made).
 */
import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LotteryDrawResult, LotteryWheel } from '../../../streams/contracts/lottery';
import { refusal } from '../../../streams/contracts/refusals';
import { checkDraw, drawHours, drawPrize, lotteryDay, type LotteryRefusalCode } from '../../../streams/lottery/lottery-rules';
import type { Db, DbOrTx } from '../../db/database';
import { isUniqueViolation } from '../../db/database-error';
import { lotteryActivities, lotteryCodes, lotteryPrizes, lotteryRecords } from '../../db/schema/lottery';
import { HttpError, refuse } from '../../http/http-error';
import { fromCents } from './prizes';
import type { UniformSource } from './lottery-random';

/** The code's row with its activity, or nulls. */
async function codeWithActivity(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ code: lotteryCodes, activity: lotteryActivities })
    .from(lotteryCodes)
    .innerJoin(lotteryActivities, eq(lotteryActivities.id, lotteryCodes.activityId))
    .where(eq(lotteryCodes.code, code.toUpperCase()));
  // A disabled activity's codes open nothing, like unknown ones.
  return row && row.activity.enabled ? row : null;
}

const prizesOf = (db: DbOrTx, activityId: number) => db.select().from(lotteryPrizes).where(eq(lotteryPrizes.activityId, activityId)).orderBy(asc(lotteryPrizes.sort), asc(lotteryPrizes.id));

/** `yyyy-MM-dd 18:00` of the next opening of the draw hours after `at` (Dubai time). */
function nextOpening(at: number): string {
  const hours = drawHours(at);
  const day = at < hours.opensAt ? lotteryDay(at) : lotteryDay(hours.opensAt + 24 * 3_600_000);
  return `${day} 18:00`;
}

/** The refusal answer of a rule's code, with the status and params it carries. */
function refusalOf(code: LotteryRefusalCode, at: number, activity: { startDate: string; endDate: string } | null): HttpError {
  switch (code) {
    case 'LOTTERY_CODE_REQUIRED':
      return refuse(400, refusal(code));
    case 'LOTTERY_CODE_INVALID':
      return refuse(404, refusal(code));
    case 'LOTTERY_LINK_INVALID':
      return refuse(410, refusal(code));
    case 'LOTTERY_NOT_STARTED':
      return refuse(400, refusal(code, { date: activity?.startDate ?? '' }));
    case 'LOTTERY_ENDED':
      return refuse(400, refusal(code, { date: activity?.endDate ?? '' }));
    case 'LOTTERY_OUTSIDE_HOURS':
      return refuse(400, refusal(code, { time: nextOpening(at) }));
    case 'LOTTERY_CODE_USED':
      return refuse(400, refusal(code));
  }
}

/** `GET api/h5/lottery?code=`: the wheel, the activity, today's hours and today's draw if made. @throws the code's refusals. */
export async function wheelOf(db: Db, code: string | undefined, at: number): Promise<LotteryWheel> {
  if (!code) throw refusalOf('LOTTERY_CODE_REQUIRED', at, null);
  const found = await codeWithActivity(db, code);
  if (!found) throw refusalOf('LOTTERY_CODE_INVALID', at, null);
  if (found.code.revoked) throw refusalOf('LOTTERY_LINK_INVALID', at, null);
  const prizes = await prizesOf(db, found.activity.id);
  const [today] = await db
    .select()
    .from(lotteryRecords)
    .where(and(eq(lotteryRecords.codeId, found.code.id), eq(lotteryRecords.lotteryDay, lotteryDay(at))));
  const rest = 100 - prizes.reduce((sum, prize) => sum + prize.probability, 0);
  const hours = drawHours(at);
  return {
    activityName: found.activity.name,
    startDate: found.activity.startDate,
    endDate: found.activity.endDate,
    nickname: found.code.nickname,
    slices: [
      ...prizes.map((prize) => ({ prizeId: prize.id, name: prize.name, picture: prize.picture, probability: prize.probability, soldOut: prize.stock === 0 })),
      ...(rest > 0 ? [{ prizeId: null, name: null, picture: null, probability: rest, soldOut: false }] : []),
    ],
    opensAt: hours.opensAt,
    closesAt: hours.closesAt,
    now: at,
    today: today ? { sliceIndex: today.sliceIndex, prizeName: today.prizeName, value: today.valueCents === null ? null : fromCents(today.valueCents) } : null,
  };
}

/** `POST api/h5/lottery/draw`: draws for the code now. @throws the refusals above; 503 `LOTTERY_DRAW_FAILED`. */
export async function drawFor(db: Db, code: string | undefined, at: number, random: UniformSource, log: FastifyBaseLogger): Promise<LotteryDrawResult> {
  try {
    return await db.transaction(async (tx) => {
      const found = code ? await codeWithActivity(tx, code) : null;
      const rule = checkDraw({ at, codeGiven: Boolean(code), code: found ? { revoked: found.code.revoked, lastDrawDay: found.code.lastDrawDay } : null, activity: found?.activity ?? null });
      if (rule) throw refusalOf(rule, at, found?.activity ?? null);
      const { code: codeRow, activity } = found!;
      const day = lotteryDay(at);
      const claimed = await tx
        .update(lotteryCodes)
        .set({ lastDrawDay: day, draws: sql`${lotteryCodes.draws} + 1` })
        .where(and(eq(lotteryCodes.id, codeRow.id), eq(lotteryCodes.revoked, false), or(isNull(lotteryCodes.lastDrawDay), ne(lotteryCodes.lastDrawDay, day))))
        .returning({ id: lotteryCodes.id });
      if (claimed.length === 0) throw refusalOf('LOTTERY_CODE_USED', at, activity);
      const prizes = await prizesOf(tx, activity.id);
      const outcome = drawPrize(prizes, random());
      let prize = outcome.prize;
      if (prize) {
        const taken = await tx
          .update(lotteryPrizes)
          .set({ stock: sql`case when ${lotteryPrizes.stock} is null then null else ${lotteryPrizes.stock} - 1 end`, drawn: sql`${lotteryPrizes.drawn} + 1` })
          .where(and(eq(lotteryPrizes.id, prize.id), or(isNull(lotteryPrizes.stock), sql`${lotteryPrizes.stock} > 0`)))
          .returning({ id: lotteryPrizes.id });
        if (taken.length === 0) prize = null;
      }
      const [record] = await tx
        .insert(lotteryRecords)
        .values({
          activityId: activity.id,
          codeId: codeRow.id,
          uniqueId: codeRow.uniqueId,
          nickname: codeRow.nickname,
          prizeId: prize?.id ?? null,
          prizeName: prize?.name ?? null,
          valueCents: prize?.valueCents ?? null,
          sliceIndex: outcome.sliceIndex,
          lotteryTime: new Date(at),
          lotteryDay: day,
        })
        .returning({ id: lotteryRecords.id });
      return {
        recordId: record!.id,
        sliceIndex: outcome.sliceIndex,
        prizeId: prize?.id ?? null,
        prizeName: prize?.name ?? null,
        value: prize ? fromCents(prize.valueCents) : null,
        picture: prize?.picture ?? null,
      };
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The record's (code, day) index caught a simultaneous draw the claim did not: the day's draw was made.
    if (isUniqueViolation(error)) throw refusalOf('LOTTERY_CODE_USED', at, null);
    log.error({ err: error }, 'lottery draw failed');
    throw refuse(503, refusal('LOTTERY_DRAW_FAILED'));
  }
}
