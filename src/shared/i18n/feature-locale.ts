/**
 * A feature's own texts, loaded with its pages rather than with the console (the start-up bundle holds all four
 * languages and must stay small, docs/architecture.md). One call per feature:
 *
 * ```ts
 * export const useOrgT = defineFeatureLocale('org', { en: orgEn, zh: orgZh, ko: orgKo, ar: orgAr });
 * // in a component
 * const { t, ft, rule, failure } = useOrgT();
 * ft('jobs.title'); // typed by orgEn's leaves
 * ```
 *
 * The bundles are added to i18next under `prefix.*` when the defining module is first imported (a lazy page chunk),
 * after i18next has initialised if a test imports the page first. Texts the whole console shares (success notices,
 * `http.*` failures, `route.*` titles) stay in the main locale files and go through `t`.
 */
import i18next, { type TFunction, type i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, translateRule } from './server-messages';

/** The console's languages (src/shared/i18n/detect-language.ts); every feature ships all four. */
export type FeatureLanguage = 'en' | 'zh' | 'ko' | 'ar';

/** A bundle: nested objects whose leaves are texts. */
export interface LocaleTree {
  readonly [key: string]: string | LocaleTree;
}

/** Dotted paths of the string leaves of `T` (`jobs.title`). */
export type LeafKey<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : LeafKey<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Interpolation values (`{{name}}`, `{{count}}`). */
export type FeatureValues = Readonly<Record<string, string | number>>;

/** Translates a key of one feature in the current language. */
export type FeatureT<B> = (key: LeafKey<B>, values?: FeatureValues) => string;

/** What a page translates with (re-made when the language changes). */
export interface FeatureTranslation<B> {
  /** i18next's `t`: the console's shared texts. */
  t: TFunction;
  /** This feature's texts, typed by the English bundle's leaves. */
  ft: FeatureT<B>;
  /** A contract or server validation message (English) in the user's language ({@link translateRule}). */
  rule: (message: string) => string;
  /** What to tell the user about a failed request ({@link failureText}). */
  failure: (error: unknown) => string;
  /** The current language code. */
  language: string;
  /** The current language reads right to left (Arabic): chevrons and arrows mirror. */
  rtl: boolean;
}

/** The hook {@link defineFeatureLocale} returns, with what non-React code needs. */
export interface FeatureLocaleHook<B> {
  (): FeatureTranslation<B>;
  /** The key prefix under which the bundles live (`org`). */
  readonly prefix: string;
  /** `ft` over a given `t` (tests, code outside components). */
  readonly bind: (t: (key: string, values?: FeatureValues) => string) => FeatureT<B>;
  /** Adds the bundles to another i18next instance (tests with their own instance). */
  readonly register: (instance: I18n) => void;
}

/** Adds `bundles` under `prefix` (deep, without overwriting keys already there); waits for i18next's initialisation. */
function register(instance: I18n, prefix: string, bundles: Readonly<Record<FeatureLanguage, LocaleTree>>): void {
  const add = () => {
    for (const [language, bundle] of Object.entries(bundles)) {
      instance.addResourceBundle(language, 'translation', { [prefix]: bundle }, true, false);
    }
  };
  if (instance.isInitialized) add();
  else instance.on('initialized', add);
}

/**
 * Registers a feature's bundles under `prefix` and returns its translation hook.
 * @param prefix the top-level key of the feature's texts; unique across the console (`org`, `devices`).
 * @param bundles the four languages; zh/ko/ar typed by the English one, so a missing key fails the typecheck.
 */
export function defineFeatureLocale<B extends LocaleTree>(
  prefix: string,
  bundles: { en: B } & Readonly<Record<Exclude<FeatureLanguage, 'en'>, NoInfer<B>>>,
): FeatureLocaleHook<B> {
  register(i18next, prefix, bundles);
  const bind = (t: (key: string, values?: FeatureValues) => string): FeatureT<B> => (key, values) => t(`${prefix}.${key}`, values);
  function useFeatureT(): FeatureTranslation<B> {
    const { t, i18n } = useTranslation();
    const language = i18n.language;
    const rtl = i18n.dir(language) === 'rtl';
    return useMemo(
      () => ({
        t,
        // i18next types keys by the start-up bundle; this feature's keys are typed by `LeafKey<B>` instead.
        ft: bind(t as unknown as (key: string, values?: FeatureValues) => string),
        rule: (message: string) => translateRule(t, message),
        failure: (error: unknown) => failureText(t, error),
        language,
        rtl,
      }),
      [t, language, rtl],
    );
  }
  return Object.assign(useFeatureT, { prefix, bind, register: (instance: I18n) => register(instance, prefix, bundles) });
}

/** A feature's translation hook together with its bundles ({@link featureLocale}). */
export interface FeatureLocale<B> {
  /** The translation hook, as {@link defineFeatureLocale} returns it. */
  readonly use: FeatureLocaleHook<B>;
  /** `ft` over a given `t` (tests, code outside components): the hook's `bind`. */
  readonly bind: FeatureLocaleHook<B>['bind'];
  /** Every bundle by language, as given (locale tests, {@link bundleProblems}). */
  readonly bundles: Readonly<Record<FeatureLanguage, B>>;
}

/**
 * {@link defineFeatureLocale} for a module that also exports its bundles by language: the four bundles are named once.
 *
 * ```ts
 * export const { use: useRoomLocale, bundles: ROOM_BUNDLES, bind: roomT } = featureLocale('monitorRoom', { en, zh, ko, ar });
 * ```
 * @param prefix the top-level key of the feature's texts ({@link defineFeatureLocale}).
 * @param bundles the four languages; zh/ko/ar typed by the English one.
 * @returns `{ use, bind, bundles }`: the hook, its `bind`, and `bundles` as given.
 */
export function featureLocale<B extends LocaleTree>(
  prefix: string,
  bundles: { en: B } & Readonly<Record<Exclude<FeatureLanguage, 'en'>, NoInfer<B>>>,
): FeatureLocale<B> {
  const use = defineFeatureLocale(prefix, bundles);
  return { use, bind: use.bind, bundles };
}

/** The dotted paths of a bundle's texts. */
function leavesOf(tree: LocaleTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : leavesOf(value, `${prefix}${key}.`)));
}

const textAt = (tree: LocaleTree, path: string): string | undefined => {
  const value = path.split('.').reduce<string | LocaleTree | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), tree);
  return typeof value === 'string' ? value : undefined;
};

const placeholdersOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort().join(',');

/**
 * What is wrong with a feature's bundles, for its locale test (`expect(bundleProblems(bundles)).toEqual([])`): a key
 * of English missing or extra in a language, an empty text, a placeholder (`{{name}}`) not kept, or a zh/ko/ar text
 * left in English (except the keys in `sameEverywhere`: names, brands, symbols).
 * @returns one line per problem, `zh jobs.title: left in English`.
 */
export function bundleProblems(bundles: Readonly<Record<FeatureLanguage, LocaleTree>>, sameEverywhere: readonly string[] = []): string[] {
  const reference = leavesOf(bundles.en);
  const problems: string[] = [];
  for (const [language, bundle] of Object.entries(bundles) as Array<[FeatureLanguage, LocaleTree]>) {
    const keys = leavesOf(bundle);
    for (const key of keys) if (!reference.includes(key)) problems.push(`${language} ${key}: not in English`);
    for (const key of reference) {
      const text = textAt(bundle, key);
      const english = textAt(bundles.en, key) ?? '';
      if (text === undefined) problems.push(`${language} ${key}: missing`);
      else if (text.trim() === '') problems.push(`${language} ${key}: empty`);
      else if (placeholdersOf(text) !== placeholdersOf(english)) problems.push(`${language} ${key}: placeholders differ from English`);
      else if (language !== 'en' && text === english && !sameEverywhere.includes(key)) problems.push(`${language} ${key}: left in English`);
    }
  }
  return problems;
}
