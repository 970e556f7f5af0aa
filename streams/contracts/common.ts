/**
 * Wire shapes shared by the service host and the browser (the eladmin contract; docs/architecture.md "HTTP API").
 * Pure: zod only.
 */
import { z } from 'zod';

/**
 * Error body of every failed HTTP answer: HTTP status = `status`; `requestId` is set on 500s. A refusal the console may
 * want to tell apart carries a stable `code` (e.g. `PERMISSION_NOT_HELD`) and its `params` (e.g. the permissions
 * named); `message` stays the English sentence a person can act on.
 */
export const apiErrorSchema = z.object({
  status: z.number().int(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])).optional(),
  message: z.string(),
  timestamp: z.string(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** eladmin list query: `page` is 0-based, `size` rows per page, `sort` like `id,desc` (repeatable). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(10_000).default(10),
  sort: z.union([z.string(), z.array(z.string())]).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** eladmin list answer. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ content: z.array(item), totalElements: z.number().int().min(0) });
export type Page<T> = { content: T[]; totalElements: number };

/** A JSON array of numeric ids, the body of eladmin batch deletes and `api/menus/superior`. */
export const idListSchema = z.array(z.coerce.number().int().positive()).min(1, 'at least one id is required');
