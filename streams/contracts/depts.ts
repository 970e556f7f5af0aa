/**
 * Department wire shapes (eladmin `api/dept`, `DeptController`). A department is a tree node
 * (`pid` null = a root); `subCount` is the number of direct sub-departments, `hasChildren`/`leaf` say the same for
 * lazy tree tables, `label` is the name again (tree pickers read it).
 */
import { z } from 'zod';
import { idSchema, int32, queryIdOrZeroSchema } from './common';
import { commonMessage } from './refusals/common';
import { orgMessage } from './refusals/org';

/** Sortable fields of `GET api/dept`. */
export const DEPT_SORTS = ['id', 'name', 'deptSort', 'enabled', 'createTime'] as const;
export type DeptSortField = (typeof DEPT_SORTS)[number];

/** Messages of the departments contract, in English, from the refusal catalog. */
export const DEPT_MESSAGES = {
  nameRequired: `name: ${commonMessage('REQUIRED')}`,
  parentMissing: (id: string) => `pid: ${orgMessage('DEPT_MISSING', { ids: id })}`,
  ownDescendant: `pid: ${orgMessage('DEPT_OWN_DESCENDANT')}`,
  hasUsers: (dept: string, users: string) => orgMessage('DEPT_HAS_USERS', { dept, users }),
  inRoleScope: (dept: string, roles: string) => orgMessage('DEPT_IN_ROLE_SCOPE', { dept, roles }),
} as const;

/** A row of `GET api/dept` (and a node of the trees, with `children`). */
export interface Dept {
  id: number;
  pid: number | null;
  name: string;
  deptSort: number;
  enabled: boolean;
  subCount: number;
  hasChildren: boolean;
  leaf: boolean;
  label: string;
  createTime: string;
  children?: Dept[];
}

/**
 * A row as the server declares it: `children` left open, because the OpenAPI document cannot hold an unnamed
 * recursive schema; {@link deptSchema} checks the nested rows too (the console parses answers with it).
 */
export const deptRowSchema = z.object({
  id: z.number().int(),
  pid: z.number().int().nullable(),
  name: z.string(),
  deptSort: z.number().int(),
  enabled: z.boolean(),
  subCount: z.number().int(),
  hasChildren: z.boolean(),
  leaf: z.boolean(),
  label: z.string(),
  createTime: z.string(),
  children: z.array(z.unknown()).optional(),
});

/** A row with its nested rows checked all the way down. */
export const deptSchema: z.ZodType<Dept> = z.lazy(() => deptRowSchema.extend({ children: z.array(deptSchema).optional() }));

/** `true`/`false` in a query string. */
export const queryBooleanSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * Filters of `GET api/dept` (besides page/size/sort): `pid` the parent whose children to list (no pid and no other
 * filter → the roots the caller may see); `name` blurry; `enabled`; `createTime` two wire dates (from, to) repeated
 * (`createTime=a&createTime=b`). With a filter the matches come flat, whatever their level.
 */
export const deptFilterSchema = z.object({
  pid: queryIdOrZeroSchema.optional(),
  name: z.string().trim().max(100).optional(),
  enabled: queryBooleanSchema.optional(),
  createTime: z.array(z.string().max(32)).length(2, `createTime: ${commonMessage('TWO_DATES')}`).optional(),
});
export type DeptFilter = z.infer<typeof deptFilterSchema>;

const deptFields = {
  name: z.string().trim().min(1, DEPT_MESSAGES.nameRequired).max(255),
  /** null or 0 = a root department. */
  pid: int32()
    .nullish()
    .transform((pid) => (pid ? pid : null)),
  deptSort: z.number().int().min(0).max(999_999).default(999),
  enabled: z.boolean().default(true),
};

/** `POST api/dept` body (dept:add → 201 with the department). Unknown fields are refused. */
export const deptCreateBodySchema = z.strictObject(deptFields);
export type DeptCreateBody = z.infer<typeof deptCreateBodySchema>;

/** `PUT api/dept` body (dept:edit → 204): the create body plus the id. */
export const deptUpdateBodySchema = z.strictObject({ id: idSchema, ...deptFields });
export type DeptUpdateBody = z.infer<typeof deptUpdateBodySchema>;
