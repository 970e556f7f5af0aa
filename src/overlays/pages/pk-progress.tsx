/**
 * `/pkProgress`: the PK scoreboard, one look per plugin style (default, battle, Ramadan, ice-and-fire ball):
 * - default: a ranked list of every streamer with score bars; rows glide when ranks change;
 * - ramadan: the same ranking dressed with a crescent, lanterns and gold on deep teal;
 * - battle: a two-sided tug-of-war bar with both avatars, scores and the countdown;
 * - iceFire: fire (first streamer) against ice (second), each side glowing with its effect's countdown while
 *   the effect doubles its gifts.
 * Open streaks (provisional points) show as a lighter segment after the committed score, never added to it.
 */
import * as m from 'motion/react-m';
import type { ReactNode } from 'react';
import type { Flash } from '../feed/feed-state';
import { remainingMs, formatCountdown } from '@shared/realtime/server-clock';
import { interpolate } from '../text/overlay-messages';
import { useText } from '../text/use-text';
import { Avatar, useServerNow } from '../ui/bits';
import { Crescent, Crown, Flame, Lantern, Snowflake } from '../ui/ornaments';
import { RoundClock } from '../ui/round-clock';
import { useTween } from '../ui/use-tween';
import { barScale, formatScore, rowsByRank, rowsInConfigOrder, tugOfWar, type ScoreRow } from './game-rows';
import type { GamePageProps } from './page-props';

const BAR_SPRING = { type: 'spring', stiffness: 170, damping: 26 } as const;

/** A score that counts up, popping briefly on a fresh score event (`flash`). */
export function Score({ value, flash, className }: { value: number; flash: Flash | undefined; className?: string }) {
  const shown = useTween(value);
  return (
    <m.span key={flash?.id ?? 0} className={`ov-score ${className ?? ''}`} initial={flash ? { scale: 1.22 } : false} animate={{ scale: 1 }} transition={{ type: 'spring', stiffness: 400, damping: 18 }}>
      {formatScore(shown)}
    </m.span>
  );
}

/** A provisional (open streak) amount: "+1.25K", shown only while there is one. */
function Provisional({ value }: { value: number }) {
  if (value <= 0) return null;
  return <span className="ov-provisional">+{formatScore(value)}</span>;
}

function Bar({ row, scale }: { row: ScoreRow; scale: number }) {
  const committed = (Math.max(0, row.score) / scale) * 100;
  const provisional = (row.provisional / scale) * 100;
  return (
    <div className="ov-bar">
      <m.div className="ov-bar__fill" initial={false} animate={{ width: `${committed}%` }} transition={BAR_SPRING} />
      <m.div className="ov-bar__provisional" initial={false} animate={{ width: `${provisional}%` }} transition={BAR_SPRING} />
    </div>
  );
}

/** Default and Ramadan: every streamer ranked, rows positioned by rank so a change of lead glides. */
function RankedBoard({ view, state, clock, layout, ramadan }: GamePageProps & { ramadan: boolean }) {
  const rows = rowsByRank(view);
  const scale = barScale(rows);
  const available = layout === 'landscape' ? 880 : 1080;
  const rowHeight = Math.max(44, Math.min(92, Math.floor(available / Math.max(1, rows.length))));
  const avatar = Math.round(rowHeight * 0.66);
  return (
    <section className="ov-panel ov-board" data-variant={ramadan ? 'ramadan' : 'default'} aria-label={view.name}>
      {ramadan && (
        <div className="ov-board__lanterns" aria-hidden="true">
          <Lantern height={92} />
          <Lantern height={64} className="ov-lantern--small" />
          <Lantern height={80} />
        </div>
      )}
      <header className="ov-board__head">
        {ramadan && <Crescent size={44} />}
        <h1 className="ov-title">{view.name}</h1>
        <RoundClock round={view.round} clock={clock} className="ov-board__clock" />
      </header>
      <div className="ov-board__rows" style={{ height: rows.length * rowHeight }}>
        {rows.map((row, index) => (
          <m.div
            key={row.id}
            className="ov-row"
            data-rank={row.rank}
            style={{ height: rowHeight }}
            initial={false}
            animate={{ y: index * rowHeight }}
            transition={{ type: 'spring', stiffness: 260, damping: 30 }}
          >
            <span className="ov-rank" data-rank={row.rank <= 3 ? row.rank : undefined}>
              {row.rank}
            </span>
            <Avatar id={row.id} name={row.nickname} url={row.avatarUrl} size={avatar} />
            <div className="ov-row__main">
              <div className="ov-row__line">
                <span className="ov-name">{row.nickname}</span>
                <Provisional value={row.provisional} />
              </div>
              <Bar row={row} scale={scale} />
            </div>
            <Score value={row.score} flash={state.flashes[row.id]} className="ov-row__score" />
          </m.div>
        ))}
      </div>
    </section>
  );
}

/** The leader of two sides, or `null` for a draw. */
function leaderOf(a: ScoreRow, b: ScoreRow): ScoreRow | null {
  return a.score === b.score ? null : a.score > b.score ? a : b;
}

function Side({ row, side, crowned, flash, children }: { row: ScoreRow; side: 'a' | 'b'; crowned: boolean; flash: Flash | undefined; children?: ReactNode }) {
  return (
    <div className="ov-side" data-side={side}>
      <div className="ov-side__avatar">
        {crowned && <Crown size={54} />}
        <Avatar id={row.id} name={row.nickname} url={row.avatarUrl} size={112} />
      </div>
      <div className="ov-side__text">
        <span className="ov-name">{row.nickname}</span>
        <Score value={row.score} flash={flash} className="ov-side__score" />
        <Provisional value={row.provisional} />
        {children}
      </div>
    </div>
  );
}

function TugBar({ a, b }: { a: ScoreRow; b: ScoreRow }) {
  const [aScore, aOpen, bOpen, bScore] = tugOfWar(a, b);
  return (
    <div className="ov-tug" role="presentation">
      <m.div className="ov-tug__seg" data-part="a" initial={false} animate={{ width: `${aScore}%` }} transition={BAR_SPRING} />
      <m.div className="ov-tug__seg" data-part="a-open" initial={false} animate={{ width: `${aOpen}%` }} transition={BAR_SPRING} />
      <span className="ov-tug__spark" aria-hidden="true" />
      <m.div className="ov-tug__seg" data-part="b-open" initial={false} animate={{ width: `${bOpen}%` }} transition={BAR_SPRING} />
      <m.div className="ov-tug__seg" data-part="b" initial={false} animate={{ width: `${bScore}%` }} transition={BAR_SPRING} />
    </div>
  );
}

/** The winner or draw label once the round is over. */
function Outcome({ a, b, ended }: { a: ScoreRow; b: ScoreRow; ended: boolean }) {
  const text = useText();
  if (!ended) return null;
  const leader = leaderOf(a, b);
  return (
    <m.div className="ov-outcome" initial={{ scale: 0.6, opacity: 0 }} animate={{ scale: 1, opacity: 1 }}>
      {leader ? interpolate(text.round.winner, { name: leader.nickname }) : text.round.draw}
    </m.div>
  );
}

/** Battle: two sides pulling one bar, the countdown between them. */
function BattleBoard(props: GamePageProps) {
  const { view, state, clock } = props;
  const text = useText();
  const [a, b] = rowsInConfigOrder(view);
  // A two-sided style with fewer than two streamers (not a valid configuration): rank what there is.
  if (!a || !b) return <RankedBoard {...props} ramadan={false} />;
  const leader = leaderOf(a, b);
  return (
    <section className="ov-battle" aria-label={view.name}>
      <div className="ov-battle__top">
        <span className="ov-vs">{text.vs}</span>
        <RoundClock round={view.round} clock={clock} className="ov-battle__clock" />
      </div>
      <div className="ov-battle__row">
        <Side row={a} side="a" crowned={leader === a} flash={state.flashes[a.id]} />
        <TugBar a={a} b={b} />
        <Side row={b} side="b" crowned={leader === b} flash={state.flashes[b.id]} />
      </div>
      <Outcome a={a} b={b} ended={view.round.status === 'ended'} />
    </section>
  );
}

/** An effect's badge: its name and seconds left, while it runs. */
function EffectBadge({ effect, endsAt, now }: { effect: 'fire' | 'ice'; endsAt: number; now: number }) {
  const text = useText();
  const left = remainingMs(endsAt, now) ?? 0;
  return (
    <span className="ov-effect" data-effect={effect} role="timer">
      <span>{effect === 'fire' ? text.effect.fire : text.effect.ice}</span>
      <span className="ov-effect__time">{formatCountdown(left)}</span>
    </span>
  );
}

/** Ice and fire: the first streamer is fire, the second ice (streams/games/ice-fire.ts). */
function IceFireBoard(props: GamePageProps) {
  const { view, state, clock } = props;
  const text = useText();
  const [fire, ice] = rowsInConfigOrder(view);
  const anyEffect = view.effects.length > 0;
  const now = useServerNow(clock, anyEffect);
  if (!fire || !ice) return <RankedBoard {...props} ramadan={false} />;
  const running = (row: ScoreRow) => view.effects.find((effect) => effect.streamerId === row.id && effect.startedAt <= now && now < effect.endsAt);
  const leader = leaderOf(fire, ice);
  const side = (row: ScoreRow, kind: 'fire' | 'ice') => {
    const effect = running(row);
    const flash = state.flashes[row.id];
    return (
      <div className="ov-elemental" data-element={kind} data-active={effect ? '' : undefined}>
        {effect && (
          <m.div className="ov-elemental__glow" aria-hidden="true" initial={{ opacity: 0.5 }} animate={{ opacity: [0.5, 1, 0.5] }} transition={{ duration: 1.4, repeat: Infinity, ease: 'easeInOut' }} />
        )}
        {flash?.kind === 'effect' && (
          <m.div key={flash.id} className="ov-elemental__burst" aria-hidden="true" initial={{ scale: 0.4, opacity: 0.9 }} animate={{ scale: 2.2, opacity: 0 }} transition={{ duration: 0.9 }} />
        )}
        <div className="ov-elemental__emblem">{kind === 'fire' ? <Flame size={64} /> : <Snowflake size={64} />}</div>
        <Side row={row} side={kind === 'fire' ? 'a' : 'b'} crowned={leader === row} flash={flash}>
          {effect && <EffectBadge effect={effect.effect} endsAt={effect.endsAt} now={now} />}
        </Side>
      </div>
    );
  };
  return (
    <section className="ov-icefire" aria-label={view.name}>
      <div className="ov-icefire__cards">
        {side(fire, 'fire')}
        <div className="ov-icefire__middle">
          <span className="ov-vs">{text.vs}</span>
          <RoundClock round={view.round} clock={clock} className="ov-icefire__clock" />
        </div>
        {side(ice, 'ice')}
      </div>
      <TugBar a={fire} b={ice} />
      <Outcome a={fire} b={ice} ended={view.round.status === 'ended'} />
    </section>
  );
}

/** The `/pkProgress` overlay. */
export function PkProgress(props: GamePageProps) {
  switch (props.view.pluginStyle) {
    case 'battle':
      return <BattleBoard {...props} />;
    case 'iceFire':
      return <IceFireBoard {...props} />;
    case 'ramadan':
      return <RankedBoard {...props} ramadan />;
    default:
      return <RankedBoard {...props} ramadan={false} />;
  }
}
