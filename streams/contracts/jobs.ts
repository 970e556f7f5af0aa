/** Job title wire shapes (eladmin `api/job`, `JobController`). */
import { z } from 'zod';
import { idSchema } from './common';
import { queryBooleanSchema } from './depts';
import { commonMessage } from './refusals/common';
import { orgMessage } from './refusals/org';

/** Sortable fields of `GET api/job`. */
export const JOB_SORTS = ['id', 'name', 'jobSort', 'enabled', 'createTime'] as const;
export type JobSortField = (typeof JOB_SORTS)[number];

/** Messages of the jobs contract, in English, from the refusal catalog (REQUIRED, JOB_NAME_TAKEN, JOB_HELD_BY). */
export const JOB_MESSAGES = {
  nameRequired: `name: ${commonMessage('REQUIRED')}`,
  nameTaken: (name: string) => `name: ${orgMessage('JOB_NAME_TAKEN', { name })}`,
  hasUsers: (job: string, users: string) => orgMessage('JOB_HELD_BY', { job, users }),
} as const;

/** A row of `GET api/job`. */
export const jobSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  jobSort: z.number().int(),
  createTime: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

/** Filters of `GET api/job` (besides page/size/sort): `name` blurry, `enabled`. */
export const jobFilterSchema = z.object({
  name: z.string().trim().max(100).optional(),
  enabled: queryBooleanSchema.optional(),
});
export type JobFilter = z.infer<typeof jobFilterSchema>;

const jobFields = {
  name: z.string().trim().min(1, JOB_MESSAGES.nameRequired).max(255),
  jobSort: z.number().int().min(0).max(999_999).default(999),
  enabled: z.boolean().default(true),
};

/** `POST api/job` body (job:add → 201 with the job). Unknown fields are refused. */
export const jobCreateBodySchema = z.strictObject(jobFields);
export type JobCreateBody = z.infer<typeof jobCreateBodySchema>;

/** `PUT api/job` body (job:edit → 204). */
export const jobUpdateBodySchema = z.strictObject({ id: idSchema, ...jobFields });
export type JobUpdateBody = z.infer<typeof jobUpdateBodySchema>;
