/**
 * User administration wire shapes (eladmin `api/users`). Pure: zod only.
 *
 * Bodies are strict: a field the client may not set (`admin`, `isAdmin`, `password` on an edit, `pwdResetTime`,
 * `createBy`, …) is a 400 naming the field, never silently written or silently dropped.
 */
import { z } from 'zod';
import { idSchema, queryIdSchema } from './common';
import { commonMessage } from './refusals/common';
import { userMessage } from './refusals/users';
import { PHONE_PATTERN } from './user-center';

/** `2024-05-01 08:00:00`, the eladmin wire date. */
export const WIRE_DATE_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Message of a field a body may not carry (mass assignment). */
export const notAcceptedMessage = (keys: readonly string[]) => commonMessage('FIELD_NOT_ACCEPTED', { keys });

/** A strict object whose unknown-key error names the fields (see {@link notAcceptedMessage}). */
export const strictBody = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject(shape, { error: (issue) => (issue.code === 'unrecognized_keys' ? notAcceptedMessage(issue.keys) : undefined) });

const idRef = z.object({ id: idSchema });

/** A user row of `GET api/users`. Never carries the password hash. */
export const systemUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickName: z.string(),
  gender: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  enabled: z.boolean(),
  avatarPath: z.string().nullable(),
  dept: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  roles: z.array(z.object({ id: z.number().int(), name: z.string(), level: z.number().int() })),
  jobs: z.array(z.object({ id: z.number().int(), name: z.string() })),
  createTime: z.string(),
});
export type SystemUser = z.infer<typeof systemUserSchema>;

/** Query string booleans: `true` / `false` (anything else is a 400). */
const queryBoolean = z.enum(['true', 'false'], `enabled: ${commonMessage('TRUE_OR_FALSE')}`).transform((value) => value === 'true');

/**
 * Filters of `GET api/users` and `GET api/users/download`: `blurry` over username, nickName, email and phone;
 * `deptId` = that dept and its sub-depts; `enabled`; `createTime` = two wire dates (from, to; both inclusive).
 */
export const userFilterSchema = z.object({
  blurry: z.string().trim().max(100).optional(),
  deptId: queryIdSchema.optional(),
  enabled: queryBoolean.optional(),
  createTime: z
    .array(z.string().regex(WIRE_DATE_PATTERN, `createTime: ${userMessage('DATE_FORMAT_EXAMPLE')}`))
    .length(2, `createTime: ${commonMessage('TWO_DATES')}`)
    .optional(),
});
export type UserFilter = z.infer<typeof userFilterSchema>;

/** Sort fields `GET api/users` accepts. */
export const USER_SORT_FIELDS = ['id', 'username', 'nickName', 'email', 'enabled', 'createTime'] as const;

export const GENDERS = ['male', 'female', '男', '女'] as const;

const userFields = {
  username: z
    .string()
    .trim()
    .min(2, `username: ${commonMessage('TEXT_LENGTH', { minimum: 2, maximum: 64 })}`)
    .max(64, `username: ${commonMessage('TEXT_LENGTH', { minimum: 2, maximum: 64 })}`)
    .regex(/^[\w.@-]+$/, `username: ${userMessage('USERNAME_CHARACTERS')}`),
  nickName: z.string().trim().min(1, `nickName: ${commonMessage('REQUIRED')}`).max(64, `nickName: ${commonMessage('TEXT_TOO_LONG', { maximum: 64 })}`),
  gender: z.enum(GENDERS, `gender: ${userMessage('GENDER_CHOICE')}`),
  email: z
    .union([z.literal(''), z.email(`email: ${userMessage('EMAIL_INVALID')}`).max(128, `email: ${commonMessage('TEXT_TOO_LONG', { maximum: 128 })}`)])
    .nullish()
    .transform((value) => (value ? value.toLowerCase() : null)),
  phone: z
    .union([z.literal(''), z.string().regex(PHONE_PATTERN, `phone: ${userMessage('PHONE_INVALID')}`)])
    .nullish()
    .transform((value) => (value ? value : null)),
  enabled: z.boolean(`enabled: ${commonMessage('TRUE_OR_FALSE')}`),
  dept: idRef.nullish().transform((value) => value ?? null),
  roles: z.array(idRef).min(1, `roles: ${userMessage('ROLES_REQUIRED')}`).max(50),
  jobs: z.array(idRef).max(50).default([]),
};

/** Password rules of a typed password (the generated ones follow them too). */
export const passwordSchema = z.string().min(6, `password: ${commonMessage('TEXT_TOO_SHORT', { minimum: 6 })}`).max(64, `password: ${commonMessage('TEXT_TOO_LONG', { maximum: 64 })}`);

/** `POST api/users` → 201 {@link createdUserSchema}. No `password` (or an empty one) = a generated one, shown once. */
export const userCreateBodySchema = strictBody({
  ...userFields,
  password: z
    .union([z.literal(''), passwordSchema])
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type UserCreateBody = z.infer<typeof userCreateBodySchema>;

/** `PUT api/users` → 204. Passwords change only through their own routes. */
export const userUpdateBodySchema = strictBody({ id: idSchema, ...userFields });
export type UserUpdateBody = z.infer<typeof userUpdateBodySchema>;

/** Answer of `POST api/users`: the new id, and the generated password when none was typed (never stored in clear). */
export const createdUserSchema = z.object({ id: z.number().int(), password: z.string().optional() });
export type CreatedUser = z.infer<typeof createdUserSchema>;

/** Answer of `PUT api/users/resetPwd [ids]`: a fresh password per user, shown once. */
export const resetPasswordsSchema = z.array(z.object({ id: z.number().int(), username: z.string(), password: z.string() }));
export type ResetPasswords = z.infer<typeof resetPasswordsSchema>;

/** A dept of the pickers (`GET api/users/depts`): flat, the client builds the tree from `pid`. */
export const pickerDeptSchema = z.object({ id: z.number().int(), pid: z.number().int().nullable(), name: z.string(), enabled: z.boolean() });
export type PickerDept = z.infer<typeof pickerDeptSchema>;

/** A job of the user form's picker (`GET api/users/jobs`). */
export const pickerJobSchema = z.object({ id: z.number().int(), name: z.string() });
export type PickerJob = z.infer<typeof pickerJobSchema>;
