/**
 * Every system administration route called as admin, as a user with exactly the route's permission,
 * and as a user without it → 2xx, 2xx, 403 (401 for the anonymous caller of a route open to any signed-in user);
 * and every successful write leaves an operation-log row under the caller's name. The routes are listed per area
 * in tests/integration/permission-matrix/*.routes.ts.
 *
 * And the escalation paths (escalation.routes.ts): every write whose data becomes a permission (a menu's permission, a
 * role's menus, a user's roles) refuses a caller who holds the route's permission but not the permission it would
 * grant, and grants it to one who holds both.
 */
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { operationLogs } from '../../server/db/schema/system-logs';
import { users, usersRoles } from '../../server/db/schema/users';
import { createUser } from './helpers/fixtures';
import { auth, login } from './helpers/session';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from './helpers/test-app';
import type { MatrixCaller, MatrixContext, MatrixMethod, MatrixRequest, MatrixRoute } from './permission-matrix/matrix';
import { routes as anchorRoutes } from './permission-matrix/anchors.routes';
import { routes as escalationRoutes } from './permission-matrix/escalation.routes';
import { routes as koreaPkRoutes } from './permission-matrix/korea-pk.routes';
import { routes as logRoutes } from './permission-matrix/logs.routes';
import { routes as lotteryRoutes } from './permission-matrix/lottery.routes';
import { routes as orgRoutes } from './permission-matrix/org.routes';
import { routes as serverRoutes } from './permission-matrix/server.routes';
import { routes as timingRoutes } from './permission-matrix/timing.routes';
import { routes as userRoleRoutes } from './permission-matrix/users-roles.routes';
import { routes as weekDataRoutes } from './permission-matrix/week-data.routes';
import { routes as weeklyReportRoutes } from './permission-matrix/weekly-reports.routes';

const AREAS: Array<[string, MatrixRoute[]]> = [
  ['users and roles', userRoleRoutes],
  ['departments, jobs, menus, dictionaries', orgRoutes],
  ['timed tasks', timingRoutes],
  ['logs and user center', logRoutes],
  ['server, SQL, online users', serverRoutes],
  ['streamer CRM', anchorRoutes],
  ['weekly data', weekDataRoutes],
  ['weekly reports and advice texts', weeklyReportRoutes],
  ['lottery', lotteryRoutes],
  ['Korea group PK', koreaPkRoutes],
];

let t: TestApp;
let ctx: MatrixContext;
beforeAll(async () => {
  t = await buildTestApp();
  const adminToken = (await login(t.app, 'admin', ADMIN_PASSWORD)).token;
  let serial = 0;
  ctx = {
    app: t.app,
    adminToken,
    unique: (prefix) => `${prefix}${(++serial).toString(36)}${randomBytes(3).toString('hex')}`,
    async asAdmin<T>(method: MatrixMethod, url: string, payload?: unknown): Promise<T> {
      const res = await t.app.inject({ method, url, headers: auth(adminToken), ...(payload === undefined ? {} : { payload: payload as object }) });
      if (res.statusCode < 200 || res.statusCode > 299) throw new Error(`${method} ${url} as admin → ${res.statusCode} ${res.body}`);
      return (res.body === '' ? undefined : res.json()) as T;
    },
  };
});
afterAll(() => t?.close());

const logRows = async (username: string) => (await t.app.db.select({ n: count() }).from(operationLogs).where(eq(operationLogs.username, username)))[0]!.n;

/** Calls the route as `who`; for a write that succeeded, waits for its operation-log row. */
async function call(route: MatrixRoute, who: { token: string | null; username: string | null }) {
  return send(route, await route.request(ctx), who);
}

/** Sends `request` to `route` as `who`; for a write that succeeded, waits for its operation-log row. */
async function send(route: Pick<MatrixRoute, 'method' | 'okStatuses'>, request: MatrixRequest, who: { token: string | null; username: string | null }) {
  const before = who.username ? await logRows(who.username) : 0;
  const res = await t.app.inject({
    method: route.method,
    url: request.url,
    headers: { ...(who.token ? auth(who.token) : {}), ...request.headers },
    ...(request.payload === undefined ? {} : { payload: request.payload as object }),
  });
  const ok = res.statusCode >= 200 && res.statusCode <= 299 && (!route.okStatuses || route.okStatuses.includes(res.statusCode));
  if (ok && route.method !== 'GET' && who.username) {
    const username = who.username;
    // The row is written as the answer goes out; give it a moment on a loaded machine.
    await vi.waitFor(async () => expect(await logRows(username)).toBe(before + 1), { timeout: 5_000, interval: 50 });
  }
  return res;
}

describe.each(AREAS)('permission matrix: %s', (_area, routes) => {
  it.each(routes.map((route) => [`${route.method} ${route.route}`, route] as const))('%s: admin 2xx, permitted 2xx, refused 403', async (_name, route) => {
    const asAdmin = await call(route, { token: ctx.adminToken, username: 'admin' });
    expect(asAdmin.statusCode, `admin: ${asAdmin.body}`).toBeGreaterThanOrEqual(200);
    expect(asAdmin.statusCode, `admin: ${asAdmin.body}`).toBeLessThan(300);

    const permitted = await createUser(t.app, { roles: [{ level: 2, dataScope: 'all', permissions: route.permission ? [route.permission] : [] }] });
    const permittedToken = (await login(t.app, permitted.username, permitted.password)).token;
    const withPermission = await call(route, { token: permittedToken, username: permitted.username });
    expect(withPermission.statusCode, `with ${route.permission ?? 'a session'}: ${withPermission.body}`).toBeGreaterThanOrEqual(200);
    expect(withPermission.statusCode, `with ${route.permission ?? 'a session'}: ${withPermission.body}`).toBeLessThan(300);

    if (route.permission === null) {
      const anonymous = await call(route, { token: null, username: null });
      expect(anonymous.statusCode, anonymous.body).toBe(401);
    } else {
      const refused = await createUser(t.app, { roles: [{ level: 2, dataScope: 'all', permissions: [] }] });
      const refusedToken = (await login(t.app, refused.username, refused.password)).token;
      const without = await call(route, { token: refusedToken, username: refused.username });
      expect(without.statusCode, without.body).toBe(403);
      expect(without.json<{ message: string }>().message).toContain(route.permission);
    }
  });

  it('lists routes', () => {
    expect(routes.length, 'this area lists its routes').toBeGreaterThan(0);
  });
});

describe('permission matrix: writes that grant a permission', () => {
  /** A signed-in user holding exactly `permissions` through one role (level 2, scope all). */
  async function signIn(permissions: string[]) {
    const user = await createUser(t.app, { roles: [{ level: 2, dataScope: 'all', permissions }] });
    const token = (await login(t.app, user.username, user.password)).token;
    const [link] = await t.app.db.select().from(usersRoles).where(eq(usersRoles.userId, user.id));
    const caller: MatrixCaller = { userId: user.id, username: user.username, roleId: link!.roleId };
    return { token, caller };
  }
  const infoRoles = async (token: string) => (await t.app.inject({ method: 'GET', url: '/auth/info', headers: auth(token) })).json<{ roles: string[] }>().roles;

  it.each(escalationRoutes.map((route) => [`${route.method} ${route.route}`, route] as const))('%s: admin 2xx, holding both 2xx, lacking the granted permission 400', async (_name, route) => {
    const [adminUser] = await t.app.db.select().from(users).where(eq(users.username, 'admin'));
    const [adminLink] = await t.app.db.select().from(usersRoles).where(eq(usersRoles.userId, adminUser!.id));
    const adminCaller: MatrixCaller = { userId: adminUser!.id, username: 'admin', roleId: adminLink!.roleId };
    const asAdmin = await send(route, await route.request(ctx, adminCaller), { token: ctx.adminToken, username: 'admin' });
    expect(asAdmin.statusCode, `admin: ${asAdmin.body}`).toBeGreaterThanOrEqual(200);
    expect(asAdmin.statusCode, `admin: ${asAdmin.body}`).toBeLessThan(300);

    const both = await signIn([route.permission, route.granted]);
    const withBoth = await send(route, await route.request(ctx, both.caller), { token: both.token, username: both.caller.username });
    expect(withBoth.statusCode, `with ${route.permission} and ${route.granted}: ${withBoth.body}`).toBeGreaterThanOrEqual(200);
    expect(withBoth.statusCode, `with ${route.permission} and ${route.granted}: ${withBoth.body}`).toBeLessThan(300);

    const only = await signIn([route.permission]);
    const refused = await send(route, await route.request(ctx, only.caller), { token: only.token, username: only.caller.username });
    expect(refused.statusCode, refused.body).toBe(400);
    const body = refused.json<{ code?: string; params?: { permissions?: string[] }; message: string }>();
    expect(body.code).toBe('PERMISSION_NOT_HELD');
    expect(body.params?.permissions).toEqual([route.granted]);
    expect(body.message).toContain(route.granted);
    expect(await infoRoles(only.token)).toEqual([route.permission]);
  });

  it('lists routes', () => {
    expect(escalationRoutes.length).toBeGreaterThan(0);
  });
});
