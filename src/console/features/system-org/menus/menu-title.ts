/** A menu's title as shown: `x:key` through `route.key` (the key's text when unknown is the title as written), plain text as is. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The translator of menu titles. */
export function useMenuTitle(): (title: string) => string {
  const { t } = useTranslation();
  return useCallback(
    // Dynamic key by design: titles come from the server; `defaultValue` keeps an unknown key readable.
    (title: string) => (title.startsWith('x:') ? t(`route.${title.slice(2)}` as 'route.noName', { defaultValue: title }) : title),
    [t],
  );
}
