/**
 * Signing in through the real routes (`auth/code` then `auth/login`), reading the captcha answer from the
 * app's KV store the way only a test in the same process can (there is no HTTP route that reveals it).
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { LoginResult } from '../../../streams/contracts/auth';
import { captchaKey } from '../../../server/modules/auth/captcha-service';

/** A fresh captcha and its answer. */
export async function newCaptcha(app: FastifyInstance): Promise<{ uuid: string; answer: string }> {
  const res = await app.inject({ method: 'GET', url: '/auth/code' });
  expect(res.statusCode).toBe(200);
  const { uuid } = res.json<{ uuid: string }>();
  const answer = await app.kv.get(captchaKey(uuid));
  if (answer === null) throw new Error('captcha answer not stored');
  return { uuid, answer };
}

/** POST auth/login with a correct captcha; returns the raw response. */
export async function attemptLogin(app: FastifyInstance, username: string, password: string, extra: Partial<InjectOptions> = {}) {
  const { uuid, answer } = await newCaptcha(app);
  return app.inject({ method: 'POST', url: '/auth/login', payload: { username, password, code: answer, uuid }, ...extra });
}

/** Signs in (must succeed) and returns the answer, whose `token` is `Bearer <jwt>`. */
export async function login(app: FastifyInstance, username: string, password: string): Promise<LoginResult> {
  const res = await attemptLogin(app, username, password);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LoginResult>();
}

/** `Authorization` header for a token. */
export const auth = (token: string) => ({ authorization: token });
