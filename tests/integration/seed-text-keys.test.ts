/**
 * Seeded names are stored as `seed:key` texts the console translates. A fresh install is seeded with the keys; an
 * install seeded before (English texts) gets them from migration 0008, which leaves a name an administrator typed as
 * typed. (Exports write the keys' English texts: depts.test.ts, jobs.test.ts.)
 */
import { readFile } from 'node:fs/promises';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_DEPTS, SEED_JOBS, type SeedDept } from '../../server/db/seed-data';
import { depts } from '../../server/db/schema/depts';
import { jobs } from '../../server/db/schema/jobs';
import { timedTasks } from '../../server/db/schema/timed-tasks';
import { roles } from '../../server/db/schema/users';
import { SEEDED_TASKS } from '../../server/modules/timing/seed';
import { seedTextEnglish } from '../../streams/contracts/seed-texts';
import { buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const deptNames = (nodes: SeedDept[]): string[] => nodes.flatMap((node) => [node.name, ...deptNames(node.children ?? [])]);

/** Runs migration 0008 again, statement by statement (as the migrator does). */
async function runMigration(): Promise<void> {
  const file = await readFile(new URL('../../server/db/migrations/0008_seed_text_keys.sql', import.meta.url), 'utf8');
  for (const statement of file.split('--> statement-breakpoint')) {
    const text = statement.replace(/^--.*$/gm, '').trim();
    if (text) await t.app.db.execute(sql.raw(text));
  }
}

describe('seeded texts', () => {
  it('are seeded as keys that all have an English text', async () => {
    const stored = [
      ...deptNames(SEED_DEPTS),
      ...SEED_JOBS.map((job) => job.name),
      ...(await t.app.db.select({ name: roles.name, description: roles.description }).from(roles).where(eq(roles.createBy, 'system'))).flatMap((role) => [role.name, role.description ?? '']),
      ...SEEDED_TASKS.flatMap((task) => [task.jobName, task.description]),
    ];
    expect(stored.length).toBeGreaterThan(10);
    for (const text of stored) {
      expect(text).toMatch(/^seed:[a-z]+\.[a-zA-Z]+$/);
      expect(seedTextEnglish(text), text).not.toBe(text);
    }
    const [hq] = await t.app.db.select().from(depts).where(and(isNull(depts.pid), eq(depts.name, 'seed:dept.guildHq')));
    expect(hq).toBeDefined();
    const tasks = await t.app.db.select({ jobName: timedTasks.jobName, description: timedTasks.description }).from(timedTasks);
    expect(tasks).toContainEqual({ jobName: 'seed:task.cleanExpiredSessions', description: 'seed:task.cleanExpiredSessionsDescription' });
  });

  it('of an install seeded in English become keys on migration; a typed name stays as typed', async () => {
    await t.app.db.update(depts).set({ name: 'Guild HQ' }).where(eq(depts.name, 'seed:dept.guildHq'));
    await t.app.db.update(jobs).set({ name: 'Reviewer' }).where(eq(jobs.name, 'seed:job.reviewer'));
    await t.app.db.update(roles).set({ name: 'Operator', description: 'Day-to-day operations within the own department' }).where(eq(roles.name, 'seed:role.operator'));
    await t.app.db
      .update(timedTasks)
      .set({ jobName: 'Purge old logs', description: 'Every Sunday at 03:00: deletes operation and task logs older than 90 days.' })
      .where(eq(timedTasks.taskName, 'purgeOldLogs'));
    // An administrator's own job with a seeded-looking English name: not the seed's, so not a key.
    await t.app.db.insert(jobs).values({ name: 'Recruiter', jobSort: 9, createBy: 'admin' });

    await runMigration();

    expect((await t.app.db.select().from(depts).where(eq(depts.name, 'seed:dept.guildHq'))).length).toBe(1);
    expect((await t.app.db.select().from(jobs).where(eq(jobs.name, 'seed:job.reviewer'))).length).toBe(1);
    expect((await t.app.db.select().from(jobs).where(eq(jobs.name, 'Recruiter'))).length).toBe(1);
    expect(await t.app.db.select({ name: roles.name, description: roles.description }).from(roles).where(eq(roles.name, 'seed:role.operator'))).toEqual([
      { name: 'seed:role.operator', description: 'seed:role.operatorDescription' },
    ]);
    expect(await t.app.db.select({ jobName: timedTasks.jobName, description: timedTasks.description }).from(timedTasks).where(eq(timedTasks.taskName, 'purgeOldLogs'))).toEqual([
      { jobName: 'seed:task.purgeOldLogs', description: 'seed:task.purgeOldLogsDescription' },
    ]);
  });

});
