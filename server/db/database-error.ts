/**
 * PostgreSQL's refusals of input, recognised on both drivers: node-postgres throws a `DatabaseError` and PGlite an
 * error of its own, both with the SQLSTATE in `code` and `severity`, `detail`, `constraint`, `table`; drizzle wraps
 * either in a `DrizzleQueryError` whose `cause` is the driver's error (and whose message holds the query's
 * parameters, so it is never shown). The errors plugin turns a refusal into a 400 with a code and a message a person
 * can act on, naming no SQL.
 */

/** The fields of a driver error this module reads. */
export interface PostgresError {
  /** SQLSTATE, five characters. */
  code: string;
  detail?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The PostgreSQL error in `error` or in the errors it wraps (`cause`), or null when there is none. */
export function postgresErrorOf(error: unknown): PostgresError | null {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; severity?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && SQLSTATE.test(candidate.code) && typeof candidate.severity === 'string') {
      return candidate as PostgresError;
    }
    current = candidate.cause;
  }
  return null;
}

/**
 * Whether `error` (or an error it wraps: drizzle puts the driver's error in `cause`) is PostgreSQL's unique violation
 * (SQLSTATE 23505), of `constraint` when one is given. node-postgres and PGlite both report `code` and `constraint`;
 * the message names the constraint too, which is checked when a driver leaves `constraint` out. A write that checks
 * for a duplicate first uses this to answer a concurrent duplicate, caught by the unique index, the same way.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      if (constraint === undefined || candidate.constraint === constraint) return true;
      if (typeof candidate.message === 'string' && candidate.message.includes(constraint)) return true;
    }
    current = candidate.cause;
  }
  return false;
}

/** How a refusal answers: the error body's `code` and message. */
export interface InputRefusal {
  code: string;
  message: string;
  /** The field the message names (`deptId: …`), when the database said which column. */
  field?: string;
}

/** `dept_id` → `deptId`: the wire name of a column. */
const wireName = (column: string) => column.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** The column a constraint's detail names: `Key (dept_id)=(5) …` → `deptId`. */
function keyColumn(detail: string | undefined): string | null {
  const match = /^Key \(([a-z0-9_, ]+)\)/i.exec(detail ?? '');
  return match ? match[1]!.split(',').map((column) => wireName(column.trim())).join(', ') : null;
}

/**
 * The answer to a PostgreSQL error caused by the request's input (bad character, number out of range, text too
 * long, malformed value, missing value, unknown or still-referenced record, duplicate, failed check), or null for
 * anything else (connection lost, deadlock, a bug), which stays a 500.
 */
export function inputRefusalOf(error: PostgresError): InputRefusal | null {
  const field = keyColumn(error.detail);
  switch (error.code) {
    case '22021': // character_not_in_repertoire: U+0000 in text
    case '22P05': // untranslatable_character: \u0000 in JSON
      return { code: 'BAD_CHARACTER', message: 'The request holds a character that cannot be stored (U+0000)' };
    case '22003': // numeric_value_out_of_range
      return { code: 'OUT_OF_RANGE', message: 'A number in the request is out of range' };
    case '22001': // string_data_right_truncation
      return { code: 'TOO_LONG', message: 'A text in the request is longer than its field allows' };
    case '22P02': // invalid_text_representation
    case '22007': // invalid_datetime_format
    case '22008': // datetime_field_overflow
    case '22023': // invalid_parameter_value
      return { code: 'INVALID_VALUE', message: 'A value in the request is not in the expected format' };
    case '23502': // not_null_violation
      return error.column ? { code: 'MISSING_VALUE', message: `${wireName(error.column)}: required`, field: wireName(error.column) } : { code: 'MISSING_VALUE', message: 'A required value is missing' };
    case '23503': // foreign_key_violation
      return /still referenced/i.test(error.detail ?? '')
        ? { code: 'IN_USE', message: 'The record is still in use by other records' }
        : field
          ? { code: 'NOT_FOUND', message: `${field}: the record it refers to does not exist`, field }
          : { code: 'NOT_FOUND', message: 'The request refers to a record that does not exist' };
    case '23505': // unique_violation
      return field ? { code: 'DUPLICATE', message: `${field}: already exists`, field } : { code: 'DUPLICATE', message: 'A record with the same value already exists' };
    case '23514': // check_violation
      return { code: 'INVALID_VALUE', message: 'A value in the request is not allowed' };
    default:
      return null;
  }
}

/** Socket errors of a database that cannot be reached or went away mid-conversation. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * node-postgres's own messages when a connection cannot be opened, breaks, or a statement outwaits `query_timeout`
 * (pg/lib/client.js, pg-pool); they carry no code.
 */
const UNREACHABLE_MESSAGES = [
  /^Connection terminated/i,
  /^timeout exceeded when trying to connect/i,
  /^Query read timeout/i,
  /not queryable/i,
  /^Cannot use a pool after calling end/i,
];

/**
 * SQLSTATEs of a database that is there but not serving this connection: class 08 (connection exception), the server
 * shutting down or starting (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now) and no free
 * connection slot (53300 too_many_connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;

/**
 * Whether `error` (or an error it wraps in `cause`, as drizzle does) says the database could not be reached or the
 * connection broke: a refused, reset or timed-out socket, node-postgres's connection and timeout messages, or a
 * connection-class SQLSTATE. The errors plugin answers these with 503 `DATABASE_UNAVAILABLE` (try again shortly),
 * never a 500: nothing is wrong with the request, and PostgreSQL rolled back whatever the broken connection had
 * not committed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; severity?: unknown; cause?: unknown; errors?: unknown };
    if (typeof candidate.code === 'string') {
      if (UNREACHABLE_CODES.has(candidate.code)) return true;
      if (typeof candidate.severity === 'string' && UNAVAILABLE_SQLSTATE.test(candidate.code)) return true;
    }
    if (typeof candidate.message === 'string' && UNREACHABLE_MESSAGES.some((pattern) => pattern.test(candidate.message as string))) return true;
    // Node reports a connect to a name with several addresses as one AggregateError of the attempts.
    if (Array.isArray(candidate.errors) && candidate.errors.length > 0 && candidate.errors.every((inner) => isDatabaseUnavailable(inner))) return true;
    current = candidate.cause;
  }
  return false;
}

/**
 * Statements whose failure may hide an applied change: a commit, a write run on its own (it commits by itself), and
 * a rollback, because drizzle's transaction runs ROLLBACK when anything in it failed, COMMIT included, and on a
 * broken connection that ROLLBACK fails too and its error replaces the first one.
 */
const WRITING_STATEMENT = /^\s*(commit|end|rollback|insert|update|delete|merge)\b/i;

/**
 * Whether a database failure ({@link isDatabaseUnavailable}) may have come after the change was applied: the
 * connection broke while a COMMIT (or a write statement, which commits by itself outside a transaction) was on its
 * way, so PostgreSQL may have committed it and only the answer was lost. Nobody can tell the request which: it
 * answers "check before trying again" (503 `DATABASE_WRITE_UNCONFIRMED`) rather than "nothing was saved". A failure
 * before any statement ran (no connection) or on a read is certain to have changed nothing. drizzle names the
 * statement in its wrapper's `query`.
 */
export function mayHaveCommitted(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const candidate = current as { query?: unknown; cause?: unknown };
    if (typeof candidate.query === 'string') return WRITING_STATEMENT.test(candidate.query);
    current = candidate.cause;
  }
  return false;
}
