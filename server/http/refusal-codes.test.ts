import { describe, expect, it } from 'vitest';
import { frameworkCode, genericIssueCode, issueFieldError, statusCode } from './refusal-codes';

describe('codes of zod issues', () => {
  it("finds a contract's own message by its text, with the field of the path", () => {
    expect(issueFieldError({ keyword: 'custom', instancePath: '/streamers/1/nickname', message: 'Streamer nicknames must be unique' })).toEqual({
      field: 'streamers.1.nickname',
      code: 'CONFIG_NICKNAMES_UNIQUE',
      message: 'Streamer nicknames must be unique',
    });
    expect(issueFieldError({ keyword: 'too_big', instancePath: '/speed', message: 'speed must be at most 100', params: { maximum: 100, origin: 'number' } })).toEqual({
      field: 'speed',
      code: 'TOO_BIG',
      params: { maximum: 100 },
      message: 'must be at most 100',
    });
  });

  it("codes zod's own messages by the kind of issue, never by their wording", () => {
    expect(issueFieldError({ keyword: 'too_big', instancePath: '/name', message: 'Too big: expected string to have <=255 characters', params: { maximum: 255, origin: 'string' } })).toMatchObject({
      code: 'TEXT_TOO_LONG',
      params: { maximum: 255 },
    });
    expect(genericIssueCode({ keyword: 'too_small', params: { minimum: 1, origin: 'array' } })).toEqual({ code: 'TOO_FEW', params: { minimum: 1 } });
    expect(genericIssueCode({ keyword: 'invalid_type', message: 'Invalid input: expected string, received undefined', params: { expected: 'string' } })).toEqual({ code: 'REQUIRED' });
    expect(genericIssueCode({ keyword: 'invalid_type', message: 'Invalid input: expected int, received number', params: { expected: 'int' } })).toEqual({ code: 'NOT_INTEGER' });
    expect(genericIssueCode({ keyword: 'invalid_value', params: { values: ['a', 1] } })).toEqual({ code: 'INVALID_CHOICE', params: { values: ['a', '1'] } });
    expect(genericIssueCode({ keyword: 'unrecognized_keys', params: { keys: ['admin'] } })).toEqual({ code: 'UNRECOGNIZED_KEYS', params: { keys: ['admin'] } });
    expect(genericIssueCode({ keyword: 'invalid_union' })).toEqual({ code: 'INVALID_INPUT' });
  });
});

describe('codes by status', () => {
  it("codes Fastify's own refusals and any status", () => {
    expect(frameworkCode('FST_ERR_CTP_INVALID_MEDIA_TYPE', 415)).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(frameworkCode('FST_ERR_CTP_BODY_TOO_LARGE', 413)).toBe('BODY_TOO_LARGE');
    expect(frameworkCode(undefined, 405)).toBe('BAD_REQUEST');
    expect([401, 403, 404, 409, 429, 503, 500].map(statusCode)).toEqual(['UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED', 'SERVICE_UNAVAILABLE', 'INTERNAL_ERROR']);
  });
});
