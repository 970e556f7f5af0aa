/**
 * The ranking page's texts (`roomRanking.*`, src/shared/i18n/feature-locale.ts) and its translators: `kt` for these
 * texts next to the shared sessions translators (sessions-common/i18n/sessions-locale.ts).
 */
import { useMemo } from 'react';
import { defineFeatureLocale, type FeatureT } from '@shared/i18n/feature-locale';
import { useSessionsTranslation, type SessionsTranslation } from '../../sessions-common/i18n/sessions-locale';
import { roomRankingAr } from './ar';
import { roomRankingEn, type RoomRankingLocale } from './en';
import { roomRankingKo } from './ko';
import { roomRankingZh } from './zh';

/** Every bundle by language. */
export const ROOM_RANKING_BUNDLES: Readonly<Record<'en' | 'zh' | 'ko' | 'ar', RoomRankingLocale>> = { en: roomRankingEn, zh: roomRankingZh, ko: roomRankingKo, ar: roomRankingAr };
const useRoomRankingLocale = defineFeatureLocale('roomRanking', { en: roomRankingEn, zh: roomRankingZh, ko: roomRankingKo, ar: roomRankingAr });

/** What the page translates with. */
export interface RoomRankingTranslation extends SessionsTranslation {
  kt: FeatureT<typeof roomRankingEn>;
}

/** The translators, re-made when the language changes. */
export function useRoomRankingTranslation(): RoomRankingTranslation {
  const sessions = useSessionsTranslation();
  const { ft: kt } = useRoomRankingLocale();
  return useMemo(() => ({ ...sessions, kt }), [sessions, kt]);
}
