/**
 * `auth/*` routes (the product's calls; eladmin `AuthorizationController`):
 * - `GET auth/code` (public) → captcha `{ img, uuid, enabled }`;
 * - `POST auth/login` (public) `{ username, password, code, uuid }` → `{ token: 'Bearer …', user }`;
 *   400 on a wrong/expired captcha, wrong credentials or a disabled account; 429 when the IP's allowance is used up,
 *   or for a wrong password during the username's backoff (login-throttle.ts);
 * - `GET auth/info` → the signed-in user's info; `DELETE auth/logout` → ends the session (200);
 * - `GET auth/online?filter=&page=&size=&sort=` (permission `online:list`) → a page of sessions;
 *   `GET auth/online/download` (same query, `online:list`) → the matching sessions as xlsx;
 *   `DELETE auth/online` `[keys]` (permission `online:del`) → those sessions end (their next call gets 401);
 *   400 when the caller's own session is among the keys (sign out instead); 403 when one belongs to a user with a
 *   role more powerful than the caller's level (role levels, as for editing users), and then none ends.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { captchaSchema, loginBodySchema, loginResultSchema, onlineSessionSchema, userInfoSchema } from '../../../streams/contracts/auth';
import { apiErrorSchema, pageQuerySchema, pageSchema } from '../../../streams/contracts/common';
import { badRequest, refuse } from '../../http/http-error';
import { refusal, refusalMessage } from '../../../streams/contracts/refusals';
import { emptyResponse } from '../../http/route-schemas';
import { caller } from '../../plugins/auth';
import { ONLINE_EXPORT_MAX_ROWS, onlineUsersXlsx } from '../server-monitor/online-xlsx';
import { browserName } from './browser-name';
import { callerIsAdmin, callerLevel } from './caller-access';
import { createCaptchaService } from './captcha-service';
import { createLoginThrottle, DEFAULT_LOGIN_LIMITS, type LoginLimits } from './login-throttle';
import { sendSerialized, serializeOk } from './principal-cache';
import { kickOut, listOnline, login } from './service';

export interface AuthRoutesOptions {
  /** Captcha lifetime (default 2 minutes); tests shorten it to see expiry. */
  captchaTtlMs?: number;
  /** Sign-in limits (default: 20 refusals per IP, backoff after 5 attempts per username, per 10 minutes). */
  loginLimits?: Partial<LoginLimits>;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

const onlineQuerySchema = pageQuerySchema.extend({
  /** eladmin's online page sends `filter`; `blurry` is accepted as the house-wide alias. */
  filter: z.string().max(100).optional(),
  blurry: z.string().max(100).optional(),
});

const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const captcha = createCaptchaService(app.kv, { ttlMs: options.captchaTtlMs });
  const throttle = createLoginThrottle(app.kv, { ...DEFAULT_LOGIN_LIMITS, ...options.loginLimits });
  const deps = () => ({
    db: app.db,
    sessions: app.sessions,
    tokens: app.tokens,
    captcha,
    throttle,
    captchaEnabled: app.config.loginCaptcha,
    timeZone: app.config.timeZone,
  });

  app.get(
    '/auth/code',
    {
      config: { public: true },
      schema: { tags: ['auth'], summary: 'New sign-in captcha (valid 2 minutes, one attempt)', security: [], response: { 200: captchaSchema } },
    },
    async () => ({ ...(await captcha.create()), enabled: app.config.loginCaptcha }),
  );

  // The IP's allowance is taken before the body is validated and given back only by a success, so every refused
  // sign-in counts whatever refused it: the schema, an input check of another plugin, the captcha or the password.
  const reserved = new WeakSet<FastifyRequest>();
  app.post(
    '/auth/login',
    {
      config: { public: true },
      preValidation: async (request) => {
        reserved.add(request);
        await throttle.reserveIp(request.ip);
      },
      onSend: async (request, reply, payload) => {
        try {
          const ownUnit = reserved.has(request);
          if (reply.statusCode === 200) {
            if (ownUnit) await throttle.releaseIp(request.ip);
          } else if (!ownUnit) {
            await throttle.countIpRefusal(request.ip);
          }
        } catch (error) {
          // The answer is decided; a counter that could not be written must not change it.
          request.log.error({ err: error, reqId: request.id }, 'sign-in limiter not updated');
        }
        return payload;
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in',
        security: [],
        body: loginBodySchema,
        response: { 200: loginResultSchema, ...errors },
      },
    },
    async (request) => login(deps(), request.body, { ip: request.ip, browser: browserName(request.headers['user-agent']) }),
  );

  app.get(
    '/auth/info',
    { schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: userInfoSchema, ...errors } } },
    async (request, reply) => {
      const { userId } = caller(request);
      // Serialized once per principal generation (principal-cache.ts) through this route's own response schema.
      const body = await app.principals.derived(userId, 'auth/info', async () => {
        const principal = await app.principals.principal(userId);
        return principal ? serializeOk(reply, principal.info) : null;
      });
      if (body === null) throw refuse(401, refusal('UNAUTHORIZED'));
      return sendSerialized(reply, body);
    },
  );

  app.delete(
    '/auth/logout',
    { schema: { tags: ['auth'], summary: 'End the current session', response: { 200: emptyResponse, ...errors } } },
    async (request, reply) => {
      await app.sessions.end(caller(request).session.key);
      return reply.code(200).send();
    },
  );

  app.get(
    '/auth/online',
    {
      config: { permission: 'online:list' },
      schema: {
        tags: ['auth'],
        summary: 'Online sessions (all instances), newest first; filter over user, nickname, dept, IP, browser',
        querystring: onlineQuerySchema,
        response: { 200: pageSchema(onlineSessionSchema), ...errors },
      },
    },
    async (request) =>
      listOnline(
        app.sessions,
        { ...request.query, filter: request.query.filter ?? request.query.blurry },
        app.config.timeZone,
      ),
  );

  app.get(
    '/auth/online/download',
    {
      config: { permission: 'online:list' },
      schema: {
        tags: ['auth'],
        summary: 'The online sessions matching the filter and sort as an xlsx workbook',
        querystring: onlineQuerySchema.omit({ page: true, size: true }),
        produces: [XLSX_TYPE],
        response: { 200: z.any().describe('xlsx workbook'), ...errors },
      },
    },
    async (request, reply) => {
      const { filter, blurry, sort } = request.query;
      const page = await listOnline(app.sessions, { filter: filter ?? blurry, sort, page: 0, size: ONLINE_EXPORT_MAX_ROWS }, app.config.timeZone);
      const file = await onlineUsersXlsx(page.content);
      return reply.code(200).header('content-type', XLSX_TYPE).header('content-disposition', 'attachment; filename="online-users.xlsx"').send(file);
    },
  );

  app.delete(
    '/auth/online',
    {
      config: { permission: 'online:del' },
      schema: {
        tags: ['auth'],
        summary: "Kick sessions out by key; their next call gets 401. 400 for the caller's own session, 403 for a more powerful user's",
        body: z.array(z.string().min(1).max(128)).min(1, refusalMessage('SESSION_KEYS_REQUIRED')).max(1000),
        response: { 200: emptyResponse, ...errors },
      },
    },
    async (request, reply) => {
      if (request.body.includes(caller(request).session.key)) {
        throw badRequest(refusal('KICK_OWN_SESSION'));
      }
      await kickOut(app.db, app.sessions, request.body, { level: await callerLevel(app, request), isAdmin: callerIsAdmin(request) });
      return reply.code(200).send();
    },
  );
};

export default authRoutes;
