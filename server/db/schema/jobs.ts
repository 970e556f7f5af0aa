/** Job titles (eladmin `sys_job`). */
import { boolean, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit-columns';

export const jobs = pgTable('jobs', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull().unique('jobs_name_unique'),
  enabled: boolean('enabled').notNull().default(true),
  jobSort: integer('job_sort').notNull().default(999),
  ...auditColumns(),
});
