/** The Weekly data texts: every language complete and translated (but for patterns of placeholders and punctuation). */
import { describeFeatureBundles } from '../../../../../test/feature-bundles';
import { WEEK_DATA_BUNDLES } from './use-week-data-t';

describeFeatureBundles('weekly data', WEEK_DATA_BUNDLES, ['filters.weekOf']);
