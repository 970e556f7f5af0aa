/** The Timed tasks bundles: English's keys and placeholders in every language, translated but for names. */
import { describeFeatureBundles } from '../../../../test/feature-bundles';
import { TIMING_BUNDLES } from './timing-locale';

describeFeatureBundles('timing', TIMING_BUNDLES);
