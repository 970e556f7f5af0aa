import { describe, expect, it } from 'vitest';
import { PK_MESSAGES } from '../../../machines/pk-phase.machine';
import { LIVE_CONFIG_MESSAGES } from '../../games/live-config';
import { ADJUSTMENT_MESSAGES } from '../../games/score-ledger';
import { TURNTABLE_MESSAGES } from '../../games/turntable';
import { ANCHOR_MESSAGES } from '../anchors';
import { ANIMATION_MESSAGES } from '../animations';
import { EXTERNAL_LINK_MESSAGE, FILE_URL_MESSAGE, HTTP_URL_MESSAGE, NUL_MESSAGE } from '../common';
import { DEPT_MESSAGES } from '../depts';
import { DEVICE_MESSAGES } from '../devices';
import { GROUP_STREAMER_MESSAGES } from '../group-streamers';
import { JOB_MESSAGES } from '../jobs';
import { LIVE_CONFIG_API_MESSAGES } from '../live-configs';
import { LOG_MESSAGES } from '../logs';
import { MONITOR_MESSAGES } from '../monitor';
import { MONITOR_ROOM_MESSAGES } from '../monitor-room';
import { SESSION_MESSAGES } from '../monitor-sessions';
import { notAcceptedMessage } from '../system-users';
import { AVATAR_MESSAGES } from '../user-center';
import { fieldRefusal, isRefusalCode, parseRefusal, REFUSAL_AREAS, REFUSALS, refusal, refusalMessage, refusalOf } from './index';

/** Every text of a message table, templates called with sample names (or numbers, for a row or an id). */
function textsOf(table: Readonly<Record<string, unknown>>): string[] {
  return Object.values(table).map((value) => {
    if (typeof value !== 'function') return String(value);
    const template = value as (...args: unknown[]) => unknown;
    const named = String(template('alice, bob', 'carol'));
    return parseRefusal(named) ? named : String(template(7, 8));
  });
}

describe('the catalog', () => {
  it('defines each code once, in UPPER_SNAKE, and each template once', () => {
    const codes = Object.values(REFUSAL_AREAS).flatMap((area) => Object.keys(area));
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/);
    const templates = Object.values(REFUSALS);
    const twice = templates.filter((template, index) => templates.indexOf(template) !== index);
    expect(twice).toEqual([]);
    expect(Object.keys(REFUSALS)).toHaveLength(codes.length);
  });

  it('keeps the codes the console already knew', () => {
    for (const code of ['PERMISSION_NOT_HELD', 'DATA_SCOPE_NOT_HELD', 'BAD_CHARACTER', 'BAD_URL', 'OUT_OF_RANGE', 'TOO_LONG', 'INVALID_VALUE', 'DUPLICATE']) {
      expect(isRefusalCode(code), code).toBe(true);
    }
    expect(isRefusalCode('NO_SUCH_CODE')).toBe(false);
  });

  it('finds the code of every message the contracts, games and machines word', () => {
    const tables = [
      ANCHOR_MESSAGES,
      ANIMATION_MESSAGES,
      DEPT_MESSAGES,
      DEVICE_MESSAGES,
      GROUP_STREAMER_MESSAGES,
      JOB_MESSAGES,
      LIVE_CONFIG_API_MESSAGES,
      LOG_MESSAGES,
      MONITOR_MESSAGES,
      MONITOR_ROOM_MESSAGES,
      SESSION_MESSAGES,
      AVATAR_MESSAGES,
      LIVE_CONFIG_MESSAGES,
      TURNTABLE_MESSAGES,
      ADJUSTMENT_MESSAGES,
      PK_MESSAGES,
    ];
    const texts = [...tables.flatMap(textsOf), NUL_MESSAGE, HTTP_URL_MESSAGE, FILE_URL_MESSAGE, EXTERNAL_LINK_MESSAGE, notAcceptedMessage(['admin'])];
    const unknown = texts.filter((text) => parseRefusal(text) === null);
    expect(unknown).toEqual([]);
  });
});

describe('refusal()', () => {
  it('fills the template and carries code and params', () => {
    expect(refusal('JOB_HELD_BY', { job: 'Tester', users: ['ann', 'bob'] })).toEqual({
      code: 'JOB_HELD_BY',
      params: { job: 'Tester', users: ['ann', 'bob'] },
      message: 'Job Tester is held by users: ann, bob',
    });
    expect(refusal('WRONG_CREDENTIALS')).toEqual({ code: 'WRONG_CREDENTIALS', message: 'Wrong username or password' });
  });

  it('words a list cut short as "and N more"', () => {
    expect(refusalMessage('ROLE_HELD_BY', { role: 'Ops', users: ['a', 'b'], usersMore: 3 })).toBe('Role Ops is held by: a, b and 3 more');
  });

  it('names the field: by fieldRefusal, or by a template that starts with it', () => {
    expect(fieldRefusal('name', 'JOB_NAME_TAKEN', { name: 'QA' })).toEqual({
      code: 'JOB_NAME_TAKEN',
      params: { name: 'QA' },
      message: "name: a job named 'QA' already exists",
      field: 'name',
    });
    expect(refusal('CRON_INVALID', { problem: 'bad' })).toMatchObject({ field: 'cronExpression', message: 'cronExpression: bad' });
  });
});

describe('parseRefusal()', () => {
  it('reads a plain text, a field prefix, a template with its params, and a field named before the text', () => {
    expect(parseRefusal('Verification code error')).toEqual({ code: 'CAPTCHA_WRONG', params: {}, text: 'Verification code error' });
    expect(parseRefusal('name: required')).toEqual({ code: 'REQUIRED', params: {}, field: 'name', text: 'required' });
    expect(parseRefusal('jobName: required')).toMatchObject({ code: 'TASK_JOB_NAME_REQUIRED', field: 'jobName', text: 'required' });
    expect(parseRefusal("name: a dictionary named 'x' already exists")).toMatchObject({ code: 'DICT_NAME_TAKEN', params: { name: 'x' }, field: 'name' });
    expect(parseRefusal('id must be at most 2147483647')).toMatchObject({ code: 'TOO_BIG', params: { maximum: 2147483647 }, field: 'id' });
    expect(parseRefusal('cronExpression: at most 128 characters')).toMatchObject({ code: 'TEXT_TOO_LONG' });
    expect(parseRefusal('cronExpression: Unknown alias')).toMatchObject({ code: 'CRON_INVALID', params: { problem: 'Unknown alias' } });
    expect(parseRefusal('Something nobody wrote')).toBeNull();
  });

  it('splits a list cut short into the names and how many more', () => {
    expect(parseRefusal('Department Ops has users: ann, bob and 4 more')).toMatchObject({ code: 'DEPT_HAS_USERS', params: { dept: 'Ops', users: 'ann, bob', usersMore: 4 } });
  });

  it('refusalOf keeps the message and finds its code, or falls back', () => {
    expect(refusalOf('No round is running.')).toEqual({ code: 'ROUND_NOT_RUNNING', message: 'No round is running.' });
    expect(refusalOf('params.days: days: at least 1', 'INVALID_INPUT')).toMatchObject({ code: 'INVALID_INPUT', message: 'params.days: days: at least 1' });
  });
});
