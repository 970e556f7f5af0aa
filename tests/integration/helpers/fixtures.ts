/**
 * Test data written straight to the database: roles with given permissions and data scopes, and users
 * holding them. Permissions are granted the way production grants them: through button menus linked to
 * the role (grouped under a hidden test directory so they stay out of the seeded top level). Each helper drops the
 * app's cached principals afterwards (`app.principals.invalidateAll()`), as the API's own writes do.
 */
import { randomBytes } from 'node:crypto';
import { eq, isNull, and } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { depts } from '../../../server/db/schema/depts';
import { menus } from '../../../server/db/schema/menus';
import { roles, rolesDepts, rolesMenus, users, usersRoles, type DataScopeKind } from '../../../server/db/schema/users';
import { hashPassword } from '../../../server/modules/auth/password';

const TEST_DIR_TITLE = 'test:permissions';

async function permissionMenuIds(app: FastifyInstance, permissions: string[]): Promise<number[]> {
  if (permissions.length === 0) return [];
  let [dir] = await app.db.select().from(menus).where(eq(menus.title, TEST_DIR_TITLE));
  dir ??= (await app.db.insert(menus).values({ title: TEST_DIR_TITLE, type: 0, path: 'test-permissions', hidden: true, menuSort: 9999 }).returning())[0]!;
  const ids: number[] = [];
  for (const permission of permissions) {
    const title = `test:${permission}`;
    let [row] = await app.db.select().from(menus).where(eq(menus.title, title));
    row ??= (await app.db.insert(menus).values({ title, type: 2, permission, pid: dir.id }).returning())[0]!;
    ids.push(row.id);
  }
  return ids;
}

export interface RoleSpec {
  permissions?: string[];
  dataScope?: DataScopeKind;
  level?: number;
  /** Dept names for a custom data scope. */
  depts?: string[];
}

/** Creates a role; returns its id. */
export async function createRole(app: FastifyInstance, spec: RoleSpec): Promise<number> {
  const [role] = await app.db
    .insert(roles)
    .values({ name: `role-${randomBytes(4).toString('hex')}`, level: spec.level ?? 3, dataScope: spec.dataScope ?? 'own' })
    .returning({ id: roles.id });
  const menuIds = await permissionMenuIds(app, spec.permissions ?? []);
  if (menuIds.length > 0) await app.db.insert(rolesMenus).values(menuIds.map((menuId) => ({ roleId: role!.id, menuId })));
  for (const name of spec.depts ?? []) {
    await app.db.insert(rolesDepts).values({ roleId: role!.id, deptId: await deptId(app, name) });
  }
  await app.principals.invalidateAll();
  return role!.id;
}

/** Id of a seeded dept by name. */
export async function deptId(app: FastifyInstance, name: string): Promise<number> {
  const [row] = await app.db.select({ id: depts.id }).from(depts).where(eq(depts.name, name));
  if (!row) throw new Error(`no dept ${name}`);
  return row.id;
}

/** Id of the top-level dept. */
export async function rootDeptId(app: FastifyInstance): Promise<number> {
  const [row] = await app.db.select({ id: depts.id }).from(depts).where(and(isNull(depts.pid), eq(depts.name, 'seed:dept.guildHq')));
  return row!.id;
}

export interface UserSpec {
  password?: string;
  dept?: string | null;
  roles?: RoleSpec[];
  enabled?: boolean;
}

/** Creates a user with fresh roles; returns the user name, password and id. */
export async function createUser(app: FastifyInstance, spec: UserSpec = {}) {
  const username = `user_${randomBytes(4).toString('hex')}`;
  const password = spec.password ?? 'user-password-1';
  const [user] = await app.db
    .insert(users)
    .values({
      username,
      nickName: `Nick ${username}`,
      password: await hashPassword(password),
      deptId: spec.dept === null ? null : await deptId(app, spec.dept ?? 'seed:dept.operations'),
      enabled: spec.enabled ?? true,
    })
    .returning({ id: users.id });
  for (const role of spec.roles ?? []) {
    await app.db.insert(usersRoles).values({ userId: user!.id, roleId: await createRole(app, role) });
  }
  await app.principals.invalidateAll();
  return { id: user!.id, username, password };
}
