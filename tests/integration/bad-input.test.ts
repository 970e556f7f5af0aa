/**
 * Bad input answers 400 with a code and a message naming the field, never a 500, and a refused write still leaves
 * its operation-log row:
 * - the NUL character (U+0000), which PostgreSQL cannot store, anywhere: the sign-in username (no account needed),
 *   an overlay `?key=`, a list's `blurry`, a menu or dictionary body, a header;
 * - ids beyond a 32-bit integer column (2^31 to 2^53) in a path, a body, an id array and a query filter;
 * - links a person types (pictures, avatars, menu external links) that are not http(s) (`javascript:` runs when
 *   clicked); a menu's external link may also be mailto: or tel:;
 * - a database refusal that still gets past the schemas answers 400 with a code and no SQL, on PGlite and PostgreSQL.
 */
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { and, count, desc, eq, gt, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_URL_MESSAGE, HTTP_URL_MESSAGE, NUL_MESSAGE, type ApiError } from '../../streams/contracts/common';
import { menus } from '../../server/db/schema/menus';
import { operationLogs } from '../../server/db/schema/system-logs';
import errorsPlugin from '../../server/plugins/errors';
import { auth, login, newCaptcha } from './helpers/session';
import { connectOverlayWs } from './helpers/ws-client';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});
afterAll(() => t?.close());

const lastLogId = async () => (await t.app.db.select({ id: max(operationLogs.id) }).from(operationLogs))[0]?.id ?? 0;

/** The operation-log rows written after `afterId`. */
const rowsAfter = (afterId: number) => t.app.db.select().from(operationLogs).where(gt(operationLogs.id, afterId)).orderBy(desc(operationLogs.id));

describe('the NUL character', () => {
  it('in the sign-in username: 400 naming the field, and the refused sign-in is in the operation log', async () => {
    const before = await lastLogId();
    const { uuid, answer } = await newCaptcha(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'ad\u0000min', password: 'whatever', code: answer, uuid } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ApiError>()).toMatchObject({ status: 400, code: 'BAD_CHARACTER', message: `username: ${NUL_MESSAGE}` });
    const [row] = await rowsAfter(before);
    expect(row).toMatchObject({ method: 'POST auth/login', status: 400, logType: 'INFO', username: 'ad\\u0000min' });
    expect(row!.params).not.toContain('whatever');
  });

  it('in an overlay key: 400, not a database error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/overlay/view?key=abc%00def' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ApiError>()).toMatchObject({ code: 'BAD_CHARACTER', message: `key: ${NUL_MESSAGE}` });
  });

  it('in the overlay key of a websocket: the upgrade is refused with 400, the server carries on', async () => {
    await expect(connectOverlayWs(t.app, 'abc\u0000def')).rejects.toThrow(/400/);
    expect((await t.app.inject({ method: 'GET', url: '/auth/info', headers: admin })).statusCode).toBe(200);
  });

  it('in a list search (blurry): 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/menus?blurry=sys%00tem', headers: admin });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ApiError>()).toMatchObject({ code: 'BAD_CHARACTER', message: `blurry: ${NUL_MESSAGE}` });
  });

  it('in a menu body: 400 naming the field, nothing created, the refusal logged', async () => {
    const before = await lastLogId();
    const [{ n: menusBefore }] = (await t.app.db.select({ n: count() }).from(menus)) as [{ n: number }];
    const res = await t.app.inject({ method: 'POST', url: '/api/menus', headers: admin, payload: { type: 0, title: 'Nul\u0000menu', path: 'nul-menu' } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ApiError>()).toMatchObject({ code: 'BAD_CHARACTER', message: `title: ${NUL_MESSAGE}` });
    expect((await t.app.db.select({ n: count() }).from(menus))[0]!.n).toBe(menusBefore);
    const [row] = await rowsAfter(before);
    expect(row).toMatchObject({ method: 'POST api/menus', status: 400, username: 'admin' });
    expect(row!.params).toContain('Nul\\u0000menu');
  });

  it('deep in a body, in an object key, and in a header: 400 naming where', async () => {
    const nested = await t.app.inject({ method: 'PUT', url: '/api/roles/menu', headers: admin, payload: { id: 1, menus: [{ id: 1 }, { id: '2\u0000' }] } });
    expect(nested.json<ApiError>()).toMatchObject({ status: 400, code: 'BAD_CHARACTER', message: `menus.1.id: ${NUL_MESSAGE}` });
    const key = await t.app.inject({ method: 'POST', url: '/api/dict', headers: admin, payload: { name: 'keyed', ['de\u0000scription']: 'x' } });
    expect(key.json<ApiError>()).toMatchObject({ status: 400, code: 'BAD_CHARACTER', message: `de\\0scription: ${NUL_MESSAGE}` });
    const before = await lastLogId();
    const header = await t.app.inject({ method: 'POST', url: '/api/dict', headers: { ...admin, 'user-agent': 'Bot\u0000/1.0' }, payload: { name: 'from-a-bot' } });
    expect(header.json<ApiError>()).toMatchObject({ status: 400, code: 'BAD_CHARACTER', message: `header user-agent: ${NUL_MESSAGE}` });
    expect(await rowsAfter(before)).toMatchObject([{ method: 'POST api/dict', status: 400 }]);
  });
});

describe('ids beyond the database integer range', () => {
  const TOO_BIG = 2 ** 31;

  it('in a path: 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/roles/${TOO_BIG}`, headers: admin });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ApiError>().message).toBe('id: must be at most 2147483647');
  });

  it('in a query filter: 400', async () => {
    for (const url of [`/api/menus/child?id=${TOO_BIG}`, `/api/users?deptId=${TOO_BIG}`, `/api/menus?pid=${2 ** 53 - 1}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: admin });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json<ApiError>().message, url).toMatch(/^(id|deptId|pid): must be at most 2147483647$/);
    }
  });

  it('in a body and in an id array: 400, and the refused writes are logged', async () => {
    const before = await lastLogId();
    const body = await t.app.inject({ method: 'PUT', url: '/api/menus', headers: admin, payload: { id: TOO_BIG, type: 0, title: 'Big', path: 'big' } });
    expect(body.statusCode, body.body).toBe(400);
    expect(body.json<ApiError>().message).toBe('id: must be at most 2147483647');
    const list = await t.app.inject({ method: 'DELETE', url: '/api/dict', headers: admin, payload: [1, TOO_BIG] });
    expect(list.statusCode, list.body).toBe(400);
    expect(list.json<ApiError>().message).toBe('1: must be at most 2147483647');
    const path = await t.app.inject({ method: 'DELETE', url: `/api/dictDetail/${TOO_BIG}`, headers: admin });
    expect(path.statusCode, path.body).toBe(400);
    expect((await rowsAfter(before)).map((row) => [row.method, row.status])).toEqual([
      ['DELETE api/dictDetail/:id', 400],
      ['DELETE api/dict', 400],
      ['PUT api/menus', 400],
    ]);
  });

  it('a path parameter too long for the router: 400 with the error body, and a write is still logged', async () => {
    const before = await lastLogId();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/dictDetail/${'9'.repeat(300)}`, headers: admin });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ApiError>()).toMatchObject({ status: 400, code: 'BAD_URL' });
    expect(await rowsAfter(before)).toMatchObject([{ status: 400, logType: 'INFO' }]);
  });
});

describe('links a person types', () => {
  it('refuses javascript: beside the field of an animation, a kept streamer, a monitored streamer and a live configuration', async () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/api/vehicleAnimations', { name: 'Evil', type: 'normal', pictureUrl: 'javascript:alert(1)' }, `pictureUrl: ${FILE_URL_MESSAGE}`],
      ['/api/vehicleAnimations', { name: 'Evil', type: 'normal', resourceUrl: ' JavaScript:alert(1)' }, `resourceUrl: ${FILE_URL_MESSAGE}`],
      ['/api/groupStreamers', { anchorId: 'evil_1', nickname: 'Evil', avatarUrl: 'javascript:alert(1)' }, `avatarUrl: ${HTTP_URL_MESSAGE}`],
      ['/api/monitor/streamers', { uniqueId: 'evil_2', type: 'regular', avatarUrl: 'data:text/html,<script>alert(1)</script>' }, `avatarUrl: ${HTTP_URL_MESSAGE}`],
      [
        '/api/liveConfigs',
        {
          name: 'Evil',
          room: { source: 'simulator', uniqueId: 'sim_evil' },
          streamers: [
            { anchorId: 'a_1', nickname: 'A', gifts: ['5655'], avatarUrl: 'javascript:alert(1)' },
            { anchorId: 'b_2', nickname: 'B', gifts: ['7934'] },
          ],
          gifts: [
            { giftId: '5655', giftName: 'Rose', price: 1 },
            { giftId: '7934', giftName: 'Heart Me', price: 1 },
          ],
          pkTime: { value: 5, unit: 'minutes' },
          autoEndSeconds: 0,
          pluginStyle: 'default',
        },
        `streamers.0.avatarUrl: ${HTTP_URL_MESSAGE}`,
      ],
    ];
    for (const [url, payload, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url, headers: admin, payload });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json<ApiError>().message, url).toBe(message);
    }
  });

  it('takes http(s) links and the files this server serves', async () => {
    const picture = await t.app.inject({
      method: 'POST',
      url: '/api/vehicleAnimations',
      headers: admin,
      payload: { name: 'Fine', type: 'normal', pictureUrl: '/files/animations/abc.png', resourceUrl: 'https://cdn.example.com/a.mp4' },
    });
    expect(picture.statusCode, picture.body).toBe(201);
    const avatar = await t.app.inject({ method: 'POST', url: '/api/groupStreamers', headers: admin, payload: { anchorId: 'fine_1', nickname: 'Fine', avatarUrl: 'https://p16.example.com/a.webp' } });
    expect(avatar.statusCode, avatar.body).toBe(201);
  });

  it('menu external links: javascript: refused; http(s), mailto: and tel: taken', async () => {
    const evil = await t.app.inject({ method: 'POST', url: '/api/menus', headers: admin, payload: { type: 1, title: 'Evil link', path: 'javascript:alert(1)', iFrame: true } });
    expect(evil.statusCode, evil.body).toBe(400);
    expect(evil.json<ApiError>().message).toBe('path: an external link must start with http://, https://, mailto: or tel:');
    for (const [title, path] of [
      ['Mail us', 'mailto:ops@example.com'],
      ['Call us', 'tel:+971-4-555-0100'],
      ['Docs site', 'https://example.com/docs'],
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/menus', headers: admin, payload: { type: 1, title, path, iFrame: true } });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(201);
    }
  });
});

describe('a database refusal that gets past the schemas', () => {
  /** An app with only the errors plugin and a route that runs `query` on the test database. */
  async function refusingApp(query: () => Promise<unknown>) {
    const app = Fastify({ logger: false });
    await app.register(
      fp(
        async (instance) => {
          instance.decorate('config', t.config);
        },
        { name: 'config' },
      ),
    );
    await app.register(errorsPlugin);
    app.post('/probe', async () => {
      await query();
      return { ok: true };
    });
    return app;
  }

  it.each([
    ['a NUL character', () => t.app.db.execute(sql`select ${'a\u0000b'}::text as value`), 'BAD_CHARACTER'],
    ['an integer out of range', () => t.app.db.execute(sql`select id from menus where id = ${2 ** 31}`), 'OUT_OF_RANGE'],
    ['a text too long', () => t.app.db.execute(sql`insert into menus (title, type, path) values (${'x'.repeat(300)}, 0, 'long')`), 'TOO_LONG'],
    ['a malformed number', () => t.app.db.execute(sql`select ${'twelve'}::int as value`), 'INVALID_VALUE'],
    ['a duplicate', () => t.app.db.execute(sql`insert into menus (title, type, path) values ('x:monitor', 0, 'again')`), 'DUPLICATE'],
  ])('%s answers 400 with a code and no SQL (driver: the test database)', async (_name, query, code) => {
    const app = await refusingApp(query);
    try {
      const res = await app.inject({ method: 'POST', url: '/probe' });
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json<ApiError>();
      expect(body.code).toBe(code);
      expect(body.message).not.toMatch(/select|insert|menus|\$1|params/i);
    } finally {
      await app.close();
    }
  });

  it('a failure that is not about the input stays a 500 with its request id', async () => {
    const app = await refusingApp(() => t.app.db.execute(sql`select * from no_such_table`));
    try {
      const res = await app.inject({ method: 'POST', url: '/probe' });
      expect(res.statusCode).toBe(500);
      expect(res.json<ApiError>().requestId).toBeTruthy();
    } finally {
      await app.close();
    }
  });
});

describe('the operation log of a write with anything in it', () => {
  it('stores the row whatever the username, body and user agent hold', async () => {
    const before = await lastLogId();
    const longName = `a\u0000${'n'.repeat(100)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'user-agent': 'x'.repeat(2_000) },
      payload: { username: longName, password: 'p', code: '1', uuid: 'u' },
    });
    expect(res.statusCode).toBe(400);
    const rows = await t.app.db
      .select()
      .from(operationLogs)
      .where(and(gt(operationLogs.id, before), eq(operationLogs.method, 'POST auth/login')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.username).toBe(`a\\u0000${'n'.repeat(57)}`);
  });
});
