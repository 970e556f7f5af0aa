/** The dashboard texts: every language complete and translated (but for patterns of placeholders and punctuation). */
import { describeFeatureBundles } from '../../../../test/feature-bundles';
import { DASHBOARD_BUNDLES } from './use-dashboard-t';

describeFeatureBundles('dashboard', DASHBOARD_BUNDLES, ['compare.before', 'pipeline.row']);
