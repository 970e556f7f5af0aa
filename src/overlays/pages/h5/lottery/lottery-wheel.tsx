/**
 * The prize wheel in SVG: one slice per prize and the "no prize" rest, each as wide as its probability, labelled
 * along its radius (a slice too thin for a label is named in the legend only), a sold-out prize greyed and marked;
 * the pointer at the top stays still while the disc turns by `rotation` degrees. The turn is a CSS transition
 * (lottery.css: ~4 s, ease-out, none under prefers-reduced-motion); `onStopped` fires when it ends.
 */
import type { LotteryWheel } from '../../../../../streams/contracts/lottery';
import { useH5Texts } from '../text/h5-text';
import { pointAt, slicePath, type SliceArc } from './wheel-geometry';

const SIZE = 300;
const CENTER = SIZE / 2;
const RADIUS = 140;
/** Slice colours in turn; the "no prize" rest is always the grey one so it reads as such. */
const COLOURS = ['#fe2c55', '#25a4f4', '#ffb020', '#13a86b', '#8b5cf6', '#f97316', '#0ea5a4', '#e11d8f'];
const REST_COLOUR = '#cfd4df';
const SOLD_OUT_COLOUR = '#9aa1b2';

/** The colour of slice `index` of `wheel`. */
export function sliceColour(slice: LotteryWheel['slices'][number], index: number): string {
  if (slice.prizeId === null) return REST_COLOUR;
  if (slice.soldOut) return SOLD_OUT_COLOUR;
  return COLOURS[index % COLOURS.length]!;
}

/** Whether the angle `middle` of the drawing is shown on the wheel's left half when it is turned by `rotation`. */
const shownOnLeft = (middle: number, rotation: number) => (((middle + rotation) % 360) + 360) % 360 > 180;

/** A label short enough for a slice. */
const short = (text: string) => (text.length > 12 ? `${text.slice(0, 11)}…` : text);

/** Props of {@link LotteryWheelSvg}. */
export interface LotteryWheelProps {
  slices: LotteryWheel['slices'];
  arcs: readonly SliceArc[];
  /** Clockwise degrees the disc is turned by. */
  rotation: number;
  /** Whether the turn to `rotation` is animated (false: the wheel is set there at once, e.g. today's earlier draw). */
  animate: boolean;
  spinning: boolean;
  onStopped: () => void;
}

/** The wheel. */
export function LotteryWheelSvg({ slices, arcs, rotation, animate, spinning, onStopped }: LotteryWheelProps) {
  const { ui } = useH5Texts();
  return (
    <div className="h5-wheel" dir="ltr" data-state={spinning ? 'spinning' : 'stopped'} data-testid="lottery-wheel">
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={ui.lottery.wheel}>
        <g
          className={animate ? 'h5-wheel__disc h5-wheel__disc--animate' : 'h5-wheel__disc'}
          style={{ transform: `rotate(${rotation}deg)` }}
          onTransitionEnd={(event) => {
            if (event.propertyName === 'transform') onStopped();
          }}
        >
          <circle cx={CENTER} cy={CENTER} r={RADIUS + 4} fill="#1c2030" />
          {slices.map((slice, index) => {
            const arc = arcs[index]!;
            const middle = (arc.start + arc.end) / 2;
            const label = pointAt(CENTER, RADIUS * 0.62, middle);
            const name = slice.prizeId === null ? ui.lottery.noPrize : (slice.name ?? '');
            const wide = arc.end - arc.start >= 14;
            return (
              <g key={`${slice.prizeId ?? 'rest'}-${index}`} data-slice={index}>
                <path d={slicePath(CENTER, RADIUS, arc)} fill={sliceColour(slice, index)} stroke="#ffffff" strokeWidth="2" />
                {wide ? (
                  <text
                    x={label.x}
                    y={label.y}
                    // Along the radius, turned over where the wheel (turned by `rotation`) shows it on the left half,
                    // so no label reads upside down once the wheel stops.
                    transform={`rotate(${shownOnLeft(middle, rotation) ? middle + 90 : middle - 90} ${label.x} ${label.y})`}
                    textAnchor="middle"
                    dominantBaseline="middle"
                    className="h5-wheel__label"
                    fill={slice.prizeId === null ? '#1c2030' : '#ffffff'}
                  >
                    {short(name)}
                    {slice.soldOut ? (
                      <tspan x={label.x} dy="14" className="h5-wheel__sold-out">
                        {ui.lottery.soldOut}
                      </tspan>
                    ) : null}
                  </text>
                ) : null}
              </g>
            );
          })}
          <circle cx={CENTER} cy={CENTER} r={18} fill="#ffffff" stroke="#1c2030" strokeWidth="4" />
        </g>
        <path d={`M ${CENTER - 13} 2 L ${CENTER + 13} 2 L ${CENTER} 30 Z`} fill="#1c2030" stroke="#ffffff" strokeWidth="2" className="h5-wheel__pointer" />
      </svg>
    </div>
  );
}
