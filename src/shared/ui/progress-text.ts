/**
 * What a Chakra Progress or ProgressCircle tells a screen reader, in the console's language. Zag names the bar by its
 * value text, in English when the value is unknown ("loading..."); pass `translations={useProgressTranslations()}` to
 * the Root so an unknown value reads as `common.loading` and a known one as a percent formatted for the language.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The `translations` of a Progress Root: `value(details)` → its spoken text. */
export interface ProgressTranslations {
  value: (details: { value: number | null; percent: number }) => string;
}

/** {@link ProgressTranslations} for the current language (re-made when it changes). */
export function useProgressTranslations(): ProgressTranslations {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
    return { value: ({ value, percent: share }) => (value === null ? t('common.loading') : percent.format(share / 100)) };
  }, [t, language]);
}
