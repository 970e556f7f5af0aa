/**
 * The streamers' lottery rules (product spec: "Lottery: one draw per streamer per day between 18:00 and 22:00
 * (GMT+4, Dubai)"; "Lottery: code required; invalid code, code already used, link no longer valid, activity not
 * started, activity ended, draw failure").
 *
 * - Time is Dubai's (`Asia/Dubai`, UTC+4, no daylight saving) whatever the server's zone: a "day" is a Dubai calendar
 *   day and draws are open from 18:00:00 (included) to 22:00:00 (excluded) Dubai time.
 * - An activity runs from 00:00 of its first day to the end of its last day, both Dubai days.
 * - A code draws at most once per Dubai day.
 * - Prizes have a whole-percent probability 1–100 each, at most 100 in total; what they leave of 100 is "no prize".
 *   A prize out of stock keeps its slice of the line but that slice gives no prize, so it is never drawn and the
 *   other prizes keep exactly their configured chances.
 *
 * The refusals are checked in the order a person can act on them: a missing or unknown code, a revoked link, the
 * activity's dates, today's hours, then today's draw already made. Pure: the clock and the random number are inputs.
 */
import { TZDate } from '@date-fns/tz';

/** The lottery's zone, fixed by the product rule. */
export const LOTTERY_ZONE = 'Asia/Dubai';
/** Draw hours, Dubai time: from `fromHour`:00 included to `toHour`:00 excluded. */
export const DRAW_HOURS = { fromHour: 18, toHour: 22 } as const;

/** Why a draw is refused (catalog codes: streams/contracts/refusals/lottery.ts). */
export type LotteryRefusalCode =
  | 'LOTTERY_CODE_REQUIRED'
  | 'LOTTERY_CODE_INVALID'
  | 'LOTTERY_LINK_INVALID'
  | 'LOTTERY_NOT_STARTED'
  | 'LOTTERY_ENDED'
  | 'LOTTERY_OUTSIDE_HOURS'
  | 'LOTTERY_CODE_USED';

/** The Dubai calendar day of an instant, `yyyy-MM-dd`. */
export function lotteryDay(at: number): string {
  const local = new TZDate(at, LOTTERY_ZONE);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** Epoch ms of `hour`:00 Dubai time on the Dubai day `day` (`yyyy-MM-dd`), `plusDays` later. */
function dubaiTime(day: string, hour: number, plusDays = 0): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, date + plusDays, hour, LOTTERY_ZONE).getTime();
}

/** Today's draw hours around `at`: when they open and close (epoch ms) and whether `at` is inside. */
export function drawHours(at: number): { open: boolean; opensAt: number; closesAt: number } {
  const day = lotteryDay(at);
  const opensAt = dubaiTime(day, DRAW_HOURS.fromHour);
  const closesAt = dubaiTime(day, DRAW_HOURS.toHour);
  return { open: at >= opensAt && at < closesAt, opensAt, closesAt };
}

/** An activity's days (Dubai, `yyyy-MM-dd`, both included). */
export interface LotteryActivityDays {
  startDate: string;
  endDate: string;
}

/** Whether `at` is before, inside or after an activity's days. */
export function activityPhase(activity: LotteryActivityDays, at: number): 'notStarted' | 'running' | 'ended' {
  if (at < dubaiTime(activity.startDate, 0)) return 'notStarted';
  if (at >= dubaiTime(activity.endDate, 0, 1)) return 'ended';
  return 'running';
}

/** What a draw is checked against. `code` is null when no code matched; `lastDrawDay` is the code's last draw day. */
export interface DrawCheckInput {
  at: number;
  codeGiven: boolean;
  code: { revoked: boolean; lastDrawDay: string | null } | null;
  activity: LotteryActivityDays | null;
}

/** The first refusal of a draw, or null when the draw may happen now. */
export function checkDraw({ at, codeGiven, code, activity }: DrawCheckInput): LotteryRefusalCode | null {
  if (!codeGiven) return 'LOTTERY_CODE_REQUIRED';
  if (!code || !activity) return 'LOTTERY_CODE_INVALID';
  if (code.revoked) return 'LOTTERY_LINK_INVALID';
  const phase = activityPhase(activity, at);
  if (phase === 'notStarted') return 'LOTTERY_NOT_STARTED';
  if (phase === 'ended') return 'LOTTERY_ENDED';
  if (!drawHours(at).open) return 'LOTTERY_OUTSIDE_HOURS';
  if (code.lastDrawDay === lotteryDay(at)) return 'LOTTERY_CODE_USED';
  return null;
}

/** A prize as the draw sees it: its whole-percent probability and its stock (null: unlimited). */
export interface DrawablePrize {
  id: number;
  probability: number;
  stock: number | null;
}

/** Whether prize probabilities are acceptable: whole numbers 1–100 each, at most 100 in total. */
export function probabilitiesValid(prizes: readonly Pick<DrawablePrize, 'probability'>[]): boolean {
  const each = prizes.every((prize) => Number.isInteger(prize.probability) && prize.probability >= 1 && prize.probability <= 100);
  return each && prizes.reduce((sum, prize) => sum + prize.probability, 0) <= 100;
}

/** What a draw landed on: the slice's index (`prizes.length` for the "no prize" rest) and the prize, or null for none. */
export interface DrawOutcome<P> {
  sliceIndex: number;
  prize: P | null;
}

/**
 * Draws a prize: the uniform number in [0, 1) falls on the 0–100 line, cut into the prizes' slices in their order and
 * the "no prize" rest after them. A prize out of stock gives no prize on its own slice.
 * @throws {RangeError} when `uniform` is outside [0, 1).
 */
export function drawPrize<P extends DrawablePrize>(prizes: readonly P[], uniform: number): DrawOutcome<P> {
  if (!(uniform >= 0 && uniform < 1)) throw new RangeError(`uniform must be in [0, 1), got ${uniform}`);
  const point = uniform * 100;
  let edge = 0;
  for (const [sliceIndex, prize] of prizes.entries()) {
    edge += prize.probability;
    if (point < edge) return { sliceIndex, prize: prize.stock === null || prize.stock > 0 ? prize : null };
  }
  return { sliceIndex: prizes.length, prize: null };
}
