/**
 * Wire shapes shared by the service host and the browser (the eladmin contract; docs/architecture.md "HTTP API").
 * Pure: zod only.
 */
import { z } from 'zod';
import { commonMessage } from './refusals/common';

/** The values a refusal's text names (`{{name}}` in its template): texts, numbers, lists of texts. */
export const refusalParamsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())]));

/**
 * One field's refusal in a 400: the field's dotted path (`name`, `streamers.0.nickname`; absent for the body as a
 * whole), its code and params, and the English text without the field.
 */
export const fieldErrorSchema = z.object({
  field: z.string().optional(),
  code: z.string(),
  params: refusalParamsSchema.optional(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * Error body of every failed HTTP answer: HTTP status = `status`; `requestId` is set on 500s. Every refusal carries a
 * stable UPPER_SNAKE `code` (streams/contracts/refusals: `PERMISSION_NOT_HELD`, `JOB_NAME_TAKEN`, `TOO_BIG`, …) and
 * the `params` its text names; `message` stays the English sentence a person can act on (`field: text` when it is
 * about one field). A 400 about fields lists each in `errors` (a validation failure: every issue; the first one is
 * also the body's `code` and `message`).
 */
export const apiErrorSchema = z.object({
  status: z.number().int(),
  code: z.string().optional(),
  params: refusalParamsSchema.optional(),
  message: z.string(),
  timestamp: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Largest value of a PostgreSQL `integer` column (every id is a `serial`, counts and sort orders are `integer`): 2^31 − 1. */
export const PG_INT_MAX = 2_147_483_647;

/** Message of a text holding the NUL character, which PostgreSQL cannot store in any text column. */
export const NUL_MESSAGE = commonMessage('BAD_CHARACTER');

/** Whether `value` holds U+0000. */
export const hasNul = (value: string): boolean => value.includes('\u0000');

/**
 * Text of at most `max` characters (the size of the column it is stored in) without NUL. Chain `.trim()`,
 * `.min()` and messages as with `z.string()`.
 */
export const text = (max: number, tooLong?: string) =>
  z
    .string()
    .max(max, tooLong)
    .refine((value) => !hasNul(value), NUL_MESSAGE);

/** Message of a link that is not http(s): `javascript:`, `data:` and the like would run or smuggle content. */
export const HTTP_URL_MESSAGE = commonMessage('HTTP_URL');
/** Message of a stored file's link that is neither http(s) nor a file this server serves (`/files/…`). */
export const FILE_URL_MESSAGE = commonMessage('FILE_URL');
/** Message of a menu's external link (the spec's external links: https, http, mailto, tel). */
export const EXTERNAL_LINK_MESSAGE = commonMessage('EXTERNAL_LINK');

/** Characters no link needs and markup or scripts would: spaces, quotes, angle brackets, backslash, backtick. */
const LINK_BODY = String.raw`[^\s"'<>\\\x60]+`;
const HTTP_LINK = new RegExp(`^https?://${LINK_BODY}$`, 'i');
const EXTERNAL_LINK = new RegExp(`^(?:https?://${LINK_BODY}|mailto:${LINK_BODY}|tel:\\+?[0-9][0-9()./-]*)$`, 'i');
/** A path on this server (`/files/animations/…`), not `//host` (which would be another site). */
const SITE_PATH = new RegExp(`^/(?!/)${LINK_BODY}$`);

/** Whether `value` is an http(s) link. */
export const isHttpUrl = (value: string): boolean => HTTP_LINK.test(value);

/** Whether `value` is an external link a menu may open: http(s), mailto: or tel: (the spec's external-link check). */
export const isExternalLink = (value: string): boolean => EXTERNAL_LINK.test(value);

/**
 * A link a person types (an avatar, a picture): trimmed, at most `max` characters, http(s) only; '' means none.
 * `sitePaths` also takes a path on this server, which is what an upload answers (`/files/animations/…`).
 */
export const httpUrl = (max: number, options: { sitePaths?: boolean } = {}) =>
  text(max)
    .trim()
    .refine(
      (value) => value === '' || isHttpUrl(value) || (options.sitePaths === true && SITE_PATH.test(value)),
      options.sitePaths ? FILE_URL_MESSAGE : HTTP_URL_MESSAGE,
    );

/** A whole number a PostgreSQL `integer` column holds, from `min` (default 0) to 2^31 − 1. */
/**
 * A TikTok ID as staff paste it from the app (`@luna_live `): spaces and one leading `@` dropped, then `rule` (the
 * field's own length or pattern). A missing value gets `required`.
 */
export const pastedTikTokId = <Out>(required: string, rule: z.ZodType<Out, string>) =>
  z
    .string({ error: required })
    .trim()
    .transform((value) => value.replace(/^@/, ''))
    .pipe(rule);

export const int32 = (min = 0) => z.number().int().min(min).max(PG_INT_MAX);

/** A row id in a JSON body: a whole number from 1 to 2^31 − 1 (ids are PostgreSQL `serial`s). */
export const idSchema = z.number().int().positive().max(PG_INT_MAX, commonMessage('TOO_BIG', { maximum: PG_INT_MAX }));

/** A row id in a path or a query string: the text of a whole number from 1 to 2^31 − 1. */
export const queryIdSchema = z.coerce.number().int().positive().max(PG_INT_MAX, commonMessage('TOO_BIG', { maximum: PG_INT_MAX }));

/** A row id or 0 in a query string (0 = "none", e.g. the top level of a tree): from 0 to 2^31 − 1. */
export const queryIdOrZeroSchema = z.coerce.number().int().min(0).max(PG_INT_MAX, commonMessage('TOO_BIG', { maximum: PG_INT_MAX }));

/** Deepest page a list serves: `page × size` stays far inside the database's 64-bit OFFSET. */
export const MAX_PAGE = 1_000_000;

/** eladmin list query: `page` is 0-based, `size` rows per page, `sort` like `id,desc` (repeatable). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(MAX_PAGE).default(0),
  size: z.coerce.number().int().min(1).max(10_000).default(10),
  sort: z.union([z.string().max(100), z.array(z.string().max(100)).max(20)]).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/**
 * eladmin list answer. `totalApproximate`: the total is the database's estimate, because counting every match exactly
 * would take longer than the page itself (a list of a million service logs); the console shows "about N".
 */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ content: z.array(item), totalElements: z.number().int().min(0), totalApproximate: z.boolean().optional() });
export type Page<T> = { content: T[]; totalElements: number; totalApproximate?: boolean };

/** A JSON array of numeric ids, the body of eladmin batch deletes and `api/menus/superior`. */
export const idListSchema = z.array(queryIdSchema).min(1, commonMessage('IDS_REQUIRED')).max(10_000);
