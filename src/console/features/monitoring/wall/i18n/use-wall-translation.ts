/**
 * `useWallTranslation()`: `wt` for the wall's texts (wall-locale.ts), the console's `t` for shared texts, and the
 * language, for number and time formats.
 */
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { wallT, type WallT } from './wall-locale';

/** What the wall translates with. */
export interface WallTranslation {
  t: TFunction;
  wt: WallT;
  language: string;
}

/** The translators, re-made when the language changes (so memoised tiles re-render only then). */
export function useWallTranslation(): WallTranslation {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => ({
      t,
      // i18next types keys by the start-up bundle; this page's keys are typed by `WallKey` instead.
      wt: wallT(t as unknown as (key: string, values?: Readonly<Record<string, string | number>>) => string),
      language: i18n.language,
    }),
    [t, i18n.language],
  );
}
