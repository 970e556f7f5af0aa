/**
 * The ranking page's texts (`roomRanking.*`, src/shared/i18n/feature-locale.ts) and its translators: `kt` for these
 * texts next to the shared sessions translators (sessions-common/i18n/sessions-locale.ts).
 */
import { featureLocale } from '@shared/i18n/feature-locale';
import { withSessions, type WithSessions } from '../../sessions-common/i18n/sessions-locale';
import { roomRankingAr } from './ar';
import { roomRankingEn, type RoomRankingLocale } from './en';
import { roomRankingKo } from './ko';
import { roomRankingZh } from './zh';

const roomRanking = featureLocale('roomRanking', { en: roomRankingEn, zh: roomRankingZh, ko: roomRankingKo, ar: roomRankingAr });
/** Every bundle by language. */
export const ROOM_RANKING_BUNDLES = roomRanking.bundles;

/** What the page translates with: the shared sessions translators and `kt` for these texts. */
export type RoomRankingTranslation = WithSessions<'kt', RoomRankingLocale>;

/** The translators, re-made when the language changes. */
export const useRoomRankingTranslation: () => RoomRankingTranslation = withSessions(roomRanking.use, 'kt');
