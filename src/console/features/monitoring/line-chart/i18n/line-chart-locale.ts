/**
 * The line chart page's texts (`lineChart.*`, src/shared/i18n/feature-locale.ts) and its translators: `ct` for these
 * texts next to the shared sessions translators (sessions-common/i18n/sessions-locale.ts).
 */
import { useMemo } from 'react';
import { defineFeatureLocale, type FeatureT } from '@shared/i18n/feature-locale';
import { useSessionsTranslation, type SessionsTranslation } from '../../sessions-common/i18n/sessions-locale';
import { lineChartAr } from './ar';
import { lineChartEn, type LineChartLocale } from './en';
import { lineChartKo } from './ko';
import { lineChartZh } from './zh';

/** Every bundle by language. */
export const LINE_CHART_BUNDLES: Readonly<Record<'en' | 'zh' | 'ko' | 'ar', LineChartLocale>> = { en: lineChartEn, zh: lineChartZh, ko: lineChartKo, ar: lineChartAr };
const useLineChartLocale = defineFeatureLocale('lineChart', { en: lineChartEn, zh: lineChartZh, ko: lineChartKo, ar: lineChartAr });

/** What the page translates with. */
export interface LineChartTranslation extends SessionsTranslation {
  ct: FeatureT<typeof lineChartEn>;
}

/** The translators, re-made when the language changes. */
export function useLineChartTranslation(): LineChartTranslation {
  const sessions = useSessionsTranslation();
  const { ft: ct } = useLineChartLocale();
  return useMemo(() => ({ ...sessions, ct }), [sessions, ct]);
}
