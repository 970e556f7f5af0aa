/**
 * The principal cache (server/modules/auth/principal-cache.ts) across two app instances sharing one database and
 * one KV store (Redis when REDIS_URL is set, else one memory store): what a user holds is cached per instance, and a
 * change made through instance A applies to the very next request on instance B: a permission taken from a role,
 * a disabled user, a kick-out, a menu edit, a new department in a data scope.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus } from '../../server/db/schema/menus';
import { createRole, createUser, deptId } from './helpers/fixtures';
import { auth, login } from './helpers/session';
import { ADMIN_PASSWORD, buildTestApp, createTestDatabase, createTestKv, type TestApp, type TestDatabase } from './helpers/test-app';

let database: TestDatabase;
let kv: Awaited<ReturnType<typeof createTestKv>>;
let a: TestApp;
let b: TestApp;
/** The administrator's headers (valid on both instances: one session store, one JWT secret in the database). */
let admin: { authorization: string };

beforeAll(async () => {
  database = await createTestDatabase();
  kv = await createTestKv();
  a = await buildTestApp({ database, kv: kv.kv });
  b = await buildTestApp({ database, kv: kv.kv });
  admin = auth((await login(a.app, 'admin', ADMIN_PASSWORD)).token);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await kv?.dispose();
  await database?.dispose();
});

const get = (t: TestApp, url: string, headers: { authorization: string }) => t.app.inject({ method: 'GET', url, headers });
/** The session key a login token names (its `jti`). */
const sessionKeyOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).jti as string;
const menuIdOf = async (title: string) => (await a.app.db.select({ id: menus.id }).from(menus).where(eq(menus.title, title)))[0]!.id;
const builtNames = async (t: TestApp, headers: { authorization: string }): Promise<string[]> => {
  const res = await get(t, '/api/menus/build', headers);
  expect(res.statusCode, res.body).toBe(200);
  const names: string[] = [];
  const walk = (nodes: { meta: { title: string }; children?: unknown[] }[]) => {
    for (const node of nodes) {
      names.push(node.meta.title);
      walk((node.children ?? []) as typeof nodes);
    }
  };
  walk(res.json());
  return names;
};

describe('a principal cached on two instances', () => {
  it("a permission taken from a role through A is refused by B's next request (403), and auth/info on B no longer lists it", async () => {
    const user = await createUser(a.app, { roles: [{ permissions: ['menu:list', 'dept:list'] }] });
    const headers = auth((await login(b.app, user.username, user.password)).token);
    // B answers (and caches) the user's principal first.
    expect((await get(b, '/api/menus?page=0&size=5', headers)).statusCode).toBe(200);
    expect((await get(b, '/auth/info', headers)).json<{ roles: string[] }>().roles).toEqual(['dept:list', 'menu:list']);

    const [{ id: roleId }] = (await get(b, '/auth/info', headers)).json<{ user: { roles: { id: number }[] } }>().user.roles as [{ id: number }];
    const kept = await a.app.inject({ method: 'PUT', url: '/api/roles/menu', headers: admin, payload: { id: roleId, menus: [{ id: await menuIdOf('test:dept:list') }] } });
    expect(kept.statusCode, kept.body).toBe(204);

    const refused = await get(b, '/api/menus?page=0&size=5', headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ params: { permission: 'menu:list' } });
    expect((await get(b, '/auth/info', headers)).json<{ roles: string[] }>().roles).toEqual(['dept:list']);
    expect((await get(b, '/api/dept?page=0&size=5', headers)).statusCode).toBe(200);
  });

  it('a user disabled through A loses access on B at once (401), and their session ends', async () => {
    const roleId = await createRole(a.app, { permissions: ['menu:list'] });
    const username = `cached_${Date.now().toString(36)}`;
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { username, nickName: 'Cached', gender: 'female', enabled: true, password: 'cached-password', dept: { id: await deptId(a.app, 'seed:dept.guildHq') }, roles: [{ id: roleId }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const headers = auth((await login(b.app, username, 'cached-password')).token);
    expect((await get(b, '/auth/info', headers)).statusCode).toBe(200);

    const disabled = await a.app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: admin,
      payload: { id, username, nickName: 'Cached', gender: 'female', enabled: false, dept: { id: await deptId(a.app, 'seed:dept.guildHq') }, roles: [{ id: roleId }] },
    });
    expect(disabled.statusCode, disabled.body).toBe(204);
    expect((await get(b, '/auth/info', headers)).statusCode).toBe(401);
    expect((await get(a, '/auth/info', headers)).statusCode).toBe(401);
  });

  it('a session kicked out through A is refused by B at once; the same user\'s other session goes on', async () => {
    const user = await createUser(a.app, { roles: [{ permissions: [] }] });
    const kickedToken = (await login(b.app, user.username, user.password)).token;
    const other = auth((await login(b.app, user.username, user.password)).token);
    expect((await get(b, '/auth/info', auth(kickedToken))).statusCode).toBe(200);
    expect((await get(b, '/auth/info', other)).statusCode).toBe(200);
    const kicked = await a.app.inject({ method: 'DELETE', url: '/auth/online', headers: admin, payload: [sessionKeyOf(kickedToken)] });
    expect(kicked.statusCode, kicked.body).toBe(200);
    expect((await get(b, '/auth/info', auth(kickedToken))).statusCode).toBe(401);
    expect((await get(b, '/auth/info', other)).statusCode).toBe(200);
  });

  it('a menu added, renamed and deleted through A shows in menus/build on B at once', async () => {
    expect(await builtNames(b, admin)).not.toContain('Cache probe');
    const created = await a.app.inject({ method: 'POST', url: '/api/menus', headers: admin, payload: { type: 0, title: 'Cache probe', path: 'cache-probe', menuSort: 998 } });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect(await builtNames(b, admin)).toContain('Cache probe');

    const renamed = await a.app.inject({ method: 'PUT', url: '/api/menus', headers: admin, payload: { id, type: 0, title: 'Cache probe renamed', path: 'cache-probe', menuSort: 998 } });
    expect(renamed.statusCode, renamed.body).toBe(204);
    const names = await builtNames(b, admin);
    expect(names).toContain('Cache probe renamed');
    expect(names).not.toContain('Cache probe');

    expect((await a.app.inject({ method: 'DELETE', url: '/api/menus', headers: admin, payload: [id] })).statusCode).toBe(200);
    expect(await builtNames(b, admin)).not.toContain('Cache probe renamed');
  });

  it("a department added through A under a user's own department joins their data scope on B at once", async () => {
    const user = await createUser(a.app, { dept: 'seed:dept.guildHq', roles: [{ permissions: ['dept:list'], dataScope: 'own' }] });
    const headers = auth((await login(b.app, user.username, user.password)).token);
    const before = (await get(b, '/auth/info', headers)).json<{ dataScopes: number[] }>().dataScopes;
    const created = await a.app.inject({ method: 'POST', url: '/api/dept', headers: admin, payload: { name: 'Cache probe dept', pid: await deptId(a.app, 'seed:dept.guildHq') } });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const after = (await get(b, '/auth/info', headers)).json<{ dataScopes: number[] }>().dataScopes;
    expect(before).not.toContain(id);
    expect(after).toEqual(expect.arrayContaining([...before, id]));
  });

  it('a refused write leaves the cache alone, and a profile edit through A shows in auth/info on B', async () => {
    const user = await createUser(a.app, { roles: [{ permissions: [] }] });
    const headers = auth((await login(b.app, user.username, user.password)).token);
    expect((await get(b, '/auth/info', headers)).json<{ user: { nickName: string } }>().user.nickName).toBe(`Nick ${user.username}`);
    const generation = await kv.kv.get('principals:generation');
    const refused = await a.app.inject({ method: 'PUT', url: '/api/roles/menu', headers, payload: { id: 1, menus: [] } });
    expect(refused.statusCode).toBe(403);
    expect(await kv.kv.get('principals:generation')).toBe(generation);
    const edited = await a.app.inject({ method: 'PUT', url: '/api/users/center', headers, payload: { id: user.id, nickName: 'Renamed', gender: 'male', phone: '13800138000' } });
    expect(edited.statusCode, edited.body).toBe(204);
    expect(await kv.kv.get('principals:generation')).not.toBe(generation);
    expect((await get(b, '/auth/info', headers)).json<{ user: { nickName: string } }>().user.nickName).toBe('Renamed');
  });
});
