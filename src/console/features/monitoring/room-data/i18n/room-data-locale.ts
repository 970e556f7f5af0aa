/**
 * The room data page's texts (`roomData.*`, src/shared/i18n/feature-locale.ts) and its translators: `rt` for these
 * texts next to the shared sessions translators (sessions-common/i18n/sessions-locale.ts).
 */
import { useMemo } from 'react';
import { defineFeatureLocale, type FeatureT } from '@shared/i18n/feature-locale';
import { useSessionsTranslation, type SessionsTranslation } from '../../sessions-common/i18n/sessions-locale';
import { roomDataAr } from './ar';
import { roomDataEn, type RoomDataLocale } from './en';
import { roomDataKo } from './ko';
import { roomDataZh } from './zh';

/** Every bundle by language. */
export const ROOM_DATA_BUNDLES: Readonly<Record<'en' | 'zh' | 'ko' | 'ar', RoomDataLocale>> = { en: roomDataEn, zh: roomDataZh, ko: roomDataKo, ar: roomDataAr };
const useRoomDataLocale = defineFeatureLocale('roomData', { en: roomDataEn, zh: roomDataZh, ko: roomDataKo, ar: roomDataAr });

/** What the page translates with. */
export interface RoomDataTranslation extends SessionsTranslation {
  rt: FeatureT<typeof roomDataEn>;
}

/** The translators, re-made when the language changes. */
export function useRoomDataTranslation(): RoomDataTranslation {
  const sessions = useSessionsTranslation();
  const { ft: rt } = useRoomDataLocale();
  return useMemo(() => ({ ...sessions, rt }), [sessions, rt]);
}
