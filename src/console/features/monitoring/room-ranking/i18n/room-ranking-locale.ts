/**
 * The ranking page's texts (`roomRanking.*`), registered when the page is first imported, and its translators: `kt`
 * for these texts next to the shared sessions translators (sessions-common/i18n/sessions-locale.ts).
 */
import { useMemo } from 'react';
import { prefixedT, registerBundles, type KeyT, type Leaves, type LooseT } from '../../sessions-common/i18n/bundle-locale';
import { useSessionsTranslation, type SessionsTranslation } from '../../sessions-common/i18n/sessions-locale';
import { roomRankingAr } from './ar';
import { roomRankingEn, type RoomRankingLocale } from './en';
import { roomRankingKo } from './ko';
import { roomRankingZh } from './zh';

/** Every bundle by language. */
export const ROOM_RANKING_BUNDLES: Readonly<Record<'en' | 'zh' | 'ko' | 'ar', RoomRankingLocale>> = { en: roomRankingEn, zh: roomRankingZh, ko: roomRankingKo, ar: roomRankingAr };
registerBundles('roomRanking', ROOM_RANKING_BUNDLES);

/** A key of this page's texts. */
export type RoomRankingKey = Leaves<typeof roomRankingEn>;

/** What the page translates with. */
export interface RoomRankingTranslation extends SessionsTranslation {
  kt: KeyT<RoomRankingKey>;
}

/** The translators, re-made when the language changes. */
export function useRoomRankingTranslation(): RoomRankingTranslation {
  const sessions = useSessionsTranslation();
  return useMemo(() => ({ ...sessions, kt: prefixedT<RoomRankingKey>('roomRanking', sessions.t as unknown as LooseT) }), [sessions]);
}
