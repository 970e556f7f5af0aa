/**
 * `useLcTranslation()`: the feature's translations ({@link useLiveConfigsT}) with this feature's texts also under the
 * name `lt` the game pages use: `t` (the console's shared texts), `lt`/`ft` (this feature's), `rule` (a rule's
 * English message in the user's language) and `failure` (a failed request → what to say).
 */
import type { FeatureTranslation } from '@shared/i18n/feature-locale';
import type { LiveConfigsLocale } from '@shared/i18n/locales/live-configs/en';
import { useLiveConfigsT, type LcT } from './live-configs-locale';

/** What the pages translate with. */
export interface LcTranslation extends FeatureTranslation<LiveConfigsLocale> {
  lt: LcT;
}

/** The translators, re-made when the language changes. */
export function useLcTranslation(): LcTranslation {
  const translation = useLiveConfigsT();
  return { ...translation, lt: translation.ft };
}
