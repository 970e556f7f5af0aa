/**
 * Sign-in options: LOGIN_CAPTCHA=false, captcha expiry, session expiry and renewal while active, and the
 * JWT secret generated once and kept in the database.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { appSettings } from '../../server/db/schema/app-settings';
import { depts } from '../../server/db/schema/depts';
import { dictDetails, dicts } from '../../server/db/schema/dicts';
import { jobs } from '../../server/db/schema/jobs';
import { menus } from '../../server/db/schema/menus';
import { roles, users } from '../../server/db/schema/users';
import { JWT_SECRET_SETTING } from '../../server/modules/auth/access-plugin';
import { ADMIN_PASSWORD, buildTestApp, createTestDatabase, createTestKv, type TestApp } from './helpers/test-app';
import { auth, login, newCaptcha } from './helpers/session';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('LOGIN_CAPTCHA=false', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { LOGIN_CAPTCHA: 'false' } });
  });
  afterAll(() => t?.close());

  it('signs in without code and uuid, while auth/code still answers with enabled: false', async () => {
    const code = await t.app.inject({ method: 'GET', url: '/auth/code' });
    expect(code.statusCode).toBe(200);
    expect(code.json().enabled).toBe(false);
    const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.user.username).toBe('admin');
    const wrong = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'admin', password: 'nope' } });
    expect(wrong.json().message).toBe('Wrong username or password');
  });
});

describe('short captcha and session lifetimes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ captchaTtlMs: 400, sessionTtlMs: 3_000 });
  });
  afterAll(() => t?.close());

  it('refuses an expired captcha even with the right answer', async () => {
    const { uuid, answer } = await newCaptcha(t.app);
    await sleep(600);
    const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'admin', password: ADMIN_PASSWORD, code: answer, uuid } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The verification code does not exist or has expired');
  });

  it('ends an idle session at its expiry', async () => {
    const { token } = await login(t.app, 'admin', ADMIN_PASSWORD);
    expect((await t.app.inject({ method: 'GET', url: '/auth/info', headers: auth(token) })).statusCode).toBe(200);
    await sleep(3_300);
    expect((await t.app.inject({ method: 'GET', url: '/auth/info', headers: auth(token) })).statusCode).toBe(401);
  });

  it('renews an active session once less than half of its lifetime is left', async () => {
    const { token } = await login(t.app, 'admin', ADMIN_PASSWORD);
    const sessions = await t.app.sessions.list();
    const initial = sessions.sort((a, b) => b.loginTime - a.loginTime)[0]!;
    await sleep(1_800);
    expect((await t.app.inject({ method: 'GET', url: '/auth/info', headers: auth(token) })).statusCode).toBe(200);
    const renewed = await t.app.sessions.get(initial.key);
    expect(renewed!.expiresAt).toBeGreaterThan(initial.expiresAt + 1_000);
    await sleep(1_500);
    // Past the original expiry, still signed in thanks to the renewal.
    expect((await t.app.inject({ method: 'GET', url: '/auth/info', headers: auth(token) })).statusCode).toBe(200);
  });
});

describe('JWT secret', () => {
  it('is generated once, stored in app_settings and reused by a second instance on the same database', async () => {
    const db = await createTestDatabase();
    const shared = await createTestKv();
    try {
      const first = await buildTestApp({ database: db, kv: shared.kv });
      const { token } = await login(first.app, 'admin', ADMIN_PASSWORD);
      const [stored] = await first.app.db.select().from(appSettings).where(eq(appSettings.key, JWT_SECRET_SETTING));
      expect(stored!.value.length).toBeGreaterThanOrEqual(48);
      const firstCounts = await Promise.all(
        [menus, depts, dicts, dictDetails, users, roles, jobs].map(async (table) => (await first.app.db.select().from(table)).length),
      );
      await first.close();

      const counts = async (app: TestApp) =>
        Promise.all([menus, depts, dicts, dictDetails, users, roles, jobs].map(async (table) => (await app.app.db.select().from(table)).length));
      const second = await buildTestApp({ database: db, kv: shared.kv });
      try {
        // The seed ran again on start and inserted nothing new.
        expect(await counts(second)).toEqual(firstCounts);
        const rows = await second.app.db.select().from(appSettings).where(eq(appSettings.key, JWT_SECRET_SETTING));
        expect(rows).toEqual([stored]);
        // The second instance accepts the first one's token: same secret, shared session store.
        const res = await second.app.inject({ method: 'GET', url: '/auth/info', headers: auth(token) });
        expect(res.statusCode).toBe(200);
        expect(res.json().user.username).toBe('admin');
      } finally {
        await second.close();
      }
    } finally {
      await shared.dispose();
      await db.dispose();
    }
  });

  it('comes from JWT_SECRET when set, and is then not stored', async () => {
    const t = await buildTestApp({ env: { JWT_SECRET: 'x'.repeat(40) } });
    try {
      const rows = await t.app.db.select().from(appSettings).where(eq(appSettings.key, JWT_SECRET_SETTING));
      expect(rows).toEqual([]);
      const { token } = await login(t.app, 'admin', ADMIN_PASSWORD);
      expect((await t.app.inject({ method: 'GET', url: '/auth/info', headers: auth(token) })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('admin password', () => {
  it('is generated when ADMIN_PASSWORD is unset, logged once as a warning a person can find, and works', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = () => lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    const database = await createTestDatabase();
    try {
      const first = await buildTestApp({ database, env: { ADMIN_PASSWORD: '' }, logger: { level: 'warn', stream } });
      let password: string | undefined;
      try {
        const shown = logged().filter((entry) => entry.msg.startsWith('ADMIN PASSWORD'));
        expect(shown).toHaveLength(1);
        // pino level 40 = warn: shown at the default log level and above it.
        expect(shown[0]!.level).toBe(40);
        password = /^ADMIN PASSWORD \(shown once\): (\S+) {2}— sign in as admin and change it; lost it\? npm run admin:password$/.exec(shown[0]!.msg)?.[1];
        expect(password).toBeDefined();
        const { user } = await login(first.app, 'admin', password!);
        expect(user.roles).toEqual(['admin']);
      } finally {
        await first.close();
      }
      // The next start on the same database has nothing to show: the password is stored only as a hash.
      lines.length = 0;
      const second = await buildTestApp({ database, env: { ADMIN_PASSWORD: '' }, logger: { level: 'warn', stream } });
      try {
        expect(logged().filter((entry) => entry.msg.includes(password!) || entry.msg.startsWith('ADMIN PASSWORD'))).toEqual([]);
      } finally {
        await second.close();
      }
    } finally {
      await database.dispose();
    }
  });
});
