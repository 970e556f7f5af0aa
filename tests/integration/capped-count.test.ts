/**
 * `cappedCount` (server/http/list-query.ts): lists that may hold millions of rows count exactly up to a cap and answer
 * the planner's estimate past it, flagged approximate, so their page answers as fast at a million rows as at ten
 * thousand.
 */
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../server/db/schema/jobs';
import { cappedCount } from '../../server/http/list-query';
import { buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.db.insert(jobs).values(Array.from({ length: 40 }, (_, i) => ({ name: `capped ${String(i).padStart(2, '0')}` })));
  await t.app.db.execute(sql`analyze jobs`);
});
afterAll(() => t?.close());

const count = cappedCount((db, where) => db.select({ one: sql`1` }).from(jobs).where(where), 10);

describe('cappedCount', () => {
  it('counts exactly up to the cap', async () => {
    expect(await count(t.app.db, like(jobs.name, 'capped 0%'))).toBe(10);
    expect(await count(t.app.db, like(jobs.name, 'capped 1%'))).toBe(10);
    expect(await count(t.app.db, like(jobs.name, 'capped 3_'))).toBe(10);
    expect(await count(t.app.db, like(jobs.name, 'capped 0_'))).toBe(10);
    expect(await count(t.app.db, like(jobs.name, 'nothing%'))).toBe(0);
  });

  it('answers an estimate above the cap past it, flagged approximate', async () => {
    const total = await count(t.app.db, like(jobs.name, 'capped%'));
    expect(total).toEqual({ estimate: expect.any(Number) });
    expect((total as { estimate: number }).estimate).toBeGreaterThan(10);
  });

  it('estimates the whole match, not the rows the capped count read', async () => {
    // The estimate of 40 matches once read "about 11": the cap's LIMIT leaked into the estimated query.
    const total = await count(t.app.db, like(jobs.name, 'capped%'));
    expect((total as { estimate: number }).estimate).toBeGreaterThanOrEqual(30);
  });
});
