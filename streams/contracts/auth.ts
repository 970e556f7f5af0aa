/**
 * Sign-in, session and user-info wire shapes (eladmin `auth/*`).
 * Never carries a password hash.
 */
import { z } from 'zod';
import { userMessage } from './refusals/users';

/** `GET auth/code` answer: an SVG arithmetic captcha, valid 2 minutes, usable once. */
export const captchaSchema = z.object({
  img: z.string().startsWith('data:image/svg+xml;base64,'),
  uuid: z.string().min(1),
  /** false when the server runs with LOGIN_CAPTCHA=false: the code is then not checked. */
  enabled: z.boolean().optional(),
});
export type Captcha = z.infer<typeof captchaSchema>;

/** `POST auth/login` body. `code`/`uuid` may be empty only when the captcha is switched off. */
export const loginBodySchema = z.object({
  username: z.string().trim().min(1, userMessage('ACCOUNT_REQUIRED')).max(64),
  password: z.string().min(1, userMessage('PASSWORD_REQUIRED')).max(256),
  code: z.string().trim().max(16).default(''),
  uuid: z.string().trim().max(64).default(''),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const deptRefSchema = z.object({ id: z.number().int(), name: z.string() });
export const roleRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.number().int(),
  dataScope: z.enum(['all', 'own', 'custom']),
});
export const jobRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** The signed-in user as eladmin's `user.user`. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  gender: z.string().nullable(),
  avatarPath: z.string().nullable(),
  enabled: z.boolean(),
  dept: deptRefSchema.nullable(),
  roles: z.array(roleRefSchema),
  jobs: z.array(jobRefSchema),
  createTime: z.string().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * `GET auth/info` answer and `user` of the login answer.
 * `roles`: permission strings (`user:list`, …) or `["admin"]` for administrators.
 * `dataScopes`: the department ids the user's data scope reaches (empty = all).
 */
export const userInfoSchema = z.object({
  user: sessionUserSchema,
  roles: z.array(z.string()),
  dataScopes: z.array(z.number().int()),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** `POST auth/login` answer; `token` is `Bearer <jwt>`. */
export const loginResultSchema = z.object({ token: z.string().startsWith('Bearer '), user: userInfoSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** One row of `GET auth/online`. `key` identifies the session for `DELETE auth/online`. */
export const onlineSessionSchema = z.object({
  key: z.string(),
  userName: z.string(),
  nickName: z.string(),
  dept: z.string().nullable(),
  ip: z.string(),
  address: z.string().nullable(),
  browser: z.string(),
  loginTime: z.string(),
});
export type OnlineSession = z.infer<typeof onlineSessionSchema>;
