/** The CRM texts: every language complete and translated. */
import { describe, expect, it } from 'vitest';
import { bundleProblems } from '@shared/i18n/feature-locale';
import { CRM_BUNDLES } from './use-crm-t';

describe('the crm bundles', () => {
  it('have the keys and placeholders of English, translated', () => {
    expect(bundleProblems(CRM_BUNDLES, ['common.none', 'fields.insAccount', 'fields.whatsAppNumber', 'fields.anchorId'])).toEqual([]);
  });
});
