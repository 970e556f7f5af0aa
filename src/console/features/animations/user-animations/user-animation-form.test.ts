import { describe, expect, it } from 'vitest';
import { ANIMATION_MESSAGES } from '../../../../../streams/contracts/animations';
import {
  expiryAfter,
  fromWireDateTime,
  isPast,
  refusalField,
  toUserAnimationFormValues,
  toWireDateTime,
  userAnimationDefaults,
  userAnimationFormSchema,
} from './user-animation-form';

const issuesOf = (values: unknown) => {
  const result = userAnimationFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('userAnimationFormSchema', () => {
  it('gives the contract’s message beside every empty field', () => {
    expect(issuesOf(userAnimationDefaults())).toEqual({
      userId: ANIMATION_MESSAGES.userRequired,
      anchorId: ANIMATION_MESSAGES.anchorRequired,
      animationId: ANIMATION_MESSAGES.animationRequired,
      expireTime: ANIMATION_MESSAGES.expireRequired,
    });
    // A lone @ is no ID.
    expect(issuesOf({ userId: '@', anchorId: ' @ ', animationId: 4, expireTime: '2030-01-01T00:00' })).toEqual({
      userId: ANIMATION_MESSAGES.userRequired,
      anchorId: ANIMATION_MESSAGES.anchorRequired,
    });
  });

  it('strips the leading @ and sends the expiry as yyyy-MM-dd HH:mm:ss', () => {
    expect(userAnimationFormSchema.parse({ userId: ' @viewer_1 ', anchorId: '@luna', animationId: 4, expireTime: '2030-05-06T07:08' })).toEqual({
      userId: 'viewer_1',
      anchorId: 'luna',
      animationId: 4,
      expireTime: '2030-05-06 07:08:00',
    });
  });

  it('reads a stored row back, seconds kept', () => {
    const values = toUserAnimationFormValues({
      id: 1,
      userId: 'viewer_1',
      anchorId: 'luna',
      animationId: 4,
      animationName: 'Rocket',
      animationPictureUrl: null,
      expireTime: '2030-05-06 07:08:09',
      expired: false,
      createTime: '2026-01-01 00:00:00',
    });
    expect(values).toEqual({ userId: 'viewer_1', anchorId: 'luna', animationId: 4, expireTime: '2030-05-06T07:08:09' });
    expect(userAnimationFormSchema.parse(values).expireTime).toBe('2030-05-06 07:08:09');
  });
});

describe('expiry helpers', () => {
  it('converts between datetime-local and the wire', () => {
    expect(toWireDateTime('2030-05-06T07:08')).toBe('2030-05-06 07:08:00');
    expect(toWireDateTime('2030-05-06T07:08:09')).toBe('2030-05-06 07:08:09');
    expect(toWireDateTime('2030-05-06T07:08:09.500')).toBe('2030-05-06 07:08:09');
    expect(toWireDateTime('')).toBe('');
    expect(fromWireDateTime('2030-05-06 07:08:09')).toBe('2030-05-06T07:08:09');
    expect(fromWireDateTime('soon')).toBe('');
  });

  it('counts quick expiries from now, to the minute, across month and leap-year ends', () => {
    const now = new Date(2028, 1, 25, 14, 30, 45);
    expect(expiryAfter(now, { days: 7 })).toBe('2028-03-03T14:30');
    expect(expiryAfter(now, { years: 1 })).toBe('2029-02-25T14:30');
  });

  it('tells a past expiry (by the browser clock)', () => {
    const now = new Date(2030, 0, 1, 12, 0, 0);
    expect(isPast('2030-01-01T11:59', now)).toBe(true);
    expect(isPast('2030-01-01T12:01', now)).toBe(false);
    expect(isPast('', now)).toBe(false);
  });
});

describe('refusalField', () => {
  it('puts a server refusal beside the field it names or is about', () => {
    expect(refusalField('anchorId', ANIMATION_MESSAGES.anchorRequired)).toBe('anchorId');
    expect(refusalField(null, ANIMATION_MESSAGES.duplicateUser)).toBe('userId');
    expect(refusalField(null, ANIMATION_MESSAGES.unknownAnimation)).toBe('animationId');
    expect(refusalField('other', 'Something else')).toBeNull();
  });
});
