/** The CRM texts: every language complete and translated (but for names and patterns that read alike everywhere). */
import { describe, expect, it } from 'vitest';
import { bundleProblems } from '@shared/i18n/feature-locale';
import { CRM_BUNDLES } from './use-crm-t';

/** Texts that are a name ('TikTok ID', 'PK') or only placeholders and punctuation ('{{name}}: {{availability}}'). */
const SAME_EVERYWHERE = ['fields.anchorId', 'serviceLogForm.pk', 'marking.marked', 'pipeline.column', 'pipeline.card', 'common.none'];

describe('the crm bundles', () => {
  it('have the keys and placeholders of English, translated', () => {
    expect(bundleProblems(CRM_BUNDLES, SAME_EVERYWHERE)).toEqual([]);
  });
});
