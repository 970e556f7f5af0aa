/**
 * The line chart page's texts (`lineChart.*`), registered when the page is first imported, and its translators: `ct`
 * for these texts next to the shared sessions translators (sessions-common/i18n/sessions-locale.ts).
 */
import { useMemo } from 'react';
import { prefixedT, registerBundles, type KeyT, type Leaves, type LooseT } from '../../sessions-common/i18n/bundle-locale';
import { useSessionsTranslation, type SessionsTranslation } from '../../sessions-common/i18n/sessions-locale';
import { lineChartAr } from './ar';
import { lineChartEn, type LineChartLocale } from './en';
import { lineChartKo } from './ko';
import { lineChartZh } from './zh';

/** Every bundle by language. */
export const LINE_CHART_BUNDLES: Readonly<Record<'en' | 'zh' | 'ko' | 'ar', LineChartLocale>> = { en: lineChartEn, zh: lineChartZh, ko: lineChartKo, ar: lineChartAr };
registerBundles('lineChart', LINE_CHART_BUNDLES);

/** A key of this page's texts. */
export type LineChartKey = Leaves<typeof lineChartEn>;

/** What the page translates with. */
export interface LineChartTranslation extends SessionsTranslation {
  ct: KeyT<LineChartKey>;
}

/** The translators, re-made when the language changes. */
export function useLineChartTranslation(): LineChartTranslation {
  const sessions = useSessionsTranslation();
  return useMemo(() => ({ ...sessions, ct: prefixedT<LineChartKey>('lineChart', sessions.t as unknown as LooseT) }), [sessions]);
}
