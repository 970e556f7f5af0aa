/**
 * Several instances starting at the same moment on one database (scale-out, README "Scaling out"): each
 * migrates and seeds under the startup lock, so all come up and the seed exists once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, queryRows, type Database } from '../../server/db/database';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from './helpers/test-app';

describe('instances starting together on one database', () => {
  const apps: TestApp[] = [];
  const extraHandles: Database[] = [];
  let shared: TestDatabase;

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of extraHandles) await handle.close();
    await shared.dispose();
  });

  it('all come up, with one admin user and one copy of each seeded menu', async () => {
    shared = await createTestDatabase();
    // On PostgreSQL each instance gets its own pool, as separate processes would; PGlite is one process.
    const handleFor = (): Database => {
      if (!shared.url) return shared.database;
      const handle = openPostgres(shared.url);
      extraHandles.push(handle);
      return handle;
    };
    const started = await Promise.all([0, 1, 2].map(() => buildTestApp({ database: { ...shared, database: handleFor() } })));
    apps.push(...started);

    const admins = await queryRows<{ n: number }>(shared.database.db, sql`select count(*)::int as n from users where username = 'admin'`);
    expect(admins[0]?.n).toBe(1);
    const menus = await queryRows<{ n: number }>(shared.database.db, sql`select count(*)::int as n from menus where component_name = 'OnlineUser'`);
    expect(menus[0]?.n).toBe(1);
    for (const { app } of started) {
      const res = await app.inject({ method: 'GET', url: '/auth/code' });
      expect(res.statusCode).toBe(200);
    }
  });
});
