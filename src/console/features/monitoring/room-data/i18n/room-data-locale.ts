/**
 * The room data page's texts (`roomData.*`, src/shared/i18n/feature-locale.ts) and its translators: `rt` for these
 * texts next to the shared sessions translators (sessions-common/i18n/sessions-locale.ts).
 */
import { featureLocale } from '@shared/i18n/feature-locale';
import { withSessions, type WithSessions } from '../../sessions-common/i18n/sessions-locale';
import { roomDataAr } from './ar';
import { roomDataEn, type RoomDataLocale } from './en';
import { roomDataKo } from './ko';
import { roomDataZh } from './zh';

const roomData = featureLocale('roomData', { en: roomDataEn, zh: roomDataZh, ko: roomDataKo, ar: roomDataAr });
/** Every bundle by language. */
export const ROOM_DATA_BUNDLES = roomData.bundles;

/** What the page translates with: the shared sessions translators and `rt` for these texts. */
export type RoomDataTranslation = WithSessions<'rt', RoomDataLocale>;

/** The translators, re-made when the language changes. */
export const useRoomDataTranslation: () => RoomDataTranslation = withSessions(roomData.use, 'rt');
