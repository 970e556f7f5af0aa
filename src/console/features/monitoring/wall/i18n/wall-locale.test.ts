/** The wall's four bundles: English's keys and placeholders everywhere, translated, and registered with i18next. */
import { describe, expect, it } from 'vitest';
import { bundleProblems } from '@shared/i18n/feature-locale';
import { i18next } from '@shared/i18n/i18n';
import { WALL_BUNDLES, wallT } from './wall-locale';


/** Texts that may read the same as English (a platform term, names and numbers only). */
const SAME_EVERYWHERE = ['types.pk', 'tile.pk', 'tile.label', 'tile.pkTeam'];

describe('the wall bundles', () => {
  it('have the keys and placeholders of English in every language, no empty text, and are translated but for names and symbols', () => {
    expect(bundleProblems(WALL_BUNDLES, SAME_EVERYWHERE)).toEqual([]);
  });

  it('are found by i18next under monitoringWall in each language', () => {
    for (const language of ['en', 'zh', 'ko', 'ar'] as const) {
      const wt = wallT(i18next.getFixedT(language) as unknown as (key: string, values?: Readonly<Record<string, string | number>>) => string);
      expect(wt('states.stale', { seconds: 12 })).toBe(WALL_BUNDLES[language].states.stale.replace('{{seconds}}', '12'));
    }
  });
});
