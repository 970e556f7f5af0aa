/**
 * `/pkTurntable`: the lottery wheel. Slices are the configured options sized by their
 * probability, plus "no prize" for the rest of 100. A spin event turns the wheel to the drawn result over the
 * spin's own duration (`endsAt − startedAt`); spins queued in the feed play one after another. On load (or after
 * a resync) the wheel rests on the current result without turning: spins that happened before are history.
 */
import * as m from 'motion/react-m';
import { memo, useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { SpinView } from '../../../../streams/contracts/game-topic';
import { interpolate } from '../../text/overlay-messages';
import { useText } from '../../text/use-text';
import type { GamePageProps } from '../page-props';
import { landingJitter, mod360, NO_PRIZE_INDEX, restingAngle, slicePath, spinTargetAngle, wheelSlices, type WheelSlice } from './wheel';

/** The wheel's radius in its SVG units. */
const R = 300;
/** Slice colours by theme, alternating; "no prize" is grey. */
const PALETTES: Record<string, readonly string[]> = {
  default: ['#1890ff', '#13c2c2', '#722ed1', '#eb2f96', '#fa8c16', '#52c41a'],
  battle: ['#ff3b5c', '#2f80ff', '#ff7a45', '#597ef7', '#f5222d', '#1d39c4'],
  ramadan: ['#0f5257', '#c9972b', '#134e6f', '#e0b44c', '#1b6b5f', '#a67c1e'],
  iceFire: ['#ff5a1f', '#29b6f6', '#ff8f3a', '#4fc3f7', '#e53935', '#0288d1'],
};

/** What the wheel shows: resting on a spin's result, or turning to it. */
interface WheelState {
  spinNo: number;
  angle: number;
  /** Seconds the move to `angle` takes; 0 jumps (history). */
  duration: number;
  spin: SpinView | null;
  turning: boolean;
}

/** Splits a label onto two lines when it is long, so it stays inside a slice. */
function labelLines(label: string): string[] {
  const chars = Array.from(label);
  if (chars.length <= 9) return [label];
  const cut = label.lastIndexOf(' ', Math.ceil(label.length / 2) + 2);
  if (cut > 0) return [label.slice(0, cut), label.slice(cut + 1)];
  return [chars.slice(0, Math.ceil(chars.length / 2)).join(''), chars.slice(Math.ceil(chars.length / 2)).join('')];
}

const WheelFace = memo(function WheelFace({ slices, palette }: { slices: readonly WheelSlice[]; palette: readonly string[] }) {
  return (
    <svg className="ov-wheel__face" viewBox={`${-R - 12} ${-R - 12} ${2 * R + 24} ${2 * R + 24}`} aria-hidden="true">
      <circle r={R + 8} className="ov-wheel__rim" />
      {slices.map((slice, i) => {
        const colour = slice.index === NO_PRIZE_INDEX ? '#5c6370' : palette[i % palette.length]!;
        const middle = (slice.start + slice.end) / 2;
        const width = slice.end - slice.start;
        const lines = labelLines(slice.label);
        const size = width < 14 ? 16 : width < 30 ? 22 : 28;
        return (
          <g key={`${slice.index}-${slice.start}`}>
            <path d={slicePath(slice, R)} fill={colour} stroke="rgba(255,255,255,0.85)" strokeWidth={3} />
            {width >= 7 && (
              // Upright when the slice is under the pointer (at the top), where the result is read.
              <text transform={`rotate(${middle}) translate(0 ${-R * 0.62})`} className="ov-wheel__label" fontSize={size} textAnchor="middle">
                {lines.map((line, n) => (
                  <tspan key={n} x={0} dy={n === 0 ? (lines.length - 1) * -0.55 * size : 1.1 * size}>
                    {line}
                  </tspan>
                ))}
              </text>
            )}
          </g>
        );
      })}
      {Array.from({ length: 24 }, (_, i) => (
        <circle key={i} r={5} cx={(R + 2) * Math.cos((i * Math.PI) / 12)} cy={(R + 2) * Math.sin((i * Math.PI) / 12)} className="ov-wheel__bulb" />
      ))}
    </svg>
  );
});

/** The `/pkTurntable` overlay. */
export function PkTurntable({ view, state, layout, onSpinPlayed }: GamePageProps) {
  const text = useText();
  const options = view.turntable?.options;
  const slices = useMemo(() => wheelSlices(options ?? [], text.noPrize), [options, text.noPrize]);
  const current = view.turntable?.current ?? null;
  const head = state.spinQueue[0];

  const [wheel, setWheel] = useState<WheelState>(() => ({
    spinNo: current?.spinNo ?? 0,
    angle: current ? restingAngle(slices, current.result.index, landingJitter(current.spinNo)) : 0,
    duration: 0,
    spin: current,
    turning: false,
  }));

  // Derived from the feed during render (React's "adjusting state when a prop changes"): a new head of the queue
  // starts turning; with nothing to play, a current spin the wheel has not shown (a resync) is jumped to.
  if (head && head.spinNo !== wheel.spinNo) {
    setWheel({
      spinNo: head.spinNo,
      angle: spinTargetAngle(wheel.angle, slices, head.result.index, landingJitter(head.spinNo)),
      duration: Math.max(0.5, (head.endsAt - head.startedAt) / 1_000),
      spin: head,
      turning: true,
    });
  } else if (!head && !wheel.turning && current && current.spinNo > wheel.spinNo) {
    const rest = restingAngle(slices, current.result.index, landingJitter(current.spinNo));
    setWheel({ spinNo: current.spinNo, angle: wheel.angle + mod360(rest - wheel.angle), duration: 0, spin: current, turning: false });
  }

  // The spin ends on the server's duration, not on the animation's callback: the wheel must settle and the queue
  // move on even if the animation features have not loaded yet.
  const played = useEffectEvent((spinNo: number) => onSpinPlayed(spinNo));
  useEffect(() => {
    if (!wheel.turning) return undefined;
    const spinNo = wheel.spinNo;
    const timer = setTimeout(() => {
      setWheel((w) => (w.spinNo === spinNo ? { ...w, turning: false } : w));
      played(spinNo);
    }, wheel.duration * 1_000);
    return () => clearTimeout(timer);
  }, [wheel.turning, wheel.spinNo, wheel.duration]);

  const palette = PALETTES[view.pluginStyle] ?? PALETTES.default!;
  const spin = wheel.spin;
  const waiting = Math.max(0, state.spinQueue.length - 1) + (view.turntable?.queued ?? 0);
  const banner = !spin
    ? null
    : wheel.turning
      ? interpolate(text.spinBy, { name: spin.by.nickname })
      : spin.result.index === NO_PRIZE_INDEX
        ? interpolate(text.spinNothing, { name: spin.by.nickname })
        : interpolate(text.spinResult, { name: spin.by.nickname, prize: spin.result.content });
  const size = layout === 'landscape' ? 660 : 860;

  return (
    <section className="ov-turntable" aria-label={view.name}>
      <div className="ov-wheel" style={{ width: size, height: size }} data-turning={wheel.turning ? '' : undefined} data-spin={wheel.spinNo} data-angle={Math.round(mod360(wheel.angle))}>
        <m.div className="ov-wheel__rotor" initial={false} animate={{ rotate: wheel.angle }} transition={{ duration: wheel.duration, ease: [0.12, 0.62, 0.08, 1] }}>
          <WheelFace slices={slices} palette={palette} />
        </m.div>
        <svg className="ov-wheel__pointer" viewBox="0 0 60 70" aria-hidden="true">
          <path d="M30 68L6 14a26 26 0 0 1 48 0z" />
          <circle cx="30" cy="24" r="9" />
        </svg>
        <div className="ov-wheel__hub" aria-hidden="true" />
        {waiting > 0 && <span className="ov-wheel__queue">+{waiting}</span>}
      </div>
      {banner && (
        <m.p key={`${wheel.spinNo}-${wheel.turning ? 'turning' : 'result'}`} className="ov-banner" data-result={wheel.turning ? undefined : spin?.result.index === NO_PRIZE_INDEX ? 'none' : 'prize'} initial={wheel.duration > 0 ? { y: 16, opacity: 0 } : false} animate={{ y: 0, opacity: 1 }} role="status">
          {banner}
        </m.p>
      )}
    </section>
  );
}
