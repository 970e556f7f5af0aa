import { describe, expect, it } from 'vitest';
import { ANIMATION_MESSAGES, type VehicleAnimationRow } from '../../../../../streams/contracts/animations';
import { animationDefaults, animationFormSchema, isAnimationFormField, toAnimationFormValues } from './animation-form';

const issuesOf = (values: unknown) => {
  const result = animationFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('animationFormSchema', () => {
  it('gives the contract’s messages on the name and type of an empty form', () => {
    expect(issuesOf(animationDefaults())).toEqual({ name: ANIMATION_MESSAGES.nameRequired, type: ANIMATION_MESSAGES.typeRequired });
    expect(issuesOf({ ...animationDefaults(), name: '   ', type: 'popular' })).toEqual({ name: ANIMATION_MESSAGES.nameRequired });
  });

  it('sends empty optional texts and files as null, trimmed texts, and the status', () => {
    const body = animationFormSchema.parse({ ...animationDefaults(), name: ' Sports car ', type: 'normal', enabled: false, category: '  ' });
    expect(body).toEqual({ name: 'Sports car', type: 'normal', enabled: false, category: null, description: null, pictureUrl: null, resourceUrl: null });
  });

  it('refuses a picture or resource link that is neither http(s) nor an uploaded file, on its field', () => {
    const base = { ...animationDefaults(), name: 'Rocket', type: 'popular' as const };
    expect(issuesOf({ ...base, pictureUrl: 'javascript:alert(1)', resourceUrl: '//evil.example.com/a.mp4' })).toEqual({
      pictureUrl: ANIMATION_MESSAGES.fileUrl,
      resourceUrl: ANIMATION_MESSAGES.fileUrl,
    });
    expect(issuesOf({ ...base, pictureUrl: '/files/animations/a1b2.png', resourceUrl: 'https://cdn.example.com/rocket.mp4' })).toEqual({});
  });

  it('round-trips a stored row', () => {
    // The stored fields the form edits, written once: the form values are made of them and parse back to them.
    const stored = {
      name: 'Rocket',
      type: 'popular',
      description: null,
      enabled: true,
      category: 'Space',
      pictureUrl: '/files/animations/r.png',
      resourceUrl: '/files/animations/r.mp4',
    } as const;
    const row: VehicleAnimationRow = { id: 3, ...stored, createTime: '2026-01-01 10:00:00', updateTime: '2026-01-01 10:00:00' };
    const values = toAnimationFormValues(row);
    expect(values).toEqual({ name: 'Rocket', type: 'popular', category: 'Space', description: '', enabled: true, pictureUrl: '/files/animations/r.png', resourceUrl: '/files/animations/r.mp4' });
    expect(animationFormSchema.parse(values)).toEqual(stored);
  });

  it('knows its fields, for the server’s `field: message`', () => {
    expect(isAnimationFormField('pictureUrl')).toBe(true);
    expect(isAnimationFormField('file')).toBe(false);
    expect(isAnimationFormField(null)).toBe(false);
  });
});
