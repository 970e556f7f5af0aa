/**
 * One section of a feature's bundle in the current language, whole (`jobs` → `{ title, help, searchLabel, … }`), for
 * the kit parts that take a page's texts at once ({@link ListTexts}). Typed by the English bundle: a section that is
 * not there fails the typecheck.
 */
import { useTranslation } from 'react-i18next';
import type { FeatureLocaleHook } from './feature-locale';

/** Keys of `B` whose value is a group of texts, not a text. */
export type SectionKey<B> = { [K in keyof B & string]: B[K] extends string ? never : K }[keyof B & string];

/** The texts of section `key` of the feature of `hook`, re-read when the language changes (the object i18next holds: do not change it). */
export function useSectionTexts<B, K extends SectionKey<B>>(hook: FeatureLocaleHook<B>, key: K): B[K] {
  // The hook registers the feature's bundles; its `t` re-renders this component when the language changes.
  hook();
  const { i18n } = useTranslation();
  const path = `${hook.prefix}.${key}`;
  // Every feature ships all four languages (the bundle types require it); English stands in for a language i18next
  // does not know.
  return (i18n.getResource(i18n.language, 'translation', path) ?? i18n.getResource('en', 'translation', path)) as B[K];
}
