/** `auth/*` over the real database and KV store: sign-in, info, logout, online, kick-out, throttling. */
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResultSchema, userInfoSchema } from '../../streams/contracts/auth';
import { operationLogs } from '../../server/db/schema/system-logs';
import { users } from '../../server/db/schema/users';
import { captchaKey } from '../../server/modules/auth/captcha-service';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from './helpers/test-app';
import { attemptLogin, auth, login, newCaptcha } from './helpers/session';
import { createUser } from './helpers/fixtures';

const UNAUTHORIZED = 'The current login status has expired, please log in again!';

let t: TestApp;
beforeAll(async () => {
  // A high IP limit: every injected request comes from 127.0.0.1; the IP limit has its own test below.
  t = await buildTestApp({ loginLimits: { perUser: 5, perIp: 1000, backoffBaseMs: 50, backoffMaxMs: 100 } });
});
afterAll(() => t?.close());

describe('GET auth/code', () => {
  it('answers an SVG arithmetic captcha whose answer is kept under the uuid for 2 minutes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/code' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.img).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.img.split(',')[1], 'base64').toString()).toContain('<svg');
    expect(body.enabled).toBe(true);
    const answer = await t.kv.get(captchaKey(body.uuid));
    expect(answer).toMatch(/^\d+$/);
    const ttl = await t.kv.ttl(captchaKey(body.uuid));
    expect(ttl).toBeGreaterThan(110_000);
    expect(ttl).toBeLessThanOrEqual(120_000);
  });
});

describe('POST auth/login', () => {
  it('signs the admin in with the eladmin answer: Bearer token, user, roles ["admin"], dataScopes []', async () => {
    const result = await login(t.app, 'admin', ADMIN_PASSWORD);
    expect(loginResultSchema.parse(result)).toBeTruthy();
    expect(result.token).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(result.user.user).toMatchObject({
      username: 'admin',
      nickName: 'Administrator',
      enabled: true,
      dept: { name: 'seed:dept.guildHq' },
      roles: [{ name: 'seed:role.superAdmin', level: 1, dataScope: 'all' }],
      jobs: [{ name: 'seed:job.guildManager' }],
    });
    expect(result.user.roles).toEqual(['admin']);
    expect(result.user.dataScopes).toEqual([]);
  });

  it('never answers a password hash', async () => {
    const res = await attemptLogin(t.app, 'admin', ADMIN_PASSWORD);
    expect(res.body).not.toMatch(/argon2|password/i);
    const token = res.json().token;
    for (const url of ['/auth/info', '/auth/online', '/api/dashboard/summary']) {
      const other = await t.app.inject({ method: 'GET', url, headers: auth(token) });
      expect(other.statusCode).toBe(200);
      expect(other.body).not.toMatch(/argon2|"password"/i);
    }
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const wrong = await attemptLogin(t.app, 'admin', 'not-the-password');
    const unknown = await attemptLogin(t.app, 'nobody-here', 'whatever');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, message: 'Wrong username or password' });
      expect(res.json().timestamp).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    }
  });

  it('refuses a wrong captcha answer, then the same uuid even with the right answer (one attempt)', async () => {
    const { uuid, answer } = await newCaptcha(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'admin', password: ADMIN_PASSWORD, code: String(Number(answer) + 1), uuid },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Verification code error');
    const reuse = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'admin', password: ADMIN_PASSWORD, code: answer, uuid } });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe('The verification code does not exist or has expired');
  });

  it('refuses a captcha used by a successful sign-in', async () => {
    const { uuid, answer } = await newCaptcha(t.app);
    const payload = { username: 'admin', password: ADMIN_PASSWORD, code: answer, uuid };
    expect((await t.app.inject({ method: 'POST', url: '/auth/login', payload })).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/auth/login', payload });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('The verification code does not exist or has expired');
  });

  it('refuses an unknown uuid and an empty code', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'admin', password: 'x', code: '3', uuid: 'nope' } });
    expect(unknown.json()).toMatchObject({ status: 400, message: 'The verification code does not exist or has expired' });
    const { uuid } = await newCaptcha(t.app);
    const empty = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'admin', password: 'x', code: '', uuid } });
    expect(empty.json()).toMatchObject({ status: 400, message: 'Verification code cannot be empty' });
    expect(await t.kv.get(captchaKey(uuid))).toBeNull();
  });

  it.each([
    [{ password: 'x', code: '1', uuid: 'u' }, 'username: Invalid input: expected string, received undefined'],
    [{ username: '', password: 'x', code: '1', uuid: 'u' }, 'username: Account cannot be empty'],
    [{ username: 'admin', password: '', code: '1', uuid: 'u' }, 'password: Password cannot be empty'],
    [{ username: 'admin', password: 42, code: '1', uuid: 'u' }, 'password: Invalid input: expected string, received number'],
    [['admin'], 'Invalid input: expected object, received array'],
  ])('answers 400 with a message for the malformed body %j', async (payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/login', headers: { 'content-type': 'application/json' }, payload: '{nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(400);
  });

  it('refuses a disabled account after checking its password', async () => {
    const user = await createUser(t.app, { enabled: false });
    const wrong = await attemptLogin(t.app, user.username, 'wrong-password');
    expect(wrong.json().message).toBe('Wrong username or password');
    const res = await attemptLogin(t.app, user.username, user.password);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The account is disabled');
  });

  it('after 5 failures for a username, a wrong password is answered 429 but the right one still signs in; a success resets the count', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 4; i += 1) expect((await attemptLogin(t.app, user.username, 'bad')).statusCode).toBe(400);
    expect((await attemptLogin(t.app, user.username, user.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await attemptLogin(t.app, user.username, 'bad')).json().message).toBe('Wrong username or password');
    const slowed = await attemptLogin(t.app, user.username, 'bad');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({
      status: 429,
      message: 'Too many failed sign-in attempts for this account: for the next 10 minutes each attempt waits longer. The right password still signs in.',
    });
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(500);
    expect((await attemptLogin(t.app, user.username, user.password)).statusCode).toBe(200);
    // The success cleared the count: the next wrong password is a plain wrong password again.
    expect((await attemptLogin(t.app, user.username, 'bad')).json().message).toBe('Wrong username or password');
    // Another user from the same IP is not affected.
    expect((await attemptLogin(t.app, 'admin', ADMIN_PASSWORD)).statusCode).toBe(200);
  });
});

describe('session checks', () => {
  it('answers 401 with the expiry message without a token, with a malformed one and with a foreign signature', async () => {
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setJti('x')
      .setSubject('1')
      .setIssuer('livedesk')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: `Bearer ${foreign}` }, { authorization: 'Basic abc' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/auth/info', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 401, message: UNAUTHORIZED });
    }
  });

  it('GET auth/info answers the same user object as the login', async () => {
    const result = await login(t.app, 'admin', ADMIN_PASSWORD);
    const res = await t.app.inject({ method: 'GET', url: '/auth/info', headers: auth(result.token) });
    expect(res.statusCode).toBe(200);
    expect(userInfoSchema.parse(res.json())).toEqual(result.user);
  });

  it('DELETE auth/logout ends the session: the token then gets 401', async () => {
    const { token } = await login(t.app, 'admin', ADMIN_PASSWORD);
    const res = await t.app.inject({ method: 'DELETE', url: '/auth/logout', headers: auth(token) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    const after = await t.app.inject({ method: 'GET', url: '/auth/info', headers: auth(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(UNAUTHORIZED);
  });

  it('a user disabled while signed in gets 401 on the next call', async () => {
    const user = await createUser(t.app);
    const { token } = await login(t.app, user.username, user.password);
    expect((await t.app.inject({ method: 'GET', url: '/auth/info', headers: auth(token) })).statusCode).toBe(200);
    await t.app.db.update(users).set({ enabled: false }).where(eq(users.id, user.id));
    await t.app.principals.invalidateAll();
    expect((await t.app.inject({ method: 'GET', url: '/auth/info', headers: auth(token) })).statusCode).toBe(401);
  });
});

describe('online sessions', () => {
  it('lists sessions with user, dept, IP, browser and login time, filters them, and kicks one out', async () => {
    const admin = await login(t.app, 'admin', ADMIN_PASSWORD);
    const user = await createUser(t.app, { dept: 'seed:dept.recruitment' });
    const res = await attemptLogin(t.app, user.username, user.password, {
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36' },
    });
    const victim = res.json().token as string;

    const list = await t.app.inject({ method: 'GET', url: `/auth/online?filter=${user.username}&page=0&size=10`, headers: auth(admin.token) });
    expect(list.statusCode).toBe(200);
    const page = list.json();
    expect(page.totalElements).toBe(1);
    const row = page.content[0];
    expect(row).toMatchObject({ userName: user.username, nickName: `Nick ${user.username}`, dept: 'seed:dept.recruitment', ip: '127.0.0.1', browser: 'Chrome 126.0.0.0' });
    expect(row.loginTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // The key is not the token, nor part of it in clear.
    expect(victim).not.toContain(row.key);

    const byBrowser = await t.app.inject({ method: 'GET', url: '/auth/online?blurry=chrome', headers: auth(admin.token) });
    expect(byBrowser.json().content.map((r: { userName: string }) => r.userName)).toContain(user.username);

    const all = await t.app.inject({ method: 'GET', url: '/auth/online?page=0&size=1', headers: auth(admin.token) });
    expect(all.json().content).toHaveLength(1);
    expect(all.json().totalElements).toBeGreaterThanOrEqual(2);

    const kick = await t.app.inject({ method: 'DELETE', url: '/auth/online', headers: auth(admin.token), payload: [row.key] });
    expect(kick.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/dashboard/summary', headers: auth(victim) });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(UNAUTHORIZED);
    // The admin's own session is untouched.
    expect((await t.app.inject({ method: 'GET', url: '/auth/info', headers: auth(admin.token) })).statusCode).toBe(200);
  });

  it('needs online:list to list and online:del to kick out (403) and a JSON array of keys (400)', async () => {
    const user = await createUser(t.app, { roles: [{ permissions: [] }] });
    const { token } = await login(t.app, user.username, user.password);
    const list = await t.app.inject({ method: 'GET', url: '/auth/online', headers: auth(token) });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toMatchObject({ status: 403, message: 'Forbidden: you lack the permission online:list' });
    const kick = await t.app.inject({ method: 'DELETE', url: '/auth/online', headers: auth(token), payload: ['x'] });
    expect(kick.statusCode).toBe(403);

    const admin = await login(t.app, 'admin', ADMIN_PASSWORD);
    const bad = await t.app.inject({ method: 'DELETE', url: '/auth/online', headers: auth(admin.token), payload: { key: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/expected array/);
    const empty = await t.app.inject({ method: 'DELETE', url: '/auth/online', headers: auth(admin.token), payload: [] });
    expect(empty.json().message).toBe('at least one key is required');
    const badSort = await t.app.inject({ method: 'GET', url: '/auth/online?sort=token,desc', headers: auth(admin.token) });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().message).toMatch(/^sort: unknown field 'token'/);
    const byName = await t.app.inject({ method: 'GET', url: '/auth/online?sort=userName,desc&size=100', headers: auth(admin.token) });
    const names = byName.json().content.map((r: { userName: string }) => r.userName);
    expect(names).toEqual([...names].sort().reverse());
    const badPage = await t.app.inject({ method: 'GET', url: '/auth/online?page=-1', headers: auth(admin.token) });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().message).toMatch(/^page: /);
  });
});

describe('IP throttling', () => {
  it('blocks an IP after its failures, for any username', async () => {
    const local = await buildTestApp({ loginLimits: { perUser: 100, perIp: 3 } });
    try {
      const from = { remoteAddress: '10.1.2.3' };
      for (const name of ['a1', 'a2', 'a3']) expect((await attemptLogin(local.app, name, 'bad', from)).statusCode).toBe(400);
      const blocked = await attemptLogin(local.app, 'admin', ADMIN_PASSWORD, from);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/^Too many failed sign-in attempts; try again in \d+ minutes?\.$/);
      expect((await attemptLogin(local.app, 'admin', ADMIN_PASSWORD, { remoteAddress: '10.1.2.4' })).statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });
});

/** Fires the sign-ins at once, each with its own right captcha answer (fetched beforehand). */
async function concurrentLogins(app: TestApp['app'], attempts: { username: string; password: string; from: string }[]) {
  const prepared = [];
  for (const attempt of attempts) prepared.push({ ...attempt, ...(await newCaptcha(app)) });
  return Promise.all(
    prepared.map(({ username, password, from, uuid, answer }) =>
      app.inject({ method: 'POST', url: '/auth/login', remoteAddress: from, payload: { username, password, code: answer, uuid } }),
    ),
  );
}

describe('sign-in limits: 5 per IP, backoff after 5 per username', () => {
  let local: TestApp;
  beforeAll(async () => {
    local = await buildTestApp({ loginLimits: { perUser: 5, perIp: 5, backoffBaseMs: 300, backoffMaxMs: 600 } });
  });
  afterAll(() => local?.close());
  /** A different client address for every attempt, where a test is about the username only. */
  let nextHost = 1;
  const fresh = () => ({ remoteAddress: `10.50.${Math.floor(nextHost / 250)}.${(nextHost++ % 250) + 1}` });

  it('of 14 wrong passwords from one IP at once, at most the IP limit (5) are checked; the rest are refused with 429', async () => {
    const answers = await concurrentLogins(
      local.app,
      Array.from({ length: 14 }, (_, i) => ({ username: `guess_${i}`, password: 'wrong', from: '10.7.0.1' })),
    );
    expect(answers.filter((res) => res.json().message === 'Wrong username or password')).toHaveLength(5);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(refused).toHaveLength(9);
    expect(refused[0]!.json().message).toMatch(/^Too many failed sign-in attempts; try again in \d+ minutes?\.$/);
    // Still blocked afterwards, even with the right password.
    expect((await attemptLogin(local.app, 'admin', ADMIN_PASSWORD, { remoteAddress: '10.7.0.1' })).statusCode).toBe(429);
  });

  it('of 14 wrong passwords for one username at once (from 14 IPs), at most the username limit (5) are answered as plain failures', async () => {
    const user = await createUser(local.app);
    const answers = await concurrentLogins(
      local.app,
      Array.from({ length: 14 }, (_, i) => ({ username: user.username, password: `wrong-${i}`, from: fresh().remoteAddress })),
    );
    expect(answers.filter((res) => res.json().message === 'Wrong username or password')).toHaveLength(5);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(9);
  });

  it('5 wrong tries by an attacker do not lock the owner out: the right password with a right captcha signs in', async () => {
    for (let i = 0; i < 5; i += 1) expect((await attemptLogin(local.app, 'admin', `guess-${i}`, fresh())).statusCode).toBe(400);
    // The attacker keeps trying: refused, and still counted.
    for (let i = 0; i < 3; i += 1) expect((await attemptLogin(local.app, 'admin', `guess-more-${i}`, fresh())).statusCode).toBe(429);

    const owner = fresh();
    // The right password with a wrong captcha is not enough.
    const { uuid, answer } = await newCaptcha(local.app);
    const wrongCaptcha = await local.app.inject({
      method: 'POST',
      url: '/auth/login',
      ...owner,
      payload: { username: 'admin', password: ADMIN_PASSWORD, code: String(Number(answer) + 1), uuid },
    });
    expect(wrongCaptcha.statusCode).toBe(400);
    expect(wrongCaptcha.json().message).toBe('Verification code error');

    const signedIn = await attemptLogin(local.app, 'admin', ADMIN_PASSWORD, owner);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await local.app.inject({ method: 'GET', url: '/auth/info', headers: auth(signedIn.json().token) })).statusCode).toBe(200);
  });

  it('each attempt during the backoff waits longer than the one before, the right one included', async () => {
    const user = await createUser(local.app);
    const timed = async (password: string) => {
      const { uuid, answer } = await newCaptcha(local.app);
      const started = performance.now();
      const res = await local.app.inject({ method: 'POST', url: '/auth/login', ...fresh(), payload: { username: user.username, password, code: answer, uuid } });
      return { status: res.statusCode, ms: performance.now() - started };
    };
    for (let i = 0; i < 5; i += 1) expect((await timed('bad')).status).toBe(400);
    const sixth = await timed('bad');
    expect(sixth.status).toBe(429);
    expect(sixth.ms).toBeGreaterThanOrEqual(290);
    const seventh = await timed('bad');
    expect(seventh.ms).toBeGreaterThanOrEqual(590);
    const owner = await timed(user.password);
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(590);
  });

  it('a NUL in the username answers 400 (not 500), leaves an operation-log row and counts against the IP', async () => {
    const from = '10.9.0.9';
    const { uuid, answer } = await newCaptcha(local.app);
    const res = await local.app.inject({ method: 'POST', url: '/auth/login', remoteAddress: from, payload: { username: 'adm\u0000in', password: 'x', code: answer, uuid } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message: expect.any(String) });

    const rows = await local.app.db.select().from(operationLogs).where(eq(operationLogs.requestIp, from));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ logType: 'INFO', method: 'POST auth/login', status: 400 });
    expect(rows[0]!.username).toBe('adm\\u0000in');

    // More malformed bodies: a password of the wrong type, text that is not JSON, an array, a missing username.
    const malformed = [
      { payload: { username: 'admin', password: 42 } },
      { headers: { 'content-type': 'application/json' }, payload: '{nope' },
      { payload: ['admin'] },
      { payload: { password: ADMIN_PASSWORD } },
    ];
    for (const extra of malformed) {
      expect((await local.app.inject({ method: 'POST', url: '/auth/login', remoteAddress: from, ...extra })).statusCode).toBe(400);
    }
    expect(await local.app.db.select().from(operationLogs).where(eq(operationLogs.requestIp, from))).toHaveLength(5);

    // Five refusals used the IP's allowance: the right password from there is now refused too.
    const blocked = await attemptLogin(local.app, 'admin', ADMIN_PASSWORD, { remoteAddress: from });
    expect(blocked.statusCode).toBe(429);
    expect((await attemptLogin(local.app, 'admin', ADMIN_PASSWORD, fresh())).statusCode).toBe(200);
  });
});
