/** `api/monitor` (server figures) and `api/sql` (statement timings) over the real app. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTimings, queryRows } from '../../server/db/database';
import type { Capacity, SqlPage } from '../../streams/contracts/server-monitor';
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

const plausible = (c: Capacity) => {
  expect(c.total).toBeGreaterThanOrEqual(c.used);
  expect(c.used).toBeGreaterThanOrEqual(0);
  expect(c.available).toBeGreaterThanOrEqual(0);
  expect(c.available).toBeLessThanOrEqual(c.total);
  expect(c.usageRate).toBeGreaterThanOrEqual(0);
  expect(c.usageRate).toBeLessThanOrEqual(100);
};

describe('GET api/monitor', () => {
  it('answers plausible figures of this machine, and shares one measurement between close calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/monitor', headers: admin });
    expect(res.statusCode).toBe(200);
    const figures = res.json();
    expect(figures.sys.os).not.toBe('');
    expect(figures.sys.hostname).not.toBe('');
    expect(figures.sys.uptime).toBeGreaterThan(0);
    expect(figures.sys.day).toMatch(/\d+ minutes?$/);
    expect(figures.cpu.logic).toBeGreaterThanOrEqual(1);
    expect(figures.cpu.used).toBeGreaterThanOrEqual(0);
    expect(figures.cpu.used).toBeLessThanOrEqual(100);
    // This machine has memory and a disk; its swap may be absent (0 of 0 is still plausible).
    expect(figures.memory.total).toBeGreaterThan(0);
    expect(figures.disk.total).toBeGreaterThan(0);
    for (const part of [figures.memory, figures.swap, figures.disk]) plausible(part);
    expect(figures.time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    // A second page polling right after gets the same measurement (same time, same CPU load), not a new one.
    const again = await t.app.inject({ method: 'GET', url: '/api/monitor', headers: admin });
    expect(again.json()).toEqual(figures);
    // After the cache window a new measurement is taken.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const later = await t.app.inject({ method: 'GET', url: '/api/monitor', headers: admin });
    expect(later.json().time).not.toBe(figures.time);
  });

  it('needs server:list; monitor:list (live monitoring) is not enough; the live routes under api/monitor/ still answer', async () => {
    const live = await createUser(t.app, { roles: [{ permissions: ['monitor:list'] }] });
    const liveToken = auth((await login(t.app, live.username, live.password)).token);
    const refused = await t.app.inject({ method: 'GET', url: '/api/monitor', headers: liveToken });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Forbidden: you lack the permission server:list');
    expect((await t.app.inject({ method: 'GET', url: '/api/monitor/streamers', headers: liveToken })).statusCode).toBe(200);

    const reader = await createUser(t.app, { roles: [{ permissions: ['server:list'] }] });
    const readerToken = auth((await login(t.app, reader.username, reader.password)).token);
    expect((await t.app.inject({ method: 'GET', url: '/api/monitor', headers: readerToken })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/monitor/streamers', headers: readerToken })).statusCode).toBe(403);
  });
});

describe('GET/DELETE api/sql', () => {
  const list = async (query: string): Promise<SqlPage> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/sql?${query}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const marker = (n: number) => sql.raw(`select ${n} as sql_monitor_marker`);

  it("counts the statements the app runs, reports its source, sorts, searches, pages and resets", async () => {
    const first = await list('blurry=sql_monitor_marker_probe');
    // PostgreSQL's pg_stat_statements is not installed on the test databases: the app's own timings answer.
    expect(first.source).toBe('app');
    expect(first.since).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    for (let i = 0; i < 5; i += 1) await queryRows(t.app.db, marker(1));
    await queryRows(t.app.db, marker(2));
    // Inside a transaction too (each driver runs those on another handle).
    await t.app.db.transaction(async (tx) => {
      await queryRows(tx, marker(1));
    });

    const found = await list('blurry=SQL_MONITOR_MARKER&sort=count,desc');
    expect(found.content.map((s) => s.sql)).toEqual(['select 1 as sql_monitor_marker', 'select 2 as sql_monitor_marker']);
    const [often, once] = found.content;
    expect(often).toMatchObject({ count: 6 });
    expect(once).toMatchObject({ count: 1 });
    for (const s of found.content) {
      expect(s.max).toBeGreaterThanOrEqual(s.mean);
      expect(s.total).toBeCloseTo(s.mean * s.count, 2);
    }
    const ascending = await list('blurry=sql_monitor_marker&sort=count,asc');
    expect(ascending.content.map((s) => s.count)).toEqual([1, 6]);
    const paged = await list('blurry=sql_monitor_marker&sort=count,desc&page=1&size=1');
    expect(paged).toMatchObject({ totalElements: 2, content: [{ sql: 'select 2 as sql_monitor_marker' }] });

    // The requests themselves go through the database: the whole list has the login and session statements too.
    const everything = await list('size=500&sort=total,desc');
    expect(everything.totalElements).toBeGreaterThan(2);
    const totals = everything.content.map((s) => s.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));

    const reset = await t.app.inject({ method: 'DELETE', url: '/api/sql', headers: admin });
    expect(reset.statusCode).toBe(200);
    expect((await list('blurry=sql_monitor_marker')).totalElements).toBe(0);
    await queryRows(t.app.db, marker(1));
    expect((await list('blurry=sql_monitor_marker')).content).toMatchObject([{ count: 1 }]);
  });

  it('refuses an unknown sort field with the allowed ones, and callers without sql:list', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/sql?sort=sql,desc', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("sort: unknown field 'sql' (allowed: count, mean, total, max)");
    const badSource = await t.app.inject({ method: 'GET', url: '/api/sql?source=redis', headers: admin });
    expect(badSource.statusCode).toBe(400);
    expect(badSource.json().message).toMatch(/^source: /);

    const other = await createUser(t.app, { roles: [{ permissions: ['server:list'] }] });
    const token = auth((await login(t.app, other.username, other.password)).token);
    expect((await t.app.inject({ method: 'GET', url: '/api/sql', headers: token })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/sql', headers: token })).statusCode).toBe(403);
  });
});

describe('QueryTimings', () => {
  it('keeps at most its limit of statements, dropping the least used', () => {
    const timings = new QueryTimings(3);
    timings.record('a', 1);
    timings.record('a', 3);
    timings.record('b', 2);
    timings.record('c', 5);
    timings.record('c', 1);
    timings.record('d', 4);
    const kept = Object.fromEntries(timings.snapshot().map((s) => [s.sql, s]));
    expect(Object.keys(kept).sort()).toEqual(['a', 'c', 'd']);
    expect(kept.a).toMatchObject({ count: 2, totalMs: 4, maxMs: 3 });
    expect(kept.c).toMatchObject({ count: 2, totalMs: 6, maxMs: 5 });
    timings.reset();
    expect(timings.snapshot()).toEqual([]);
  });
});
