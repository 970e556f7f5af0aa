/**
 * Everything a phone page says in one language, loaded once per page load and only for that language: the pages' own
 * words (./en.ts and its translations), the console's labels of the CRM enumerations (`anchor.*` of
 * src/shared/i18n/locales, so a status reads the same on the phone as in the console) and the server's refusals by
 * code (src/shared/i18n/server-messages). Dynamic imports, so a phone in Arabic downloads neither the Chinese nor
 * the Korean texts; the overlay entry's budget (docs/architecture.md) never sees any of them.
 */
import type { Language } from '@shared/i18n/detect-language';
import type { Locale } from '@shared/i18n/locales/en';
import type { H5Messages } from './en';

/** The labels of the CRM's enumerations, by wire value. */
export type AnchorLabels = Locale['anchor'];

/** A language's texts of the phone pages. */
export interface H5Texts {
  language: Language;
  ui: H5Messages;
  labels: AnchorLabels;
  /** Refusal code → text with `{{param}}` placeholders; a code missing here reads in the server's own (English) words. */
  refusals: Readonly<Record<string, string>>;
}

const LOADERS: Readonly<Record<Language, () => Promise<Omit<H5Texts, 'language'>>>> = {
  en: async () => {
    const [ui, locale, catalog, overrides] = await Promise.all([
      import('./en'),
      import('@shared/i18n/locales/en'),
      import('../../../../../streams/contracts/refusals/anchors'),
      import('@shared/i18n/server-messages/en'),
    ]);
    // English reads the server's own words, as in the console, except the codes the console words its own way; the
    // catalog's text is needed only for what a page says before asking the server (a link without a key).
    const refusals = { ...overrides.serverMessagesEn, LINK_KEY_MISSING: catalog.ANCHOR_REFUSALS.LINK_KEY_MISSING };
    return { ui: ui.h5En, labels: locale.en.anchor, refusals };
  },
  zh: async () => {
    const [ui, locale, refusals] = await Promise.all([import('./zh'), import('@shared/i18n/locales/zh'), import('@shared/i18n/server-messages/zh')]);
    return { ui: ui.h5Zh, labels: locale.zh.anchor, refusals: { ...refusals.serverMessagesZh } };
  },
  ko: async () => {
    const [ui, locale, refusals] = await Promise.all([import('./ko'), import('@shared/i18n/locales/ko'), import('@shared/i18n/server-messages/ko')]);
    return { ui: ui.h5Ko, labels: locale.ko.anchor, refusals: { ...refusals.serverMessagesKo } };
  },
  ar: async () => {
    const [ui, locale, refusals] = await Promise.all([import('./ar'), import('@shared/i18n/locales/ar'), import('@shared/i18n/server-messages/ar')]);
    return { ui: ui.h5Ar, labels: locale.ar.anchor, refusals: { ...refusals.serverMessagesAr } };
  },
};

/** Loads the texts of `language`. */
export async function loadH5Texts(language: Language): Promise<H5Texts> {
  return { language, ...(await LOADERS[language]()) };
}
