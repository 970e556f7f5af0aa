/**
 * The lottery page's calls (public, no key: the streamer's code is the credential): `GET api/h5/lottery?code=` (the
 * wheel, today's hours and today's draw) and `POST api/h5/lottery/draw` `{code}`, each answer checked against the
 * contract (streams/contracts/lottery.ts). A refusal is an {@link H5RequestError} the page translates by its code.
 */
import { lotteryDrawResultSchema, lotteryWheelSchema, type LotteryDrawResult, type LotteryWheel } from '../../../../../streams/contracts/lottery';
import { call } from '../h5-api';

/** The wheel of `code`. @throws {H5RequestError} the code's refusals; ZodError when the answer breaks the contract. */
export async function fetchLotteryWheel(code: string, signal?: AbortSignal): Promise<LotteryWheel> {
  return lotteryWheelSchema.parse(await call<unknown>('GET', 'api/h5/lottery', null, { query: { code }, signal }));
}

/** Draws once for today with `code`. @throws {H5RequestError} the draw's refusals (used today, outside the hours…). */
export async function drawLottery(code: string): Promise<LotteryDrawResult> {
  return lotteryDrawResultSchema.parse(await call<unknown>('POST', 'api/h5/lottery/draw', null, { body: { code } }));
}
