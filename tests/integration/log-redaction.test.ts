/**
 * Secrets never reach the server log. A real server (listening on a free port) logs every request at info level
 * into a captured stream while a browser-like client signs in, opens `/websocket?token=Bearer …` with its live
 * session token, calls the API with `Authorization`, and an OBS overlay reads its view and opens its websocket with
 * `?key=…`; a failed query carrying a password hash is logged as an error. The captured log shows the requests
 * (their paths, with `******` in place of each secret) and holds none of the secrets.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaKey } from '../../server/modules/auth/captcha-service';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let base: string;
const lines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  t = await buildTestApp({ logger: { level: 'info', stream } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

/** Opens a websocket on the running server and closes it once open (or refused). */
async function openAndClose(path: string): Promise<void> {
  const socket = new WebSocket(`ws://${base}${path}`);
  await Promise.race([once(socket, 'open'), once(socket, 'close'), once(socket, 'error')]);
  socket.close();
  if (socket.readyState !== WebSocket.CLOSED) await once(socket, 'close');
}

describe('the server log', () => {
  it('holds no session token, overlay key, password or query parameter of a failed query', async () => {
    const captcha = (await (await fetch(`http://${base}/auth/code`)).json()) as { uuid: string };
    const code = await t.kv.get(captchaKey(captcha.uuid));
    const signIn = await fetch(`http://${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD, code, uuid: captcha.uuid }),
    });
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    const jwt = token.replace(/^Bearer /, '');

    // The console's websocket carries the session token in its URL (a browser cannot set headers on one).
    await openAndClose(`/websocket?token=${encodeURIComponent(token)}`);
    const headers = { authorization: token, 'content-type': 'application/json' };
    const info = await fetch(`http://${base}/auth/info?password=hunter2-in-a-query&code=8421`, { headers });
    expect(info.status).toBe(200);

    const created = await fetch(`http://${base}/api/liveConfigs`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'Log check',
        room: { source: 'simulator', uniqueId: 'sim_log_check' },
        streamers: [
          { anchorId: 'a_1', nickname: 'A', gifts: ['5655'] },
          { anchorId: 'b_2', nickname: 'B', gifts: ['7934'] },
        ],
        gifts: [
          { giftId: '5655', giftName: 'Rose', price: 1 },
          { giftId: '7934', giftName: 'Heart Me', price: 1 },
        ],
        pkTime: { value: 5, unit: 'minutes' },
        autoEndSeconds: 0,
        pluginStyle: 'default',
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const { overlayKey } = (await (await fetch(`http://${base}/api/liveConfigs/${id}`, { headers })).json()) as { overlayKey: string };
    expect(overlayKey.length).toBeGreaterThan(20);
    // An OBS overlay: its page, its view and its websocket, each with the key in the URL.
    expect((await fetch(`http://${base}/api/overlay/view?key=${overlayKey}`)).status).toBe(200);
    await fetch(`http://${base}/pkProgress?key=${overlayKey}&layout=portrait`);
    await openAndClose(`/websocket?key=${overlayKey}`);

    // A failed query whose parameters hold a password hash, logged the way the error handler logs a 500.
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$secret-hash-in-params';
    const failure = await t.app.db.execute(sql`select ${hash}::int as value`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    t.app.log.error({ err: failure }, 'unhandled error');
    t.app.log.info({ body: { username: 'admin', password: 'hunter2-in-a-body' }, headers: { authorization: token, cookie: `session=${jwt}` } }, 'a body and headers');

    const log = lines.join('\n');
    // Not one secret…
    for (const secret of [jwt, encodeURIComponent(token), overlayKey, ADMIN_PASSWORD, 'hunter2', '8421', 'secret-hash-in-params']) {
      expect(log, `the log holds ${secret.slice(0, 20)}…`).not.toContain(secret);
    }
    // …while the requests are there, each secret masked.
    expect(log).toContain('"url":"/websocket?token=******"');
    expect(log).toContain('"url":"/websocket?key=******"');
    expect(log).toContain('"url":"/api/overlay/view?key=******"');
    expect(log).toContain('"url":"/pkProgress?key=******&layout=portrait"');
    expect(log).toContain('"url":"/auth/info?password=******&code=******"');
    expect(log).toContain('Failed query: select $1::int as value');
  });
});
