/**
 * Job title use cases (eladmin `JobServiceImpl`): the paged list, writes in one transaction each, a
 * unique name, and deletes refused while a user holds the job.
 *
 * Data scope (data scopes filter the users, departments and jobs lists): a job has no department, so a caller
 * whose scope is not `all` sees the jobs held by at least one user of a department in their scope, plus the jobs held
 * by nobody (so a new job can be found and used); jobs held only by users elsewhere are invisible to them, and editing
 * or deleting one answers 404.
 */
import { and, asc, count, desc, eq, exists, ilike, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../../streams/contracts/common';
import { type Job, type JobCreateBody, type JobFilter, type JobUpdateBody } from '../../../streams/contracts/jobs';
import type { Db, DbOrTx } from '../../db/database';
import { isUniqueViolation } from '../../db/database-error';
import { jobs } from '../../db/schema/jobs';
import { users, usersJobs } from '../../db/schema/users';
import { badRequest, notFound } from '../../http/http-error';
import { fieldRefusal, refusal, shortList } from '../../../streams/contracts/refusals';
import { defineList, type ListQuery, type SortQuery } from '../../http/list-query';
import { likePattern, type SortWhitelist } from '../../http/paging';
import { formatWireDate } from '../../http/wire-date';
import { sheetXlsx } from '../../http/xlsx';
import type { DataScope } from '../auth/user-access';
import { storedSeedName } from '../../../streams/contracts/seed-texts';

type JobRow = typeof jobs.$inferSelect;

/** Sortable fields of `GET api/job` (streams/contracts/jobs.ts `JOB_SORTS`). */
export const JOB_SORT_FIELDS: SortWhitelist = { id: jobs.id, name: jobs.name, jobSort: jobs.jobSort, enabled: jobs.enabled, createTime: jobs.createTime };
const jobList = defineList({ table: jobs, sorts: JOB_SORT_FIELDS, order: [asc(jobs.jobSort), asc(jobs.id)], tieBreak: desc(jobs.id) });
const NAMED_MAX = 5;

const toJob = (row: JobRow, zone: string): Job => ({
  id: row.id,
  name: row.name,
  enabled: row.enabled,
  jobSort: row.jobSort,
  createTime: formatWireDate(row.createTime, zone),
});

/** The SQL condition of the jobs a scope sees (undefined = all); see the module comment. */
export function jobScopeCondition(db: DbOrTx, scope: DataScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  const heldByAnyone = exists(db.select({ one: sql`1` }).from(usersJobs).where(eq(usersJobs.jobId, jobs.id)));
  if (scope.deptIds.length === 0) return not(heldByAnyone);
  const heldInScope = exists(
    db
      .select({ one: sql`1` })
      .from(usersJobs)
      .innerJoin(users, eq(users.id, usersJobs.userId))
      .where(and(eq(usersJobs.jobId, jobs.id), inArray(users.deptId, scope.deptIds))),
  );
  return or(heldInScope, not(heldByAnyone));
}

/** The list's conditions: the scope's, then the filters. */
const listConditions = (db: DbOrTx, scope: DataScope, query: JobFilter) => [
  jobScopeCondition(db, scope),
  query.name ? ilike(jobs.name, likePattern(query.name)) : undefined,
  query.enabled === undefined ? undefined : eq(jobs.enabled, query.enabled),
];

/** `GET api/job`: a page of the jobs the scope sees, by jobSort unless `sort` says otherwise. @throws 400 bad sort. */
export async function listJobs(db: Db, scope: DataScope, query: JobFilter & ListQuery, zone: string): Promise<Page<Job>> {
  return jobList.page(db, query, listConditions(db, scope, query), (rows) => rows.map((row) => toJob(row, zone)));
}

async function nameTaken(tx: DbOrTx, name: string, exceptId: number | null): Promise<boolean> {
  const [row] = await tx
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.name, name), exceptId === null ? undefined : sql`${jobs.id} <> ${exceptId}`));
  return (row?.n ?? 0) > 0;
}

/** Runs a write; a concurrent duplicate caught by the unique index answers like the check. */
async function duplicateSafe<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(fieldRefusal('name', 'JOB_NAME_TAKEN', { name }));
    throw error;
  }
}

/** `POST api/job`. @returns the job. @throws 400 when the name is taken. */
export async function createJob(db: Db, body: JobCreateBody, by: string, zone: string): Promise<Job> {
  return duplicateSafe(body.name, () =>
    db.transaction(async (tx) => {
      if (await nameTaken(tx, storedSeedName('job', body.name), null)) throw badRequest(fieldRefusal('name', 'JOB_NAME_TAKEN', { name: body.name }));
      const [row] = await tx
        .insert(jobs)
        .values({ name: storedSeedName('job', body.name), jobSort: body.jobSort, enabled: body.enabled, createBy: by, updateBy: by })
        .returning();
      return toJob(row!, zone);
    }),
  );
}

/** The jobs with these ids that the scope sees. */
const visibleJobs = (tx: DbOrTx, scope: DataScope, ids: number[]) =>
  tx
    .select()
    .from(jobs)
    .where(and(inArray(jobs.id, ids), jobScopeCondition(tx, scope)));

/** `PUT api/job`. @throws 404 unknown or out of scope; 400 name taken. */
export async function updateJob(db: Db, scope: DataScope, body: JobUpdateBody, by: string): Promise<void> {
  await duplicateSafe(body.name, () =>
    db.transaction(async (tx) => {
      if ((await visibleJobs(tx, scope, [body.id])).length === 0) throw notFound(refusal('JOB_NOT_FOUND', { ids: [String(body.id)] }));
      if (await nameTaken(tx, storedSeedName('job', body.name), body.id)) throw badRequest(fieldRefusal('name', 'JOB_NAME_TAKEN', { name: body.name }));
      await tx
        .update(jobs)
        .set({ name: storedSeedName('job', body.name), jobSort: body.jobSort, enabled: body.enabled, updateBy: by, updateTime: new Date() })
        .where(eq(jobs.id, body.id));
    }),
  );
}

/**
 * `DELETE api/job [ids]`. @throws 404 when an id is unknown or out of scope; 400 naming the first job held by users
 * ("Job X is held by users: a, b"). Nothing is deleted then.
 */
export async function deleteJobs(db: Db, scope: DataScope, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await visibleJobs(tx, scope, ids);
    const missing = ids.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0) throw notFound(refusal('JOB_NOT_FOUND', { ids: missing.map(String) }));
    const holders = await tx
      .select({ jobId: usersJobs.jobId, username: users.username })
      .from(usersJobs)
      .innerJoin(users, eq(users.id, usersJobs.userId))
      .where(inArray(usersJobs.jobId, ids))
      .orderBy(asc(usersJobs.jobId), asc(users.username));
    if (holders.length > 0) {
      const jobId = holders[0]!.jobId;
      const names = holders.filter((holder) => holder.jobId === jobId).map((holder) => holder.username);
      const shown = shortList(names, NAMED_MAX);
      throw badRequest(refusal('JOB_HELD_BY', { job: found.find((row) => row.id === jobId)?.name ?? String(jobId), users: shown.names, usersMore: shown.more }));
    }
    await tx.delete(jobs).where(inArray(jobs.id, ids));
  });
}

/** `GET api/job/download`: the jobs the scope sees matching the filters as xlsx. @throws 400 bad sort. */
export async function jobsXlsx(db: Db, scope: DataScope, query: JobFilter & SortQuery, zone: string): Promise<Buffer> {
  const rows = await jobList.rows(db, query.sort, listConditions(db, scope, query));
  return sheetXlsx(
    'Jobs',
    [
      { header: 'Name', width: 28 },
      { header: 'Sort', width: 8 },
      { header: 'Enabled', width: 9 },
      { header: 'Created', width: 20 },
    ],
    rows.map((row) => [row.name, row.jobSort, row.enabled, formatWireDate(row.createTime, zone)]),
  );
}
