/**
 * Role administration wire shapes (eladmin `api/roles`). Pure: zod only. Levels: lower is more
 * powerful; a caller manages only roles whose level is not below their own.
 */
import { z } from 'zod';
import { idSchema } from './common';
import { commonMessage } from './refusals/common';
import { userMessage } from './refusals/users';
import { strictBody } from './system-users';

export const DATA_SCOPES = ['all', 'own', 'custom'] as const;
export const dataScopeSchema = z.enum(DATA_SCOPES, `dataScope: ${userMessage('DATA_SCOPE_CHOICE')}`);
export type RoleDataScope = z.infer<typeof dataScopeSchema>;

/** A role row of `GET api/roles`, `api/roles/all`, `api/roles/{id}`. */
export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.number().int(),
  dataScope: dataScopeSchema,
  description: z.string().nullable(),
  depts: z.array(z.object({ id: z.number().int(), name: z.string() })),
  menus: z.array(z.object({ id: z.number().int() })),
  createTime: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

/** Sort fields `GET api/roles` accepts. */
export const ROLE_SORT_FIELDS = ['id', 'name', 'level', 'createTime'] as const;

/** Most and least powerful levels a role may have. */
export const ROLE_LEVEL_MIN = 1;
export const ROLE_LEVEL_MAX = 999;

const roleFields = {
  name: z.string().trim().min(1, `name: ${commonMessage('REQUIRED')}`).max(64, `name: ${commonMessage('TEXT_TOO_LONG', { maximum: 64 })}`),
  level: z
    .number(`level: ${commonMessage('A_WHOLE_NUMBER')}`)
    .int(`level: ${commonMessage('A_WHOLE_NUMBER')}`)
    .min(ROLE_LEVEL_MIN, `level: ${userMessage('LEVEL_RANGE', { minimum: ROLE_LEVEL_MIN, maximum: ROLE_LEVEL_MAX })}`)
    .max(ROLE_LEVEL_MAX, `level: ${userMessage('LEVEL_RANGE', { minimum: ROLE_LEVEL_MIN, maximum: ROLE_LEVEL_MAX })}`),
  dataScope: dataScopeSchema,
  depts: z.array(z.object({ id: idSchema })).max(500).default([]),
  description: z
    .string()
    .trim()
    .max(255, `description: ${commonMessage('TEXT_TOO_LONG', { maximum: 255 })}`)
    .nullish()
    .transform((value) => (value ? value : null)),
};

const customNeedsDepts = (role: { dataScope: RoleDataScope; depts: { id: number }[] }, ctx: z.RefinementCtx) => {
  if (role.dataScope === 'custom' && role.depts.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['depts'], message: `depts: ${userMessage('CUSTOM_SCOPE_NEEDS_DEPTS')}` });
  }
};

/** `POST api/roles` → 201 `{id}`. `depts` only count for a custom scope (ignored otherwise). */
export const roleCreateBodySchema = strictBody(roleFields).superRefine(customNeedsDepts);
export type RoleCreateBody = z.infer<typeof roleCreateBodySchema>;

/** `PUT api/roles` → 204. */
export const roleUpdateBodySchema = strictBody({ id: idSchema, ...roleFields }).superRefine(customNeedsDepts);
export type RoleUpdateBody = z.infer<typeof roleUpdateBodySchema>;

/** `PUT api/roles/menu` → 204: the role's menus become exactly these. */
export const roleMenusBodySchema = strictBody({
  id: idSchema,
  menus: z.array(z.object({ id: idSchema })).max(2000),
});
export type RoleMenusBody = z.infer<typeof roleMenusBodySchema>;

/** `GET api/roles/level`: the caller's most powerful level; null when the caller has no role (manages none). */
export const roleLevelSchema = z.object({ level: z.number().int().nullable() });
export type RoleLevel = z.infer<typeof roleLevelSchema>;

/** A node of the role page's menu tree (`GET api/roles/menu-tree`): flat, the client builds the tree from `pid`. */
export const roleMenuNodeSchema = z.object({
  id: z.number().int(),
  pid: z.number().int().nullable(),
  type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  title: z.string(),
  permission: z.string().nullable(),
  menuSort: z.number().int(),
});
export type RoleMenuNode = z.infer<typeof roleMenuNodeSchema>;
