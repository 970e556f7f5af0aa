/**
 * The seed runs on every start and links every seeded menu to the administrators' role. That role is the one holding
 * the `admin` permission (which no route can give), never whichever role happens to carry its seeded name: otherwise a
 * roles:edit user could rename their own role to that name and collect every seeded permission at the next restart.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE } from '../../server/db/seed-data';
import { roles, rolesMenus, usersRoles } from '../../server/db/schema/users';
import { createUser } from './helpers/fixtures';
import { auth, login } from './helpers/session';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});
afterAll(() => t?.close());

describe('seeding after a restart', () => {
  it("grants the seeded menus to the admin role only, even when another role took the admin role's name", async () => {
    const [adminRole] = await t.app.db.select().from(roles).where(eq(roles.permission, 'admin'));
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/roles',
      headers: admin,
      payload: { id: adminRole!.id, name: 'Root', level: 1, dataScope: 'all', depts: [], description: null },
    });
    expect(renamed.statusCode, renamed.body).toBe(204);

    const user = await createUser(t.app, { roles: [{ level: 3, dataScope: 'own', permissions: ['roles:edit'] }] });
    const headers = auth((await login(t.app, user.username, user.password)).token);
    const ownRole = (await t.app.db.select().from(usersRoles).where(eq(usersRoles.userId, user.id)))[0]!.roleId;
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/roles',
      headers,
      payload: { id: ownRole, name: ADMIN_ROLE.name, level: 3, dataScope: 'own', depts: [], description: null },
    });
    expect(taken.statusCode, taken.body).toBe(204);
    const linksBefore = await t.app.db.select().from(rolesMenus).where(eq(rolesMenus.roleId, ownRole));

    // A restart: a second app on the same database migrates and seeds again.
    const again = await buildTestApp({ database: t.db, kv: t.kv });
    await again.close();

    expect((await t.app.inject({ method: 'GET', url: '/auth/info', headers })).json().roles).toEqual(['roles:edit']);
    expect(await t.app.db.select().from(rolesMenus).where(eq(rolesMenus.roleId, ownRole))).toEqual(linksBefore);
    const admins = await t.app.db.select().from(roles).where(eq(roles.permission, 'admin'));
    expect(admins.map((role) => role.name)).toEqual(['Root']);
    expect((await t.app.inject({ method: 'GET', url: '/auth/info', headers: admin })).json().roles).toEqual(['admin']);
  });
});
