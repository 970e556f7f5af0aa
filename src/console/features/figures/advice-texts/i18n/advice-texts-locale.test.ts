/** The Advice texts bundles: English's keys and placeholders in every language, translated but for patterns. */
import { describeFeatureBundles } from '../../../../../test/feature-bundles';
import { ADVICE_TEXTS_BUNDLES } from './advice-texts-locale';

describeFeatureBundles('advice texts', ADVICE_TEXTS_BUNDLES);
