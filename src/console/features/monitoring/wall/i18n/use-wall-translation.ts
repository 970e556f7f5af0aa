/**
 * `useWallTranslation()`: `wt` for the wall's texts (wall-locale.ts), `mt` for the monitoring feature's shared words
 * (the scanner's reasons), the console's `t` for shared texts, and the language, for number and time formats.
 */
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useMonitoringLocale, type MoT } from '../../i18n/monitoring-locale';
import { useWallLocale, type WallT } from './wall-locale';

/** What the wall translates with. */
export interface WallTranslation {
  t: TFunction;
  wt: WallT;
  mt: MoT;
  language: string;
}

/** The translators, re-made when the language changes (so memoised tiles re-render only then). */
export function useWallTranslation(): WallTranslation {
  const { t, ft: wt, language } = useWallLocale();
  const { ft: mt } = useMonitoringLocale();
  return useMemo(() => ({ t, wt, mt, language }), [t, wt, mt, language]);
}
