/**
 * On PostgreSQL only (`*.postgres.test.ts` run when DATABASE_URL is set, see vitest.config.ts): the service
 * survives the database dropping its connections (a restart, a failover, an admin kill). PGlite lives
 * in-process and has no connections to lose.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { auth, login } from './helpers/session';
import { ADMIN_PASSWORD } from './helpers/test-app';

describe('PostgreSQL connections killed under a running app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the process up and answers the next requests on fresh connections', async () => {
    const { token } = await login(t.app, 'admin', ADMIN_PASSWORD);
    expect((await t.app.inject({ method: 'GET', url: '/auth/info', headers: auth(token) })).statusCode).toBe(200);

    const killer = new pg.Client({ connectionString: t.db.url });
    await killer.connect();
    const { rows } = await killer.query<{ killed: boolean }>(
      'select pg_terminate_backend(pid) as killed from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await killer.end();
    expect(rows.length).toBeGreaterThan(0);
    // Let the pool see the FATAL message on its idle connections before the next query.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const again = await t.app.inject({ method: 'GET', url: '/auth/info', headers: auth(token) });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ user: { username: string } }>().user.username).toBe('admin');
  });
});
