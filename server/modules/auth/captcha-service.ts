/**
 * One-time arithmetic captchas for sign-in (eladmin `auth/code`). The answer lives in the KV store
 * under the uuid for 2 minutes and is deleted by the first check, right or wrong, so an answer can never be
 * replayed (a captcha that can be reused lets a script retry forever). Answers are never negative: a phone's number
 * pad has no minus key.
 */
import { randomInt, randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { KvStore } from '../../kv/kv-store';
import { badRequest } from '../../http/http-error';
import { refusal } from '../../../streams/contracts/refusals';

/** KV key of a captcha answer (tests read it to log in through the real routes). */
export const captchaKey = (uuid: string) => `captcha:${uuid}`;

export const CAPTCHA_TTL_MS = 2 * 60_000;

/** A random integer from `min` to `max`, both included. */
export type RandomInt = (min: number, max: number) => number;

/** `crypto.randomInt` takes an exclusive upper bound. */
const cryptoRandomInt: RandomInt = (min, max) => randomInt(min, max + 1);

/**
 * Draws the challenge: two digits from 1 to 9 added, or the smaller taken from the larger, so the answer is a whole
 * number from 0 to 18 (svg-captcha's own `createMathExpr` may subtract the larger one and ask for a negative).
 * @returns the expression as drawn (`7-3`) and its answer (`4`).
 */
export function drawArithmetic(random: RandomInt = cryptoRandomInt): { equation: string; answer: number } {
  const a = random(1, 9);
  const b = random(1, 9);
  if (random(0, 1) === 0) return { equation: `${a}+${b}`, answer: a + b };
  const [high, low] = a >= b ? [a, b] : [b, a];
  return { equation: `${high}-${low}`, answer: high - low };
}

/**
 * svg-captcha renders any text with `svgCaptcha(text, options)` (its README), which its type declarations leave out;
 * typed here for the options used.
 */
const renderSvg = svgCaptcha as unknown as (text: string, options: { noise: number; width: number; height: number }) => string;

export interface CaptchaService {
  /** A new challenge: an SVG data URL and the uuid to send back with the answer. */
  create(): Promise<{ img: string; uuid: string }>;
  /**
   * Checks an answer and consumes the challenge.
   * @throws HttpError 400 'The verification code does not exist or has expired' / 'Verification code error'.
   */
  check(uuid: string, code: string): Promise<void>;
}

export function createCaptchaService(kv: KvStore, options: { ttlMs?: number } = {}): CaptchaService {
  const ttlMs = options.ttlMs ?? CAPTCHA_TTL_MS;
  return {
    async create() {
      const { equation, answer } = drawArithmetic();
      const svg = renderSvg(equation, { noise: 2, width: 111, height: 36 });
      const uuid = randomUUID();
      await kv.set(captchaKey(uuid), String(answer), ttlMs);
      return { img: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, uuid };
    },
    async check(uuid, code) {
      const answer = uuid ? await kv.take(captchaKey(uuid)) : null;
      if (answer === null) throw badRequest(refusal('CAPTCHA_EXPIRED'));
      if (code.trim() === '' || code.trim() !== answer) throw badRequest(refusal('CAPTCHA_WRONG'));
    },
  };
}
