/**
 * The line chart page's texts (`lineChart.*`, src/shared/i18n/feature-locale.ts) and its translators: `ct` for these
 * texts next to the shared sessions translators (sessions-common/i18n/sessions-locale.ts).
 */
import { featureLocale } from '@shared/i18n/feature-locale';
import { withSessions, type WithSessions } from '../../sessions-common/i18n/sessions-locale';
import { lineChartAr } from './ar';
import { lineChartEn, type LineChartLocale } from './en';
import { lineChartKo } from './ko';
import { lineChartZh } from './zh';

const lineChart = featureLocale('lineChart', { en: lineChartEn, zh: lineChartZh, ko: lineChartKo, ar: lineChartAr });
/** Every bundle by language. */
export const LINE_CHART_BUNDLES = lineChart.bundles;

/** What the page translates with: the shared sessions translators and `ct` for these texts. */
export type LineChartTranslation = WithSessions<'ct', LineChartLocale>;

/** The translators, re-made when the language changes. */
export const useLineChartTranslation: () => LineChartTranslation = withSessions(lineChart.use, 'ct');
