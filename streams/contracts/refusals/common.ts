/**
 * Refusals every area shares: the HTTP layer's own (no session, no permission, unknown route, bad URL or body), the
 * generic validation codes a zod issue without a contract message maps to, the database's refusals of input, and
 * the texts several contracts use (links, the NUL character, sorting, id lists). English templates; `{{name}}` is a
 * param. A template that starts with `field: ` names its field in the message itself.
 */
import { messagesOf } from './template';

export const COMMON_REFUSALS = {
  // The HTTP layer: a code per status for a refusal that has nothing more specific.
  BAD_REQUEST: 'The request was refused',
  UNAUTHORIZED: 'The current login status has expired, please log in again!',
  FORBIDDEN: 'You are not allowed to do this',
  PERMISSION_DENIED: 'Forbidden: you lack the permission {{permission}}',
  NOT_FOUND: 'The record does not exist',
  ROUTE_NOT_FOUND: 'Not found: {{method}} {{path}}',
  CONFLICT: 'The request conflicts with the current state; reload and try again',
  RATE_LIMITED: 'Too many requests; try again later',
  BODY_TOO_LARGE: 'The request is too large',
  UNSUPPORTED_MEDIA_TYPE: 'The request is not in a format the server reads',
  MALFORMED_BODY: 'The request body is not valid JSON',
  BAD_URL: 'The URL is malformed',
  INTERNAL_ERROR: 'Internal server error (request {{requestId}})',
  SERVICE_UNAVAILABLE: 'The service is unavailable; try again in a moment',
  DATABASE_UNAVAILABLE: 'The database cannot be reached right now; try again in a moment',
  DATABASE_WRITE_UNCONFIRMED: 'The connection to the database broke while saving: the change may or may not have been saved; reload to check before trying again',

  // Generic validation (a zod issue the contract gave no message of its own).
  REQUIRED: 'required',
  TOO_SMALL: 'must be at least {{minimum}}',
  TOO_BIG: 'must be at most {{maximum}}',
  TEXT_TOO_SHORT: 'at least {{minimum}} characters',
  TEXT_TOO_LONG: 'at most {{maximum}} characters',
  TEXT_LENGTH: '{{minimum}} to {{maximum}} characters',
  TOO_FEW: 'at least {{minimum}} items',
  TOO_MANY: 'at most {{maximum}} items',
  NOT_INTEGER: 'must be a whole number',
  A_WHOLE_NUMBER: 'a whole number',
  NOT_A_NUMBER: 'must be a number',
  POSITIVE_INTEGER: 'must be a whole number above 0',
  MIN_ZERO: 'must be 0 or more',
  WHOLE_NUMBER_MIN_ZERO: 'must be a whole number, 0 or more',
  WHOLE_NUMBER_RANGE: 'must be a whole number from {{minimum}} to {{maximum}}',
  NUMBER_TOO_LARGE: 'is too large',
  BOOLEAN_EXPECTED: 'must be true or false',
  TRUE_OR_FALSE: 'true or false',
  INVALID_TYPE: 'expected {{expected}}',
  INVALID_FORMAT: 'not a valid {{format}}',
  INVALID_CHOICE: 'must be one of {{values}}',
  UNRECOGNIZED_KEYS: 'unknown fields: {{keys}}',
  FIELD_NOT_ACCEPTED: '{{keys}}: this field cannot be set here',
  NOT_MULTIPLE_OF: 'must be a multiple of {{divisor}}',
  INVALID_INPUT: 'invalid input',
  CANNOT_BE_EMPTY: 'cannot be empty',
  IS_TOO_LONG: 'is too long',

  // Texts of streams/contracts/common.ts and of the paging helpers.
  BAD_CHARACTER: 'must not contain the NUL character (U+0000)',
  HTTP_URL: 'must be a link starting with http:// or https://',
  FILE_URL: 'must be a link starting with http:// or https://, or a file uploaded here',
  EXTERNAL_LINK: 'an external link must start with http://, https://, mailto: or tel:',
  IDS_REQUIRED: 'at least one id is required',
  SORT_FIELD_UNKNOWN: "unknown field '{{name}}' (allowed: {{allowed}})",
  SORT_DIRECTION: 'direction must be asc or desc',
  WIRE_DATE_FORMAT: 'expected yyyy-MM-dd HH:mm:ss',
  TWO_DATES: 'two dates are needed (from, to)',
  RANGE_START_AFTER_END: 'the start must not be after the end',

  // The database refusing input the schemas let through (server/db/database-error.ts).
  OUT_OF_RANGE: 'A number in the request is out of range',
  TOO_LONG: 'A text in the request is longer than its field allows',
  INVALID_VALUE: 'A value in the request is not in the expected format',
  MISSING_VALUE: 'A required value is missing',
  IN_USE: 'The record is still in use by other records',
  DUPLICATE: 'A record with the same value already exists',

  // Streamers, shared by monitoring, group hosts, animations and devices.
  STREAMER_EXISTS: 'The streamer already exists',
  STREAMER_ADD_FAILED: 'Failure to add the streamer',
  STREAMER_NOT_FOUND: 'Streamer {{ids}} does not exist',
  ANCHOR_ID_REQUIRED: 'Please enter the streamer ID',
  TIKTOK_ID_FORMAT: 'A TikTok ID has 2 to 24 letters, digits, dots or underscores',
} as const;

/** English text of a shared refusal. */
export const commonMessage = messagesOf(COMMON_REFUSALS);
