/**
 * How the page names a text, its topic and a language: the bundle's words for a key (`pkGap.off` → 'Break between
 * PKs: missed') and a topic, and each language by its own name (a Korean text is '한국어' to every reader, as language
 * pickers show them).
 */
import { useCallback } from 'react';
import { ADVICE_LANGS, ADVICE_TEXT_KEYS, topicOfTextKey, type AdviceLang, type AdviceTextKey } from '../../../../../streams/reports/advice-texts';
import type { AdviceTopic } from '../../../../../streams/reports/weekly-advice';
import { useAdviceTextsT } from './i18n/advice-texts-locale';

/** Each language by its own name. */
export const LANGUAGE_NAMES: Readonly<Record<AdviceLang, string>> = { en: 'English', zh: '中文', ko: '한국어', ar: 'العربية' };

/** The topics, in the order their first text is listed. */
export const ADVICE_TOPICS: readonly AdviceTopic[] = [...new Set(ADVICE_TEXT_KEYS.map(topicOfTextKey))];

/** The direction a text of `lang` is written in (Arabic right to left). */
export const dirOf = (lang: AdviceLang): 'rtl' | 'ltr' => (lang === 'ar' ? 'rtl' : 'ltr');

/** Whether `value` is one of the text languages (a URL's `lang`). */
export const isAdviceLang = (value: string): value is AdviceLang => (ADVICE_LANGS as readonly string[]).includes(value);

/** The names of keys and topics in the reader's language. */
export function useAdviceNames() {
  const { ft } = useAdviceTextsT();
  const keyName = useCallback((key: AdviceTextKey) => ft(`keys.${key}`), [ft]);
  const topicName = useCallback((topic: AdviceTopic) => ft(`topics.${topic}`), [ft]);
  return { keyName, topicName };
}
