/**
 * `/pk-score-ranking`: the configuration's streamers by points in a range (each entry: rank, host
 * name, score, avatar; refresh 1, 10 or 30 minutes, ranges today … last month). Read by REST
 * (`GET api/overlay/ranking?key&range`) every `refresh` minutes (default 1); the view (`GET api/overlay/view`)
 * gives the plugin style and title. The dot is green while the last refresh worked.
 */
import * as m from 'motion/react-m';
import { useEffect, useState } from 'react';
import type { PluginStyle } from '../../../streams/games/live-config';
import type { FeedStatus } from '../feed/game-feed';
import { fetchOverlayRanking, fetchOverlayView, OverlayKeyError, type RankingRow } from '../feed/overlay-api';
import type { Layout, OverlayParams } from '../overlay-params';
import { useText } from '../text/use-text';
import { Avatar } from '../ui/bits';
import { Crescent, Crown, Flame, Lantern, Snowflake } from '../ui/ornaments';
import { formatScore } from './game-rows';

/** What the ranking overlay renders. */
export interface RankingSnapshot {
  status: FeedStatus;
  rows: readonly RankingRow[];
  style: PluginStyle;
  title: string | null;
  connection: 'open' | 'connecting' | 'lost' | 'demo';
}

/** Wait before trying again when the first load failed, ms. */
const RETRY_MS = 10_000;

/** The ranking of `params.key`, refreshed every `params.refreshMinutes`; demo rows for `demo`. */
export function useRanking(params: Pick<OverlayParams, 'key' | 'demo' | 'demoStyle' | 'range' | 'refreshMinutes'>): RankingSnapshot {
  const { key, demo, demoStyle, range, refreshMinutes } = params;
  const [snapshot, setSnapshot] = useState<RankingSnapshot>(() =>
    key
      ? { status: 'loading', rows: [], style: 'default', title: null, connection: 'connecting' }
      : demo
        ? { status: 'loading', rows: [], style: demoStyle, title: null, connection: 'demo' }
        : { status: 'invalidKey', rows: [], style: 'default', title: null, connection: 'lost' },
  );
  useEffect(() => {
    if (key || !demo) return undefined;
    let live = true;
    // Demo data is its own chunk: a real overlay never downloads it.
    void import('../feed/demo-data').then(({ demoRanking }) => {
      if (live) setSnapshot((s) => ({ ...s, status: 'ready', rows: demoRanking() }));
    });
    return () => {
      live = false;
    };
  }, [key, demo]);
  useEffect(() => {
    if (!key) return undefined;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = async () => {
      try {
        const [{ view }, rows] = await Promise.all([fetchOverlayView(key, abort.signal), fetchOverlayRanking(key, range, abort.signal)]);
        setSnapshot({ status: 'ready', rows, style: view.pluginStyle, title: view.name, connection: 'open' });
        timer = setTimeout(() => void refresh(), refreshMinutes * 60_000);
      } catch (error) {
        if (abort.signal.aborted) return;
        if (error instanceof OverlayKeyError) {
          setSnapshot((s) => ({ ...s, status: 'invalidKey', rows: [], connection: 'lost' }));
          return; // a wrong or replaced key: ask nothing more
        }
        setSnapshot((s) => ({ ...s, status: s.status === 'ready' ? 'ready' : 'unreachable', connection: 'lost' }));
        timer = setTimeout(() => void refresh(), Math.min(RETRY_MS, refreshMinutes * 60_000));
      }
    };
    void refresh();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [key, range, refreshMinutes]);
  return snapshot;
}

const ROW = 78;

/** The ranking panel (the shell renders errors and the dot). */
export function PkScoreRanking({ snapshot, range, layout }: { snapshot: RankingSnapshot; range: OverlayParams['range']; layout: Layout }) {
  const text = useText();
  const shown = snapshot.rows.slice(0, layout === 'portrait' ? 15 : 10);
  return (
    <section className="ov-panel ov-ranking" data-variant={snapshot.style} aria-label={text.ranking.title}>
      {snapshot.style === 'ramadan' && (
        <div className="ov-board__lanterns" aria-hidden="true">
          <Lantern height={80} />
          <Lantern height={60} className="ov-lantern--small" />
        </div>
      )}
      <header className="ov-ranking__head">
        {snapshot.style === 'ramadan' && <Crescent size={40} />}
        {snapshot.style === 'iceFire' && <Flame size={40} />}
        <h1 className="ov-title">{text.ranking.title}</h1>
        {snapshot.style === 'iceFire' && <Snowflake size={36} />}
        <span className="ov-ranking__range">{text.ranking.ranges[range]}</span>
      </header>
      <div className="ov-ranking__columns" aria-hidden="true">
        <span>{text.ranking.rank}</span>
        <span>{text.ranking.host}</span>
        <span>{text.ranking.score}</span>
      </div>
      {shown.length === 0 ? (
        <p className="ov-empty">{text.ranking.empty}</p>
      ) : (
        <ol className="ov-ranking__list" style={{ height: shown.length * ROW }}>
          {shown.map((row, index) => (
            <m.li key={row.anchorId} className="ov-ranking__row" data-rank={row.rank} initial={false} animate={{ y: index * ROW }} transition={{ type: 'spring', stiffness: 220, damping: 28 }} style={{ height: ROW }}>
              <span className="ov-rank" data-rank={row.rank <= 3 ? row.rank : undefined}>
                {row.rank}
              </span>
              <span className="ov-ranking__avatar">
                {row.rank === 1 && <Crown size={34} />}
                <Avatar id={row.anchorId} name={row.nickname} url={row.avatarUrl} size={52} />
              </span>
              <span className="ov-name">{row.nickname}</span>
              <span className="ov-ranking__score">{formatScore(row.score)}</span>
            </m.li>
          ))}
        </ol>
      )}
    </section>
  );
}
