/**
 * User administration wire shapes (eladmin `api/users`). Pure: zod only.
 *
 * Bodies are strict: a field the client may not set (`admin`, `isAdmin`, `password` on an edit, `pwdResetTime`,
 * `createBy`, …) is a 400 naming the field, never silently written or silently dropped.
 */
import { z } from 'zod';
import { idSchema, queryIdSchema } from './common';
import { PHONE_PATTERN } from './user-center';

/** `2024-05-01 08:00:00`, the eladmin wire date. */
export const WIRE_DATE_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Message of a field a body may not carry (mass assignment). */
export const notAcceptedMessage = (keys: readonly string[]) => `${keys.join(', ')}: this field cannot be set here`;

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
const queryBoolean = z.enum(['true', 'false'], 'enabled: true or false').transform((value) => value === 'true');

/**
 * Filters of `GET api/users` and `GET api/users/download`: `blurry` over username, nickName, email and phone;
 * `deptId` = that dept and its sub-depts; `enabled`; `createTime` = two wire dates (from, to; both inclusive).
 */
export const userFilterSchema = z.object({
  blurry: z.string().trim().max(100).optional(),
  deptId: queryIdSchema.optional(),
  enabled: queryBoolean.optional(),
  createTime: z
    .array(z.string().regex(WIRE_DATE_PATTERN, 'createTime: dates look like 2024-05-01 08:00:00'))
    .length(2, 'createTime: two dates are needed (from, to)')
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
    .min(2, 'username: 2 to 64 characters')
    .max(64, 'username: 2 to 64 characters')
    .regex(/^[\w.@-]+$/, 'username: letters, digits and . _ - @ only'),
  nickName: z.string().trim().min(1, 'nickName: required').max(64, 'nickName: at most 64 characters'),
  gender: z.enum(GENDERS, 'gender: male or female'),
  email: z
    .union([z.literal(''), z.email('email: enter a valid e-mail address').max(128, 'email: at most 128 characters')])
    .nullish()
    .transform((value) => (value ? value.toLowerCase() : null)),
  phone: z
    .union([z.literal(''), z.string().regex(PHONE_PATTERN, 'phone: enter a valid mobile number')])
    .nullish()
    .transform((value) => (value ? value : null)),
  enabled: z.boolean('enabled: true or false'),
  dept: idRef.nullish().transform((value) => value ?? null),
  roles: z.array(idRef).min(1, 'roles: pick at least one role').max(50),
  jobs: z.array(idRef).max(50).default([]),
};

/** Password rules of a typed password (the generated ones follow them too). */
export const passwordSchema = z.string().min(6, 'password: at least 6 characters').max(64, 'password: at most 64 characters');

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
