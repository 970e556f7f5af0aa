/**
 * `luckLottery`: a streamer's lucky wheel, opened by the personal link `?code=…` (no key, no session). Shows the
 * activity, the wheel (each slice as wide as its probability, "no prize" included, sold-out prizes marked) with its
 * legend, today's hours with a countdown to 18:00 or to 22:00 Dubai on the server's clock, and today's result when the
 * code already drew. "Spin the wheel" sends one draw (a double tap never sends two), the wheel turns to the server's
 * slice (~4 s, none with reduced motion) and then says the prize or "no prize". Every refusal is shown in the page's
 * language; a missing, unknown or revoked code says so instead of the wheel.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { LotteryDrawResult, LotteryWheel } from '../../../../../streams/contracts/lottery';
import { H5RequestError } from '../h5-api';
import { useH5Link } from '../page-context';
import { errorText } from '../refusal-text';
import { fill, useH5Texts } from '../text/h5-text';
import { ErrorState, Loading, PageShell } from '../ui';
import { useNow } from '../use-now';
import { useRequest } from '../use-request';
import { drawPhase, formatLeft, serverNow, type DrawPhase } from './draw-clock';
import { drawLottery, fetchLotteryWheel } from './lottery-api';
import { LotteryWheelSvg, sliceColour } from './lottery-wheel';
import { rotationFor, sliceArcs } from './wheel-geometry';
import './lottery.css';

/** The longest a spin may take before the result is shown anyway (the transition is 4 s; a hidden tab skips it). */
const SPIN_FALLBACK_MS = 4_600;

/** The page (the default export, loaded lazily by h5-app.tsx). */
export default function LotteryPage() {
  const { ui } = useH5Texts();
  const code = useH5Link().query.get('code')?.trim() ?? '';
  return (
    <PageShell page="luckLottery">
      {code === '' ? (
        <section className="h5-key-problem" role="alert">
          <p className="h5-key-problem__reason">{ui.lottery.noCode}</p>
        </section>
      ) : (
        <LotteryForCode code={code} />
      )}
    </PageShell>
  );
}

/** A refusal of the code itself (unknown, revoked, missing): nothing on the page can work, so no retry. */
const codeRefused = (error: unknown) => error instanceof H5RequestError && error.status >= 400 && error.status < 500;

function LotteryForCode({ code }: { code: string }) {
  const texts = useH5Texts();
  const wheel = useRequest((signal) => fetchLotteryWheel(code, signal), [code]);
  if (!wheel.data) {
    if (wheel.status !== 'error') return <Loading />;
    return codeRefused(wheel.error) ? (
      <section className="h5-key-problem" role="alert" data-testid="lottery-refused">
        <p className="h5-key-problem__reason">{errorText(texts, wheel.error)}</p>
      </section>
    ) : (
      <ErrorState error={wheel.error} onRetry={wheel.reload} />
    );
  }
  return <LotteryBoard code={code} wheel={wheel.data} />;
}

function LotteryBoard({ code, wheel }: { code: string; wheel: LotteryWheel }) {
  const texts = useH5Texts();
  const { ui, language } = texts;
  const arcs = useMemo(() => sliceArcs(wheel.slices.map((slice) => slice.probability)), [wheel.slices]);
  // The server's clock, run on from when its answer came (the phone's own time and zone never count).
  const [receivedAt] = useState(() => Date.now());
  const phoneNow = useNow(true);
  const phase = drawPhase(wheel, serverNow(wheel, receivedAt, phoneNow));

  const [rotation, setRotation] = useState(() => (wheel.today ? rotationFor(arcs, wheel.today.sliceIndex, 0, 0) : 0));
  const [spin, setSpin] = useState<'idle' | 'spinning' | 'stopped'>('idle');
  const [result, setResult] = useState<LotteryDrawResult | null>(null);
  const [error, setError] = useState<unknown>(null);
  // Set on the first tap and kept after a draw: a second tap (or a double tap) never sends a second request.
  const sent = useRef(false);

  useEffect(() => {
    if (spin !== 'spinning' || result === null) return undefined;
    const timer = setTimeout(() => setSpin('stopped'), SPIN_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [spin, result]);

  const draw = async () => {
    if (sent.current) return;
    sent.current = true;
    setError(null);
    setSpin('spinning');
    try {
      const drawn = await drawLottery(code);
      setResult(drawn);
      setRotation((from) => rotationFor(arcs, drawn.sliceIndex, from));
      if (prefersReducedMotion()) setSpin('stopped');
    } catch (refusal) {
      setError(refusal);
      setSpin('idle');
      sent.current = false;
    }
  };

  const money = (value: number) => new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  const doneToday = wheel.today !== null || result !== null;
  const waiting = spin === 'spinning';
  const canDraw = !doneToday && !waiting && phase.phase === 'open';

  return (
    <div className="h5-lottery">
      <section className="h5-card h5-lottery__head">
        {wheel.nickname ? <p className="h5-lottery__hello">{fill(ui.lottery.hello, { name: wheel.nickname })}</p> : null}
        <h2 className="h5-lottery__activity">{wheel.activityName}</h2>
        <p className="h5-lottery__days">
          {fill(ui.lottery.days, { from: isolated(wheel.startDate), to: isolated(wheel.endDate) })}
        </p>
      </section>

      <LotteryWheelSvg slices={wheel.slices} arcs={arcs} rotation={rotation} animate={result !== null} spinning={waiting && result !== null} onStopped={() => setSpin('stopped')} />

      <div className="h5-lottery__action">
        {doneToday && !waiting ? null : (
          <button type="button" className="h5-button h5-button--primary h5-button--block h5-lottery__draw" disabled={!canDraw} aria-busy={waiting} onClick={() => void draw()}>
            {waiting ? ui.lottery.drawing : ui.lottery.draw}
          </button>
        )}
        <Outcome wheel={wheel} result={spin === 'stopped' ? result : null} money={money} />
        {error !== null ? (
          <p className="h5-lottery__error" role="alert">
            {errorText(texts, error)}
          </p>
        ) : null}
      </div>

      <Hours phase={phase} />

      <section className="h5-card" aria-labelledby="h5-lottery-prizes">
        <h2 id="h5-lottery-prizes" className="h5-lottery__subtitle">
          {ui.lottery.prizes}
        </h2>
        <ul className="h5-lottery__legend">
          {wheel.slices.map((slice, index) => (
            <li key={`${slice.prizeId ?? 'rest'}-${index}`} data-sold-out={slice.soldOut || undefined}>
              <span className="h5-lottery__swatch" style={{ background: sliceColour(slice, index) }} aria-hidden="true" />
              {slice.picture ? <img className="h5-lottery__picture" src={slice.picture} alt="" loading="lazy" /> : null}
              <span className="h5-lottery__name">{slice.prizeId === null ? ui.lottery.noPrize : slice.name}</span>
              {slice.soldOut ? <span className="h5-lottery__badge">{ui.lottery.soldOut}</span> : null}
              <span className="h5-lottery__chance" dir="ltr">
                {fill(ui.lottery.chance, { percent: slice.probability })}
              </span>
            </li>
          ))}
        </ul>
        {wheel.slices.some((slice) => slice.soldOut) ? <p className="h5-lottery__note">{ui.lottery.soldOutNote}</p> : null}
      </section>
    </div>
  );
}

/** What today gave: the draw just made (once the wheel stopped), or the one made earlier today. */
function Outcome({ wheel, result, money }: { wheel: LotteryWheel; result: LotteryDrawResult | null; money: (value: number) => string }) {
  const { ui } = useH5Texts();
  let text: string | null = null;
  let value: number | null = null;
  if (result) {
    text = result.prizeName === null ? ui.lottery.lost : fill(ui.lottery.won, { prize: result.prizeName });
    value = result.value;
  } else if (wheel.today) {
    text = wheel.today.prizeName === null ? ui.lottery.todayLost : fill(ui.lottery.todayWon, { prize: wheel.today.prizeName });
    value = wheel.today.value;
  }
  return (
    <div className="h5-lottery__outcome" role="status" aria-live="polite" data-testid="lottery-outcome">
      {text ? (
        <>
          {result?.picture ? <img className="h5-lottery__prize-picture" src={result.picture} alt="" /> : null}
          <p className={result?.prizeName || wheel.today?.prizeName ? 'h5-lottery__won' : 'h5-lottery__lost'}>{text}</p>
          {value !== null && (result ? result.prizeName : wheel.today?.prizeName) ? <p className="h5-lottery__value">{fill(ui.lottery.wonValue, { value: money(value) })}</p> : null}
        </>
      ) : null}
    </div>
  );
}

/** Today's hours and the countdown on the server's clock. */
function Hours({ phase }: { phase: DrawPhase }) {
  const { ui } = useH5Texts();
  let line: string;
  if (phase.phase === 'before') line = fill(ui.lottery.opensIn, { time: isolated(formatLeft(phase.left)) });
  else if (phase.phase === 'open') line = fill(ui.lottery.closesIn, { time: isolated(formatLeft(phase.left)) });
  else line = ui.lottery.closed;
  return (
    <section className="h5-card h5-lottery__hours" data-phase={phase.phase}>
      <p className="h5-lottery__countdown" data-testid="lottery-countdown">
        {line}
      </p>
      <p className="h5-lottery__rule">{ui.lottery.hours}</p>
    </section>
  );
}

/**
 * `text` (a day, a time) kept left to right inside a sentence of any direction (Unicode isolates), so an Arabic
 * sentence does not turn `2026-11-20` into `20-11-2026`.
 */
function isolated(text: string): string {
  return `\u2066${text}\u2069`;
}

/** Whether the reader asked for less motion: the wheel then jumps to its slice and the result shows at once. */
function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
