/**
 * One live room on the wall: avatar, nickname and @uniqueId, monitor type, live time (ticking on the server's clock),
 * viewers with their sparkline, diamonds of the session, the PK block, the connection state with its reason, the
 * staff member, and a stale marker when the worker stopped refreshing the room.
 *
 * Memoised: a tile re-renders when its own data changes (TanStack Query keeps an unchanged tile the same object from
 * one poll to the next), never for the one-second tick (only its time texts do, time-texts.tsx). Plain elements styled
 * by monitor-wall.css rather than Chakra components: 48 of them re-render every poll, and sizes follow the tile
 * through container query units there.
 */
import { memo, useMemo, useState } from 'react';
import { LuClock, LuGem, LuUser, LuUsers } from 'react-icons/lu';
import { Link } from 'react-router';
import type { WallTile as WallTileData } from '../../../../../streams/contracts/monitor-wall';
import { formatCount } from '@shared/utils/format-count';
import type { WallT } from './i18n/wall-locale';
import { PkPanel } from './pk-panel';
import type { TileConnection, TileTexts } from './tile-texts';
import { LiveDuration } from './time-texts';
import { ViewerSparkline } from './viewer-sparkline';
import { formatWhole, hueOf, initialsOf } from './wall-format';

/** Which of the four connection states a tile shows. */
export function connectionOf(tile: Pick<WallTileData, 'status' | 'connection'>): TileConnection {
  if (tile.connection === 'connected') return 'connected';
  if (tile.status === 'connecting') return 'connecting';
  // Regular monitors have no live connection by design (a scan every 5 minutes): not a fault.
  if (tile.status === 'tracked') return 'tracked';
  return 'disconnected';
}

/** The streamer room page of a streamer (Live monitoring → Streamer room, `?streamer=<id>`). */
export const streamerRoomPath = (streamerId: number) => `/monitoring/room?streamer=${streamerId}`;

/** The streamer's picture, or their initials when there is none or it fails to load. */
function TileAvatar({ url, name, id }: { url: string | null; name: string; id: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (url !== null && failed !== url) {
    return <img className="wall-avatar" src={url} alt="" loading="lazy" decoding="async" onError={() => setFailed(url)} />;
  }
  return (
    <span className="wall-avatar wall-avatar--initials" style={{ backgroundColor: `hsl(${hueOf(id)} 45% 32%)` }} aria-hidden="true">
      {initialsOf(name || id)}
    </span>
  );
}

/** Props of {@link WallTile}. */
export interface WallTileProps {
  tile: WallTileData;
  /** Seconds since the worker last refreshed the tile, when above WALL_STALE_MS; 0 when fresh. */
  staleSeconds: number;
  /** The tile's fixed words (tile-texts.ts). */
  texts: TileTexts;
  wt: WallT;
  language: string;
}

/** The tile. */
export const WallTile = memo(function WallTile({ tile, staleSeconds, texts, wt, language }: WallTileProps) {
  const connection = connectionOf(tile);
  const reason = useMemo(() => texts.reason(tile.reason, connection), [texts, tile.reason, connection]);
  const name = tile.nickname || tile.uniqueId;
  const label = useMemo(() => wt('tile.label', { name, uniqueId: tile.uniqueId }), [wt, name, tile.uniqueId]);
  // Without a trend yet (a regular monitor, a room just found), the figures take its room.
  const hasSpark = tile.viewerSeries.length >= 2;
  return (
    <article
      className="wall-tile"
      data-streamer={tile.uniqueId}
      data-room-id={tile.roomId ?? undefined}
      data-type={tile.type}
      data-connection={connection}
      data-stale={staleSeconds > 0 ? '' : undefined}
      data-pk={tile.pk ? tile.pk.phase : undefined}
      data-spark={hasSpark ? '' : undefined}
      aria-label={label}
    >
      <div className="wall-tile__inner">
        <header className="wall-tile__head">
          <TileAvatar url={tile.avatarUrl} name={name} id={tile.uniqueId} />
          <div className="wall-tile__who">
            <div className="wall-tile__name" dir="auto">
              <Link className="wall-tile__link" to={streamerRoomPath(tile.streamerId)}>
                {name}
              </Link>
            </div>
            <div className="wall-tile__handle">
              <span dir="ltr">@{tile.uniqueId}</span>
            </div>
          </div>
          <div className="wall-tile__side">
            <span className="wall-type" data-type={tile.type}>
              {texts.types[tile.type]}
            </span>
            <span className="wall-tile__live" title={texts.liveFor}>
              <LuClock aria-hidden="true" />
              <span className="wall-sr-only">{texts.liveFor}</span>
              <span data-figure="live">
                <LiveDuration since={tile.liveSince} />
              </span>
            </span>
          </div>
        </header>
        <div className="wall-tile__figures">
          <div className="wall-fig">
            <span className="wall-fig__label">
              <LuUsers aria-hidden="true" /> {texts.viewers}
            </span>
            <span className="wall-fig__value" data-figure="viewers" title={tile.viewers === null ? undefined : formatWhole(tile.viewers, language)}>
              {tile.viewers === null ? '—' : formatCount(tile.viewers)}
            </span>
          </div>
          <div className="wall-fig wall-fig--diamonds">
            <span className="wall-fig__label">
              <LuGem aria-hidden="true" /> {texts.diamonds}
            </span>
            <span className="wall-fig__value" data-figure="diamonds" title={formatWhole(tile.diamonds, language)}>
              {formatCount(tile.diamonds)}
            </span>
          </div>
        </div>
        {hasSpark ? (
          <div className="wall-tile__spark">
            <ViewerSparkline series={tile.viewerSeries} label={texts.viewerTrend} />
          </div>
        ) : null}
        {tile.pk ? <PkPanel pk={tile.pk} texts={texts} wt={wt} language={language} /> : null}
        <footer className="wall-tile__foot">
          <span className="wall-dot" data-state={connection} aria-hidden="true" />
          <span className="wall-tile__conn">{texts.connection[connection]}</span>
          {/* Kept when empty: it takes the footer's free space, keeping the staff at the end. */}
          <span className="wall-tile__reason" title={reason ?? undefined} dir="auto">
            {reason}
          </span>
          {staleSeconds > 0 ? (
            // A tile the server rebuilt from its row has no refresh time at all (updatedAt 0): no age to give.
            <span className="wall-tile__stale" title={staleSeconds < 86_400 ? wt('tile.staleHint', { seconds: staleSeconds }) : undefined}>
              {texts.stale}
            </span>
          ) : null}
          <span className="wall-tile__staff" data-none={tile.staffName === null ? '' : undefined}>
            <LuUser aria-hidden="true" />
            <bdi>{tile.staffName ?? texts.noStaff}</bdi>
          </span>
        </footer>
      </div>
    </article>
  );
});
