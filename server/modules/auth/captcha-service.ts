/**
 * One-time arithmetic captchas for sign-in (eladmin `auth/code`). The answer lives in the KV store
 * under the uuid for 2 minutes and is deleted by the first check, right or wrong, so an answer can never be
 * replayed (eladmin's captcha could be reused).
 */
import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { KvStore } from '../../kv/kv-store';
import { badRequest } from '../../http/http-error';

/** KV key of a captcha answer (tests read it to log in through the real routes). */
export const captchaKey = (uuid: string) => `captcha:${uuid}`;

export const CAPTCHA_TTL_MS = 2 * 60_000;

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
      const captcha = svgCaptcha.createMathExpr({ mathMin: 1, mathMax: 9, mathOperator: '+-', noise: 2, width: 111, height: 36 });
      const uuid = randomUUID();
      await kv.set(captchaKey(uuid), captcha.text, ttlMs);
      return { img: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`, uuid };
    },
    async check(uuid, code) {
      const answer = uuid ? await kv.take(captchaKey(uuid)) : null;
      if (answer === null) throw badRequest('The verification code does not exist or has expired');
      if (code.trim() === '' || code.trim() !== answer) throw badRequest('Verification code error');
    },
  };
}
