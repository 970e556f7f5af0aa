/** Departments: a tree (`pid` null = root) with eladmin's cached `sub_count`. Data scopes resolve through it. */
import { boolean, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit-columns';

export const depts = pgTable(
  'depts',
  {
    id: serial('id').primaryKey(),
    pid: integer('pid'),
    subCount: integer('sub_count').notNull().default(0),
    name: varchar('name', { length: 255 }).notNull(),
    deptSort: integer('dept_sort').notNull().default(999),
    enabled: boolean('enabled').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [index('depts_pid_idx').on(t.pid)],
);
