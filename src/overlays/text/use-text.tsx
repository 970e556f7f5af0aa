/**
 * The language of an overlay page and its texts. The language is chosen once per load: the link's `lang` parameter
 * (a phone page's link may name its reader's language; a phone has no console cookie), then like the console's (the
 * `language` cookie, then the browser language, then English); `lang`/`dir` are set on <html> so Arabic lays out
 * right to left.
 */
import { createContext, useContext } from 'react';
import { readCookie, COOKIE } from '@shared/cookies/cookies';
import { detectLanguage, directionOf, matchLanguage, type Language } from '@shared/i18n/detect-language';
import { OVERLAY_MESSAGES, type OverlayMessages } from './overlay-messages';

/** The language of this page load: `lang` of the query `search` (e.g. `?lang=ar`), the cookie, the browser's. */
export function overlayLanguage(search = typeof location === 'undefined' ? '' : location.search): Language {
  const asked = matchLanguage(new URLSearchParams(search).get('lang'));
  if (asked) return asked;
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return detectLanguage(readCookie(COOKIE.language), browser);
}

/** Sets `lang` and `dir` on <html> for `language`. */
export function applyOverlayLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

const TextContext = createContext<OverlayMessages>(OVERLAY_MESSAGES.en);

/** Provides the texts of one language to the overlay below it. */
export const TextProvider = TextContext.Provider;

/** The overlay texts of the current language (English outside a {@link TextProvider}). */
export function useText(): OverlayMessages {
  return useContext(TextContext);
}
