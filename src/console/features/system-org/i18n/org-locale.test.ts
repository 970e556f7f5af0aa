/** The Departments, Jobs, Menus and Dictionaries texts: every language complete and translated. */
import { describe, expect, it } from 'vitest';
import { bundleProblems } from '@shared/i18n/feature-locale';
import { orgAr } from './ar';
import { orgEn } from './en';
import { orgKo } from './ko';
import { orgZh } from './zh';

describe('the system-org bundles', () => {
  it('have the keys and placeholders of English, translated', () => {
    expect(bundleProblems({ en: orgEn, zh: orgZh, ko: orgKo, ar: orgAr })).toEqual([]);
  });
});
