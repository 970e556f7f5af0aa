/**
 * Jobs: `GET api/job?name&enabled&page&size&sort` (job:list), `POST` (job:add → 201), `PUT` (job:edit → 204, also the
 * switch), `DELETE [ids]` (job:del → 200; 400 naming the users holding a job), `GET api/job/download` (the xlsx).
 */
import { JOB_SORTS, jobCreateBodySchema, jobSchema, jobUpdateBodySchema } from '../../../../../streams/contracts/jobs';
import { createResourceApi } from '@shared/crud/create-resource-api';

export const jobsApi = createResourceApi({
  path: 'api/job',
  rowSchema: jobSchema,
  createSchema: jobCreateBodySchema,
  updateSchema: jobUpdateBodySchema,
  downloadName: 'jobs.xlsx',
  sorting: { fields: JOB_SORTS, first: 'jobSort,asc', ascending: ['name'] },
  permissions: { add: 'job:add', edit: 'job:edit', del: 'job:del' },
});
