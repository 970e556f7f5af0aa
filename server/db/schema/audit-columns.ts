/**
 * The eladmin bookkeeping columns every business table carries: who created/updated the row and when.
 * Timestamps are `timestamptz`; the wire format (`yyyy-MM-dd HH:mm:ss` in the server zone) is applied at the edge.
 */
import { timestamp, varchar } from 'drizzle-orm/pg-core';

/** Spread into a table definition: `create_by`, `update_by`, `create_time`, `update_time`. */
export const auditColumns = () => ({
  createBy: varchar('create_by', { length: 255 }),
  updateBy: varchar('update_by', { length: 255 }),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
});
