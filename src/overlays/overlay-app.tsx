/**
 * The overlay shell: picks the page of the path, loads its data, and renders one of
 * - nothing yet (transparent) while the first view loads;
 * - only a small error text for a wrong, replaced or missing key (nothing else is drawn or asked);
 * - a small note when the server cannot be reached before anything was shown (it keeps retrying);
 * - the page on its scaled stage, with the connection dot in a corner (while the connection is lost, or always with
 *   `dot=1`) and, beside it, a small notice while the game's host room is not live.
 * The Korea group PK's two pages (pages/korea) follow the game's view like the game pages and load lazily as their own
 * chunk; a key of another game shows a small note there.
 * The operators' phone pages under `/whiteListPages/` (pages/h5/h5-routes.ts) are another kind of page: they load
 * lazily as their own chunk (pages/h5/h5-app.tsx), so an OBS overlay never downloads them, and draw no stage.
 * Animation features load lazily (`LazyMotion` + `domAnimation`, motion-features.ts) so the first paint does
 * not wait for them; `m.` components render their final state until they arrive.
 */
import { LazyMotion } from 'motion/react';
import { lazy, Suspense, useCallback } from 'react';
import { useGameFeed } from './feed/use-game-feed';
import type { OverlayParams, OverlayRoute } from './overlay-params';
import { FlowerPlayerList } from './pages/flower-player-list';
import { FlowerProgress } from './pages/flower-progress';
import type { H5Page } from './pages/h5/h5-routes';
import type { GamePageProps } from './pages/page-props';
import { PkProgress } from './pages/pk-progress';
import { PkScoreRanking, useRanking } from './pages/pk-score-ranking';
import { PkTurntable } from './pages/turntable/pk-turntable';
import { useVehicleEntries, VehicleAnimation } from './pages/vehicle/vehicle-animation';
import { useText } from './text/use-text';
import { ConnectionDot, ErrorNote, HostRoomNotice } from './ui/bits';
import { Stage, useLayout } from './ui/stage';

const loadFeatures = () => import('./motion-features').then((module) => module.default);
const H5App = lazy(() => import('./pages/h5/h5-app'));
const KoreaPage = lazy(() => import('./pages/korea/korea-pages'));

type KoreaRoute = 'koreaGroupPk' | 'koreaScoreRanking';
type GameRoute = Exclude<OverlayRoute, 'pkScoreRanking' | 'vehicleAnimation' | KoreaRoute>;

const GAME_PAGES: Readonly<Record<GameRoute, (props: GamePageProps) => React.JSX.Element>> = {
  pkProgress: PkProgress,
  pkTurntable: PkTurntable,
  flowerProgress: FlowerProgress,
  flowerPlayerList: FlowerPlayerList,
};

/** The note of a page that cannot show its game: only this is rendered. */
function StatusNote({ status, hasKey }: { status: 'invalidKey' | 'unreachable'; hasKey: boolean }) {
  const text = useText();
  return <ErrorNote>{status === 'unreachable' ? text.unreachable : hasKey ? text.invalidKey : text.missingKey}</ErrorNote>;
}

function GameOverlay({ route, params }: { route: GameRoute; params: OverlayParams }) {
  const layout = useLayout(params.layout);
  const { snapshot, feed } = useGameFeed(params);
  const onSpinPlayed = useCallback((spinNo: number) => feed?.spinPlayed(spinNo), [feed]);
  const view = snapshot.state.view;
  if (snapshot.status === 'invalidKey') return <StatusNote status="invalidKey" hasKey={params.key !== null} />;
  if (!view) return snapshot.status === 'unreachable' ? <StatusNote status="unreachable" hasKey /> : null;
  const Page = GAME_PAGES[route];
  return (
    <Stage layout={layout} theme={view.pluginStyle}>
      <Page view={view} state={snapshot.state} clock={feed?.clock} layout={layout} onSpinPlayed={onSpinPlayed} />
      <HostRoomNotice view={view} />
      <ConnectionDot status={snapshot.connection} always={params.dot} />
    </Stage>
  );
}

/** The demo of a Korea page is a Korea event whatever `style` says (demo-data.ts `demoKoreaGameView`). */
const koreaFeedParams = (params: OverlayParams): OverlayParams => ({ ...params, demoStyle: 'korea' });

/** A Korea group PK page: the game's view like {@link GameOverlay}, drawn from its `korea` part. */
function KoreaOverlay({ route, params }: { route: KoreaRoute; params: OverlayParams }) {
  const text = useText();
  const layout = useLayout(params.layout);
  const { snapshot, feed } = useGameFeed(koreaFeedParams(params));
  const view = snapshot.state.view;
  if (snapshot.status === 'invalidKey') return <StatusNote status="invalidKey" hasKey={params.key !== null} />;
  if (!view) return snapshot.status === 'unreachable' ? <StatusNote status="unreachable" hasKey /> : null;
  if (!view.korea) return <ErrorNote>{text.korea.notKorea}</ErrorNote>;
  return (
    <Stage layout={layout} theme={view.pluginStyle}>
      <Suspense fallback={null}>
        <KoreaPage page={route} view={view} korea={view.korea} clock={feed?.clock} layout={layout} />
      </Suspense>
      <HostRoomNotice view={view} />
      <ConnectionDot status={snapshot.connection} always={params.dot} />
    </Stage>
  );
}

function RankingOverlay({ params }: { params: OverlayParams }) {
  const layout = useLayout(params.layout);
  const snapshot = useRanking(params);
  if (snapshot.status === 'invalidKey') return <StatusNote status="invalidKey" hasKey={params.key !== null} />;
  if (snapshot.status === 'unreachable') return <StatusNote status="unreachable" hasKey />;
  if (snapshot.status === 'loading') return null;
  return (
    <Stage layout={layout} theme={snapshot.style}>
      <PkScoreRanking snapshot={snapshot} range={params.range} layout={layout} />
      <ConnectionDot status={snapshot.connection} always={params.dot} />
    </Stage>
  );
}

function VehicleOverlay({ params }: { params: OverlayParams }) {
  const layout = useLayout(params.layout);
  const { status, style, connection, queue, finish } = useVehicleEntries(params);
  const theme = style ?? params.demoStyle;
  if (status === 'invalidKey') return <StatusNote status="invalidKey" hasKey={params.key !== null} />;
  if (status === 'unreachable') return <StatusNote status="unreachable" hasKey />;
  if (status === 'loading') return null;
  return (
    <Stage layout={layout} theme={theme}>
      <VehicleAnimation queue={queue} onFinish={finish} style={theme} />
      <ConnectionDot status={connection} always={params.dot} />
    </Stage>
  );
}

/**
 * The overlay of `route` (an unknown path shows a small note), or the phone page `h5` with its query (a
 * `/whiteListPages/` path naming one, `h5PageOf` of pages/h5/h5-routes.ts).
 */
export function OverlayApp({ route, params, h5 }: { route: OverlayRoute | null; params: OverlayParams; h5?: { page: H5Page; search: string } | null }) {
  const text = useText();
  if (h5) {
    return (
      <Suspense fallback={null}>
        <H5App page={h5.page} search={h5.search} />
      </Suspense>
    );
  }
  let page: React.JSX.Element;
  if (route === null) page = <ErrorNote>{text.unknown}</ErrorNote>;
  else if (route === 'pkScoreRanking') page = <RankingOverlay params={params} />;
  else if (route === 'vehicleAnimation') page = <VehicleOverlay params={params} />;
  else if (route === 'koreaGroupPk' || route === 'koreaScoreRanking') page = <KoreaOverlay route={route} params={params} />;
  else page = <GameOverlay route={route} params={params} />;
  return (
    <LazyMotion features={loadFeatures} strict>
      {page}
    </LazyMotion>
  );
}
