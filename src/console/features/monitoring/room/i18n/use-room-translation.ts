/**
 * `useRoomTranslation()`: `rt` for the room page's texts (room-locale.ts) next to the monitoring feature's translators
 * (`mt` for the shared status and type names, `failure` for what a failed request says) and the language.
 */
import { useMemo } from 'react';
import { useMoTranslation, type MoTranslation } from '../../i18n/use-mo-translation';
import { useRoomLocale, type RoomT } from './room-locale';

/** What the room page translates with. */
export interface RoomTranslation extends MoTranslation {
  rt: RoomT;
}

/** The translators, re-made when the language changes. */
export function useRoomTranslation(): RoomTranslation {
  const mo = useMoTranslation();
  const { ft: rt } = useRoomLocale();
  return useMemo(() => ({ ...mo, rt }), [mo, rt]);
}
