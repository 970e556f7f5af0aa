/**
 * Users, roles and their link tables (eladmin `sys_user`, `sys_role`, `sys_users_roles`, …).
 *
 * There is deliberately no `is_admin` column (a mass-assignable isAdmin flag is an eladmin mistake): being an
 * administrator means holding a role whose `permission` is `admin`.
 */
import { boolean, index, integer, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit-columns';
import { depts } from './depts';
import { jobs } from './jobs';
import { menus } from './menus';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    deptId: integer('dept_id').references(() => depts.id, { onDelete: 'set null' }),
    username: varchar('username', { length: 64 }).notNull().unique('users_username_unique'),
    nickName: varchar('nick_name', { length: 255 }).notNull(),
    gender: varchar('gender', { length: 16 }),
    phone: varchar('phone', { length: 32 }),
    email: varchar('email', { length: 255 }).unique('users_email_unique'),
    avatarName: varchar('avatar_name', { length: 255 }),
    avatarPath: varchar('avatar_path', { length: 255 }),
    /** argon2id PHC string; never leaves the repository layer. */
    password: varchar('password', { length: 255 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    pwdResetTime: timestamp('pwd_reset_time', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [index('users_dept_id_idx').on(t.deptId)],
);

/** Data scope of a role: every dept, the user's own dept tree, or the role's chosen depts (and their trees). */
export type DataScopeKind = 'all' | 'own' | 'custom';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull().unique('roles_name_unique'),
  /** Lower is more powerful (eladmin): a user may only manage roles of a level ≥ their own. */
  level: integer('level').notNull().default(3),
  description: varchar('description', { length: 255 }),
  dataScope: varchar('data_scope', { length: 16 }).$type<DataScopeKind>().notNull().default('own'),
  /** A role-wide permission string, used for `admin` (passes every check). */
  permission: varchar('permission', { length: 255 }),
  ...auditColumns(),
});

export const usersRoles = pgTable(
  'users_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('users_roles_role_id_idx').on(t.roleId)],
);

export const usersJobs = pgTable(
  'users_jobs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] })],
);

export const rolesMenus = pgTable(
  'roles_menus',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] }), index('roles_menus_menu_id_idx').on(t.menuId)],
);

export const rolesDepts = pgTable(
  'roles_depts',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    deptId: integer('dept_id')
      .notNull()
      .references(() => depts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.deptId] })],
);
