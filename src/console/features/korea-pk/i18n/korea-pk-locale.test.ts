/** The Korea group PK texts: every language complete and translated. */
import { describe, expect, it } from 'vitest';
import { bundleProblems } from '@shared/i18n/feature-locale';
import { KOREA_PK_BUNDLES } from './korea-pk-locale';

describe('the Korea group PK bundles', () => {
  it('have the keys and placeholders of English, translated', () => {
    // Names, IDs and the dash read the same in every language.
    expect(bundleProblems(KOREA_PK_BUNDLES, ['common.none', 'common.option', 'form.anchorId', 'form.row'])).toEqual([]);
  });
});
