/**
 * Operation and error log (eladmin `sys_log`): one row per write through the API (`INFO`) and
 * one per failed request (`ERROR`, with the stack; administrators only). Params are stored with secrets masked.
 */
import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** `INFO` for a write that was answered, `ERROR` for a request that failed with a 5xx. */
export type LogType = 'INFO' | 'ERROR';

export const operationLogs = pgTable(
  'operation_logs',
  {
    id: serial('id').primaryKey(),
    logType: varchar('log_type', { length: 8 }).$type<LogType>().notNull(),
    /** What was done, in words (route summary), e.g. "Create a user". */
    description: varchar('description', { length: 255 }),
    /** HTTP method and route, e.g. `PUT api/users`. */
    method: varchar('method', { length: 255 }),
    /** The request's query and body as JSON, secrets masked. */
    params: text('params'),
    requestIp: varchar('request_ip', { length: 64 }),
    browser: varchar('browser', { length: 255 }),
    username: varchar('username', { length: 64 }),
    /** Time the request took, ms. */
    time: integer('time'),
    /** HTTP status of the answer. */
    status: integer('status'),
    exceptionDetail: text('exception_detail'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operation_logs_create_time_idx').on(t.createTime), index('operation_logs_username_idx').on(t.username), index('operation_logs_type_idx').on(t.logType)],
);
