/**
 * The room data page's texts (`roomData.*`), registered when the page is first imported, and its translators: `rt`
 * for these texts next to the shared sessions translators (sessions-common/i18n/sessions-locale.ts).
 */
import { useMemo } from 'react';
import { prefixedT, registerBundles, type KeyT, type Leaves, type LooseT } from '../../sessions-common/i18n/bundle-locale';
import { useSessionsTranslation, type SessionsTranslation } from '../../sessions-common/i18n/sessions-locale';
import { roomDataAr } from './ar';
import { roomDataEn, type RoomDataLocale } from './en';
import { roomDataKo } from './ko';
import { roomDataZh } from './zh';

/** Every bundle by language. */
export const ROOM_DATA_BUNDLES: Readonly<Record<'en' | 'zh' | 'ko' | 'ar', RoomDataLocale>> = { en: roomDataEn, zh: roomDataZh, ko: roomDataKo, ar: roomDataAr };
registerBundles('roomData', ROOM_DATA_BUNDLES);

/** A key of this page's texts. */
export type RoomDataKey = Leaves<typeof roomDataEn>;

/** What the page translates with. */
export interface RoomDataTranslation extends SessionsTranslation {
  rt: KeyT<RoomDataKey>;
}

/** The translators, re-made when the language changes. */
export function useRoomDataTranslation(): RoomDataTranslation {
  const sessions = useSessionsTranslation();
  return useMemo(() => ({ ...sessions, rt: prefixedT<RoomDataKey>('roomData', sessions.t as unknown as LooseT) }), [sessions]);
}
