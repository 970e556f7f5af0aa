/**
 * `/flowerProgress`: the flower game. Each streamer's flower grows with the streamer's committed score
 * toward the game's `flowerTarget`: the stem rises, the bud opens into a bloom, and a flower that reaches the
 * target blooms fully with a halo. Open streaks show as a lighter part of the progress bar, never as growth.
 */
import * as m from 'motion/react-m';
import type { CSSProperties } from 'react';
import type { PluginStyle } from '../../../streams/games/live-config';
import { interpolate } from '../text/overlay-messages';
import { useText } from '../text/use-text';
import { Avatar } from '../ui/bits';
import { mixSrgb } from '../ui/colour';
import { Crescent } from '../ui/ornaments';
import { RoundClock } from '../ui/round-clock';
import { formatScore, rowsInConfigOrder, type ScoreRow } from './game-rows';
import type { GamePageProps } from './page-props';

/** Growth in [0, 1] of a score toward the target. */
export function growthOf(score: number, target: number): number {
  if (target <= 0) return 1;
  return Math.min(1, Math.max(0, score / target));
}

/** Petal colours: per style, and per side for the two-sided styles. */
function petalColour(style: PluginStyle, index: number): string {
  switch (style) {
    case 'battle':
      return index === 0 ? '#ff3b5c' : '#2f80ff';
    case 'iceFire':
      return index === 0 ? '#ff6a2b' : '#4fc3f7';
    case 'ramadan':
      return '#f0c35a';
    default:
      return ['#ff7eb3', '#ffb347', '#b388ff', '#4dd0e1', '#ff8a65'][index % 5]!;
  }
}

const GROW = { type: 'spring', stiffness: 90, damping: 20 } as const;

function Flower({ growth, colour }: { growth: number; colour: string }) {
  const stem = 36 + growth * 118;
  const bloom = 0.25 + growth * 0.75;
  const full = growth >= 1;
  return (
    <svg className="ov-flower" viewBox="0 0 200 280" aria-hidden="true">
      {full && <m.circle cx={100} cy={280 - 60 - stem} r={78} className="ov-flower__halo" initial={{ opacity: 0 }} animate={{ opacity: [0.35, 0.8, 0.35] }} transition={{ duration: 2, repeat: Infinity }} />}
      <m.line x1={100} x2={100} y1={222} initial={false} animate={{ y2: 222 - stem }} transition={GROW} className="ov-flower__stem" />
      <m.path d={`M100 ${200} q-34 -14 -44 -40 q30 4 44 30z`} className="ov-flower__leaf" initial={false} animate={{ opacity: growth > 0.15 ? 1 : 0 }} />
      <m.path d={`M100 ${185} q34 -14 44 -40 q-30 4 -44 30z`} className="ov-flower__leaf" initial={false} animate={{ opacity: growth > 0.35 ? 1 : 0 }} />
      <m.g initial={false} animate={{ y: -stem, scale: bloom }} transition={GROW}>
        {Array.from({ length: 8 }, (_, i) => (
          <ellipse key={i} cx={100} cy={222 - 26} rx={13} ry={26} fill={colour} transform={`rotate(${i * 45} 100 222)`} opacity={0.92} />
        ))}
        <circle cx={100} cy={222} r={15} fill="#ffe082" stroke="#f9a825" strokeWidth={3} />
      </m.g>
      <path d="M58 222h84l-10 52H68z" className="ov-flower__pot" />
      <rect x={52} y={214} width={96} height={14} rx={5} className="ov-flower__pot-rim" />
    </svg>
  );
}

function FlowerCard({ row, index, style, target }: { row: ScoreRow; index: number; style: PluginStyle; target: number }) {
  const text = useText();
  const growth = growthOf(row.score, target);
  const open = Math.min(1 - growth, target > 0 ? row.provisional / target : 0);
  const petal = petalColour(style, index);
  // The bar runs from a darker petal colour to the petal's: mixed here, not by color-mix() (colour.ts says why).
  const colours = { '--ov-petal': petal, '--ov-petal-dark': mixSrgb(petal, '#000000', 0.7) } as CSSProperties;
  return (
    <article className="ov-flower-card" data-full={growth >= 1 ? '' : undefined} style={colours}>
      <Flower growth={growth} colour={petal} />
      <div className="ov-flower-card__who">
        <Avatar id={row.id} name={row.nickname} url={row.avatarUrl} size={48} />
        <span className="ov-name">{row.nickname}</span>
      </div>
      <div className="ov-bar ov-bar--thin">
        <m.div className="ov-bar__fill" initial={false} animate={{ width: `${growth * 100}%` }} transition={GROW} />
        <m.div className="ov-bar__provisional" initial={false} animate={{ width: `${open * 100}%` }} transition={GROW} />
      </div>
      <span className="ov-flower-card__figure">{interpolate(text.flowerOf, { score: formatScore(row.score), target: formatScore(target) })}</span>
    </article>
  );
}

/** The `/flowerProgress` overlay. */
export function FlowerProgress({ view, clock }: GamePageProps) {
  const rows = rowsInConfigOrder(view);
  return (
    <section className="ov-flowers" aria-label={view.name} data-count={rows.length}>
      <header className="ov-flowers__head">
        {view.pluginStyle === 'ramadan' && <Crescent size={40} />}
        <h1 className="ov-title">{view.name}</h1>
        <RoundClock round={view.round} clock={clock} />
      </header>
      <div className="ov-flowers__row">
        {rows.map((row, index) => (
          <FlowerCard key={row.id} row={row} index={index} style={view.pluginStyle} target={view.flowerTarget} />
        ))}
      </div>
    </section>
  );
}
