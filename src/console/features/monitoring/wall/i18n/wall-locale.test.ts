/** The wall's four bundles: English's keys and placeholders everywhere, translated, and registered with i18next. */
import { describe, expect, it } from 'vitest';
import { i18next } from '@shared/i18n/i18n';
import { WALL_BUNDLES, wallT } from './wall-locale';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}
const valueAt = (o: unknown, path: string) => path.split('.').reduce<unknown>((acc, k) => (acc as Record<string, unknown>)[k], o);
const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1] ?? '').sort();

/** Texts that may read the same as English (a platform term, names and numbers only). */
const SAME_EVERYWHERE = new Set(['types.pk', 'tile.pk', 'tile.label', 'tile.pkTeam']);

describe('the wall bundles', () => {
  it('have the keys and placeholders of English in every language, and no empty text', () => {
    const reference = keysOf(WALL_BUNDLES.en).sort();
    for (const [language, bundle] of Object.entries(WALL_BUNDLES)) {
      expect(keysOf(bundle).sort(), language).toEqual(reference);
      for (const key of reference) {
        const text = String(valueAt(bundle, key));
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(String(valueAt(WALL_BUNDLES.en, key))));
      }
    }
  });

  it('are translated: zh, ko and ar differ from English but for names and symbols', () => {
    for (const language of ['zh', 'ko', 'ar'] as const) {
      const same = keysOf(WALL_BUNDLES.en).filter((key) => !SAME_EVERYWHERE.has(key) && valueAt(WALL_BUNDLES[language], key) === valueAt(WALL_BUNDLES.en, key));
      expect(same, language).toEqual([]);
    }
  });

  it('are found by i18next under monitoringWall in each language', () => {
    for (const language of ['en', 'zh', 'ko', 'ar'] as const) {
      const wt = wallT(i18next.getFixedT(language) as unknown as (key: string, values?: Readonly<Record<string, string | number>>) => string);
      expect(wt('states.stale', { seconds: 12 })).toBe(WALL_BUNDLES[language].states.stale.replace('{{seconds}}', '12'));
    }
  });
});
