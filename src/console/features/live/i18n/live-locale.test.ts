/** The live pages' texts: every language complete and translated. */
import { describe, expect, it } from 'vitest';
import { bundleProblems } from '@shared/i18n/feature-locale';
import { LIVE_BUNDLES } from './use-live-t';

describe('the live bundles', () => {
  it('have the keys and placeholders of English, translated (a field name, symbols and a file name pattern stay as they are)', () => {
    expect(bundleProblems(LIVE_BUNDLES, ['start.uniqueId', 'start.recordingOptionSize', 'gifts.repeat'])).toEqual([]);
  });
});
