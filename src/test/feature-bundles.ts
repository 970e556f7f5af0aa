/**
 * The checks every feature's four bundles pass (src/shared/i18n/feature-locale.ts types the keys; these check what
 * types cannot): every language has English's keys and `{{placeholders}}`, no text is empty, and zh, ko and ar are
 * translated (differ from English) but for the texts named in `sameEverywhere` (names, symbols, patterns).
 */
import { describe, expect, it } from 'vitest';
import type { FeatureLanguage, LocaleTree } from '@shared/i18n/feature-locale';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}
const valueAt = (o: unknown, path: string) => path.split('.').reduce<unknown>((acc, k) => (acc as Record<string, unknown>)[k], o);
const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1] ?? '').sort();

/** Declares the bundle tests of feature `name`. */
export function describeFeatureBundles(name: string, bundles: Readonly<Record<FeatureLanguage, LocaleTree>>, sameEverywhere: readonly string[] = []): void {
  describe(`the ${name} bundles`, () => {
    it('have the keys and placeholders of English in every language, and no empty text', () => {
      const reference = keysOf(bundles.en).sort();
      for (const [language, bundle] of Object.entries(bundles)) {
        expect(keysOf(bundle).sort(), language).toEqual(reference);
        for (const key of reference) {
          const text = String(valueAt(bundle, key));
          expect(text.trim(), `${language} ${key}`).not.toBe('');
          expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(String(valueAt(bundles.en, key))));
        }
      }
    });

    it('are translated: zh, ko and ar differ from English but for names and patterns', () => {
      for (const language of ['zh', 'ko', 'ar'] as const) {
        const same = keysOf(bundles.en).filter((key) => !sameEverywhere.includes(key) && valueAt(bundles[language], key) === valueAt(bundles.en, key));
        expect(same, language).toEqual([]);
      }
    });
  });
}
