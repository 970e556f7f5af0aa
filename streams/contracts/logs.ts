/**
 * Operation and error log (eladmin `LogController`), shared by the server (server/modules/logs)
 * and the console pages (src/console/features/system-logs, the user center's own log). Times on the wire are
 * `yyyy-MM-dd HH:mm:ss` in the server's zone; `time` is the request's duration in ms. Pure: zod only.
 *
 * - `GET api/logs?page&size&sort&blurry&createTime=<from>&createTime=<to>` (`log:list`) → Page<{@link LogRow}>: INFO rows
 *   (one per write through the API); blurry over username, description, method and params;
 * - `GET api/logs/user?page&size&sort&blurry&createTime…` (any signed-in user) → the caller's own INFO rows;
 * - `GET api/logs/error?…` (`admin`) → Page<{@link LogRow}> of ERROR rows (requests that failed with a 5xx);
 * - `GET api/logs/error/{id}` (`admin`) → {@link ErrorDetail} `{exception}` (the stack);
 * - `DELETE api/logs/del/info` (`log:del`), `DELETE api/logs/del/error` (`admin`) → 200: clear all rows of the kind;
 * - `GET api/logs/download`, `GET api/logs/error/download` → xlsx of the rows matching the list's filters.
 */
import { z } from 'zod';
import { pageQuerySchema } from './common';
import { commonMessage } from './refusals/common';
import { systemMessage } from './refusals/system';

/** Sort fields of the log lists. */
export const LOG_SORTS = ['id', 'username', 'description', 'method', 'requestIp', 'time', 'status', 'createTime'] as const;
export type LogSort = (typeof LOG_SORTS)[number];

/** `yyyy-MM-dd HH:mm:ss`. */
export const WIRE_DATE_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Messages the server answers with (and the console translates). */
export const LOG_MESSAGES = {
  createTimeRange: `createTime: ${systemMessage('LOG_DATE_RANGE')}`,
  createTimeOrder: `createTime: ${commonMessage('RANGE_START_AFTER_END')}`,
  notFound: systemMessage('LOG_NOT_FOUND'),
} as const;

/** The list query: eladmin paging, `blurry` and an optional `createTime` range (two wire dates, both inclusive). */
export const logQuerySchema = pageQuerySchema.extend({
  blurry: z.string().trim().max(100).optional(),
  createTime: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]))
    .refine((value) => value === undefined || (value.length === 2 && value.every((text) => WIRE_DATE_PATTERN.test(text))), LOG_MESSAGES.createTimeRange),
});
export type LogQuery = z.input<typeof logQuerySchema>;

/** One row of the operation or error log. */
export const logRowSchema = z.object({
  id: z.number().int(),
  /** Who made the request (for `auth/login`, the name tried); null when nobody was signed in. */
  username: z.string().nullable(),
  /** What the route does, in words (its OpenAPI summary). */
  description: z.string().nullable(),
  /** `POST api/users` style: the method and the route pattern, not the URL with ids. */
  method: z.string().nullable(),
  /** Query and body as JSON, secrets masked, long values shortened. */
  params: z.string().nullable(),
  requestIp: z.string().nullable(),
  browser: z.string().nullable(),
  /** Duration, ms. */
  time: z.number().int().nullable(),
  /** HTTP status of the answer. */
  status: z.number().int().nullable(),
  createTime: z.string(),
});
export type LogRow = z.infer<typeof logRowSchema>;

/** `GET api/logs/error/{id}`. */
export const errorDetailSchema = z.object({ exception: z.string() });
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/** The value every masked secret is replaced with. */
export const MASK = '******';
