/**
 * The monitoring wall (Live monitoring → Monitoring wall, component 'MonitorWall', permission `monitor:list`;
 * the home page): a dark, auto-fitting grid of every live monitored room, readable from across a room, polled from
 * `GET api/monitor/wall` (streams/contracts/monitor-wall.ts).
 *
 * - Tiles (wall-tile.tsx) sorted and filtered by the toolbar (wall-order.ts); as many as fit at a readable size
 *   (wall-fit.ts), page after page on a timer when more are live (wall-rotation.ts).
 * - Alerts (offline, PK started, big gift) on a rail, newest first, each shown once (wall-alerts.ts).
 * - Keeps the last tiles through failed polls and server restarts, with a banner saying how old they are
 *   (use-wall-feed.ts, wall-staleness.ts); a tile the server stopped refreshing is marked stale on its own.
 * - Fills the content area; wall mode covers the console's chrome; full screen fills the screen (use-wall-screen.ts).
 * - Settings persist in localStorage (wall-settings.ts). Text sizes follow the tile size (monitor-wall.css).
 */
import { Theme } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useCallback, useDeferredValue, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { WALL_POLL_MS, type WallTile as WallTileData } from '../../../../../streams/contracts/monitor-wall';
import { httpErrorOf } from '@shared/http/http-error';
import { useWallTranslation } from './i18n/use-wall-translation';
import './monitor-wall.css';
import { useElementSize } from './use-element-size';
import { useWallFeed } from './use-wall-feed';
import { useEscapeToLeave, useFillHeight, useFullscreen } from './use-wall-screen';
import { AlertRail } from './alert-rail';
import { createWallClock, WallClockProvider } from './wall-clock';
import { fitGrid, pageCountOf } from './wall-fit';
import { filterTiles, isFiltered, sortTiles, staffOptions, type StaffOption } from './wall-order';
import { useRotation } from './wall-rotation';
import { loadWallSettings, saveWallSettings, type WallSettings } from './wall-settings';
import { StaleBanner, WallEmpty, WallFailed, WallLoading, WallNoMatch } from './wall-states';
import { isTileStale, tileAgeMs } from './wall-staleness';
import { WallTile } from './wall-tile';
import { WallToolbar } from './wall-toolbar';
import { useTileTexts } from './tile-texts';

const NO_TILES: readonly WallTileData[] = [];
/** Toolbar and rail grow with the wall beyond this width (a 4K wall), px. */
const UI_BASE_WIDTH = 1920;

/** `value` itself while it equals the previous one by `equal`, so memoised children are not re-rendered for a copy. */
function useStable<T>(value: T, equal: (a: T, b: T) => boolean): T {
  const [kept, setKept] = useState(value);
  if (kept !== value && !equal(kept, value)) {
    setKept(value);
    return value;
  }
  return kept;
}

const sameStaff = (a: readonly StaffOption[], b: readonly StaffOption[]) => a.length === b.length && a.every((option, i) => option.id === b[i]?.id && option.name === b[i]?.name);

/** What to say about a failed poll. */
function reasonOf(error: unknown, t: TFunction): string {
  const failure = httpErrorOf(error);
  if (failure?.kind === 'timeout') return t('http.timeout');
  if (failure?.kind === 'http' && failure.message) return failure.message;
  return t('http.requestFailed');
}

/** Props of {@link MonitorWallPage} (the router renders it without any). */
export interface MonitorWallPageProps {
  /** Poll interval, ms (WALL_POLL_MS; tests poll faster). */
  pollMs?: number;
}

/** The page. */
export function MonitorWallPage({ pollMs = WALL_POLL_MS }: MonitorWallPageProps) {
  const { t, wt, mt, language } = useWallTranslation();
  const texts = useTileTexts(wt, mt);
  const [settings, setSettings] = useState<WallSettings>(() => loadWallSettings());
  const update = useCallback((patch: Partial<WallSettings>) => setSettings((current) => ({ ...current, ...patch })), []);
  useEffect(() => saveWallSettings(settings), [settings]);

  const [clock] = useState(() => createWallClock());
  const feed = useWallFeed(settings.giftAlertDiamonds, clock, pollMs);
  // A new answer re-renders up to 48 tiles: deferred, React renders them in slices between frames instead of in one
  // long task (the answer is two seconds apart from the next; a frame late is nothing, a dropped frame shows).
  const snapshot = useDeferredValue(feed.snapshot);
  const tiles = snapshot?.tiles ?? NO_TILES;

  const filter = useMemo(() => ({ types: settings.types, staff: settings.staff }), [settings.types, settings.staff]);
  const shownTiles = useMemo(() => sortTiles(filterTiles(tiles, filter), settings.sort), [tiles, filter, settings.sort]);
  const staff = useStable(
    useMemo(() => staffOptions(tiles, settings.staff, settings.staffName), [tiles, settings.staff, settings.staffName]),
    sameStaff,
  );

  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [stage, setStage] = useState<HTMLElement | null>(null);
  const rootSize = useElementSize(root);
  const stageSize = useElementSize(stage);
  const fit = useMemo(() => fitGrid({ area: stageSize, count: shownTiles.length }), [stageSize, shownTiles.length]);
  const pageCount = pageCountOf(shownTiles.length, fit.perPage);
  const rotation = useRotation({
    pageCount,
    intervalMs: settings.rotationSeconds * 1_000,
    resetKey: `${settings.sort}|${settings.types.join(',')}|${settings.staff}`,
  });
  const visible = shownTiles.slice(rotation.page * fit.perPage, (rotation.page + 1) * fit.perPage);

  const fullscreen = useFullscreen(root, wt('toolbar.fullscreenUnsupported'));
  const height = useFillHeight(root, !settings.wallMode && !fullscreen.active);
  useEscapeToLeave(settings.wallMode, useCallback(() => update({ wallMode: false }), [update]));
  const showAll = useCallback(() => update({ types: [], staff: 'all', staffName: null }), [update]);
  const uiScale = Math.min(2, Math.max(1, rootSize.width / UI_BASE_WIDTH));

  let content;
  if (!snapshot) {
    content = feed.failing ? <WallFailed reason={reasonOf(feed.error, t)} pollSeconds={Math.max(1, Math.round(pollMs / 1_000))} onRetry={feed.retry} wt={wt} /> : <WallLoading wt={wt} />;
  } else if (tiles.length === 0) {
    content = <WallEmpty monitored={snapshot.monitoredCount} wt={wt} />;
  } else if (shownTiles.length === 0) {
    content = <WallNoMatch onShowAll={showAll} wt={wt} />;
  } else {
    content = (
      <div
        // A new page fades in as a whole (monitor-wall.css); tiles that stay on the same page keep their elements.
        key={rotation.page}
        className="wall-grid"
        data-testid="wall-grid"
        data-columns={fit.columns}
        data-rows={fit.rows}
        style={{ gridTemplateColumns: `repeat(${fit.columns}, ${fit.tileWidth}px)`, gridTemplateRows: `repeat(${fit.rows}, ${fit.tileHeight}px)` }}
      >
        {visible.map((tile) => {
          const stale = isTileStale(tile, snapshot.serverTime);
          return <WallTile key={tile.streamerId} tile={tile} staleSeconds={stale ? Math.max(1, Math.floor(tileAgeMs(tile, snapshot.serverTime) / 1_000)) : 0} texts={texts} wt={wt} language={language} />;
        })}
      </div>
    );
  }

  return (
    <WallClockProvider value={clock}>
      <Theme
        appearance="dark"
        hasBackground={false}
        ref={setRoot}
        className="wall-root"
        data-wall-mode={settings.wallMode ? '' : undefined}
        data-fullscreen={fullscreen.active ? '' : undefined}
        style={{ height, '--wall-ui-scale': uiScale } as CSSProperties}
      >
        <WallToolbar
          settings={settings}
          onChange={update}
          staff={staff}
          live={tiles.length}
          monitored={snapshot?.monitoredCount ?? 0}
          shown={shownTiles.length}
          filtered={isFiltered(filter)}
          page={rotation.page}
          pageCount={pageCount}
          paused={rotation.paused}
          onPrevious={rotation.previous}
          onNext={rotation.next}
          onTogglePaused={rotation.togglePaused}
          fullscreen={fullscreen.active}
          onToggleFullscreen={fullscreen.toggle}
          wt={wt}
          language={language}
        />
        <StaleBanner answeredAt={feed.answeredAt} failing={feed.failing} wt={wt} />
        <div className="wall-body">
          <section ref={setStage} className="wall-stage" aria-label={wt('title')}>
            {content}
          </section>
          {settings.showAlerts ? <AlertRail alerts={feed.alerts} onDismiss={feed.dismiss} onDismissAll={feed.dismissAll} wt={wt} mt={mt} language={language} /> : null}
        </div>
      </Theme>
    </WallClockProvider>
  );
}
