import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, mayHaveCommitted } from './database-error';

/** A node socket error as `net` raises it. */
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, errno: -1, syscall: 'connect' });
/** A PostgreSQL error as node-postgres raises it (SQLSTATE and severity). */
const pgError = (code: string) => Object.assign(new Error('from the server'), { code, severity: 'FATAL' });
/** drizzle's wrapper: the driver's error in `cause`. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', socketError('ECONNREFUSED')],
    ['a reset connection, wrapped by drizzle', wrapped(socketError('ECONNRESET'))],
    ['node-postgres losing its connection', wrapped(new Error('Connection terminated unexpectedly'))],
    ['the pool giving up on connecting', new Error('timeout exceeded when trying to connect')],
    ['a statement outwaiting query_timeout', wrapped(new Error('Query read timeout'))],
    ['the server shutting down (57P01)', wrapped(pgError('57P01'))],
    ['a connection exception (08006)', pgError('08006')],
    ['no connection slot left (53300)', pgError('53300')],
    ['every address of a name refused', Object.assign(new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')]), { code: 'ECONNREFUSED' })],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(pgError('23505'))],
    ['a syntax error (a bug)', wrapped(pgError('42601'))],
    ['a deadlock', pgError('40P01')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
  ])('leaves %s alone', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('mayHaveCommitted', () => {
  const lost = new Error('Connection terminated unexpectedly');
  it.each([
    ['commit', true],
    ['rollback', true],
    ['insert into "dicts" ("name") values ($1) returning *', true],
    ['update "users" set "nick_name" = $1', true],
    ['begin', false],
    ['select "id" from "users"', false],
  ])('after the statement %j: %s', (query, expected) => {
    expect(mayHaveCommitted(Object.assign(new Error(`Failed query: ${query}`), { query, cause: lost }))).toBe(expected);
  });

  it('is false when no statement ran (no connection)', () => {
    expect(mayHaveCommitted(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(false);
  });
});
