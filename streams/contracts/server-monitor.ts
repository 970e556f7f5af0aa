/**
 * Wire shapes of the server monitor (`GET api/monitor`) and the SQL monitor (`GET/DELETE api/sql`).
 * Pure: zod only. Sizes are bytes, durations milliseconds, rates percentages 0–100 (two decimals); the page
 * formats them for the reader's language.
 */
import { z } from 'zod';

/** A capacity figure (memory, swap, disk): `used = total − available`, `usageRate = used / total × 100`. */
export const capacitySchema = z.object({
  total: z.number().min(0),
  available: z.number().min(0),
  used: z.number().min(0),
  usageRate: z.number().min(0).max(100),
});
export type Capacity = z.infer<typeof capacitySchema>;

/**
 * `GET api/monitor` (eladmin `MonitorController`; permission `server:list`). The figures are cached by the server for
 * about 2 seconds, so several open pages cost one measurement.
 * - `sys.day`: uptime in English words (eladmin's field, e.g. `3 days 4 hours 5 minutes`); `sys.uptime` the same in
 *   seconds, for pages that word it in their own language;
 * - `cpu`: `package` physical CPUs, `core`/`coreNumber` physical cores, `logic` logical CPUs (numbers, where eladmin
 *   sends Chinese sentences), `used` load in % over the last measurement interval;
 * - `disk`: the file system that holds the server's working directory;
 * - `time`: when the figures were taken, `yyyy-MM-dd HH:mm:ss` in the server's zone.
 */
export const serverFiguresSchema = z.object({
  sys: z.object({
    os: z.string(),
    ip: z.string(),
    hostname: z.string(),
    day: z.string(),
    uptime: z.number().int().min(0),
  }),
  cpu: z.object({
    name: z.string(),
    package: z.number().int().min(0),
    core: z.number().int().min(0),
    coreNumber: z.number().int().min(0),
    logic: z.number().int().min(0),
    used: z.number().min(0).max(100),
  }),
  memory: capacitySchema,
  swap: capacitySchema,
  disk: capacitySchema,
  time: z.string(),
});
export type ServerFigures = z.infer<typeof serverFiguresSchema>;

/** Where `GET api/sql` read its figures: PostgreSQL's `pg_stat_statements`, or the app's own timings. */
export const sqlSourceSchema = z.enum(['pg_stat_statements', 'app']);
export type SqlSource = z.infer<typeof sqlSourceSchema>;

/** Sort fields of `GET api/sql` (`sort=mean,desc`); the default is `total,desc`. */
export const SQL_SORT_FIELDS = ['count', 'mean', 'total', 'max'] as const;
export type SqlSortField = (typeof SQL_SORT_FIELDS)[number];

/** One statement: `count` runs, `mean`/`max`/`total` in milliseconds. */
export const sqlStatementSchema = z.object({
  sql: z.string(),
  count: z.number().int().min(0),
  mean: z.number().min(0),
  max: z.number().min(0),
  total: z.number().min(0),
});
export type SqlStatement = z.infer<typeof sqlStatementSchema>;

/**
 * `GET api/sql?page=&size=&sort=&blurry=&source=` answer: a page of statements plus the source used. `since` is when
 * the app's timings started (open or last reset; null for pg_stat_statements, whose reset is the DBA's).
 */
export const sqlPageSchema = z.object({
  content: z.array(sqlStatementSchema),
  totalElements: z.number().int().min(0),
  source: sqlSourceSchema,
  since: z.string().nullable(),
});
export type SqlPage = z.infer<typeof sqlPageSchema>;
