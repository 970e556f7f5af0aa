/**
 * The codes of refusals the services did not word themselves: a zod issue (the contract's own message found by its
 * text in the catalog, else a generic code by the kind of issue), Fastify's own 4xx, and a status with nothing more
 * specific. Pure apart from the types.
 */
import type { FieldError } from '../../streams/contracts/common';
import { parseRefusal, type RefusalCode, type WireParams } from '../../streams/contracts/refusals';
import { textWithoutField } from './error-body';

/** A validation issue as fastify-type-provider-zod hands it over: the zod issue's code, path, message and the rest. */
export interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** `field.path: message` from a validation issue; a message that already names its field is kept as is. */
export function validationMessage(instancePath: string, message: string): string {
  const field = fieldOfPath(instancePath);
  if (field === '') return message;
  const last = field.split('.').at(-1) ?? field;
  if (message.startsWith(`${field}:`) || message.startsWith(`${last}:`)) return message;
  // Contract messages written for a form ("speed must be 0 or more") already name the field: say it once.
  if (message.startsWith(`${last} `)) return `${field}: ${message.slice(last.length + 1)}`;
  return `${field}: ${message}`;
}

/** `/streamers/0/nickname` → `streamers.0.nickname`. */
export const fieldOfPath = (instancePath: string): string => instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');

/** How zod's own messages begin (its English locale); no contract message begins so. */
const ZOD_DEFAULT_MESSAGE = /^(?:Invalid |Too big:|Too small:|Unrecognized key)/;

const numberOf = (value: unknown): number | undefined => (typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : undefined);

/** The generic code of a zod issue the contract gave no message of its own, with its params. */
export function genericIssueCode(issue: ValidationIssue): { code: RefusalCode; params?: WireParams } {
  const params = issue.params ?? {};
  const origin = typeof params.origin === 'string' ? params.origin : '';
  switch (issue.keyword) {
    case 'too_small': {
      const minimum = numberOf(params.minimum) ?? 0;
      if (origin === 'string') return { code: 'TEXT_TOO_SHORT', params: { minimum } };
      if (origin === 'array' || origin === 'set') return { code: 'TOO_FEW', params: { minimum } };
      return { code: 'TOO_SMALL', params: { minimum } };
    }
    case 'too_big': {
      const maximum = numberOf(params.maximum) ?? 0;
      if (origin === 'string') return { code: 'TEXT_TOO_LONG', params: { maximum } };
      if (origin === 'array' || origin === 'set') return { code: 'TOO_MANY', params: { maximum } };
      return { code: 'TOO_BIG', params: { maximum } };
    }
    case 'invalid_type': {
      // zod words a missing value "… received undefined"; the issue does not carry the input itself.
      if (/received undefined$/.test(issue.message ?? '')) return { code: 'REQUIRED' };
      const expected = typeof params.expected === 'string' ? params.expected : 'value';
      if (expected === 'int') return { code: 'NOT_INTEGER' };
      if (expected === 'number') return { code: 'NOT_A_NUMBER' };
      return { code: 'INVALID_TYPE', params: { expected } };
    }
    case 'invalid_format':
      return { code: 'INVALID_FORMAT', params: { format: typeof params.format === 'string' ? params.format : 'value' } };
    case 'invalid_value':
      return { code: 'INVALID_CHOICE', params: { values: Array.isArray(params.values) ? params.values.map(String) : [] } };
    case 'unrecognized_keys':
      return { code: 'UNRECOGNIZED_KEYS', params: { keys: Array.isArray(params.keys) ? params.keys.map(String) : [] } };
    case 'not_multiple_of':
      return { code: 'NOT_MULTIPLE_OF', params: { divisor: numberOf(params.divisor) ?? 1 } };
    default:
      return { code: 'INVALID_INPUT' };
  }
}

/**
 * One validation issue as an entry of the error body's `errors`: the field's dotted path, the code (the contract
 * message's own, found by its text, or the generic one of the issue) and the English text without the field.
 */
export function issueFieldError(issue: ValidationIssue): FieldError {
  const raw = issue.message ?? 'Invalid input';
  const path = fieldOfPath(issue.instancePath ?? '');
  // zod's own English ("Too big: expected string to have <=255 characters") is no contract message: code it by kind.
  const parsed = ZOD_DEFAULT_MESSAGE.test(raw) ? null : parseRefusal(raw);
  const field = path !== '' ? path : parsed?.field;
  const { code, params } = parsed ? { code: parsed.code, params: Object.keys(parsed.params).length > 0 ? parsed.params : undefined } : genericIssueCode(issue);
  return {
    ...(field ? { field } : {}),
    code,
    ...(params ? { params } : {}),
    message: textWithoutField(validationMessage(issue.instancePath ?? '', raw), field),
  };
}

/** Fastify's own error codes → the catalog's. */
const FASTIFY_CODES: Readonly<Record<string, RefusalCode>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_BODY',
  FST_REQ_FILE_TOO_LARGE: 'BODY_TOO_LARGE',
};

/** The code of a status when nothing more specific is known. */
export function statusCode(status: number): RefusalCode {
  switch (status) {
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'BODY_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
  }
}

/** The code of one of Fastify's own 4xx (bad JSON, wrong content type, body too large), by its error code or status. */
export function frameworkCode(errorCode: string | undefined, status: number): RefusalCode {
  return (errorCode ? FASTIFY_CODES[errorCode] : undefined) ?? statusCode(status);
}
