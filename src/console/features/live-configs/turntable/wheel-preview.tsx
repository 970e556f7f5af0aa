/**
 * A preview of the turntable: the slices of the options (and "No prize") as the overlay draws them, turned so the
 * current result sits under the pointer. It turns to a new result over the spin's time; it is a preview, the
 * show is the `/pkTurntable` overlay's.
 */
import { Box } from '@chakra-ui/react';
import { labelPoint, rotationFor, slicePath, wheelSlices } from './wheel';
import { useLcTranslation } from '../i18n/use-lc-translation';

const SIZE = 240;
const C = SIZE / 2;
const R = C - 6;
const COLOURS = ['#ff7a45', '#36cfc9', '#9254de', '#ffc53d', '#40a9ff', '#73d13d', '#f759ab', '#597ef7', '#ff4d4f', '#13c2c2', '#fadb14', '#b37feb'];
const NO_PRIZE_COLOUR = '#bfbfbf';

/** Props of {@link WheelPreview}. */
export interface WheelPreviewProps {
  options: readonly { content: string; probability: number }[];
  /** The current spin's result index (-1 = no prize), or null before any spin. */
  resultIndex: number | null;
  /** Seconds the turn to a new result takes. */
  turnSeconds: number;
}

/** The wheel as an image with a text alternative listing the slices. */
export function WheelPreview({ options, resultIndex, turnSeconds }: WheelPreviewProps) {
  const { lt } = useLcTranslation();
  const noPrize = lt('turntable.noPrize');
  const slices = wheelSlices(options, noPrize);
  const rotation = resultIndex === null ? 0 : rotationFor(slices, resultIndex);
  const summary = slices.map((s) => lt('turntable.sliceAlt', { label: s.label, percent: s.percent })).join(', ');
  return (
    <Box position="relative" w={`${SIZE}px`} h={`${SIZE}px`} mx="auto" data-testid="wheel-preview" data-result-index={resultIndex ?? ''}>
      <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={lt('turntable.wheelAlt', { slices: summary })}>
        <g style={{ transform: `rotate(${rotation}deg)`, transformOrigin: '50% 50%', transition: `transform ${turnSeconds}s cubic-bezier(0.2, 0.8, 0.2, 1)` }}>
          {slices.map((slice, i) => {
            const [x, y] = labelPoint(slice, C, R);
            const colour = slice.index < 0 ? NO_PRIZE_COLOUR : COLOURS[i % COLOURS.length];
            return (
              <g key={`${slice.index}-${slice.label}`}>
                <path d={slicePath(slice, C, R)} fill={colour} stroke="white" strokeWidth="2" />
                {slice.end - slice.start >= 14 ? (
                  <text x={x} y={y} fill="#1f1f1f" fontSize="11" fontWeight="600" textAnchor="middle" dominantBaseline="middle">
                    {slice.label.length > 16 ? `${slice.label.slice(0, 15)}…` : slice.label}
                  </text>
                ) : null}
              </g>
            );
          })}
        </g>
        <circle cx={C} cy={C} r="10" fill="white" stroke="#595959" strokeWidth="2" />
        <path d={`M ${C - 9} 0 L ${C + 9} 0 L ${C} 22 Z`} fill="#262626" />
      </svg>
    </Box>
  );
}
