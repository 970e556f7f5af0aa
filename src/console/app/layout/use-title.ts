/** Translating route/menu titles in components ('x:key' → `route.key`). */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { translateTitle } from '@shared/i18n/i18n';

export function useTitle(): (raw: string | null | undefined) => string {
  const { t } = useTranslation();
  return useCallback((raw) => translateTitle(t, raw), [t]);
}
