/** The devices bundles: English's keys and placeholders in every language, translated but for names and patterns. */
import { describeFeatureBundles } from '../../../../test/feature-bundles';
import { DEVICES_BUNDLES } from './devices-locale';

describeFeatureBundles('devices', DEVICES_BUNDLES, ['gifts.handlePlaceholder', 'commands.form.previewJson', 'devices.testDialog.plain']);
