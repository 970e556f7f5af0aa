import { describe, expect, it } from 'vitest';
import { MASK } from '../../../streams/contracts/logs';
import { MAX_PARAMS_CHARS, MAX_VALUE_CHARS, requestParams } from './log-params';

describe('requestParams', () => {
  it('masks every secret-looking key at any depth and keeps the rest', () => {
    const text = requestParams(
      { page: '0' },
      { username: 'ann', password: 'p1', oldPass: 'p2', nested: { apiKey: 'k', token: 't', clientSecret: 's', code: '12', captcha: 'x', name: 'n' } },
    );
    expect(JSON.parse(text!)).toEqual({
      page: '0',
      username: 'ann',
      password: MASK,
      oldPass: MASK,
      nested: { apiKey: MASK, token: MASK, clientSecret: MASK, code: MASK, captcha: MASK, name: 'n' },
    });
    expect(text).not.toContain('p1');
  });

  it('keeps a non-object body under `body` and answers null for nothing', () => {
    expect(JSON.parse(requestParams({}, [1, 2])!)).toEqual({ body: [1, 2] });
    expect(requestParams({}, undefined)).toBeNull();
  });

  it('shortens long values and caps the whole text', () => {
    const long = 'a'.repeat(MAX_VALUE_CHARS + 50);
    const parsed = JSON.parse(requestParams(undefined, { note: long })!) as { note: string };
    expect(parsed.note).toHaveLength(MAX_VALUE_CHARS + 1);
    const many = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`field${i}`, 'x'.repeat(100)]));
    expect(requestParams(undefined, many)!.length).toBeLessThanOrEqual(MAX_PARAMS_CHARS + 1);
  });
});
