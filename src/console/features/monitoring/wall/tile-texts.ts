/**
 * The fixed words of a tile (labels, type and connection names, PK words), translated once per language rather than
 * on every render: 48 tiles re-render with every poll, and a dozen i18next lookups each add up to milliseconds of the
 * frame that shows the new figures.
 */
import { useMemo } from 'react';
import { MONITOR_TYPES, type MonitorType } from '../../../../../streams/contracts/monitor';
import { VIEWER_SAMPLE_MS, VIEWER_SERIES_POINTS } from '../../../../../streams/contracts/monitor-wall';
import type { MonitorReasonCode } from '../../../../../streams/monitor/monitor-reasons';
import { reasonCodeOf, reasonText } from '../common/reason-text';
import type { MoT } from '../i18n/monitoring-locale';
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
  /** A PK team of another host the platform gave no name for. */
  opponent: string;
  types: Readonly<Record<MonitorType, string>>;
  connection: Readonly<Record<TileConnection, string>>;
  /** The tile's reason in this language; null when it only says what the connection state already does. */
  reason: (reason: string, connection: TileConnection) => string | null;
}

/** Reasons that restate a connection state ('Connected' · 'connected to the live room'): not shown beside it. */
const RESTATES: Readonly<Partial<Record<MonitorReasonCode, TileConnection>>> = { connected: 'connected', connecting: 'connecting', tracked: 'tracked' };

/** The words for `wt`'s language (`mt`: the monitoring feature's, for the scanner's reasons). */
export function tileTexts(wt: WallT, mt: MoT): TileTexts {
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
    opponent: wt('tile.opponent'),
    types: Object.fromEntries(MONITOR_TYPES.map((type) => [type, wt(`types.${type}`)])) as Record<MonitorType, string>,
    connection: Object.fromEntries(TILE_CONNECTIONS.map((state) => [state, wt(`tile.connection.${state}`)])) as Record<TileConnection, string>,
    reason: (reason, connection) => {
      const code = reasonCodeOf(reason);
      return code !== null && RESTATES[code] === connection ? null : reasonText(mt, reason);
    },
  };
}

/** {@link tileTexts}, made again only when the language changes. */
export function useTileTexts(wt: WallT, mt: MoT): TileTexts {
  return useMemo(() => tileTexts(wt, mt), [wt, mt]);
}
