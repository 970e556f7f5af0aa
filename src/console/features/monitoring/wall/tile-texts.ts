/**
 * The fixed words of a tile (labels, type and connection names, PK words), translated once per language rather than
 * on every render: 48 tiles re-render with every poll, and a dozen i18next lookups each add up to milliseconds of the
 * frame that shows the new figures.
 */
import { useMemo } from 'react';
import { MONITOR_TYPES, type MonitorType } from '../../../../../streams/contracts/monitor';
import { VIEWER_SAMPLE_MS, VIEWER_SERIES_POINTS } from '../../../../../streams/contracts/monitor-wall';
import type { WallT } from './i18n/wall-locale';

/** The four connection states a tile shows (wall-tile.tsx `connectionOf`). */
export const TILE_CONNECTIONS = ['connected', 'connecting', 'disconnected', 'tracked'] as const;
export type TileConnection = (typeof TILE_CONNECTIONS)[number];

/** Minutes the viewer series covers. */
const TREND_MINUTES = Math.round((VIEWER_SERIES_POINTS * VIEWER_SAMPLE_MS) / 60_000);

/** A tile's fixed words in the current language. */
export interface TileTexts {
  viewers: string;
  diamonds: string;
  liveFor: string;
  viewerTrend: string;
  noStaff: string;
  stale: string;
  pk: string;
  pkEnded: string;
  pkLeader: string;
  types: Readonly<Record<MonitorType, string>>;
  connection: Readonly<Record<TileConnection, string>>;
}

/** The words for `wt`'s language. */
export function tileTexts(wt: WallT): TileTexts {
  return {
    viewers: wt('tile.viewers'),
    diamonds: wt('tile.diamonds'),
    liveFor: wt('tile.liveFor'),
    viewerTrend: wt('tile.viewerTrend', { minutes: TREND_MINUTES }),
    noStaff: wt('tile.noStaff'),
    stale: wt('tile.stale'),
    pk: wt('tile.pk'),
    pkEnded: wt('tile.pkEnded'),
    pkLeader: wt('tile.pkLeader'),
    types: Object.fromEntries(MONITOR_TYPES.map((type) => [type, wt(`types.${type}`)])) as Record<MonitorType, string>,
    connection: Object.fromEntries(TILE_CONNECTIONS.map((state) => [state, wt(`tile.connection.${state}`)])) as Record<TileConnection, string>,
  };
}

/** {@link tileTexts}, made again only when the language changes. */
export function useTileTexts(wt: WallT): TileTexts {
  return useMemo(() => tileTexts(wt), [wt]);
}
