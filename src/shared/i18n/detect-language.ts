/**
 * Interface language choice: the `language` cookie, then the browser language, then English.
 * Pure so the order is unit-tested without a browser.
 */
export const LANGUAGES = ['en', 'zh', 'ko', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Right-to-left languages; `dir="rtl"` is set on <html> for them. */
export const RTL_LANGUAGES: ReadonlySet<Language> = new Set<Language>(['ar']);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Maps a BCP 47 tag (`zh-CN`, `ko_KR`, `ar-AE`, `EN`) to a supported language, or null. */
export function matchLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const primary = tag.toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/**
 * @param cookie value of the `language` cookie, if any.
 * @param browserLanguages `navigator.languages` (most preferred first), or `[navigator.language]`.
 */
export function detectLanguage(cookie: string | undefined, browserLanguages: readonly string[]): Language {
  const fromCookie = matchLanguage(cookie);
  if (fromCookie) return fromCookie;
  for (const tag of browserLanguages) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return FALLBACK_LANGUAGE;
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}
