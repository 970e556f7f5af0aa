/** The kit's texts: every language complete and translated. */
import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../i18n/feature-locale';
import { crudAr } from './ar';
import { crudEn } from './en';
import { crudKo } from './ko';
import { crudZh } from './zh';

describe('the CRUD kit bundles', () => {
  it('have the keys and placeholders of English, translated', () => {
    expect(bundleProblems({ en: crudEn, zh: crudZh, ko: crudKo, ar: crudAr })).toEqual([]);
  });
});
